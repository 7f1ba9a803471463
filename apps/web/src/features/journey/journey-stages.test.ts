import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  UNCHOSEN_SERVICE_FACTS,
  snapshotOfEnrolment,
  type EnrolmentFacts,
} from '@threshold/domain/journey/enrolment-snapshot';
import type { JourneyFlags } from '@threshold/domain/journey/next-page';
import { ROUTES, broadbandDetailsPath, energyDetailsPath } from '@threshold/domain/journey/routes';
import { describe, expect, it } from 'vitest';
import {
  MOVER_STAGES,
  TELEPHONY_STAGES,
  completedStages,
  stageOfPath,
  stageSetFor,
} from './journey-stages';

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

describe('stageSetFor: each side gets the stages the spec gives it', () => {
  const mover = stageSetFor(false);
  const moverDone = (facts: EnrolmentFacts) =>
    [...mover.completed(snapshotOfEnrolment(facts, '2026-06-01'), flags)].sort();

  it('gives an agent the telephony stages and a mover the shell’s four', () => {
    expect(stageSetFor(true).stages).toBe(TELEPHONY_STAGES);
    expect(mover.stages.map((stage) => stage.label)).toEqual([
      'Your details',
      'Your new home',
      'Services',
      'Complete',
    ]);
    expect(mover.stages).toBe(MOVER_STAGES);
  });

  it.each([
    [ROUTES.personalDetails, 'details'],
    [ROUTES.movingDetails, 'home'],
    [ROUTES.councilServicesUpfront, 'services'],
    [ROUTES.productSelection, 'services'],
    [energyDetailsPath({ supplier: 'acme', priceId: 3 }), 'services'],
    [broadbandDetailsPath({ packageId: 1, sourceId: 2 }), 'services'],
    [ROUTES.tellYourFlatmates, 'complete'],
    [ROUTES.confirmation, 'complete'],
    [ROUTES.enrolment, null],
  ])('a mover on %s is at %s', (path, stage) => {
    expect(mover.stageOfPath(path)).toBe(stage);
  });

  it('ticks a mover’s stage once every telephony stage inside it is done', () => {
    expect(moverDone(base)).toEqual(['details']);
    expect(moverDone({ ...base, tenantPortalStorage: null })).toEqual(['details', 'home']);
    const servicesDone: EnrolmentFacts = {
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
    // Council and water are still to do: Services is not finished.
    expect(moverDone(servicesDone)).toEqual(['details', 'home']);
    expect(
      moverDone({
        ...servicesDone,
        councilComplete: true,
        tenantPortalStorage: 'enrolmentCompleted',
      }),
    ).toEqual(['complete', 'details', 'home', 'services']);
  });
});
