import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Caller, EnrolmentRow } from '../../auth/caller';
import type { Db, EnrolmentChanges } from '../../db/client';
import { createCallerReadCache } from '../enrolment/enrolment-read-cache';
import { requireOpenStep } from '../journey/journey-order';
import { findEntertainmentJourney, type EntertainmentJourneyRow } from './broadband.repo';

/** The caller's row and broadband journey, with the kept read they come from (an identity). */
export type ListReads = {
  row: EnrolmentRow;
  journey: EntertainmentJourneyRow | undefined;
  read: object;
};

export type CallerReads = {
  /** The caller's row and journey, once the broadband pages are open (409 otherwise). */
  openReads(caller: Caller): Promise<ListReads>;
};

/**
 * The caller's reads for the broadband calls, beside the row of the request context. The list is
 * asked for again and again (filters, load more, Back) while the enrolment stays the same: its
 * journey read is kept, paired with the caller's row, until the database announces a change (as
 * the energy list does), and a kept read passes the open-step check again on the same day with
 * the same branding without asking it again.
 */
export function createCallerReads(deps: {
  db: Db;
  enrolmentChanges: EnrolmentChanges | null;
  clock: Clock;
}): CallerReads {
  const { db, clock } = deps;
  const listReads = createCallerReadCache({
    changes: deps.enrolmentChanges,
    load: (enrolmentId) => findEntertainmentJourney(db, enrolmentId),
  });
  const passedOpenChecks = new WeakMap<EnrolmentRow, { today: string; branding: unknown }>();

  return {
    async openReads(caller) {
      const { read, row, value: journey } = await listReads.get(caller.enrolment);
      const today = todayIso(clock);
      const { branding } = caller;
      const passed = passedOpenChecks.get(row);
      if (passed?.today !== today || passed.branding !== branding) {
        requireOpenStep(ROUTES.broadbandList, row, branding, clock);
        passedOpenChecks.set(row, { today, branding });
      }
      return { row, journey, read };
    },
  };
}
