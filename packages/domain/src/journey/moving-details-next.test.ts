import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { MOVING_DETAILS_NEXT_ROUTES } from '../schemas/moving-details';
import { snapshotOfEnrolment, UNCHOSEN_SERVICE_FACTS } from './enrolment-snapshot';
import { movingDetailsNextRoute } from './moving-details-next';
import type { JourneyFlags, JourneySnapshot } from './next-page';
import { ROUTES } from './routes';

const flags: JourneyFlags = {
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching: false,
};

/** A mover who has just saved moving details: nothing chosen yet. */
const saved: JourneySnapshot = snapshotOfEnrolment(
  {
    ...UNCHOSEN_SERVICE_FACTS,
    id: 'enrolment-1',
    status: ENROLMENT_STATUS.detailsPopulated,
    tenantPortalStorage: 'productSelection',
    moveInDate: null,
  },
  '2026-11-23',
);

describe('Next from moving details', () => {
  it.each([
    {
      sees: 'product selection by default',
      snapshot: saved,
      flags,
      goesTo: ROUTES.productSelection,
    },
    {
      sees: 'the upfront council page when the combined journey is on and council is mandatory',
      snapshot: { ...saved, councilIsMandatory: true },
      flags: { ...flags, ctwbJourneyToggle: true },
      goesTo: ROUTES.councilServicesUpfront,
    },
    {
      sees: 'product selection when council is mandatory but the combined journey is off',
      snapshot: { ...saved, councilIsMandatory: true },
      flags,
      goesTo: ROUTES.productSelection,
    },
    {
      sees: 'product selection once council and water are complete',
      snapshot: { ...saved, councilIsMandatory: true, councilComplete: true },
      flags: { ...flags, ctwbJourneyToggle: true },
      goesTo: ROUTES.productSelection,
    },
  ])('goes to $sees', ({ snapshot, flags: given, goesTo }) => {
    expect(movingDetailsNextRoute(snapshot, given)).toBe(goesTo);
  });

  it('answers only the two pages of the route table', () => {
    expect(MOVING_DETAILS_NEXT_ROUTES).toEqual([
      ROUTES.councilServicesUpfront,
      ROUTES.productSelection,
    ]);
  });
});
