import type { QuoteFilters } from '@threshold/domain/schemas/energy-quotes';
import {
  FilterCheckbox,
  FilterChips as Chips,
  FilterGroup,
  FilterPanel as Panel,
} from '../../../ui/filter-panel';
import {
  FLAG_FILTERS,
  TARIFF_TYPES,
  toggleValue,
  type FilterChip,
  type SupplierOption,
} from './energy-filters';

type FilterPanelProps = {
  applied: QuoteFilters;
  /** The suppliers with tariffs for this home; null while they load. */
  suppliers: readonly SupplierOption[] | null;
  onApply: (filters: QuoteFilters) => void;
};

/**
 * The filter panel: Supplier, Tariff Type, Exit Fees and Billing, applied by "Show results" (the
 * lists' shared panel).
 */
export function FilterPanel({ applied, suppliers, onApply }: FilterPanelProps) {
  return (
    <Panel title="Filter tariffs" classPrefix="energy-filters" applied={applied} onApply={onApply}>
      {(draft, choose) => (
        <>
          <FilterGroup legend="Supplier">
            {suppliers === null ? (
              <p className="muted">Loading suppliers…</p>
            ) : (
              suppliers.map((supplier) => (
                <FilterCheckbox
                  key={supplier.supplierId}
                  label={supplier.supplierName}
                  checked={draft.suppliers.includes(supplier.supplierId)}
                  onChange={(checked) =>
                    choose({
                      ...draft,
                      suppliers: toggleValue(draft.suppliers, supplier.supplierId, checked),
                    })
                  }
                />
              ))
            )}
          </FilterGroup>
          <FilterGroup legend="Tariff Type">
            {TARIFF_TYPES.map((type) => (
              <FilterCheckbox
                key={type}
                label={type}
                checked={draft.tariffTypes.includes(type)}
                onChange={(checked) =>
                  choose({ ...draft, tariffTypes: toggleValue(draft.tariffTypes, type, checked) })
                }
              />
            ))}
          </FilterGroup>
          {['Exit Fees', 'Billing'].map((group) => (
            <FilterGroup key={group} legend={group}>
              {FLAG_FILTERS.filter((flag) => flag.group === group).map(({ key, label }) => (
                <FilterCheckbox
                  key={key}
                  label={label}
                  checked={draft[key]}
                  onChange={(checked) => choose({ ...draft, [key]: checked })}
                />
              ))}
            </FilterGroup>
          ))}
        </>
      )}
    </Panel>
  );
}

/** The applied filters as removable chips; with none left, focus goes to the list's count. */
export function FilterChips(props: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
}) {
  return <Chips {...props} focusWhenNoneLeft="energy-results-heading" />;
}
