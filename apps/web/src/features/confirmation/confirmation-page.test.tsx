import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import type { Branding } from '@threshold/domain/schemas/brand';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../brand/brand-store';
import { ConfirmationPage } from './confirmation-page';
import { detailsWith, energy } from './test-details';

type Call = { method: string; path: string; body: unknown };

/** A server whose first confirmation summary fails; every other call answers as the API would. */
function fakeServer() {
  const calls: Call[] = [];
  let summaries = 0;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/confirmationdetails') {
      summaries += 1;
      return summaries === 1
        ? answer(500, { message: SERVER_ERROR_MESSAGE })
        : answer(200, detailsWith());
    }
    if (path === '/api/affiliates-by-category')
      return answer(200, { affiliateCategories: [], affiliateDeals: [] });
    if (path === '/api/enrolment/trigger-survey')
      return answer(200, { surveyRequestedAt: '2026-03-02T10:00:00.000Z' });
    return answer(200, {});
  });
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/enrolment/confirmation']}>
        <ConfirmationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the confirmation page', () => {
  beforeEach(() => {
    setCurrentBrand({ name: 'Threshold', isEstateAgentGroup: false } as unknown as Branding);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a failed summary with Try again, then the cards once it loads', async () => {
    fakeServer();
    renderPage();
    expect(screen.getByText('Loading your summary').closest('[role="status"]')).toBeTruthy();
    await screen.findByText(SERVER_ERROR_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Thanks, Priya' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Energy', 'Broadband, Phone and TV', 'Council Tax', 'Water']),
    );
  });

  it('on load stores the finished step and the view (server time), and asks for the survey once', async () => {
    const calls = fakeServer();
    renderPage();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/enrolment/trigger-survey')).toBe(true),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/enrolment/fields',
        body: { tenantPortalStorage: 'enrolmentCompleted', confirmationPageLastViewed: true },
      },
    ]);
    expect(calls.filter((c) => c.path === '/api/enrolment/trigger-survey')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/affiliates-by-category')).toHaveLength(1);
  });

  it('saves "Yes" for council tax and turns the card Completed', async () => {
    const calls = fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const council = (await screen.findByRole('heading', { level: 3, name: 'Council Tax' })).closest(
      'li',
    );
    if (!council) throw new Error('no council card');
    expect(council.textContent).toContain('Status: To do');
    fireEvent.click(screen.getAllByRole('button', { name: 'Yes' })[0] as HTMLElement);
    await waitFor(() => expect(council.textContent).toContain('Status: Completed'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toContainEqual({
      councilRegistrationConfirmed: true,
    });
  });
});

describe('the confirmation page while a telling is queued', () => {
  beforeEach(() => {
    setCurrentBrand({ name: 'Threshold', isEstateAgentGroup: false } as unknown as Branding);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** A summary whose council telling is queued, made `ageMs` ago; answers how often it was read. */
  function serverWithQueuedTelling(ageMs: number) {
    const reads = { count: 0 };
    const base = detailsWith();
    const details = {
      ...base,
      confirmationProductsSummary: {
        ...base.confirmationProductsSummary,
        council: {
          ...base.confirmationProductsSummary.council,
          notification: {
            reason: 'update' as const,
            state: 'queued' as const,
            stateAt: new Date(Date.now() - ageMs).toISOString(),
            reference: 'TH-7KQ2M9XP',
          },
        },
      },
    };
    vi.stubGlobal('fetch', async (path: string) => {
      if (path === '/api/confirmationdetails') reads.count += 1;
      const body =
        path === '/api/confirmationdetails'
          ? details
          : path === '/api/affiliates-by-category'
            ? { affiliateCategories: [], affiliateDeals: [] }
            : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    return reads;
  }

  it('looks again every 2 s for a telling just made, but not for one waiting until tomorrow', async () => {
    const fresh = serverWithQueuedTelling(0);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Thanks, Priya' });
    await waitFor(() => expect(fresh.count).toBeGreaterThan(1), { timeout: 3_500 });
    cleanup();
    vi.unstubAllGlobals();

    const waiting = serverWithQueuedTelling(60 * 60 * 1000);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Thanks, Priya' });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(waiting.count).toBe(1);
  }, 10_000);
});

describe('the confirmation page with a tariff chosen', () => {
  beforeEach(() => {
    setCurrentBrand({ name: 'Threshold', isEstateAgentGroup: false } as unknown as Branding);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the chosen tariff (a part in a chunk of its own) as the cards appear, not after', async () => {
    const base = detailsWith({ energyOptIn: 1, energyConsented: true, energyComplete: true });
    const details = {
      ...base,
      confirmationProductsSummary: {
        ...base.confirmationProductsSummary,
        energy: {
          ...energy,
          isCompleted: true,
          supplierName: 'Harbour Energy',
          tariffName: 'Harbour Fix 12',
        },
      },
    };
    vi.stubGlobal('fetch', async (path: string) => {
      const body =
        path === '/api/confirmationdetails'
          ? details
          : path === '/api/affiliates-by-category'
            ? { affiliateCategories: [], affiliateDeals: [] }
            : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Your services' });
    expect(screen.getByTestId('energy-chosen').textContent).toContain(
      'Harbour Energy: Harbour Fix 12',
    );
  });
});
