import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  UNCHOSEN_SERVICE_FACTS,
  snapshotOfEnrolment,
  type EnrolmentFacts,
} from '@threshold/domain/journey/enrolment-snapshot';
import type { JourneyFlags } from '@threshold/domain/journey/next-page';
import { ROUTES, broadbandDetailsPath, energyDetailsPath } from '@threshold/domain/journey/routes';
import { describe, expect, it } from 'vitest';
import { completedStages, stageOfPath } from './journey-stages';

const flags: JourneyFlags = {
  onboardingJourney: false,
  ctwbJourneyToggle: false,
  priorityAccess: false,
  fasterSwitching: false,
};
const base: EnrolmentFacts = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000001',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'movingDetails',
  moveInDate: '2026-06-10',
};
const done = (facts: EnrolmentFacts) =>
  [...completedStages(snapshotOfEnrolment(facts, '2026-06-01'), flags)].sort();

describe('stageOfPath: the stage each enrolment page belongs to', () => {
  it.each([
    [ROUTES.personalDetails, 'personal'],
    [ROUTES.movingDetails, 'movingDetails'],
    [`${ROUTES.productSelection}/`, 'products'],
    [ROUTES.councilServicesUpfront, 'council'],
    [ROUTES.councilServices, 'council'],
    [energyDetailsPath({ supplier: 'acme', priceId: 3 }), 'energy'],
    [broadbandDetailsPath({ packageId: 1, sourceId: 2 }), 'entertainment'],
    [ROUTES.offers, 'confirmation'],
    [`${ROUTES.confirmation}?from=email`, 'confirmation'],
    [ROUTES.enrolment, null],
    [ROUTES.logIn, null],
  ])('%s → %s', (path, stage) => {
    expect(stageOfPath(path)).toBe(stage);
  });
});

describe('completedStages: the ticks on the progress indicator', () => {
  it('ticks nothing before personal details are confirmed', () => {
    expect(done({ ...base, status: ENROLMENT_STATUS.open })).toEqual([]);
  });

  it('ticks personal details while moving details is the step', () => {
    expect(done(base)).toEqual(['personal']);
  });

  it('ticks moving details once it is saved', () => {
    expect(done({ ...base, tenantPortalStorage: null })).toEqual(['movingDetails', 'personal']);
  });

  it('after choosing council and water only: energy and entertainment are not needed, council is to do', () => {
    const chosen: EnrolmentFacts = {
      ...base,
      tenantPortalStorage: 'productSelection',
      energyConsented: false,
      energyOptIn: 0,
      entertainmentConsented: false,
      entertainmentOptIn: 0,
      councilConsented: true,
      councilOptIn: 1,
      waterConsented: true,
      waterOptIn: 1,
    };
    expect(done(chosen)).toEqual([
      'energy',
      'entertainment',
      'movingDetails',
      'personal',
      'products',
    ]);
    expect(
      done({ ...chosen, councilComplete: true, tenantPortalStorage: 'enrolmentCompleted' }),
    ).toEqual([
      'confirmation',
      'council',
      'energy',
      'entertainment',
      'movingDetails',
      'personal',
      'products',
    ]);
  });
});
