import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  NO_MATCHING_TARIFFS_MESSAGE,
  PRICES_OUT_OF_DATE_MESSAGE,
  SELECT_TARIFF_MESSAGE,
  TARIFF_RETRIEVAL_MESSAGE,
} from '@threshold/domain/messages/energy';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { EnergyJourney, SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import {
  NO_QUOTE_FILTERS,
  type PricedTariff,
  type QuoteRequest,
  type QuoteResponse,
} from '@threshold/domain/schemas/energy-quotes';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredFilters, readStoredTariff } from '../api/energy-storage';
import { setCurrentBrand } from '../../../brand/brand-store';
import { QUOTE_ID, tariffWith } from '../tariff-card/test-tariffs';
import { EnergyListPage } from './energy-list-page';

const supplyWith = (changes: Partial<SupplyCheck> = {}): SupplyCheck => ({
  fuelSupplyChecked: true,
  supplyElec: true,
  supplyGas: true,
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
  supportsFastSwitch: true,
  quotableEnergy: true,
  isMoveInDateInRange: true,
  ...changes,
});

const journeyWith = (changes: Partial<EnergyJourney> = {}): EnergyJourney => ({
  propertyUsage: { usageInfo: null, knownMeterDetails: true },
  hasMultiRate: false,
  type: 'ok',
  hasSingleRateOnlyMultiRatePendingCos: false,
  propertyType: null,
  electricityKwh: 2500,
  gasKwh: 9500,
  filterOptions: null,
  mixedMeterFuelType: 'Electric',
  selectedTariff: null,
  selectedTariffSecondary: null,
  selectedAddOns: [],
  startDate: null,
  coolingOffAgreed: false,
  psrAnswered: false,
  ...changes,
});

const CATALOGUE = [
  tariffWith({
    id: 'threshold-var',
    tariffName: 'Threshold Standard',
    tariffType: 'Variable',
    fixedTermEnd: null,
    isDefault: true,
    recommendationReason: 'Our lowest standard rates',
    svtSaving: null,
  }),
  tariffWith({ id: 'threshold-fix-12' }),
  tariffWith({
    id: 'bright-fix',
    tariffName: 'Bright Fix 24',
    supplierId: 'brightwater',
    supplierName: 'Brightwater Power',
    isFeaturedSupplier: false,
  }),
  tariffWith({ id: 'elec-only', tariffName: 'Spark Electric', energyType: 'Electric', gas: null }),
  tariffWith({ id: 'gas-only', tariffName: 'Warm Gas', energyType: 'Gas', electricity: null }),
];

type Call = { method: string; path: string; body: unknown };

function quoteFor(request: QuoteRequest): QuoteResponse {
  const fuel = request.fuelType;
  const forFuel = CATALOGUE.filter(
    (tariff) =>
      (fuel ? tariff.energyType === fuel : tariff.energyType === 'DualFuel') &&
      (request.wholeOfMarket || tariff.isFeaturedSupplier),
  );
  const tariffs = forFuel.filter(
    (tariff) =>
      (request.filters.suppliers.length === 0 ||
        request.filters.suppliers.includes(tariff.supplierId)) &&
      (request.filters.tariffTypes.length === 0 ||
        request.filters.tariffTypes.includes(tariff.tariffType)) &&
      !(request.filters.paper && tariff.isPaperless),
  );
  return {
    quoteId: QUOTE_ID,
    tariffs,
    totalCountOfTariffs: tariffs.length,
    originalRequest: request,
    filterOptions: {
      wholeOfMarket: request.wholeOfMarket,
      suppliers: [
        { supplierId: 'threshold-energy', supplierName: 'Threshold Energy', selected: false },
        ...(request.wholeOfMarket
          ? [{ supplierId: 'brightwater', supplierName: 'Brightwater Power', selected: false }]
          : []),
      ],
      tariffTypes: [],
      noExitFee: false,
      exitFee: false,
      paperless: false,
      paper: false,
      isFixed: true,
      hasExitFee: false,
      isPaperless: true,
    },
    catalogueLabel: 'Illustrative, based on the Ofgem price cap for 1 July to 30 September 2026',
  };
}

/** The API as the page meets it; `quotesFail` answers the first quote calls with that error. */
function fakeServer({
  supply = supplyWith(),
  journey = journeyWith(),
  quotesFail = 0,
  quoteAnswer,
}: {
  supply?: SupplyCheck;
  journey?: EnergyJourney;
  quotesFail?: number;
  /** What the quote calls answer instead of the list: a status and a body, or fields added to the list. */
  quoteAnswer?: { status: number; body: unknown } | { extra: Partial<QuoteResponse> };
} = {}) {
  const calls: Call[] = [];
  let state = journey;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/address/check-supply') return answer(200, supply);
    if (path === '/api/energy-journey') return answer(200, state);
    if (path === '/api/enrolment/wom-consent?serviceType=0&sendEmail=false') {
      return new Response(null, { status: 204 });
    }
    if (path === '/api/quotes' || path === '/api/quotes/wom') {
      if (quotesFail > 0) {
        quotesFail -= 1;
        return answer(502, { message: TARIFF_RETRIEVAL_MESSAGE, code: 'TARIFF_RETRIEVAL' });
      }
      if (quoteAnswer && 'status' in quoteAnswer)
        return answer(quoteAnswer.status, quoteAnswer.body);
      return answer(200, { ...quoteFor(body as QuoteRequest), ...(quoteAnswer?.extra ?? {}) });
    }
    if (path === '/api/quotes/select') {
      const { priceId } = (body as { tariffsId: { priceId: string }[] }).tariffsId[0]!;
      const chosen = CATALOGUE.find((tariff) => tariff.priceId === priceId) as PricedTariff;
      state =
        chosen.energyType === 'Gas'
          ? { ...state, selectedTariffSecondary: chosen }
          : { ...state, selectedTariff: chosen, selectedTariffSecondary: null };
      return answer(200, state);
    }
    return answer(404, { message: 'Not found' });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(at = '/enrolment/energy/list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="/enrolment/energy/list"
            element={
              <>
                <EnergyListPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quoteCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/quotes').map((call) => call.body as QuoteRequest);

describe('the energy list page', () => {
  beforeEach(() => {
    setCurrentBrand({ name: 'Threshold', flags: {} } as unknown as Branding);
    vi.stubGlobal('scrollTo', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the default tariff first, then "Other great tariffs", then the footnotes', async () => {
    fakeServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose an energy plan' })).toBeTruthy();
    const recommended = await screen.findByRole('region', { name: 'Our recommended tariff' });
    expect(within(recommended).getByRole('heading', { level: 3 }).textContent).toBe(
      'Threshold Standard',
    );
    expect(within(recommended).getByText('No end date')).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Other great tariffs' });
    expect(
      within(others)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Threshold Fix 12']);
    expect(within(others).getByText('Save £42.10 a year')).toBeTruthy();
    expect(screen.getByText('Threshold recommends Threshold Energy')).toBeTruthy();
    expect(
      screen.getByText(
        'Prices are illustrative, based on the Ofgem price cap for 1 July to 30 September 2026.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('All prices include VAT at 5%.')).toBeTruthy();
    expect(
      screen.getByText(/for 2,500 kWh of electricity and 9,500 kWh of gas a year/),
    ).toBeTruthy();
    const details = screen.getByRole('link', {
      name: 'Details Threshold Fix 12 from Threshold Energy',
    });
    expect(details.getAttribute('href')).toBe(
      '/enrolment/energy/details/threshold-fix-12/DualFuel',
    );
  });

  it('compares every supplier after consent, filters by supplier, shows the chip, and clearing it brings back the full list', async () => {
    const calls = fakeServer();
    renderPage();
    await screen.findByText('Showing 2 tariffs');
    expect(screen.queryByRole('checkbox', { name: 'Brightwater Power' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Compare every supplier' }));
    await screen.findByText('Showing 3 tariffs');
    expect(calls.map((call) => call.path)).toContain(
      '/api/enrolment/wom-consent?serviceType=0&sendEmail=false',
    );
    expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/list?market=all');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Brightwater Power' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await screen.findByText('Showing 1 tariff');
    const lastQuote = calls.filter((call) => call.path === '/api/quotes/wom').at(-1);
    expect((lastQuote?.body as QuoteRequest).filters.suppliers).toEqual(['brightwater']);
    expect(readStoredFilters(true).suppliers).toEqual(['brightwater']);
    expect(readStoredFilters(false)).toEqual(NO_QUOTE_FILTERS);

    const chip = screen.getByRole('button', { name: 'Remove filter Supplier: Brightwater Power' });
    chip.focus();
    fireEvent.click(chip);
    await screen.findByText('Showing 3 tariffs');
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();
    expect(document.activeElement?.id).toBe('energy-results-heading');
    expect(readStoredFilters(true)).toEqual(NO_QUOTE_FILTERS);
    expect(
      (screen.getByRole('checkbox', { name: 'Brightwater Power' }) as HTMLInputElement).checked,
    ).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show our recommended supplier only' }));
    await screen.findByText('Showing 2 tariffs');
  });

  it('says so when the filters leave no tariff', async () => {
    fakeServer();
    renderPage();
    await screen.findByText('Showing 2 tariffs');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await screen.findByText(NO_MATCHING_TARIFFS_MESSAGE);
    expect(screen.getByRole('button', { name: 'Remove filter Billing: Paper' })).toBeTruthy();
  });

  it('asks for a tariff when Continue is pressed before choosing one', async () => {
    fakeServer();
    renderPage();
    await screen.findByText('Showing 2 tariffs');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SELECT_TARIFF_MESSAGE);
  });

  it('shows the retrieval error with Try again, then the tariffs', async () => {
    fakeServer({ quotesFail: 1 });
    renderPage();
    await screen.findByText(TARIFF_RETRIEVAL_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 2 tariffs');
  });

  it('says the prices are illustrative and until when, above the tariffs, when the API says so', async () => {
    fakeServer({
      quoteAnswer: { extra: { catalogueNotice: 'Illustrative prices, valid to 30/09/2026' } },
    });
    renderPage();
    await screen.findByText('Showing 2 tariffs');
    expect(screen.getByText('Illustrative prices, valid to 30/09/2026')).toBeTruthy();
  });

  it("shows the can't-give-you-a-quote words and no tariff when the prices are out of date", async () => {
    fakeServer({
      quoteAnswer: {
        status: 503,
        body: { message: PRICES_OUT_OF_DATE_MESSAGE, code: 'PRICES_OUT_OF_DATE' },
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(PRICES_OUT_OF_DATE_MESSAGE);
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
  });

  it('shows the commercial supply message without asking for quotes', async () => {
    const calls = fakeServer({ supply: supplyWith({ isCommercialSupply: true }) });
    renderPage();
    await screen.findByText(COMMERCIAL_SUPPLY_QUOTE_MESSAGE);
    expect(quoteCalls(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
  });

  it('mixed meters: electricity first, then the gas list; Back returns to electricity', async () => {
    const calls = fakeServer({ supply: supplyWith({ isMixedMeters: true }) });
    renderPage();
    await screen.findByText('Step 1 of 2: choose your electricity tariff');
    await screen.findByText('Spark Electric');
    expect(quoteCalls(calls).every((request) => request.fuelType === 'Electric')).toBe(true);

    fireEvent.click(
      screen.getByRole('button', { name: 'Select Spark Electric from Threshold Energy' }),
    );
    await screen.findByText('Step 2 of 2: choose your gas tariff');
    await screen.findByText('Warm Gas');
    expect(calls.find((call) => call.path === '/api/quotes/select')?.body).toEqual({
      tariffsId: [{ quoteId: QUOTE_ID, priceId: 'elec-only:Electric' }],
      addOnsIdentifiers: [],
    });
    expect(readStoredTariff('primary')?.id).toBe('elec-only');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/list?fuel=gas'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 2: choose your electricity tariff');
    expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/list?fuel=electricity');
  });

  it('"No thanks" asks "You could pay more!"; "Back to savings" keeps the list', async () => {
    const calls = fakeServer();
    renderPage();
    await screen.findByText('Showing 2 tariffs');
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    const dialog = screen.getByRole('dialog', { name: 'You could pay more!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to savings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path.includes('skipservice'))).toBe(false);
  });
});
