import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextIncompleteStep } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { portalQueryClient } from '../api/portal-query-client';
import { currentBrand } from '../brand/brand-store';
import { ownEnrolmentQuery } from '../enrolment/own-enrolment';

/**
 * Where an agent who has just opened an enrolment takes the caller: their next incomplete step by
 * the domain's rules (as a mover's log-in link does), under the brand the page now runs as.
 */
export async function agentResumePath(): Promise<string> {
  const enrolment = await portalQueryClient().fetchQuery(ownEnrolmentQuery);
  return (
    nextIncompleteStep(
      snapshotOfEnrolment(enrolment, todayIso(systemClock)),
      currentBrand().flags,
    ) ?? ROUTES.confirmation
  );
}
