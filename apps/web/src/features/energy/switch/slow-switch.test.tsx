import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  snapshotOfEnrolment,
  UNCHOSEN_SERVICE_FACTS,
  type EnrolmentFacts,
} from '@threshold/domain/journey/enrolment-snapshot';
import { isRouteOpen, type JourneyFlags } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { StartDateWindowResponse } from '@threshold/domain/schemas/energy-start-date';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnergySwitchForm } from './energy-switch-form';

const today = '2026-03-02';

/** A mover with energy open and a tariff chosen, whose home no supplier holds (a new supply). */
const choseTariff: EnrolmentFacts = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000002',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'energyUsage',
  moveInDate: '2026-03-10',
  energyConsented: true,
  energyOptIn: 1,
  entertainmentConsented: false,
  entertainmentOptIn: 0,
  quotableEnergy: true,
  fuelType: 'DualFuel',
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: false,
  supportsFastSwitch: true,
  hasStoredTariff: true,
};

const flags = (fasterSwitching: boolean): JourneyFlags => ({
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching,
});

/** The journey guard's own question (journey-guard.ts): is the page open for this mover? */
const isSwitchOpen = (facts: EnrolmentFacts, journeyFlags: JourneyFlags) =>
  isRouteOpen(ROUTES.energySwitch, snapshotOfEnrolment(facts, today), journeyFlags);

const WINDOW: StartDateWindowResponse = {
  earliest: '2026-03-23',
  latest: '2026-04-07',
  default: '2026-03-23',
  agreed: { earliest: '2026-03-09', latest: '2026-04-07', default: '2026-03-09' },
  startDate: null,
  coolingOffAgreed: false,
  coolingOffRequired: true,
  fasterSwitching: false,
};

function renderSwitchPage(fasterSwitching: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EnergySwitchForm
          window={{ ...WINDOW, fasterSwitching }}
          backTo={ROUTES.energySignup}
          save={vi.fn()}
          onSaved={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the supply start date page and the FasterSwitching flag', () => {
  afterEach(cleanup);

  it('opens for a brand without FasterSwitching and says switching can take up to 21 days', () => {
    expect(isSwitchOpen(choseTariff, flags(false))).toBe(true);
    renderSwitchPage(false);
    expect(screen.getByText('Switching your supplier can take up to 21 days.')).toBeTruthy();
  });

  it('opens for a brand with FasterSwitching without the 21-day words', () => {
    expect(isSwitchOpen(choseTariff, flags(true))).toBe(true);
    renderSwitchPage(true);
    expect(screen.queryByText(/up to 21 days/)).toBeNull();
  });

  it('opens for a home whose meter details are unknown (no fast switching), with or without the flag', () => {
    const unknownMeters = {
      ...choseTariff,
      supportsFastSwitch: false,
      supplyElec: null,
      supplyGas: null,
    };
    for (const flag of [true, false]) {
      expect(isSwitchOpen(unknownMeters, flags(flag))).toBe(true);
    }
  });
});
