import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The lists' filter panel and chips (the energy list's tariffs, the broadband list's packages):
 * choices are made in the panel and applied together by "Show results"; the applied ones show as
 * removable chips above the list. Each page keeps its own filters, words and styles (the class
 * names start with the page's prefix, e.g. energy-filters__group).
 */

type FilterCheckboxProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        className="checkbox__input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/**
 * The panel's choices after the applied filters changed outside it (a chip removed, a new sort):
 * what the mover ticked or unticked and has not applied yet stays as they left it; everything
 * else follows what is now applied (a sort always does).
 */
export function keepUnappliedChoices<T>(draft: T, before: T, after: T): T {
  return rebase(draft, before, after) as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rebase(draft: unknown, before: unknown, after: unknown): unknown {
  if (Array.isArray(draft) && Array.isArray(before) && Array.isArray(after)) {
    const ticked = draft.filter((value) => !before.includes(value));
    const unticked = before.filter((value) => !draft.includes(value));
    return [
      ...after.filter((value) => !unticked.includes(value)),
      ...ticked.filter((value) => !after.includes(value)),
    ];
  }
  if (isRecord(draft) && isRecord(before) && isRecord(after)) {
    return Object.fromEntries(
      Object.keys(after).map((key) => [key, rebase(draft[key], before[key], after[key])]),
    );
  }
  return typeof draft === 'boolean' && draft !== before ? draft : after;
}

/** The page's class prefix, for the groups inside its panel. */
const ClassPrefix = createContext('filters');

/** One group of choices, e.g. "Supplier" or "Contract length". */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  const classPrefix = useContext(ClassPrefix);
  return (
    <fieldset className={`${classPrefix}__group`}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

type FilterPanelProps<T> = {
  /** The words on the fold and the form's name: "Filter tariffs", "Filter packages". */
  title: string;
  /** The page's class prefix: the panel is {prefix}, its parts {prefix}__summary, __form, __group. */
  classPrefix: string;
  applied: T;
  /** The list is loading for the last filters applied: "Show results" waits for it. */
  isBusy?: boolean;
  onApply: (filters: T) => void;
  /** The groups (FilterGroup), drawn from the choices not yet applied and changing them. */
  children: (draft: T, choose: (next: T) => void) => ReactNode;
};

/**
 * The filter panel, applied by "Show results". Open beside the list from 768 px; folded above it
 * on phones. When what is applied changes outside it (a chip removed, a new sort) it follows,
 * keeping the choices made in it and not yet applied.
 */
export function FilterPanel<T>({
  title,
  classPrefix,
  applied,
  isBusy = false,
  onApply,
  children,
}: FilterPanelProps<T>) {
  const [draft, setDraft] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setDraft(keepUnappliedChoices(draft, shownApplied, applied));
  }
  const [isOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);

  return (
    <details className={classPrefix} open={isOpen}>
      <summary className={`${classPrefix}__summary`}>{title}</summary>
      <form
        className={`${classPrefix}__form`}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBusy) onApply(draft);
        }}
      >
        <ClassPrefix.Provider value={classPrefix}>{children(draft, setDraft)}</ClassPrefix.Provider>
        <button type="submit" className="button" aria-disabled={isBusy || undefined}>
          Show results
        </button>
      </form>
    </details>
  );
}

type FilterChipsProps<C extends { key: string; label: string }> = {
  chips: readonly C[];
  onRemove: (chip: C) => void;
  /** The id of what takes focus when the last chip is removed (the list's count or heading). */
  focusWhenNoneLeft: string;
};

/**
 * The applied filters as removable chips. Each is a button that says what it removes; after a
 * removal, focus moves to the chip that took its place (or focusWhenNoneLeft when none is left).
 */
export function FilterChips<C extends { key: string; label: string }>({
  chips,
  onRemove,
  focusWhenNoneLeft,
}: FilterChipsProps<C>) {
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(removedAt.current, buttons.length - 1)];
    removedAt.current = null;
    if (next) next.focus();
    else document.getElementById(focusWhenNoneLeft)?.focus();
  }, [chips, focusWhenNoneLeft]);

  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">Applied filters</h2>
      <ul ref={listRef} className="filter-chips__list">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => {
                removedAt.current = index;
                onRemove(chip);
              }}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true" className="filter-chip__cross">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
