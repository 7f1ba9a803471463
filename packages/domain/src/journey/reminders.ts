import { ENROLMENT_STATUS, type EnrolmentStatus } from '../codes/enrolment-status';
import { TENANT_PORTAL_STORAGE } from '../codes/tenant-portal-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reminder rule reads about one mover (bringing movers back, issue 9). */
export type ReminderFacts = {
  status: EnrolmentStatus;
  tenantPortalStorage: string | null;
  /** When completeservices / skipservice settled every service. */
  servicesCompletedAt: Date | null;
  forgottenAt: Date | null;
  /** The mover's last step in the journey; null before they took one. */
  lastJourneyActivityAt: Date | null;
  /** Reminders sent since that step (a new step sets it back to 0). */
  journeyRemindersSent: number;
  /** The enrolment's e-mail, else the log-in's. */
  emailAddress: string | null;
  contactNumber: string | null;
  /** 'sms' for a lead the partner invited by text. */
  campaignMedium: string | null;
  /** The e-mail address is unsubscribed (comms blocks). */
  isEmailBlocked: boolean;
};

export type ReminderChannel = 'email' | 'sms';

export type DueReminder = {
  /** Which reminder this is (1 for the first day of the schedule, 2 for the second ...). */
  number: number;
  channel: ReminderChannel;
  to: string;
};

/** Finished, closed, settled or forgotten: such a mover is never reminded. */
export function isJourneyOver(
  facts: Pick<
    ReminderFacts,
    'status' | 'tenantPortalStorage' | 'servicesCompletedAt' | 'forgottenAt'
  >,
): boolean {
  return (
    facts.forgottenAt !== null ||
    facts.status >= ENROLMENT_STATUS.closed ||
    facts.tenantPortalStorage === TENANT_PORTAL_STORAGE.enrolmentCompleted ||
    facts.servicesCompletedAt !== null
  );
}

/** Where a reminder goes: by text for an SMS-invited lead (or a mover with only a number), else by e-mail. */
export function reminderContact(
  facts: Pick<ReminderFacts, 'emailAddress' | 'contactNumber' | 'campaignMedium'>,
): { channel: ReminderChannel; to: string } | null {
  if (facts.campaignMedium === 'sms' && facts.contactNumber)
    return { channel: 'sms', to: facts.contactNumber };
  if (facts.emailAddress) return { channel: 'email', to: facts.emailAddress };
  if (facts.contactNumber) return { channel: 'sms', to: facts.contactNumber };
  return null;
}

/**
 * The latest reminder whose day has come: reminder n is due `scheduleDays[n-1]` days after the
 * last step. A sweep that finds several due (it did not run for days) sends only the latest.
 */
export function latestDueReminderNumber(
  lastActivityAt: Date,
  scheduleDays: readonly number[],
  now: Date,
): number {
  let latest = 0;
  scheduleDays.forEach((days, index) => {
    if (lastActivityAt.getTime() + days * DAY_MS <= now.getTime()) latest = index + 1;
  });
  return latest;
}

/**
 * Reminder `number` is due by `now` for a step taken at or before the moment answered (null
 * beyond the schedule): the claim in the database re-checks the step against it.
 */
export function latestStepDueBy(
  scheduleDays: readonly number[],
  number: number,
  now: Date,
): Date | null {
  const days = scheduleDays[number - 1];
  return days === undefined ? null : new Date(now.getTime() - days * DAY_MS);
}

/**
 * The reminder to send this mover now, or null: they stopped part-way (not finished, closed,
 * settled or forgotten), have a contact and did not unsubscribe, and a day of the brand's
 * schedule has passed since their last step for which no reminder was sent yet.
 */
export function dueReminder(
  facts: ReminderFacts,
  scheduleDays: readonly number[],
  now: Date,
): DueReminder | null {
  if (isJourneyOver(facts) || facts.isEmailBlocked || facts.lastJourneyActivityAt === null)
    return null;
  const contact = reminderContact(facts);
  if (!contact) return null;
  const number = latestDueReminderNumber(facts.lastJourneyActivityAt, scheduleDays, now);
  if (number === 0 || facts.journeyRemindersSent >= number) return null;
  return { number, ...contact };
}
