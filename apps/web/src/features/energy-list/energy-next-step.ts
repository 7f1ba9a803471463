import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextEnergyStep, type JourneyRoute } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { currentBrand } from '../../brand/brand-store';

/**
 * Where choosing a tariff on the list leads: the next open energy page of signup, switch, psr and
 * payment (the domain's nextEnergyStep over the enrolment read after the choice was saved).
 */
export function energyStepAfterList(enrolment: Enrolment): JourneyRoute {
  const snapshot = snapshotOfEnrolment(enrolment, todayIso(systemClock));
  return nextEnergyStep(ROUTES.energyList, snapshot, currentBrand().flags) ?? ROUTES.confirmation;
}
