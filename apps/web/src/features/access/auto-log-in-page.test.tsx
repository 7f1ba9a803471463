import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { addDays } from '@threshold/domain/dates/calendar-date';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../brand/brand-store';
import { moverEnrolment } from '../../test-support/mover-enrolment';
import { AutoLogInPage } from './auto-log-in-page';

/** A mover who has chosen products and told the council: what is left is energy and broadband. */
const chosen = moverEnrolment({
  id: '9f1c1d1e-0000-4000-8000-000000000018',
  enrolmentSource: 'UploadedLead',
  branchId: null,
  moveInDate: addDays(todayIso(systemClock), 10),
  moveInDateUnknown: false,
  entertainmentConsented: true,
  entertainmentOptIn: 1,
  councilConsented: true,
  councilOptIn: 1,
  councilComplete: true,
});

function serverWith(enrolment: Enrolment) {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === '/api/oauth/token')
      return answer(200, {
        access_token: 'user-token',
        token_type: 'Bearer',
        expires_in: 3600,
        kind: 'user',
        enrolmentId: enrolment.id,
      });
    if (path === '/api/enrolment-auth') return answer(200, enrolment);
    return answer(404, { message: 'Not found' });
  });
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function followReminderLink(path = '/log-in/reminder-token') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/log-in/:loginToken" element={<AutoLogInPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a reminder's log-in link", () => {
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

  it('lands a mover whose next step is energy usage on energy usage', async () => {
    serverWith(chosen);
    followReminderLink();
    expect((await screen.findByTestId('where')).textContent).toBe('/enrolment/energy/usage');
  });

  it('lands a mover whose next step is the broadband list on the broadband list', async () => {
    serverWith({ ...chosen, energyComplete: true, tenantPortalStorage: 'energyCompleted' });
    followReminderLink();
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/enrolment/entertainment/broadband-list',
    );
  });

  it("follows an agent's broadband invite to the broadband list, though energy comes first", async () => {
    serverWith(chosen);
    followReminderLink('/log-in/invite-token?to=%2Fenrolment%2Fentertainment%2Fbroadband-list');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/enrolment/entertainment/broadband-list',
    );
  });

  it('ignores a link that names any other place, and goes to the next step', async () => {
    serverWith(chosen);
    followReminderLink('/log-in/invite-token?to=https%3A%2F%2Fevil.example%2F');
    expect((await screen.findByTestId('where')).textContent).toBe('/enrolment/energy/usage');
  });
});
