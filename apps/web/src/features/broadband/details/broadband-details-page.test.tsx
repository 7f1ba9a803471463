import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_ENROLMENT_KEY } from '../../../enrolment/own-enrolment-key';
import { BroadbandDetailsPage } from './broadband-details-page';

const PROVIDER_URL = 'https://provider.example/sign-up?package=bt-fibre-100';
const wholeOfMarket = listedPackage('bt-fibre-100');
const partner: BroadbandPackage = {
  ...listedPackage('sky-tv-67'),
  sourceId: 'sky',
  dealType: 'sky',
  signUp: { kind: 'partner', providerSlug: 'sky' },
};

type Call = { method: string; path: string; body: unknown };

/** The API as the page sees it; `consentFails` answers the consent with a 500. */
function fakeServer(pkg: BroadbandPackage, { consentFails = false } = {}) {
  const calls: Call[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === `/api/entertainment/packages/${pkg.sourceId}/${pkg.packageId}`)
      return answer(200, pkg);
    if (path.startsWith('/api/enrolment/wom-consent')) {
      return consentFails
        ? answer(500, {
            message: 'Sorry we have encountered some difficulties. Please try again in a moment.',
          })
        : new Response(null, { status: 204 });
    }
    if (path === '/api/entertainment/select-package')
      return answer(200, {
        entertainment: { selectedPackage: pkg },
        wombbPackageUrl: PROVIDER_URL,
      });
    if (path === '/api/entertainment/visit') return answer(200, {});
    return answer(404, { message: 'Not found' });
  });
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDetails(pkg: BroadbandPackage, moveInDate: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The journey guard's cached enrolment, which the page reads the move-in date from.
  client.setQueryData(OWN_ENROLMENT_KEY, { moveInDate });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          `/enrolment/entertainment/whole-of-market/broadband-details/${pkg.packageId}/${pkg.sourceId}`,
        ]}
      >
        <Routes>
          <Route
            path="/enrolment/entertainment/whole-of-market/broadband-details/:packageId/:sourceId"
            element={<BroadbandDetailsPage />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the package's details and presses "Great, set this up". */
async function setUp(pkg: BroadbandPackage) {
  renderDetails(pkg);
  fireEvent.click(await screen.findByRole('button', { name: 'Great, set this up' }));
}

const arrivesAt = (path: string) =>
  waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));

const posts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.path);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Great, set this up" on the package details', () => {
  it('records the whole-of-market consent (service 4) before choosing the package and handing off', async () => {
    const calls = fakeServer(wholeOfMarket);
    await setUp(wholeOfMarket);
    await arrivesAt('/enrolment/entertainment/whole-of-market/hand-off/bt-fibre-100/wombb');
    expect(posts(calls)).toEqual([
      '/api/enrolment/wom-consent?serviceType=4&sendEmail=false',
      '/api/entertainment/select-package',
      '/api/entertainment/visit',
    ]);
  });

  it('chooses nothing when the consent cannot be recorded, and says so', async () => {
    const calls = fakeServer(wholeOfMarket, { consentFails: true });
    await setUp(wholeOfMarket);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry we have encountered some difficulties. Please try again in a moment.',
    );
    expect(posts(calls)).toEqual(['/api/enrolment/wom-consent?serviceType=4&sendEmail=false']);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it("sends no whole-of-market consent for the satellite partner's package", async () => {
    const calls = fakeServer(partner);
    await setUp(partner);
    await arrivesAt('/enrolment/entertainment/sky/signup/sky-tv-67/sky');
    expect(posts(calls)).toEqual([]);
  });

  it('names the installation choice by its visible heading, said once', async () => {
    fakeServer(wholeOfMarket);
    renderDetails(wholeOfMarket);
    const group = await screen.findByRole('group', { name: 'When would you like it installed?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getAllByText('When would you like it installed?')).toHaveLength(1);
  });

  it('sends "As soon as possible" with the choice unless the mover picks a date', async () => {
    const calls = fakeServer(wholeOfMarket);
    renderDetails(wholeOfMarket);
    const asap = await screen.findByRole('radio', {
      name: 'As soon as possible (from 01/12/2026)',
    });
    expect((asap as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Great, set this up' }));
    await arrivesAt('/enrolment/entertainment/whole-of-market/hand-off/bt-fibre-100/wombb');
    expect(calls.find((call) => call.path === '/api/entertainment/select-package')?.body).toEqual({
      packageId: 'bt-fibre-100',
      sourceId: 'wombb',
      installation: { start: 'asap', date: null },
    });
  });

  it('takes a custom installation date within the window, refusing one before the earliest install date', async () => {
    const calls = fakeServer(wholeOfMarket);
    // Moving in on 28/11/2026: the package's earliest install date, 01/12/2026, is after it.
    renderDetails(wholeOfMarket, '2026-11-28');
    await screen.findByRole('radio', { name: /As soon as possible/ });
    expect(
      screen.getByText(
        "This package can't be installed before you move in on 28/11/2026. The earliest install date is 01/12/2026.",
      ).className,
    ).toBe('install-choice__warning');
    fireEvent.click(screen.getByRole('radio', { name: 'A custom installation date' }));
    const dateGroup = screen.getByRole('group', { name: /Installation date/ });
    expect(dateGroup.textContent).toContain('Choose a date between 01/12/2026 and 01/03/2027.');
    const type = (day: string, month: string, year: string) => {
      fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
      fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: year } });
    };
    type('30', '11', '2026');
    fireEvent.click(screen.getByRole('button', { name: 'Great, set this up' }));
    // Said twice: in the error summary and at the date.
    expect(
      await screen.findAllByText('You must select a date between 01/12/2026 and 01/03/2027'),
    ).toHaveLength(2);
    // The error summary takes focus on the refused submit and its line leads to the date's day.
    const summary = screen.getByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    const summaryLink = screen.getByRole('link', {
      name: 'You must select a date between 01/12/2026 and 01/03/2027',
    });
    expect(summaryLink.getAttribute('href')).toBe(`#${screen.getByLabelText('Day').id}`);
    // A refused date carries no move-in warning: it is not a date the line will come on.
    expect(screen.queryByText(/The installation date you chose/)).toBeNull();
    expect(posts(calls)).toEqual([]);

    type('11', '01', '2027');
    expect(
      screen.getByText(
        "The installation date you chose, 11/01/2027, is after you move in on 28/11/2026: you won't have broadband for your first days in your new home.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Great, set this up' }));
    await arrivesAt('/enrolment/entertainment/whole-of-market/hand-off/bt-fibre-100/wombb');
    expect(calls.find((call) => call.path === '/api/entertainment/select-package')?.body).toEqual({
      packageId: 'bt-fibre-100',
      sourceId: 'wombb',
      installation: { start: 'custom', date: '2027-01-11' },
    });
  });

  it('asks no installation date for a partner package: the partner arranges it on its call', async () => {
    fakeServer(partner);
    renderDetails(partner);
    await screen.findByRole('button', { name: 'Great, set this up' });
    expect(screen.queryByRole('radio', { name: /As soon as possible/ })).toBeNull();
  });
});
