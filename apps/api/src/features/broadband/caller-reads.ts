import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { AccessClaims } from '../../auth/access-tokens';
import type { Db, EnrolmentChanges } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createEnrolmentReadCache } from '../enrolment/enrolment-read-cache';
import type { EnrolmentRow } from '../../auth/caller';
import { ENROLMENT_NOT_FOUND_MESSAGE, type EnrolmentService } from '../enrolment/enrolment.service';
import { requireOpenStep } from '../journey/journey-order';
import { findEntertainmentJourney, type EntertainmentJourneyRow } from './broadband.repo';

/** The caller's row and broadband journey, with the kept read they come from (an identity). */
export type ListReads = {
  row: EnrolmentRow;
  journey: EntertainmentJourneyRow | undefined;
  read: object;
};

export type CallerReads = {
  /** The caller's enrolment row; 404 when there is none or it was forgotten. */
  callerRow(claims: AccessClaims): Promise<EnrolmentRow>;
  /** The caller's row and journey, once the broadband pages are open (409 otherwise). */
  openReads(claims: AccessClaims): Promise<ListReads>;
};

export function enrolmentNotFound(): AppError {
  return new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
}

/**
 * The caller's reads for the broadband calls. The list is asked for again and again (filters,
 * load more, Back) while the enrolment stays the same: its two reads are kept until the database
 * announces a change (as the energy list does), and a kept read passes the open-step check again
 * on the same day with the same branding without asking it again.
 */
export function createCallerReads(deps: {
  db: Db;
  enrolmentChanges: EnrolmentChanges | null;
  enrolmentService: EnrolmentService;
  clock: Clock;
}): CallerReads {
  const { db, enrolmentService, clock } = deps;
  const listReads = createEnrolmentReadCache({
    changes: deps.enrolmentChanges,
    load: async (enrolmentId) => {
      const row = await enrolmentService.findRow(enrolmentId);
      return { row, journey: row ? await findEntertainmentJourney(db, enrolmentId) : undefined };
    },
  });
  const passedOpenChecks = new WeakMap<EnrolmentRow, { today: string; branding: unknown }>();

  return {
    async callerRow(claims) {
      const row = claims.enrolmentId
        ? await enrolmentService.findRow(claims.enrolmentId)
        : undefined;
      if (!row || row.forgottenAt) throw enrolmentNotFound();
      return row;
    },

    async openReads(claims) {
      if (!claims.enrolmentId) throw enrolmentNotFound();
      const read = await listReads.get(claims.enrolmentId);
      const { row, journey } = read;
      if (!row || row.forgottenAt) throw enrolmentNotFound();
      const today = todayIso(clock);
      const branding = await enrolmentService.brandingOf(row);
      const passed = passedOpenChecks.get(row);
      if (passed?.today !== today || passed.branding !== branding) {
        requireOpenStep(ROUTES.broadbandList, row, branding, clock);
        passedOpenChecks.set(row, { today, branding });
      }
      return { row, journey, read };
    },
  };
}
