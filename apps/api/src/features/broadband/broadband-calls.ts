import type { Clock } from '@threshold/domain/dates/clock';
import type { EntertainmentState } from '@threshold/domain/schemas/broadband';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { BroadbandContactNumbers } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Outbox } from '../../messages/outbox';
import type { BroadbandCatalogue } from '../../providers/broadband-catalogue/broadband-catalogue';
import type { Caller, EnrolmentPatch, EnrolmentRow } from '../../auth/caller';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { findEntertainmentJourney } from './broadband.repo';
import type { CallerReads } from './caller-reads';
import { stateOf } from './entertainment-state';

/** The enrolment a settling write made: as the portal sees it, and its row. */
export type ServiceChanged = { enrolment: Enrolment; row: EnrolmentRow };

/**
 * A broadband step's change to the enrolment, written with the step's own rows in one
 * transaction; answers the enrolment it made.
 */
export type ServiceChange = (
  caller: Caller,
  patchOf: (row: EnrolmentRow) => EnrolmentPatch,
  write: (tx: DbOrTx, row: EnrolmentRow) => Promise<void>,
) => Promise<ServiceChanged>;

/** What every group of broadband calls is made from (createBroadbandService hands it on). */
export type BroadbandCallDeps = {
  db: Db;
  enrolmentService: EnrolmentService;
  catalogue: BroadbandCatalogue;
  outbox: Outbox;
  clock: Clock;
  contactNumbers: BroadbandContactNumbers;
  /** The confirmation service's settling write (a skip, a completion, a pending package). */
  changeServices: ServiceChange;
  reads: CallerReads;
};

/** The mover's Broadband state as saved now. */
export async function entertainmentState(
  { db, clock }: BroadbandCallDeps,
  row: EnrolmentRow,
): Promise<EntertainmentState> {
  return stateOf(row, await findEntertainmentJourney(db, row.id), clock.now());
}

/** A settling write's answer: the enrolment it made and the Broadband state after it. */
export async function answerWithState(deps: BroadbandCallDeps, changed: ServiceChanged) {
  return {
    enrolment: changed.enrolment,
    entertainment: await entertainmentState(deps, changed.row),
  };
}
