import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import type { StartDateWindowResponse } from '@threshold/domain/schemas/energy-start-date';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../../brand/brand-store';
import { moverEnrolment } from '../../../test-support/mover-enrolment';
import { EnergySwitchPage } from './energy-switch-page';

/** A mover who chose a tariff and does not know their move-in date yet. */
const enrolment = moverEnrolment({
  tenantPortalStorage: 'energySwitch',
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: false,
  entertainmentConsented: false,
  entertainmentOptIn: 0,
  hasStoredTariff: true,
});

const supply: SupplyCheck = {
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: false,
  isCommercialSupply: false,
  fuelType: 'DualFuel',
  isMixedMeters: false,
  knownMeterDetails: true,
  isMeterSupported: true,
  region: '_M',
  regionName: 'Yorkshire',
  economy7: false,
  hasElecSmartMeter: false,
  hasGasSmartMeter: false,
  isElecPayg: false,
  isGasPayg: false,
  supportsFastSwitch: false,
  quotableEnergy: true,
  isMoveInDateInRange: true,
};

/** The window for a home whose meters are known, without the cooling-off question asked. */
const WINDOW: StartDateWindowResponse = {
  earliest: '2026-03-09',
  latest: '2026-04-07',
  default: '2026-03-09',
  agreed: { earliest: '2026-03-09', latest: '2026-04-07', default: '2026-03-09' },
  startDate: null,
  coolingOffAgreed: false,
  coolingOffRequired: false,
  fasterSwitching: true,
};

function renderPage(check: SupplyCheck, window: StartDateWindowResponse = WINDOW) {
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === '/api/enrolment-auth') return answer(enrolment);
    if (path === '/api/enrolment/start-date') return answer(window);
    if (path === '/api/address/check-supply') return answer(check);
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <EnergySwitchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the supply start date page: the unknown-meter message', () => {
  beforeEach(() => {
    setCurrentBrand({
      name: 'Threshold',
      flags: {
        onboardingJourney: false,
        ctwbJourneyToggle: false,
        priorityAccess: false,
        fasterSwitching: true,
      },
    } as unknown as Branding);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says nothing about unknown meters when the supply check found the meter details', async () => {
    renderPage(supply);
    await screen.findByRole('heading', { name: 'Your supply start date' });
    await screen.findByRole('button', { name: 'Confirm and Switch' });
    expect(screen.queryByText(/haven't been able to find your meter details/)).toBeNull();
  });

  it("takes the move-in date's wording from the supply check, as energy usage does", async () => {
    renderPage(
      { ...supply, knownMeterDetails: false, isMoveInDateFuture: true },
      { ...WINDOW, coolingOffRequired: true, fasterSwitching: false },
    );
    expect(await screen.findByText(/haven't been able to find your meter details/)).toHaveProperty(
      'textContent',
      expect.stringContaining('take a meter reading on the day you move in'),
    );
  });
});
