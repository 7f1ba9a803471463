import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { UNCHOSEN_SERVICE_FACTS } from '@threshold/domain/journey/enrolment-snapshot';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import type { StartDateWindowResponse } from '@threshold/domain/schemas/energy-start-date';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../brand/brand-store';
import { EnergySwitchPage } from './energy-switch-page';

/** A mover who chose a tariff and does not know their move-in date yet. */
const enrolment: Enrolment = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000003',
  status: 20,
  enrolmentSource: 'DirectHomeMove',
  enrolmentType: 'Lettings',
  partnerName: 'Harbour Lettings',
  brandRoute: 'harbour-lettings',
  branchId: '101',
  title: 'Ms',
  firstName: 'Priya',
  surname: 'Shah',
  dateOfBirth: '1990-04-12',
  contactNumber: '07700900123',
  emailAddress: 'priya@example.com',
  emailAddressVerified: true,
  contactNumberVerified: false,
  postcode: 'LS1 4AP',
  moveInDate: null,
  isMoveInDateSetByPartner: false,
  residentialStatus: 201,
  moveInDateUnknown: true,
  addressKey: 'LS14AP-6',
  isManualAddress: false,
  houseNumber: '6',
  houseName: null,
  addressLine1: 'Park Row',
  addressLine2: null,
  addressLine3: null,
  addressLine4: null,
  town: 'Leeds',
  county: 'West Yorkshire',
  nation: 'England',
  isDomestic: true,
  isUnpopulated: false,
  hasAccount: true,
  tenantPortalStorage: 'energySwitch',
  telephonyAgent: false,
  energyOfferedStatus: 1,
  entertainmentOfferedStatus: 1,
  councilRegistrationConfirmed: null,
  waterRegistrationConfirmed: null,
  isMeterInfoValid: true,
  quotableEnergy: true,
  fuelType: 'DualFuel',
  isMixedMeters: false,
  isGasPayg: false,
  isElecPayg: false,
  hasGasSmartMeter: false,
  hasElecSmartMeter: false,
  economy7: false,
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: false,
  energyConsented: true,
  energyOptIn: 1,
  entertainmentConsented: false,
  entertainmentOptIn: 0,
  hasStoredTariff: true,
};

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
