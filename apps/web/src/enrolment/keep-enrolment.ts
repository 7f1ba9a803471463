import type { QueryClient } from '@tanstack/react-query';
import type { JourneyRoute } from '@threshold/domain/journey/next-page';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { nextStepPath } from './next-step';
import { OWN_ENROLMENT_KEY } from './own-enrolment-key';

/**
 * After a save that answers the enrolment (skipping energy or broadband, "We recorded your visit",
 * a call-back, "Select a new package"): the enrolment is kept where the journey guard reads it, and
 * the next page the rules open is given. Loaded only when the mover acts: the enrolment's schema
 * (zod) and the next-page rules travel in this chunk, not in the pages' own.
 */
export function keepEnrolmentAndFindNext(
  queryClient: QueryClient,
  enrolment: unknown,
  fallback?: JourneyRoute,
): JourneyRoute {
  const saved = enrolmentSchema.parse(enrolment);
  queryClient.setQueryData(OWN_ENROLMENT_KEY, saved);
  return nextStepPath(saved, fallback);
}
