import { NO_QUOTE_FILTERS } from '@threshold/domain/schemas/energy-quotes';
import { describe, expect, it } from 'vitest';
import { chipsOf, hasFilters, toggleValue } from './energy-filters';

const suppliers = [
  { supplierId: 'threshold-energy', supplierName: 'Threshold Energy' },
  { supplierId: 'brightwater', supplierName: 'Brightwater Power' },
];

describe('the energy list filters (service-journeys 2)', () => {
  it('has no chips and no filters when nothing is chosen', () => {
    expect(hasFilters(NO_QUOTE_FILTERS)).toBe(false);
    expect(chipsOf(NO_QUOTE_FILTERS, suppliers)).toEqual([]);
  });

  it('shows one chip per applied value, named by its group, suppliers by name', () => {
    const filters = {
      ...NO_QUOTE_FILTERS,
      suppliers: ['brightwater', 'threshold-energy'],
      tariffTypes: ['Fixed' as const],
      noExitFee: true,
      paper: true,
    };
    expect(hasFilters(filters)).toBe(true);
    expect(chipsOf(filters, suppliers).map((chip) => chip.label)).toEqual([
      'Supplier: Brightwater Power',
      'Supplier: Threshold Energy',
      'Tariff Type: Fixed',
      'Exit Fees: No exit fee',
      'Billing: Paper',
    ]);
  });

  it('removing a chip removes only its value', () => {
    const filters = {
      ...NO_QUOTE_FILTERS,
      suppliers: ['brightwater', 'threshold-energy'],
      paperless: true,
    };
    const [brightwater, threshold, paperless] = chipsOf(filters, suppliers);
    expect(brightwater?.without).toEqual({ ...filters, suppliers: ['threshold-energy'] });
    expect(threshold?.without).toEqual({ ...filters, suppliers: ['brightwater'] });
    expect(paperless?.without).toEqual({ ...filters, paperless: false });
  });

  it('clearing the last chip leaves the full list (no filters)', () => {
    const filters = { ...NO_QUOTE_FILTERS, suppliers: ['threshold-energy'] };
    const [only] = chipsOf(filters, suppliers);
    expect(only?.without).toEqual(NO_QUOTE_FILTERS);
    expect(hasFilters(only?.without ?? filters)).toBe(false);
  });

  it('names a supplier no longer offered by its id rather than dropping its chip', () => {
    const filters = { ...NO_QUOTE_FILTERS, suppliers: ['gone-energy'] };
    expect(chipsOf(filters, suppliers)[0]?.label).toBe('Supplier: gone-energy');
  });

  it('a checkbox adds or takes away one value', () => {
    expect(toggleValue(['Fixed'], 'Variable', true)).toEqual(['Fixed', 'Variable']);
    expect(toggleValue(['Fixed', 'Variable'], 'Fixed', false)).toEqual(['Variable']);
    expect(toggleValue(['Fixed'], 'Fixed', true)).toEqual(['Fixed']);
  });
});
