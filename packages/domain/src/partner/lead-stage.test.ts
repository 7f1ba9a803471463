import { describe, expect, it } from 'vitest';
import { leadServiceStates, leadStage, type LeadFacts } from './lead-stage';

const invited: LeadFacts = {
  status: 0,
  forgottenAt: null,
  servicesCompletedAt: null,
  hasOpenedLink: false,
  energyOptIn: null,
  entertainmentOptIn: null,
  councilOptIn: null,
  waterOptIn: null,
  councilConsented: null,
  waterConsented: null,
  energyComplete: false,
  energySkipped: false,
  entertainmentComplete: false,
  entertainmentSkipped: false,
  skyComplete: false,
  broadbandComplete: false,
  wombbComplete: false,
  wombbSkipped: false,
  wombbUserConfirmed: false,
  councilComplete: false,
  waterComplete: false,
};

describe('a partner’s lead: its stage', () => {
  it('follows the mover from the invitation to the end', () => {
    expect(leadStage(invited)).toBe('invited');
    expect(leadStage({ ...invited, hasOpenedLink: true })).toBe('opened');
    expect(leadStage({ ...invited, hasOpenedLink: true, status: 10 })).toBe('confirmed');
    expect(leadStage({ ...invited, status: 20 })).toBe('detailsGiven');
    // Answering "no" to every product is still having chosen.
    expect(leadStage({ ...invited, status: 20, energyOptIn: 0 })).toBe('servicesChosen');
    expect(leadStage({ ...invited, status: 20, servicesCompletedAt: '2027-01-01T10:00:00Z' })).toBe(
      'complete',
    );
    expect(leadStage({ ...invited, status: 40 })).toBe('complete');
  });

  it('a forgotten mover is forgotten whatever else the row says', () => {
    expect(leadStage({ ...invited, status: 40, forgottenAt: new Date() })).toBe('forgotten');
  });
});

describe('a partner’s lead: each service', () => {
  it('reads the confirmation page’s card rules', () => {
    expect(leadServiceStates(invited)).toEqual({
      energy: 'notAsked',
      broadband: 'notAsked',
      council: 'notAsked',
      water: 'notAsked',
    });
    expect(
      leadServiceStates({
        ...invited,
        energyOptIn: 1,
        entertainmentOptIn: 1,
        wombbUserConfirmed: true,
        councilOptIn: 0,
        councilConsented: true,
        waterOptIn: 0,
      }),
    ).toEqual({ energy: 'chosen', broadband: 'inProgress', council: 'chosen', water: 'declined' });
    expect(
      leadServiceStates({
        ...invited,
        energyOptIn: 1,
        energySkipped: true,
        entertainmentOptIn: 1,
        skyComplete: true,
        councilOptIn: 1,
        councilComplete: true,
        waterOptIn: 1,
        waterComplete: true,
      }),
    ).toEqual({
      energy: 'skipped',
      broadband: 'completed',
      council: 'completed',
      water: 'completed',
    });
  });
});
