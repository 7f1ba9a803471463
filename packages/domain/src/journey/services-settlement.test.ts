import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { snapshotOfEnrolment, UNCHOSEN_SERVICE_FACTS } from './enrolment-snapshot';
import type { JourneyFlags } from './next-page';
import { hasChosenServices, statusAfterServiceChange } from './services-settlement';

const flags: JourneyFlags = {
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching: false,
};

const snapshot = (
  facts: Partial<typeof UNCHOSEN_SERVICE_FACTS>,
  status: number = ENROLMENT_STATUS.detailsPopulated,
) =>
  snapshotOfEnrolment(
    {
      ...UNCHOSEN_SERVICE_FACTS,
      id: 'enrolment-1',
      status: status as typeof ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: null,
      moveInDate: '2026-03-12',
      ...facts,
    },
    '2026-03-02',
  );

const wantsEnergy = {
  energyConsented: true,
  energyOptIn: 1,
  quotableEnergy: true,
  entertainmentConsented: false,
} as const;

describe('settling the services', () => {
  it('does not settle before the mover has chosen services', () => {
    expect(hasChosenServices(snapshot({}))).toBe(false);
    expect(statusAfterServiceChange(snapshot({}), flags)).toBe(ENROLMENT_STATUS.detailsPopulated);
    expect(statusAfterServiceChange(snapshot(wantsEnergy, ENROLMENT_STATUS.open), flags)).toBe(
      ENROLMENT_STATUS.open,
    );
  });

  it('stays open while a wanted service is neither done nor skipped', () => {
    expect(statusAfterServiceChange(snapshot(wantsEnergy), flags)).toBe(
      ENROLMENT_STATUS.detailsPopulated,
    );
  });

  it.each([
    ['done', { energyComplete: true }],
    ['skipped', { energySkipped: true }],
  ])('completes (40) once the wanted service is %s', (_how, change) => {
    expect(statusAfterServiceChange(snapshot({ ...wantsEnergy, ...change }), flags)).toBe(
      ENROLMENT_STATUS.complete,
    );
  });

  it('goes back to detailsPopulated when a completed enrolment reopens a service', () => {
    expect(statusAfterServiceChange(snapshot(wantsEnergy, ENROLMENT_STATUS.complete), flags)).toBe(
      ENROLMENT_STATUS.detailsPopulated,
    );
  });

  it('leaves a closed enrolment closed', () => {
    expect(
      statusAfterServiceChange(
        snapshot({ ...wantsEnergy, energyComplete: true }, ENROLMENT_STATUS.closed),
        flags,
      ),
    ).toBe(ENROLMENT_STATUS.closed);
  });
});
