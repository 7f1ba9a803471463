import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { UNCHOSEN_SERVICE_FACTS } from '@threshold/domain/journey/enrolment-snapshot';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Branding } from '@threshold/domain/schemas/brand';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { setCurrentBrand } from '../../brand/brand-store';
import { JourneyProgress } from './journey-progress';

/** What the guard left in the cache: a mover who has saved moving details. */
const enrolment = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000001',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'productSelection',
  moveInDate: '2026-06-10',
};

/** A telephony host with an agent assisting the enrolment. */
function actAsAgent() {
  vi.stubGlobal('location', { ...location, hostname: 'telephony.localhost' });
  sessionStorage.setItem(
    'agentSession',
    JSON.stringify({
      accessToken: 'agent-token',
      agentName: 'Sam Carter',
      enrolmentId: enrolment.id,
    }),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(OWN_ENROLMENT_KEY, enrolment);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <JourneyProgress />
        <Link to={ROUTES.councilServices}>Next page</Link>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('JourneyProgress', () => {
  beforeEach(() => {
    setCurrentBrand({
      flags: {
        onboardingJourney: false,
        ctwbJourneyToggle: false,
        priorityAccess: false,
        fasterSwitching: false,
      },
    } as unknown as Branding);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.removeItem('agentSession');
  });

  it('shows a mover the shell’s four stages, marks the current one and ticks the finished ones', () => {
    renderAt(ROUTES.productSelection);
    const progress = screen.getByRole('navigation', { name: 'Your progress' });
    const steps = within(progress).getAllByRole('listitem', { hidden: true });
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Your details (completed)',
      '✓Your new home (completed)',
      '3Services',
      '4Complete',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
  });

  it('shows an agent the seven telephony stages in order, marks the current one and ticks the finished ones', () => {
    actAsAgent();
    renderAt(ROUTES.productSelection);
    const progress = screen.getByRole('navigation', { name: 'Your progress' });
    // The list is folded (display: none) in jsdom's narrow window, so hidden items count too.
    const steps = within(progress).getAllByRole('listitem', { hidden: true });
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Personal details (completed)',
      '✓Moving details (completed)',
      '3Products',
      '4Council',
      '5Energy',
      '6Entertainment',
      '7Confirmation',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says the step in a polite live region, and says the new one after a navigation', () => {
    renderAt(ROUTES.movingDetails);
    const live = screen.getByText('Step 2 of 4: Your new home');
    expect(live.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(live.textContent).toBe('Step 3 of 4: Services');
  });

  it('in agent mode says the telephony step', () => {
    actAsAgent();
    renderAt(ROUTES.productSelection);
    const live = screen.getByText('Step 3 of 7: Products');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(live.textContent).toBe('Step 4 of 7: Council');
  });

  it('folds the list behind a one-line button that opens and closes it', () => {
    renderAt(ROUTES.productSelection);
    const toggle = screen.getByRole('button', { name: /Step 3 of 4 · Services/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('list', { hidden: true }).className).toContain(
      'journey-progress__steps--open',
    );
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing on a path outside the stages', () => {
    renderAt(ROUTES.enrolment);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
