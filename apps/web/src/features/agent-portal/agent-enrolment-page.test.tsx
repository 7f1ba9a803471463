import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentEnrolmentPage } from './agent-enrolment-page';

const ID = '3f1c2b9e-8d4a-4c1e-9b7a-2e5d6f708192';
const FORGOTTEN = {
  id: ID,
  forgotten: true,
  status: 40,
  type: 'Lettings',
  brandName: 'Harbour Lettings',
  createdAt: '2026-11-20T10:00:00.000Z',
  forgottenAt: '2026-11-27T14:05:00.000Z',
  forgottenBy: 'Sam Carter',
};

function renderPage(state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: `/agent/enrolments/${ID}`, state }]}>
        <Routes>
          <Route path="/agent/enrolments/:enrolmentId" element={<AgentEnrolmentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin portal’s enrolment page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(FORGOTTEN), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the message the action that led here handed over (Right to be forgotten), then who forgot the enrolment and when', async () => {
    renderPage({ notice: 'The user has been forgotten' });
    expect(screen.getByText('The user has been forgotten').getAttribute('role')).toBe('status');
    await screen.findByText(
      "This enrolment was forgotten at the customer's request on 27/11/2026 2:05 PM by Sam Carter.",
    );
  });

  it('shows no message when it is opened directly', async () => {
    renderPage();
    await screen.findByText(/^This enrolment was forgotten/);
    expect(screen.queryByText('The user has been forgotten')).toBeNull();
  });
});
