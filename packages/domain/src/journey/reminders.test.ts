import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { TENANT_PORTAL_STORAGE } from '../codes/tenant-portal-storage';
import { dueReminder, latestStepDueBy, reminderContact, type ReminderFacts } from './reminders';

const DAY_MS = 86_400_000;
const STOPPED_AT = new Date('2026-03-02T10:00:00Z');
const after = (days: number, ms = 0) => new Date(STOPPED_AT.getTime() + days * DAY_MS + ms);
const SCHEDULE = [2, 7];

/** A mover who saved moving details and stopped: the ordinary candidate. */
function facts(overrides: Partial<ReminderFacts> = {}): ReminderFacts {
  return {
    status: ENROLMENT_STATUS.detailsPopulated,
    tenantPortalStorage: TENANT_PORTAL_STORAGE.productSelection,
    servicesCompletedAt: null,
    forgottenAt: null,
    lastJourneyActivityAt: STOPPED_AT,
    journeyRemindersSent: 0,
    emailAddress: 'robin@example.com',
    contactNumber: '07700900123',
    campaignMedium: null,
    isEmailBlocked: false,
    ...overrides,
  };
}

describe('dueReminder: the schedule', () => {
  it('sends nothing before the first day has passed', () => {
    expect(dueReminder(facts(), SCHEDULE, after(2, -1))).toBeNull();
  });

  it('sends reminder 1 by e-mail once 2 days have passed', () => {
    expect(dueReminder(facts(), SCHEDULE, after(2))).toEqual({
      number: 1,
      channel: 'email',
      to: 'robin@example.com',
    });
  });

  it('sends reminder 1 only once', () => {
    expect(dueReminder(facts({ journeyRemindersSent: 1 }), SCHEDULE, after(6))).toBeNull();
  });

  it('sends reminder 2 once 7 days have passed', () => {
    expect(dueReminder(facts({ journeyRemindersSent: 1 }), SCHEDULE, after(7))?.number).toBe(2);
  });

  it('sends nothing after the last reminder of the schedule', () => {
    expect(dueReminder(facts({ journeyRemindersSent: 2 }), SCHEDULE, after(60))).toBeNull();
  });

  it('sends only the latest due reminder when several fell due while no sweep ran', () => {
    expect(dueReminder(facts(), SCHEDULE, after(8))?.number).toBe(2);
  });

  it('starts again from reminder 1 after a new step (the count was reset)', () => {
    const newStep = after(9);
    const moved = facts({ lastJourneyActivityAt: newStep, journeyRemindersSent: 0 });
    expect(dueReminder(moved, SCHEDULE, after(10))).toBeNull();
    expect(dueReminder(moved, SCHEDULE, after(11))?.number).toBe(1);
  });

  it("follows the brand's own schedule", () => {
    expect(dueReminder(facts(), [1, 3, 10], after(1))?.number).toBe(1);
    expect(dueReminder(facts({ journeyRemindersSent: 1 }), [1, 3, 10], after(3))?.number).toBe(2);
    expect(dueReminder(facts({ journeyRemindersSent: 2 }), [1, 3, 10], after(10))?.number).toBe(3);
    expect(dueReminder(facts(), [5], after(4))).toBeNull();
  });

  it('sends nothing for a brand whose schedule is empty', () => {
    expect(dueReminder(facts(), [], after(30))).toBeNull();
  });

  it('sends nothing to a mover who never took a step', () => {
    expect(dueReminder(facts({ lastJourneyActivityAt: null }), SCHEDULE, after(30))).toBeNull();
  });
});

describe('dueReminder: movers who are never reminded', () => {
  it.each([
    { who: 'finished (status complete)', overrides: { status: ENROLMENT_STATUS.complete } },
    { who: 'closed', overrides: { status: ENROLMENT_STATUS.closed } },
    {
      who: 'on the completed confirmation page',
      overrides: { tenantPortalStorage: TENANT_PORTAL_STORAGE.enrolmentCompleted },
    },
    { who: 'with every service settled', overrides: { servicesCompletedAt: after(1) } },
    { who: 'forgotten', overrides: { forgottenAt: after(1) } },
    { who: 'unsubscribed', overrides: { isEmailBlocked: true } },
    {
      who: 'unsubscribed, though invited by text',
      overrides: { isEmailBlocked: true, campaignMedium: 'sms' },
    },
    { who: 'without any contact', overrides: { emailAddress: null, contactNumber: null } },
  ] satisfies { who: string; overrides: Partial<ReminderFacts> }[])('$who', ({ overrides }) => {
    expect(dueReminder(facts(overrides), SCHEDULE, after(7))).toBeNull();
  });

  it('reminds a mover still pending or open who has taken a step', () => {
    expect(
      dueReminder(facts({ status: ENROLMENT_STATUS.pending }), SCHEDULE, after(2))?.number,
    ).toBe(1);
    expect(dueReminder(facts({ status: ENROLMENT_STATUS.open }), SCHEDULE, after(2))?.number).toBe(
      1,
    );
  });
});

describe('reminderContact', () => {
  it('texts a lead invited by SMS', () => {
    expect(
      reminderContact({
        campaignMedium: 'sms',
        emailAddress: 'a@example.com',
        contactNumber: '07700900123',
      }),
    ).toEqual({
      channel: 'sms',
      to: '07700900123',
    });
  });

  it('e-mails an SMS lead without a number', () => {
    expect(
      reminderContact({
        campaignMedium: 'sms',
        emailAddress: 'a@example.com',
        contactNumber: null,
      }),
    ).toEqual({
      channel: 'email',
      to: 'a@example.com',
    });
  });

  it('e-mails by default, even with a number', () => {
    expect(
      reminderContact({
        campaignMedium: 'email',
        emailAddress: 'a@example.com',
        contactNumber: '07700900123',
      })?.channel,
    ).toBe('email');
  });

  it('texts a mover who has only a number', () => {
    expect(
      reminderContact({ campaignMedium: null, emailAddress: null, contactNumber: '07700900123' })
        ?.channel,
    ).toBe('sms');
  });
});

describe('latestStepDueBy', () => {
  it('is now less the scheduled days, or null beyond the schedule', () => {
    expect(latestStepDueBy(SCHEDULE, 2, after(7))).toEqual(STOPPED_AT);
    expect(latestStepDueBy(SCHEDULE, 3, after(7))).toBeNull();
  });
});
