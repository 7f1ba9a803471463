import type { BroadbandFilterOptions, BroadbandFilters } from '@threshold/domain/schemas/broadband';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  CALL_OPTION_LABEL,
  FLAG_FILTERS,
  FLAG_LEGENDS,
  contractLengthLabel,
  isFlagOn,
  keepUnappliedChoices,
  toggleValue,
  withFlag,
  type FilterChip,
} from './broadband-filters';

type CheckboxProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

function Checkbox({ label, checked, onChange }: CheckboxProps) {
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

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="broadband-filters__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

type FilterPanelProps = {
  applied: BroadbandFilters;
  /** What the packages at this address offer; null while they load. */
  options: BroadbandFilterOptions | null;
  /** The list is loading for the last filters applied: "Show results" waits for it. */
  isBusy: boolean;
  onApply: (filters: BroadbandFilters) => void;
};

/**
 * The filter panel: package type, broadband type, usage, providers, contract length and calls,
 * applied by "Show results". Open beside the list from 768 px; folded above it on phones.
 */
export function FilterPanel({ applied, options, isBusy, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(applied);
  // A chip removed or a new sort changes what is applied: the panel follows, keeping the choices
  // the mover has made in it and not yet applied.
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setDraft(keepUnappliedChoices(draft, shownApplied, applied));
  }
  const [isOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);

  return (
    <details className="broadband-filters" open={isOpen}>
      <summary className="broadband-filters__summary">Filter packages</summary>
      <form
        className="broadband-filters__form"
        aria-label="Filter packages"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBusy) onApply(draft);
        }}
      >
        {FLAG_LEGENDS.map((legend) => (
          <Group key={legend} legend={legend}>
            {FLAG_FILTERS.filter((flag) => flag.legend === legend).map((flag) => (
              <Checkbox
                key={flag.key}
                label={flag.label}
                checked={isFlagOn(draft, flag)}
                onChange={(checked) => setDraft(withFlag(draft, flag, checked))}
              />
            ))}
          </Group>
        ))}
        {options === null ? (
          <p className="muted">Loading providers…</p>
        ) : (
          <>
            <Group legend="Providers">
              {options.providers.map((provider) => (
                <Checkbox
                  key={provider.id}
                  label={provider.name}
                  checked={draft.selectedProviders.includes(provider.id)}
                  onChange={(checked) =>
                    setDraft({
                      ...draft,
                      selectedProviders: toggleValue(draft.selectedProviders, provider.id, checked),
                    })
                  }
                />
              ))}
            </Group>
            <Group legend="Contract length">
              {options.contractLengths.map(({ value }) => (
                <Checkbox
                  key={value}
                  label={contractLengthLabel(value)}
                  checked={draft.contractLengths.includes(value)}
                  onChange={(checked) =>
                    setDraft({
                      ...draft,
                      contractLengths: toggleValue(draft.contractLengths, value, checked),
                    })
                  }
                />
              ))}
            </Group>
            {options.callOptions.length > 0 && (
              <Group legend="Calls">
                {options.callOptions.map(({ value }) => (
                  <Checkbox
                    key={value}
                    label={CALL_OPTION_LABEL[value]}
                    checked={draft.callOptions.includes(value)}
                    onChange={(checked) =>
                      setDraft({
                        ...draft,
                        callOptions: toggleValue(draft.callOptions, value, checked),
                      })
                    }
                  />
                ))}
              </Group>
            )}
          </>
        )}
        <button type="submit" className="button" aria-disabled={isBusy || undefined}>
          Show results
        </button>
      </form>
    </details>
  );
}

type FilterChipsProps = { chips: readonly FilterChip[]; onRemove: (chip: FilterChip) => void };

/**
 * The applied filters as removable chips. Each is a button that says what it removes; after a
 * removal, focus moves to the chip that took its place (or the results' count when none is left).
 */
export function FilterChips({ chips, onRemove }: FilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[Math.min(removedAt.current, buttons.length - 1)];
    removedAt.current = null;
    if (next) next.focus();
    else document.getElementById('broadband-results-count')?.focus();
  }, [chips]);

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
