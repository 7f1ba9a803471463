import { dropExpiredPromotions } from '@threshold/domain/broadband/promotions';
import {
  broadbandPackageSchema,
  type BroadbandPackage,
  type EntertainmentState,
} from '@threshold/domain/schemas/broadband';
import type { DbOrTx } from '../../db/client';
import { broadbandAtPostcode } from '../../providers/addresses/address-dataset';
import { hasPreloaded, preloaded, type Caller, type EnrolmentRow } from '../../auth/caller';
import {
  entertainmentJourneyPart,
  findEntertainmentJourney,
  type EntertainmentJourneyRow,
} from './broadband.repo';
import { storedFilters } from './list/saved-filters';

export function storedPackage(
  journey: EntertainmentJourneyRow | undefined,
): BroadbandPackage | null {
  if (!journey?.selectedPackage) return null;
  const parsed = broadbandPackageSchema.safeParse(journey.selectedPackage);
  return parsed.success ? parsed.data : null;
}

/** The installation choice kept with the chosen package; null without one. */
function installationOf(
  journey: EntertainmentJourneyRow | undefined,
): EntertainmentState['installation'] {
  if (!journey?.installStart || !journey.installDate) return null;
  return { start: journey.installStart, date: journey.installDate };
}

/** The saved part of the Broadband state, for the pages. */
export function stateOf(
  row: EnrolmentRow,
  journey: EntertainmentJourneyRow | undefined,
  now: Date,
): EntertainmentState {
  const selected = storedPackage(journey);
  const confirmed = row.wombbUserConfirmed ? true : (journey?.wombbUserConfirmed ?? null);
  return {
    appliedFilters: storedFilters(journey, broadbandAtPostcode(row.postcode ?? '').providers),
    // An expired promotion is removed from the chosen package too (service-journeys 2).
    selectedPackage: selected && dropExpiredPromotions(selected, now),
    wombbViewedDate: journey?.wombbViewedAt?.toISOString() ?? null,
    bbPackageViewedDate: journey?.bbPackageViewedAt?.toISOString() ?? null,
    wombbVisitRecordedDate: journey?.wombbVisitRecordedAt?.toISOString() ?? null,
    wombbUserConfirmed: confirmed,
    skyCallbackSlot: (journey?.skyCallbackSlot as EntertainmentState['skyCallbackSlot']) ?? null,
    installation: installationOf(journey),
  };
}

/** What the entertainment card reads with the caller's row when a route asks for it (confirmation). */
export const ENTERTAINMENT_CARD_PARTS = [entertainmentJourneyPart];
/** What GET /api/entertainment/state reads with the caller's row: one statement in all. */
export const ENTERTAINMENT_STATE_PARTS = [entertainmentJourneyPart];

/** The entertainment card from the part the caller's statement read, else read here. */
export function entertainmentChoiceOfCaller(db: DbOrTx, caller: Caller) {
  return entertainmentChoiceOf(
    db,
    caller.enrolment.id,
    hasPreloaded(caller, ENTERTAINMENT_CARD_PARTS)
      ? { journey: preloaded(caller, entertainmentJourneyPart) }
      : undefined,
  );
}

/** For the confirmation card: the chosen package and call-back slot of an enrolment. */
export async function entertainmentChoiceOf(
  db: DbOrTx,
  enrolmentId: string,
  /** The journey row when the caller's statement read it (entertainmentJourneyPart). */
  known?: { journey: EntertainmentJourneyRow | undefined },
): Promise<{
  selectedPackage: BroadbandPackage | null;
  skyCallbackSlot: string | null;
  installation: EntertainmentState['installation'];
}> {
  const journey = known ? known.journey : await findEntertainmentJourney(db, enrolmentId);
  return {
    selectedPackage: storedPackage(journey),
    skyCallbackSlot: journey?.skyCallbackSlot ?? null,
    installation: installationOf(journey),
  };
}
