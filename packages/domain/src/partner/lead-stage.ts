import { CARD_STATUS } from '../codes/card-status';
import { ENROLMENT_STATUS, type EnrolmentStatus } from '../codes/enrolment-status';
import { isOptedIn, type OptIn } from '../codes/opt-in';
import {
  councilCardStatus,
  energyCardStatus,
  entertainmentCardStatus,
  waterCardStatus,
} from '../journey/card-status';

/**
 * A partner's lead as the console shows it (issue 22): how far the mover has got, and each service's
 * state, from the same enrolment facts the mover's confirmation page reads (its card-status rules).
 * The console's list filters by stage in SQL (the partner-console-leads repo's stage expression),
 * and a test holds that expression to this rule.
 */

/** The stages in journey order; `forgotten` ends every other. */
export const LEAD_STAGES = [
  'invited',
  'opened',
  'confirmed',
  'detailsGiven',
  'servicesChosen',
  'complete',
  'forgotten',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABEL: Record<LeadStage, string> = {
  invited: 'Invited',
  opened: 'Opened',
  confirmed: 'Confirmed',
  detailsGiven: 'Details given',
  servicesChosen: 'Services chosen',
  complete: 'Complete',
  forgotten: 'Forgotten',
};

/**
 * One service of the lead: not yet asked, declined, chosen (to do), in progress (waiting on the
 * provider), skipped, or completed.
 */
export type LeadServiceState =
  'notAsked' | 'declined' | 'chosen' | 'inProgress' | 'skipped' | 'completed';
export const LEAD_SERVICES = ['energy', 'broadband', 'council', 'water'] as const;
export type LeadService = (typeof LEAD_SERVICES)[number];

/** The enrolment's columns the rule reads (names as in the enrolments table). */
export type LeadFacts = {
  status: EnrolmentStatus;
  forgottenAt: Date | string | null;
  servicesCompletedAt: Date | string | null;
  /** The mover opened a link of the invitation (a link token issued by the comm-click landing). */
  hasOpenedLink: boolean;
  energyOptIn: OptIn | null;
  entertainmentOptIn: OptIn | null;
  councilOptIn: OptIn | null;
  waterOptIn: OptIn | null;
  councilConsented: boolean | null;
  waterConsented: boolean | null;
  energyComplete: boolean;
  energySkipped: boolean;
  entertainmentComplete: boolean;
  entertainmentSkipped: boolean;
  skyComplete: boolean;
  broadbandComplete: boolean;
  wombbComplete: boolean;
  wombbSkipped: boolean;
  wombbUserConfirmed: boolean;
  councilComplete: boolean;
  waterComplete: boolean;
};

/** Whether the mover has answered product selection for any service. */
export function hasChosenServices(facts: LeadFacts): boolean {
  return [facts.energyOptIn, facts.entertainmentOptIn, facts.councilOptIn, facts.waterOptIn].some(
    (optIn) => optIn !== null,
  );
}

/** The lead's stage: the furthest step the facts show. */
export function leadStage(facts: LeadFacts): LeadStage {
  if (facts.forgottenAt !== null) return 'forgotten';
  if (facts.status >= ENROLMENT_STATUS.complete || facts.servicesCompletedAt !== null)
    return 'complete';
  if (hasChosenServices(facts)) return 'servicesChosen';
  if (facts.status >= ENROLMENT_STATUS.detailsPopulated) return 'detailsGiven';
  if (facts.status >= ENROLMENT_STATUS.open) return 'confirmed';
  return facts.hasOpenedLink ? 'opened' : 'invited';
}

function stateOf(
  optIn: OptIn | null,
  consented: boolean | null,
  card: 'todo' | 'pending' | 'completed',
  isSkipped: boolean,
): LeadServiceState {
  if (card === CARD_STATUS.completed) return 'completed';
  if (card === CARD_STATUS.pending) return 'inProgress';
  if (isSkipped) return 'skipped';
  if (isOptedIn(optIn) || consented === true) return 'chosen';
  return optIn === null ? 'notAsked' : 'declined';
}

/**
 * Each service's state by the confirmation page's card rules. The console has no authority lookup,
 * so council and water count as available (the card's "Completed" for an unknown authority is a
 * page matter): they are completed once the authority was told and the mover confirmed it.
 */
export function leadServiceStates(facts: LeadFacts): Record<LeadService, LeadServiceState> {
  const energy = energyCardStatus({ isCompleted: facts.energyComplete });
  const broadband = entertainmentCardStatus({
    isCompleted:
      facts.entertainmentComplete ||
      facts.skyComplete ||
      facts.broadbandComplete ||
      facts.wombbComplete,
    wombbUserConfirmed: facts.wombbUserConfirmed,
  });
  // Told counts as completed here: the registration question is the mover's, not the partner's.
  const council = councilCardStatus({
    isCompleted: facts.councilComplete,
    isAvailable: true,
    isRegistrationConfirmed: true,
  });
  const water = waterCardStatus({
    isCompleted: facts.waterComplete,
    isAvailable: true,
    isScotland: false,
    isRegistrationConfirmed: true,
  });
  return {
    energy: stateOf(facts.energyOptIn, null, energy, facts.energySkipped),
    broadband: stateOf(
      facts.entertainmentOptIn,
      null,
      broadband,
      facts.entertainmentSkipped || facts.wombbSkipped,
    ),
    council: stateOf(facts.councilOptIn, facts.councilConsented, council, false),
    water: stateOf(facts.waterOptIn, facts.waterConsented, water, false),
  };
}
