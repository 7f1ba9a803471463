import { cleanup, render, screen } from '@testing-library/react';
import { filterOptionsFor } from '@threshold/domain/broadband/package-list';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import type { BroadbandFilters } from '@threshold/domain/schemas/broadband';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_BROADBAND_FILTERS } from '../api/broadband-storage';
import { FilterChips } from '../../../ui/filter-panel';
import { chipsOf } from './broadband-filters';
import { FilterPanel } from './filter-panel';

afterEach(cleanup);

describe("the broadband filter panel's contract lengths", () => {
  it('says "1 month" in the singular, in the panel and on its chip, and months in the plural', () => {
    const packages = [
      listedPackage('router', { months: 1, isInterim: true }),
      listedPackage('rolling', { months: 0 }),
      listedPackage('fibre', { months: 24 }),
    ];
    const applied: BroadbandFilters = { ...NO_BROADBAND_FILTERS, contractLengths: [1] };
    render(
      <>
        <FilterPanel
          applied={applied}
          options={filterOptionsFor(packages, applied)}
          isBusy={false}
          onApply={() => undefined}
        />
        <FilterChips
          chips={chipsOf(applied, [])}
          onRemove={() => undefined}
          focusWhenNoneLeft="broadband-results-count"
        />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: '1 month' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rolling monthly' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '24 months' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove filter Contract length: 1 month' }),
    ).toBeTruthy();
    expect(screen.queryByText(/\b1 months\b/)).toBeNull();
  });
});
