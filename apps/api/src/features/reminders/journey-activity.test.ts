import { describe, expect, it } from 'vitest';
import { withJourneyActivity } from './journey-activity';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('withJourneyActivity', () => {
  it('stamps a step (moving details) and starts the reminders again', () => {
    expect(
      withJourneyActivity(
        { moveInDate: '2026-03-12', tenantPortalStorage: 'productSelection' },
        NOW,
      ),
    ).toEqual({
      moveInDate: '2026-03-12',
      tenantPortalStorage: 'productSelection',
      lastJourneyActivityAt: NOW,
      journeyRemindersSent: 0,
    });
  });

  it('stamps a product choice and a council answer', () => {
    expect(withJourneyActivity({ councilOptIn: 1 }, NOW)).toMatchObject({
      lastJourneyActivityAt: NOW,
      journeyRemindersSent: 0,
    });
    expect(withJourneyActivity({ councilRegistrationConfirmed: true }, NOW)).toMatchObject({
      lastJourneyActivityAt: NOW,
    });
  });

  it('keeps a time the caller gave', () => {
    const earlier = new Date('2026-03-01T09:00:00Z');
    expect(withJourneyActivity({ lastJourneyActivityAt: earlier }, NOW)).toEqual({
      lastJourneyActivityAt: earlier,
      journeyRemindersSent: 0,
    });
  });

  it('leaves checks, locks, verified flags and views alone', () => {
    for (const patch of [
      { emailAddressVerified: true },
      { validationFailures: 2, lockedUntil: NOW },
      { confirmationPageLastViewedAt: NOW },
      { surveyRequestedAt: NOW, updatedAt: NOW },
      { moveInDate: undefined },
    ]) {
      expect(withJourneyActivity(patch, NOW)).toEqual(patch);
    }
  });
});
