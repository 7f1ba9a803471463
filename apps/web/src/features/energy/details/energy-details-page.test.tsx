import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { UNCHOSEN_SERVICE_FACTS } from '@threshold/domain/journey/enrolment-snapshot';
import { TARIFF_RETRIEVAL_MESSAGE } from '@threshold/domain/messages/energy';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import type { PricedTariff, QuoteResponse } from '@threshold/domain/schemas/energy-quotes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../../brand/brand-store';
import { EnergyDetailsPage } from './energy-details-page';

const QUOTE_ID = '7d0f6c8e-1111-4222-8333-444455556666';

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
  hasGasSmartMeter: true,
  isElecPayg: false,
  isGasPayg: false,
  supportsFastSwitch: false,
  quotableEnergy: true,
  isMoveInDateInRange: true,
};

/** A fixed dual fuel tariff: 26.11p and 7.33p a kWh, exit fees, smart-specific, greener upgrade. */
const dualFuel: PricedTariff = {
  id: 'northern-fix-12',
  identifier: 'northern-fix-12',
  tariffUrl: 'northern-fix-12',
  quoteId: QUOTE_ID,
  priceId: 'northern-fix-12:DualFuel',
  tariffName: 'Northern Fix 12',
  supplierId: 'northern',
  supplierName: 'Northern Power',
  supplierImageUrl: '/suppliers/northern.svg',
  isFeaturedSupplier: true,
  energyType: 'DualFuel',
  tariffType: 'Fixed',
  paymentMethod: 'Monthly Direct Debit',
  contractLength: 12,
  fixedTermEnd: '2027-12-31',
  isPaperless: true,
  isSmartSpecific: true,
  isDefault: true,
  recommendationReason: null,
  uspText: null,
  enhancedFeatures: ['Price fixed for 12 months'],
  offersGreenerUpgrade: true,
  winterUplift: true,
  electricity: {
    unitRate1: 2611,
    unitRate2: null,
    unitRate1Label: 'Unit rate',
    unitRate2Label: null,
    standingCharge: 5719,
    annualKwh1: 2500,
    annualKwh2: null,
    exitFeePence: 7500,
    annualCostPence: 86150,
    monthlyCostPence: 7179,
  },
  gas: {
    unitRate1: 733,
    unitRate2: null,
    unitRate1Label: 'Unit rate',
    unitRate2Label: null,
    standingCharge: 2904,
    annualKwh1: 9500,
    annualKwh2: null,
    exitFeePence: 7500,
    annualCostPence: 80235,
    monthlyCostPence: 6686,
  },
  newSpend: 166385,
  newSpendMonthly: 13865,
  newSpendMonthlyElec: 7179,
  newSpendMonthlyGas: 6686,
  svtSaving: 4200,
  termsUrl: null,
};

/** A variable electricity-only tariff: Economy 7, no exit fee, no end date, prepayment. */
const economy7Electricity: PricedTariff = {
  ...dualFuel,
  id: 'flex-e7',
  identifier: 'flex-e7',
  tariffUrl: 'flex-e7',
  priceId: 'flex-e7:Electric',
  tariffName: 'Flex Economy 7',
  energyType: 'Electric',
  tariffType: 'Variable',
  paymentMethod: 'Prepayment Meter',
  contractLength: null,
  fixedTermEnd: null,
  isPaperless: false,
  isSmartSpecific: false,
  isDefault: false,
  offersGreenerUpgrade: false,
  winterUplift: false,
  enhancedFeatures: [],
  electricity: {
    unitRate1: 3050,
    unitRate2: 1420,
    unitRate1Label: 'Day rate',
    unitRate2Label: 'Night rate',
    standingCharge: 5405,
    annualKwh1: 1972,
    annualKwh2: 1428,
    exitFeePence: 0,
    annualCostPence: 100000,
    monthlyCostPence: 8333,
  },
  gas: null,
  svtSaving: null,
};

function quoteOf(tariffs: PricedTariff[]): QuoteResponse {
  return {
    quoteId: QUOTE_ID,
    tariffs,
    totalCountOfTariffs: tariffs.length,
    originalRequest: {
      filters: {
        suppliers: [],
        tariffTypes: [],
        noExitFee: false,
        exitFee: false,
        paperless: false,
        paper: false,
      },
      wholeOfMarket: false,
      getAll: true,
    },
    filterOptions: {
      wholeOfMarket: false,
      suppliers: [],
      tariffTypes: [],
      noExitFee: false,
      exitFee: false,
      paperless: false,
      paper: false,
      isFixed: true,
      hasExitFee: true,
      isPaperless: true,
    },
    catalogueLabel: 'illustrative, based on the Ofgem price cap for July to September 2026',
  };
}

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A mover who chose energy at a quotable home moving in within 14 days. */
const enrolment: Enrolment = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000001',
  status: 20,
  enrolmentSource: 'UploadedLead',
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
  moveInDate: inTenDays,
  isMoveInDateSetByPartner: true,
  residentialStatus: 201,
  moveInDateUnknown: false,
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
  tenantPortalStorage: 'energyUsage',
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
  hasGasSmartMeter: true,
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

type Call = { method: string; path: string; body: unknown };

function fakeServer(
  options: {
    supply?: SupplyCheck;
    featured?: PricedTariff[];
    wholeOfMarket?: PricedTariff[];
    quotesFail?: boolean;
    /** The energy journey's chosen tariff (GET /api/energy-journey). */
    chosen?: PricedTariff | null;
    /** GET /api/enrolment/status/{id}'s smartOfferedAt. */
    smartOfferedAt?: string | null;
  } = {},
) {
  const calls: Call[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/address/check-supply') return answer(200, options.supply ?? supply);
    if (path === '/api/quotes') {
      if (options.quotesFail) {
        return answer(502, { message: TARIFF_RETRIEVAL_MESSAGE, code: 'TARIFF_RETRIEVAL' });
      }
      return answer(200, quoteOf(options.featured ?? [dualFuel, economy7Electricity]));
    }
    if (path === '/api/quotes/wom') return answer(200, quoteOf(options.wholeOfMarket ?? []));
    if (path === '/api/quotes/select') return answer(200, {});
    if (path === '/api/enrolment-auth') return answer(200, enrolment);
    if (path === '/api/energy-journey') {
      return answer(200, { selectedTariff: options.chosen ?? null, selectedTariffSecondary: null });
    }
    if (path === `/api/enrolment/status/${enrolment.id}`) {
      return answer(200, {
        id: enrolment.id,
        status: 20,
        smartOfferedAt: options.smartOfferedAt ?? null,
      });
    }
    if (path === '/api/enrolment/smart-offered')
      return answer(200, { smartOfferedAt: '2026-03-02T10:00:00.000Z' });
    return answer(404, { message: 'Not found' });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/enrolment/energy/details/:tariffUrl/:fuel?"
            element={<EnergyDetailsPage />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowValue = (panel: HTMLElement, term: string) =>
  within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the tariff details page', () => {
  beforeEach(() => {
    setCurrentBrand({
      name: 'Threshold',
      flags: {
        onboardingJourney: false,
        ctwbJourneyToggle: false,
        priorityAccess: false,
        fasterSwitching: false,
      },
    } as unknown as Branding);
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says "Fixed for 1 month" for a one-month fixed tariff, not "1 months"', async () => {
    const oneMonth = {
      ...dualFuel,
      tariffName: 'Northern Fix 1',
      contractLength: 1,
      fixedTermEnd: '2027-01-31',
    };
    fakeServer({ featured: [oneMonth] });
    renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
    await screen.findByRole('heading', { level: 1, name: 'Northern Fix 1' });
    const energy = screen.getByRole('tabpanel', { name: 'Energy' });
    expect(rowValue(energy, 'Tariff type')).toBe('Fixed for 1 month');
  });

  it('shows a dual fuel tariff in Energy, Electricity and Gas tabs with rates, standing charges, exit fees and the notes', async () => {
    const calls = fakeServer();
    renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
    expect(screen.getByText('Loading the tariff details')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Northern Fix 12' });
    expect(calls.find((c) => c.path === '/api/quotes')?.body).toMatchObject({ getAll: true });

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Energy', 'Electricity', 'Gas']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const energy = screen.getByRole('tabpanel', { name: 'Energy' });
    expect(rowValue(energy, 'Term end')).toBe('31/12/2027');
    expect(rowValue(energy, 'Exit fees')).toBe('£75 for each fuel');
    expect(rowValue(energy, 'Tariff type')).toBe('Fixed for 12 months');

    fireEvent.click(screen.getByRole('tab', { name: 'Electricity' }));
    const electricity = screen.getByRole('tabpanel', { name: 'Electricity' });
    expect(rowValue(electricity, 'Unit rate')).toBe('26.11p per kWh');
    expect(rowValue(electricity, 'Standing charge')).toBe('57.19p per day');
    expect(rowValue(electricity, 'Exit fee')).toBe('£75');
    fireEvent.click(screen.getByRole('tab', { name: 'Gas' }));
    const gas = screen.getByRole('tabpanel', { name: 'Gas' });
    expect(rowValue(gas, 'Unit rate')).toBe('7.33p per kWh');
    expect(rowValue(gas, 'Standing charge')).toBe('29.04p per day');

    const notes = within(screen.getByRole('region', { name: 'Good to know' }));
    notes.getByText(
      /from October to March your monthly direct debit is 23% higher \(about £170\.54 a month\)/,
    );
    notes.getByText(/27\.397p a day/);
    notes.getByText(
      'Smart meter plan: a smart meter must be fitted within the first 3 months, otherwise you will be moved to a variable plan from month 4.',
    );
    notes.getByText('All prices include VAT at 5%.');
    // The actions draw once the add-ons are known (none here), so they never move when they come.
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe(
      '/enrolment/energy/list',
    );
  });

  it('moves between tabs with the arrow keys, Home and End, only the selected tab in the tab order', async () => {
    fakeServer();
    renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
    const first = await screen.findByRole('tab', { name: 'Energy' });
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
    ]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Electricity' }));
    expect(screen.getByRole('tab', { name: 'Electricity' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Electricity' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gas' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Energy' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gas' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Energy' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('a variable Economy 7 electricity tariff says No end date and No exit fee, with day and night rates and no winter or smart notes', async () => {
    fakeServer();
    renderPage('/enrolment/energy/details/flex-e7/Electric');
    await screen.findByRole('heading', { level: 1, name: 'Flex Economy 7' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Electricity']);
    const panel = screen.getByRole('tabpanel', { name: 'Electricity' });
    expect(rowValue(panel, 'Day rate')).toBe('30.50p per kWh');
    expect(rowValue(panel, 'Night rate')).toBe('14.20p per kWh');
    expect(rowValue(panel, 'Exit fee')).toBe('No exit fee');
    expect(rowValue(panel, 'Term end')).toBe('No end date');
    const notes = within(screen.getByRole('region', { name: 'Good to know' }));
    expect(notes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'All prices include VAT at 5%.',
    ]);
  });

  it('looks in the whole of market when the featured quote does not have the tariff, and says when neither has it', async () => {
    const wom = { ...economy7Electricity, tariffUrl: 'market-e7', tariffName: 'Market Saver' };
    const calls = fakeServer({ wholeOfMarket: [wom] });
    renderPage('/enrolment/energy/details/market-e7/Electric');
    await screen.findByRole('heading', { level: 1, name: 'Market Saver' });
    expect(calls.find((c) => c.path === '/api/quotes/wom')?.body).toMatchObject({
      wholeOfMarket: true,
      getAll: true,
    });
    cleanup();

    fakeServer();
    renderPage('/enrolment/energy/details/no-such-tariff/DualFuel');
    await screen.findByText(/We couldn't find this tariff/);
    expect(screen.getByRole('link', { name: 'Back to the tariff list' }).getAttribute('href')).toBe(
      '/enrolment/energy/list',
    );
  });

  it('shows a failed quote in the catalogue words with Try again, never a crash', async () => {
    fakeServer({ quotesFail: true });
    renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
    await screen.findByText(TARIFF_RETRIEVAL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Set this up selects the tariff, clears the add-ons and goes to the next energy page', async () => {
    sessionStorage.setItem('addOns', JSON.stringify(['boiler-cover']));
    const calls = fakeServer();
    renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
    fireEvent.click(await screen.findByRole('button', { name: 'Set this up' }));
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/signup'),
      {
        timeout: 5000,
      },
    );
    expect(calls.find((c) => c.path === '/api/quotes/select')?.body).toEqual({
      tariffsId: [{ quoteId: QUOTE_ID, priceId: 'northern-fix-12:DualFuel' }],
      addOnsIdentifiers: [],
    });
    expect(JSON.parse(sessionStorage.getItem('addOns') ?? 'null')).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('energyTariff') ?? 'null')).toMatchObject({
      tariffName: 'Northern Fix 12',
    });
  });

  it('for mixed meters an electricity tariff is kept and the gas list comes next', async () => {
    const electricityOnly = {
      ...economy7Electricity,
      paymentMethod: 'Monthly Direct Debit' as const,
    };
    const calls = fakeServer({
      supply: { ...supply, isMixedMeters: true },
      featured: [electricityOnly],
    });
    renderPage('/enrolment/energy/details/flex-e7/Electric');
    fireEvent.click(await screen.findByRole('button', { name: 'Set this up' }));
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/list?fuel=gas'),
      { timeout: 5000 },
    );
    expect(calls.find((c) => c.path === '/api/quotes')?.body).toMatchObject({
      fuelType: 'Electric',
    });
  });

  describe('the three addresses of tariff details (service-journeys 1)', () => {
    it('/details/{supplier}/{priceId} shows that price of that supplier', async () => {
      fakeServer();
      renderPage(`/enrolment/energy/details/northern/${encodeURIComponent('flex-e7:Electric')}`);
      await screen.findByRole('heading', { level: 1, name: 'Flex Economy 7' });
      expect(screen.queryByText(/We couldn.t find this tariff/)).toBeNull();
    });

    it('/details/{supplier}/{priceId} of another supplier is not found', async () => {
      fakeServer();
      renderPage(`/enrolment/energy/details/elsewhere/${encodeURIComponent('flex-e7:Electric')}`);
      expect((await screen.findByRole('alert')).textContent).toMatch(
        /We couldn.t find this tariff/,
      );
    });

    it('/details/energy-switch shows the tariff the mover has chosen, without asking for quotes', async () => {
      const calls = fakeServer({ chosen: economy7Electricity });
      renderPage('/enrolment/energy/details/energy-switch');
      await screen.findByRole('heading', { level: 1, name: 'Flex Economy 7' });
      expect(calls.some((c) => c.path === '/api/quotes')).toBe(false);
    });

    it('/details/energy-switch before a choice says so and leads back to the list', async () => {
      fakeServer({ chosen: null });
      renderPage('/enrolment/energy/details/energy-switch');
      expect((await screen.findByRole('alert')).textContent).toBe(
        "You haven't chosen a tariff yet. Please choose one from the list.",
      );
      expect(screen.getByRole('link', { name: 'Back to the tariff list' })).toBeTruthy();
    });
  });

  describe('the smart-meter offer', () => {
    beforeEach(() => sessionStorage.setItem('enrolmentSessionId', enrolment.id));

    it('a smart-specific tariff for a home without a smart electricity meter records the offer once', async () => {
      const calls = fakeServer();
      renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
      await screen.findByRole('heading', { level: 1, name: 'Northern Fix 12' });
      await waitFor(() =>
        expect(
          calls.filter((c) => c.method === 'POST' && c.path === '/api/enrolment/smart-offered'),
        ).toHaveLength(1),
      );
      expect(calls.some((c) => c.path === `/api/enrolment/status/${enrolment.id}`)).toBe(true);
    });

    it('is not recorded again when the status says it was, nor for a tariff that is not smart-specific', async () => {
      const recorded = fakeServer({ smartOfferedAt: '2026-03-01T09:00:00.000Z' });
      renderPage('/enrolment/energy/details/northern-fix-12/DualFuel');
      await screen.findByRole('heading', { level: 1, name: 'Northern Fix 12' });
      await waitFor(() =>
        expect(recorded.some((c) => c.path.startsWith('/api/enrolment/status/'))).toBe(true),
      );
      expect(recorded.some((c) => c.path === '/api/enrolment/smart-offered')).toBe(false);
      cleanup();

      const plain = fakeServer();
      renderPage('/enrolment/energy/details/flex-e7/Electric');
      await screen.findByRole('heading', { level: 1, name: 'Flex Economy 7' });
      expect(
        plain.some(
          (c) => c.path.startsWith('/api/enrolment/status/') || c.path.endsWith('smart-offered'),
        ),
      ).toBe(false);
    });
  });
});
