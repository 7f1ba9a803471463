import { afterEach, describe, expect, it, vi } from 'vitest';
import { tariffWith } from '../tariff-card/test-tariffs';
import {
  readStoredAddOns,
  readStoredFilters,
  readStoredTariff,
  storeAddOns,
  storeChosenTariff,
  storeFilters,
  NO_FILTERS,
} from './energy-storage';
import { saveEnergyUsage } from './energy-usage';
import { startUserSession } from '../../../api/user-session';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('saving the energy usage answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  function withChoices() {
    startUserSession({ access_token: 'user-1', enrolmentId: 'enrolment-1' });
    storeChosenTariff(tariffWith({ id: 'hs-fix-12-dual' }), false);
    storeAddOns(['hs-boiler-cover']);
    storeFilters({ ...NO_FILTERS, paperless: true });
  }

  it('forgets the chosen tariff and add-ons kept here when the answer says the choice was cleared', async () => {
    withChoices();
    vi.stubGlobal('fetch', async () =>
      answer({ selectedTariff: null, selectedTariffSecondary: null }),
    );
    await saveEnergyUsage({ knownUsage: 'U' });
    expect(readStoredTariff()).toBeNull();
    expect(readStoredAddOns()).toEqual([]);
    expect(readStoredFilters().paperless).toBe(true);
  });

  it('keeps them when the usage did not change the choice', async () => {
    withChoices();
    vi.stubGlobal('fetch', async () =>
      answer({ selectedTariff: tariffWith({ id: 'hs-fix-12-dual' }) }),
    );
    await saveEnergyUsage({ knownUsage: 'U' });
    expect(readStoredTariff()?.id).toBe('hs-fix-12-dual');
    expect(readStoredAddOns()).toEqual(['hs-boiler-cover']);
  });
});
