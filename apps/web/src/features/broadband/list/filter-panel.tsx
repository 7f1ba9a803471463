import type { BroadbandFilterOptions, BroadbandFilters } from '@threshold/domain/schemas/broadband';
import { FilterCheckbox, FilterGroup, FilterPanel as Panel } from '../../../ui/filter-panel';
import {
  CALL_OPTION_LABEL,
  FLAG_FILTERS,
  FLAG_LEGENDS,
  contractLengthLabel,
  isFlagOn,
  toggleValue,
  withFlag,
} from './broadband-filters';

type ListFilter = 'selectedProviders' | 'contractLengths' | 'callOptions';

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
 * applied by "Show results" (the lists' shared panel).
 */
export function FilterPanel({ applied, options, isBusy, onApply }: FilterPanelProps) {
  return (
    <Panel
      title="Filter packages"
      classPrefix="broadband-filters"
      applied={applied}
      isBusy={isBusy}
      onApply={onApply}
    >
      {(draft, choose) => {
        /** A value of one of the list filters (providers, contract lengths, calls) as a tick box. */
        const listChoice = <K extends ListFilter>(
          filter: K,
          value: BroadbandFilters[K][number],
          label: string,
        ) => {
          const values = draft[filter] as ReadonlyArray<typeof value>;
          return (
            <FilterCheckbox
              key={String(value)}
              label={label}
              checked={values.includes(value)}
              onChange={(checked) =>
                choose({ ...draft, [filter]: toggleValue(values, value, checked) })
              }
            />
          );
        };
        return (
          <>
            {FLAG_LEGENDS.map((legend) => (
              <FilterGroup key={legend} legend={legend}>
                {FLAG_FILTERS.filter((flag) => flag.legend === legend).map((flag) => (
                  <FilterCheckbox
                    key={flag.key}
                    label={flag.label}
                    checked={isFlagOn(draft, flag)}
                    onChange={(checked) => choose(withFlag(draft, flag, checked))}
                  />
                ))}
              </FilterGroup>
            ))}
            {options === null ? (
              <p className="muted">Loading providers…</p>
            ) : (
              <>
                <FilterGroup legend="Providers">
                  {options.providers.map(({ id, name }) =>
                    listChoice('selectedProviders', id, name),
                  )}
                </FilterGroup>
                <FilterGroup legend="Contract length">
                  {options.contractLengths.map(({ value }) =>
                    listChoice('contractLengths', value, contractLengthLabel(value)),
                  )}
                </FilterGroup>
                {options.callOptions.length > 0 && (
                  <FilterGroup legend="Calls">
                    {options.callOptions.map(({ value }) =>
                      listChoice('callOptions', value, CALL_OPTION_LABEL[value]),
                    )}
                  </FilterGroup>
                )}
              </>
            )}
          </>
        );
      }}
    </Panel>
  );
}
