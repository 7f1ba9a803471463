import { NO_QUOTE_FILTERS } from '@threshold/domain/schemas/energy-quotes';
import { afterEach, describe, expect, it } from 'vitest';
import { tariffWith } from '../tariff-card/test-tariffs';
import {
  NO_FILTERS,
  readStoredAddOns,
  readStoredFilters,
  readStoredTariff,
  storeAddOns,
  storeChosenTariff,
  storeFilters,
} from './energy-storage';
import { readSession, writeSession } from '../../../api/session-store';
import { startUserSession } from '../../../api/user-session';

describe('energy choices in browser storage (service-journeys 4)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a chosen tariff under energyTariff and resets the chosen add-ons', () => {
    storeAddOns(['boiler-cover']);
    const tariff = tariffWith();
    storeChosenTariff(tariff, false);
    expect(readStoredTariff()).toEqual(tariff);
    expect(JSON.parse(readSession('energyTariff') ?? 'null')).toEqual(tariff);
    expect(readStoredAddOns()).toEqual([]);
  });

  it('keeps a mixed-meter gas tariff in the secondary slot beside the electricity one', () => {
    const electricity = tariffWith({ id: 'elec-fix', energyType: 'Electric', gas: null });
    const gas = tariffWith({ id: 'gas-fix', energyType: 'Gas', electricity: null });
    storeChosenTariff(electricity, true);
    storeChosenTariff(gas, true);
    expect(readStoredTariff('primary')?.id).toBe('elec-fix');
    expect(readStoredTariff('secondary')?.id).toBe('gas-fix');
  });

  it('removes the secondary tariff when a mixed-meter electricity tariff is chosen again', () => {
    storeChosenTariff(tariffWith({ id: 'gas-fix', energyType: 'Gas' }), true);
    storeChosenTariff(tariffWith({ id: 'elec-var', energyType: 'Electric' }), true);
    expect(readStoredTariff('secondary')).toBeNull();
    expect(readStoredTariff('primary')?.id).toBe('elec-var');
  });

  it('keeps the featured and the whole-of-market filters under separate keys', () => {
    storeFilters({ ...NO_QUOTE_FILTERS, suppliers: ['threshold-energy'] });
    storeFilters({ ...NO_QUOTE_FILTERS, tariffTypes: ['Variable'] }, true);
    expect(readStoredFilters().suppliers).toEqual(['threshold-energy']);
    expect(readStoredFilters(true)).toEqual({ ...NO_QUOTE_FILTERS, tariffTypes: ['Variable'] });
    expect(readSession('filterOptionsWholeOfMarket')).not.toBeNull();
  });

  it("'no filter' is the domain's", () => {
    expect(NO_FILTERS).toEqual(NO_QUOTE_FILTERS);
  });

  it('treats something unreadable as nothing stored', () => {
    writeSession('energyTariff', '{not json');
    writeSession('filterOptions', '{"tariffTypes":["Cheap"]}');
    writeSession('addOns', '42');
    writeSession('secondaryTariff', JSON.stringify({ ...tariffWith(), energyType: 'Coal' }));
    expect(readStoredTariff()).toBeNull();
    expect(readStoredFilters()).toEqual(NO_QUOTE_FILTERS);
    expect(readStoredAddOns()).toEqual([]);
    expect(readStoredTariff('secondary')).toBeNull();
  });

  it('clears every energy choice when a log-in brings another enrolment, and keeps them for the same one', () => {
    writeSession('enrolmentSessionId', 'enrolment-1');
    storeChosenTariff(tariffWith({ energyType: 'Electric' }), true);
    storeChosenTariff(tariffWith({ energyType: 'Gas' }), true);
    storeAddOns(['boiler-cover']);
    storeFilters({ ...NO_QUOTE_FILTERS, paper: true });
    storeFilters({ ...NO_QUOTE_FILTERS, paper: true }, true);

    startUserSession({ access_token: 'user-1', enrolmentId: 'enrolment-1' });
    expect(readStoredTariff('secondary')).not.toBeNull();
    expect(readStoredAddOns()).toEqual(['boiler-cover']);

    startUserSession({ access_token: 'user-2', enrolmentId: 'enrolment-2' });
    expect(readStoredTariff('primary')).toBeNull();
    expect(readStoredTariff('secondary')).toBeNull();
    expect(readStoredAddOns()).toEqual([]);
    expect(readSession('addOns')).toBeNull();
    expect(readSession('filterOptions')).toBeNull();
    expect(readSession('filterOptionsWholeOfMarket')).toBeNull();
  });
});
