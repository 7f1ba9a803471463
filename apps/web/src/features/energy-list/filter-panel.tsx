import type { QuoteFilters } from '@threshold/domain/schemas/energy-quotes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FLAG_FILTERS,
  TARIFF_TYPES,
  toggleValue,
  type FilterChip,
  type SupplierOption,
} from './energy-filters';

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
    <fieldset className="energy-filters__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

type FilterPanelProps = {
  applied: QuoteFilters;
  /** The suppliers with tariffs for this home; null while they load. */
  suppliers: readonly SupplierOption[] | null;
  onApply: (filters: QuoteFilters) => void;
};

/**
 * The filter panel: Supplier, Tariff Type, Exit Fees and Billing, applied by "Show results".
 * Open beside the list on wide screens; folded above it on phones.
 */
export function FilterPanel({ applied, suppliers, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(applied);
  // A chip removed outside the panel changes what is applied: the panel follows.
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setDraft(applied);
  }
  const [isOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);

  return (
    <details className="energy-filters" open={isOpen}>
      <summary className="energy-filters__summary">Filter tariffs</summary>
      <form
        className="energy-filters__form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <Group legend="Supplier">
          {suppliers === null ? (
            <p className="muted">Loading suppliers…</p>
          ) : (
            suppliers.map((supplier) => (
              <Checkbox
                key={supplier.supplierId}
                label={supplier.supplierName}
                checked={draft.suppliers.includes(supplier.supplierId)}
                onChange={(checked) =>
                  setDraft({
                    ...draft,
                    suppliers: toggleValue(draft.suppliers, supplier.supplierId, checked),
                  })
                }
              />
            ))
          )}
        </Group>
        <Group legend="Tariff Type">
          {TARIFF_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={draft.tariffTypes.includes(type)}
              onChange={(checked) =>
                setDraft({ ...draft, tariffTypes: toggleValue(draft.tariffTypes, type, checked) })
              }
            />
          ))}
        </Group>
        {['Exit Fees', 'Billing'].map((group) => (
          <Group key={group} legend={group}>
            {FLAG_FILTERS.filter((flag) => flag.group === group).map(({ key, label }) => (
              <Checkbox
                key={key}
                label={label}
                checked={draft[key]}
                onChange={(checked) => setDraft({ ...draft, [key]: checked })}
              />
            ))}
          </Group>
        ))}
        <button type="submit" className="button">
          Show results
        </button>
      </form>
    </details>
  );
}

type FilterChipsProps = { chips: readonly FilterChip[]; onRemove: (chip: FilterChip) => void };

/**
 * The applied filters as removable chips. Each is a button that says what it removes; after a
 * removal, focus moves to the chip that took its place (or the list's heading when none is left).
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
    else document.getElementById('energy-results-heading')?.focus();
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
