import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  UNCHOSEN_SERVICE_FACTS,
  type EnrolmentFacts,
} from '@threshold/domain/journey/enrolment-snapshot';
import type { JourneyFlags } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { describe, expect, it } from 'vitest';
import { decideForEnrolment, redirectWithoutLogIn } from './journey-guard';

const flags: JourneyFlags = {
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching: false,
};
const today = '2026-06-01';

/** A new mover who has confirmed personal details: moving details is the step. */
const newMover: EnrolmentFacts = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000001',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'movingDetails',
  moveInDate: '2026-06-10',
};
/** The same mover after moving details: products are next. */
const choosingProducts: EnrolmentFacts = { ...newMover, tenantPortalStorage: 'productSelection' };

describe('the journey guard without a log-in', () => {
  it.each([
    [
      'confirmation, which goes to moving details as the spec says',
      ROUTES.confirmation,
      ROUTES.movingDetails,
    ],
    [
      'confirmation with a trailing slash and a query',
      `${ROUTES.confirmation}/?from=email`,
      ROUTES.movingDetails,
    ],
    ['moving details', ROUTES.movingDetails, ROUTES.logIn],
    ['product selection', ROUTES.productSelection, ROUTES.logIn],
    ['the enrolment root', ROUTES.enrolment, ROUTES.logIn],
  ])('sends a visitor from %s to log in', (_what, path, to) => {
    expect(redirectWithoutLogIn(path, false)).toBe(to);
  });

  it('lets a logged-in mover on to the enrolment check', () => {
    expect(redirectWithoutLogIn(ROUTES.confirmation, true)).toBeNull();
  });
});

describe('the journey guard with the enrolment', () => {
  it.each([ROUTES.confirmation, ROUTES.productSelection, ROUTES.offers, ROUTES.councilServices])(
    'sends a new mover from %s to moving details',
    (path) => {
      expect(decideForEnrolment(path, newMover, flags, today)).toEqual({
        kind: 'redirect',
        to: ROUTES.movingDetails,
      });
    },
  );

  it.each([ROUTES.movingDetails, ROUTES.personalDetails, ROUTES.enrolment])(
    'opens %s to a new mover',
    (path) => {
      expect(decideForEnrolment(path, newMover, flags, today)).toEqual({ kind: 'open' });
    },
  );

  it('opens product selection once moving details is done, and keeps moving details open', () => {
    expect(decideForEnrolment(ROUTES.productSelection, choosingProducts, flags, today)).toEqual({
      kind: 'open',
    });
    expect(decideForEnrolment(ROUTES.movingDetails, choosingProducts, flags, today)).toEqual({
      kind: 'open',
    });
  });

  it('sends a mover who has chosen products from product selection to the next page', () => {
    const chosen: EnrolmentFacts = {
      ...choosingProducts,
      energyConsented: false,
      energyOptIn: 0,
      entertainmentConsented: false,
      entertainmentOptIn: 0,
      councilConsented: true,
      councilOptIn: 1,
    };
    expect(decideForEnrolment(ROUTES.productSelection, chosen, flags, today)).toEqual({
      kind: 'redirect',
      to: ROUTES.councilServices,
    });
  });

  it('sends a mover whose personal details are not confirmed to them', () => {
    const pending: EnrolmentFacts = { ...newMover, status: ENROLMENT_STATUS.open };
    expect(decideForEnrolment(ROUTES.confirmation, pending, flags, today)).toEqual({
      kind: 'redirect',
      to: ROUTES.pendingPersonalDetails,
    });
  });
});
