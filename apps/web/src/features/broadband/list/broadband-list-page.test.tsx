import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  BROADBAND_PARTIAL_FAILURE_MESSAGE,
  BROADBAND_TOTAL_FAILURE_MESSAGE,
  NO_MATCHING_PACKAGES_MESSAGE,
} from '@threshold/domain/messages/broadband';
import { PROMOTED_TOOLTIP } from '@threshold/domain/broadband/promoted-packages';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { UNCHOSEN_SERVICE_FACTS } from '@threshold/domain/journey/enrolment-snapshot';
import type { BroadbandRequest } from '@threshold/domain/schemas/broadband';
import type { Branding } from '@threshold/domain/schemas/brand';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_BROADBAND_FILTERS, readStoredBroadbandFilters } from '../api/broadband-storage';
import { OWN_ENROLMENT_KEY } from '../../../enrolment/own-enrolment-key';
import { setCurrentBrand } from '../../../brand/brand-store';
import { BroadbandListPage } from './broadband-list-page';
import { broadbandAnswer, type BroadbandServer } from './test-broadband';

type Call = { method: string; path: string; body: unknown };

/** The API as the list meets it. */
function fakeServer(
  server: BroadbandServer & { listFails?: boolean; listWaitsFor?: () => Promise<void> } = {},
) {
  const calls: Call[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/entertainment/state') {
      return answer(200, {
        appliedFilters: server.savedFilters ?? NO_BROADBAND_FILTERS,
        selectedPackage: null,
        wombbViewedDate: null,
        bbPackageViewedDate: null,
        wombbVisitRecordedDate: null,
        wombbUserConfirmed: null,
        skyCallbackSlot: null,
      });
    }
    if (path === '/api/entertainment/visit') return answer(200, {});
    if (path === '/api/entertainment/broadband') {
      await server.listWaitsFor?.();
      if (server.listFails)
        return answer(500, {
          message: 'Sorry we have encountered some difficulties. Please try again in a moment.',
        });
      return answer(200, broadbandAnswer(body as BroadbandRequest, server));
    }
    return answer(404, { message: 'Not found' });
  });
  return calls;
}

const listRequests = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/entertainment/broadband')
    .map((call) => call.body as BroadbandRequest);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** What the journey guard left in the cache: a mover who chose energy and broadband. */
const moverWithEnergy = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000011',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'productSelection',
  // A move-in date already passed is within energy's window whatever the day.
  moveInDate: '2026-01-10',
  energyConsented: true,
  energyOptIn: 1,
  quotableEnergy: true,
  entertainmentConsented: true,
  entertainmentOptIn: 1,
};

function renderPage(enrolment?: object) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (enrolment) client.setQueryData(OWN_ENROLMENT_KEY, enrolment);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/enrolment/entertainment/broadband-list']}>
        <Routes>
          <Route
            path="/enrolment/entertainment/broadband-list"
            element={
              <>
                <BroadbandListPage />
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

/** The listed packages' cards (promoted and listed), not the 4G/5G routers' group. */
const listCards = () =>
  screen.getAllByTestId('package-card').filter((card) => !card.closest('#broadband-interim-group'));

const cardNames = () => listCards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  sessionStorage.clear();
  // A brand with every journey flag off.
  setCurrentBrand({ name: 'Threshold', flags: {} } as unknown as Branding);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the broadband list', () => {
  it('shows the speed check, the promoted packages with their badges and the default list of 4 minus the promoted', async () => {
    const calls = fakeServer();
    renderPage();
    expect(await screen.findByText('Showing 4 of 8 packages')).toBeTruthy();
    const speeds = screen.getByRole('complementary', { name: 'Speed check for your new home' });
    expect(within(speeds).getByText('12Mb')).toBeTruthy();
    expect(within(speeds).getByText('Not available')).toBeTruthy();
    const promoted = within(
      screen.getByRole('region', { name: 'Our top picks for your new home' }),
    );
    expect(promoted.getByText('Cheapest overall price')).toBeTruthy();
    expect(promoted.getByText('Fastest available')).toBeTruthy();
    expect(promoted.getByText('Recommended for renters')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'More packages' })).getAllByTestId('package-card'),
    ).toHaveLength(1);
    expect(listRequests(calls)[0]).toMatchObject({
      pagesToLoad: null,
      IncludePromotedPackages: true,
    });
    // The whole-of-market list was viewed.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/entertainment/visit')).toBe(true),
    );
  });

  it('says in words on each top pick why it was picked, not only in a hover title', async () => {
    fakeServer();
    renderPage();
    const promoted = within(
      await screen.findByRole('region', { name: 'Our top picks for your new home' }),
    );
    const reasons = [
      ['Cheapest overall price', PROMOTED_TOOLTIP.cheapest],
      ['Fastest available', PROMOTED_TOOLTIP.fastest],
      ['Recommended for renters', PROMOTED_TOOLTIP.recommended],
    ] as const;
    for (const [badge, reason] of reasons) {
      const card = promoted
        .getAllByTestId('package-card')
        .find((each) => within(each).queryByText(badge));
      expect(within(card!).getByText(`Why it's a top pick: ${reason}`)).toBeTruthy();
    }
    const others = within(screen.getByRole('region', { name: 'More packages' }));
    expect(others.queryByText(/Why it's a top pick/)).toBeNull();
  });

  it('loads the next page with "Load more packages" until everything is listed', async () => {
    const calls = fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more packages' }));
    expect(await screen.findByText('Showing 8 of 8 packages')).toBeTruthy();
    expect(listRequests(calls).at(-1)?.pagesToLoad).toBe(1);
    expect(cardNames()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more packages' })).toBeNull();
  });

  it('after the last "Load more packages" takes the button away, focus is on the first package it brought', async () => {
    fakeServer();
    renderPage();
    const loadMore = await screen.findByRole('button', { name: 'Load more packages' });
    const more = within(screen.getByRole('region', { name: 'More packages' }));
    const before = more.getAllByTestId('package-card').length;
    loadMore.focus();
    fireEvent.click(loadMore);
    await screen.findByText('Showing 8 of 8 packages');
    expect(screen.queryByRole('button', { name: 'Load more packages' })).toBeNull();
    const firstNew = within(more.getAllByTestId('package-card')[before]!).getByRole('heading');
    await waitFor(() => expect(document.activeElement).toBe(firstNew));
  });

  it('filters by fibre and a provider, shows them as chips, keeps them in the browser, and removes one', async () => {
    const calls = fakeServer();
    renderPage();
    await screen.findByText('Showing 4 of 8 packages');
    const panel = within(screen.getByRole('form', { name: 'Filter packages' }));
    fireEvent.click(panel.getByRole('checkbox', { name: 'Fibre broadband' }));
    fireEvent.click(panel.getByRole('checkbox', { name: 'TT' }));
    fireEvent.click(panel.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByText('Showing 1 of 1 package')).toBeTruthy();
    expect(cardNames()).toEqual(['Package tt-fibre-70']);
    expect(listRequests(calls).at(-1)).toMatchObject({
      broadbandType: { standardBroadband: false, fibreBroadband: true },
      selectedProviders: ['tt'],
    });
    expect(readStoredBroadbandFilters()?.selectedProviders).toEqual(['tt']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Provider: TT' }));
    expect(await screen.findByText('Showing 4 of 7 packages')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove filter Broadband type: Fibre broadband' }),
    ).toBeTruthy();
  });

  it('while a new list loads after Show results or a new sort, keeps the last one under a busy state and asks once', async () => {
    let answerNow = () => {};
    let isHeld = false;
    const calls = fakeServer({
      listWaitsFor: () =>
        isHeld ? new Promise<void>((resolve) => (answerNow = resolve)) : Promise.resolve(),
    });
    renderPage();
    await screen.findByText('Showing 4 of 8 packages');
    const results = () => screen.getByText(/^Showing/).closest('[aria-busy]');
    expect(results()?.getAttribute('aria-busy')).toBe('false');
    isHeld = true;

    const panel = within(screen.getByRole('form', { name: 'Filter packages' }));
    const showResults = panel.getByRole('button', { name: 'Show results' });
    fireEvent.click(panel.getByRole('checkbox', { name: 'Fibre broadband' }));
    fireEvent.click(showResults);
    expect(await screen.findByText('Loading broadband packages')).toBeTruthy();
    expect(results()?.getAttribute('aria-busy')).toBe('true');
    // The last list stays until the new one comes: no empty list, no failure.
    expect(screen.getByText('Showing 4 of 8 packages')).toBeTruthy();
    expect(listCards()).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(showResults.getAttribute('aria-disabled')).toBe('true');
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.getAttribute('aria-disabled')).toBe('true');
    const sortBefore = sort.value;
    const asked = listRequests(calls).length;
    fireEvent.click(showResults);
    fireEvent.change(sort, { target: { value: '3' } });
    expect(listRequests(calls)).toHaveLength(asked);
    expect(sort.value).toBe(sortBefore);

    answerNow();
    expect(await screen.findByText('Showing 4 of 7 packages')).toBeTruthy();
    expect(screen.queryByText('Loading broadband packages')).toBeNull();
    expect(results()?.getAttribute('aria-busy')).toBe('false');
    expect(showResults.getAttribute('aria-disabled')).toBeNull();

    // A new sort: the same busy state until its list comes.
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '3' } });
    expect(await screen.findByText('Loading broadband packages')).toBeTruthy();
    expect(results()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Showing 4 of 7 packages')).toBeTruthy();
    answerNow();
    await waitFor(() => expect(results()?.getAttribute('aria-busy')).toBe('false'));
    expect(listRequests(calls).at(-1)?.sortOption).toBe(3);
  });

  it('keeps filter choices ticked but not applied through a new sort and a removed chip, for Show results', async () => {
    const calls = fakeServer({
      savedFilters: { ...NO_BROADBAND_FILTERS, selectedProviders: ['bt'] },
    });
    renderPage();
    await screen.findByText('Showing 3 of 3 packages');
    const panel = within(screen.getByRole('form', { name: 'Filter packages' }));
    const fibre = () =>
      panel.getByRole('checkbox', { name: 'Fibre broadband' }) as HTMLInputElement;
    const sky = () => panel.getByRole('checkbox', { name: 'SKY' }) as HTMLInputElement;
    fireEvent.click(fibre());
    fireEvent.click(sky());

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '3' } });
    await waitFor(() => expect(listRequests(calls).at(-1)?.sortOption).toBe(3));
    // The new list is asked with the applied filters only; the ticks wait in the panel.
    expect(listRequests(calls).at(-1)).toMatchObject({
      broadbandType: { fibreBroadband: false },
      selectedProviders: ['bt'],
    });
    await waitFor(() => expect(screen.queryByText('Loading broadband packages')).toBeNull());
    expect(fibre().checked).toBe(true);
    expect(sky().checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Provider: BT' }));
    await waitFor(() => expect(listRequests(calls).at(-1)?.selectedProviders).toEqual([]));
    expect(fibre().checked).toBe(true);
    expect(sky().checked).toBe(true);
    expect((panel.getByRole('checkbox', { name: 'BT' }) as HTMLInputElement).checked).toBe(false);

    await waitFor(() => expect(screen.queryByText('Loading broadband packages')).toBeNull());
    fireEvent.click(panel.getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(listRequests(calls).at(-1)).toMatchObject({
        broadbandType: { fibreBroadband: true },
        selectedProviders: ['sky'],
        sortOption: 3,
      }),
    );
  });

  it('sorts by speed and, with "Ready by my move-in date", lists only packages installed in time', async () => {
    const calls = fakeServer();
    renderPage();
    await screen.findByText('Showing 4 of 8 packages');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '4' } });
    expect(await screen.findByText('Showing 4 of 7 packages')).toBeTruthy();
    expect(listRequests(calls).at(-1)?.sortOption).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Load more packages' }));
    await screen.findByText('Showing 7 of 7 packages');
    expect(cardNames()).not.toContain('Package vm-cable-350');
    expect(screen.queryByText(/can't be installed before you move in/)).toBeNull();
  });

  it("warns plainly of a package that can't be installed by the move-in date, with the interim options", async () => {
    fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more packages' }));
    await screen.findByText('Showing 8 of 8 packages');
    const late = screen
      .getAllByTestId('package-card')
      .find((card) => within(card).queryByRole('heading', { name: 'Package vm-cable-350' }));
    expect(late).toBeTruthy();
    expect(
      within(late!).getByText(
        "This package can't be installed before you move in on 10/12/2026. The earliest install date is 20/12/2026.",
      ),
    ).toBeTruthy();
    // The late card points to the routers; it does not list them itself.
    expect(within(late!).queryByText(/ee-4g-router/)).toBeNull();
    expect(within(late!).getByRole('link', { name: '4G/5G router' }).getAttribute('href')).toBe(
      '#broadband-interim',
    );
  });

  it('shows the 4G/5G routers once, as one group for the whole list, each with its details', async () => {
    fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more packages' }));
    await screen.findByText('Showing 8 of 8 packages');
    const group = screen.getByRole('region', {
      name: '4G/5G routers while you wait for your line',
    });
    expect(within(group).getAllByTestId('package-card')).toHaveLength(1);
    expect(within(group).getByRole('heading', { name: 'Package ee-4g-router' })).toBeTruthy();
    expect(within(group).getByText('£22.00', { selector: '.package-card__monthly' })).toBeTruthy();
    expect(
      within(group).getByRole('link', { name: /Details of Package ee-4g-router/ }),
    ).toBeTruthy();
    expect(screen.getAllByText(/ee-4g-router/, { selector: 'h3' })).toHaveLength(1);
  });

  it('opens with the filters kept in this browser, else the ones the server saved', async () => {
    sessionStorage.setItem(
      'broadbandAppliedFilters',
      JSON.stringify({ ...NO_BROADBAND_FILTERS, selectedProviders: ['bt'] }),
    );
    let calls = fakeServer();
    renderPage();
    await screen.findByRole('button', { name: 'Remove filter Provider: BT' });
    expect(listRequests(calls)[0]?.selectedProviders).toEqual(['bt']);
    expect(calls.some((call) => call.path === '/api/entertainment/state')).toBe(false);
    cleanup();

    sessionStorage.clear();
    calls = fakeServer({ savedFilters: { ...NO_BROADBAND_FILTERS, sortOption: 3 } });
    renderPage();
    await screen.findByText(/Showing/);
    expect(listRequests(calls)[0]?.sortOption).toBe(3);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('3');
  });

  it('offers Back to the energy list while the next-page rules keep it open', async () => {
    fakeServer();
    renderPage(moverWithEnergy);
    await screen.findByText('Showing 4 of 8 packages');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/enrolment/energy/list');
  });

  it.each([
    ['complete', { energyComplete: true }],
    ['skipped', { energySkipped: true }],
    ['waiting for its move-in window', { moveInDate: '2099-01-10' }],
    ['not quotable', { quotableEnergy: false }],
  ])('offers no Back when energy is %s (the energy list is closed)', async (_, facts) => {
    fakeServer();
    renderPage({ ...moverWithEnergy, ...facts });
    await screen.findByText('Showing 4 of 8 packages');
    // Back is decided once the journey rules have loaded (their own chunk).
    await act(async () => {
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('in the error state shows the failure text and its code, and hides filter and sort', async () => {
    fakeServer({ failure: 'partial' });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BROADBAND_PARTIAL_FAILURE_MESSAGE)).toBeTruthy();
    expect(within(alert).getByText('Error code: WOMBB_SEARCH_FAILED')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Filter packages' })).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('says the packages could not be shown at all when the call fails', async () => {
    fakeServer({ listFails: true });
    renderPage();
    expect(await screen.findByText(BROADBAND_TOTAL_FAILURE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('says "Service Unavailable" where no provider reaches the address', async () => {
    fakeServer({ serviceUnavailable: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeTruthy();
    expect(screen.getByText(NO_MATCHING_PACKAGES_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Filter packages' })).toBeNull();
    expect(screen.getAllByText('Not available', { selector: 'dd' })).toHaveLength(2);
  });

  it('says when the filters leave nothing', async () => {
    fakeServer({
      savedFilters: {
        ...NO_BROADBAND_FILTERS,
        packageType: { includeBroadband: false, includePhone: true, includeTv: false },
      },
    });
    renderPage();
    expect(await screen.findByText(NO_MATCHING_PACKAGES_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
  });
});
