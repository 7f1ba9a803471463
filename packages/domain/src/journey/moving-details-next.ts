import type { MovingDetailsNextRoute } from '../schemas/moving-details';
import { JOURNEY_RULES, type JourneyFlags, type JourneySnapshot } from './next-page';
import { ROUTES } from './routes';

/**
 * Where Next leads from moving details (portal-access 2): council-services-upfront when its rule
 * (service-journeys 4, rule 5) applies to the saved enrolment, else product selection.
 */
export function movingDetailsNextRoute(
  snapshot: JourneySnapshot,
  flags: JourneyFlags,
): MovingDetailsNextRoute {
  const upfront = JOURNEY_RULES.find((rule) => rule.rule === 5);
  return upfront?.applies(snapshot, flags)
    ? ROUTES.councilServicesUpfront
    : ROUTES.productSelection;
}
