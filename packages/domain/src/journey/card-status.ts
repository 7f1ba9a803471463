import { CARD_STATUS, type CardStatus } from '../codes/card-status';

/**
 * The consent rule (service-journeys 4): with the combined council-and-water journey on, the
 * product-selection toggles for council and water do not exist, so the mover's OptIn answer
 * counts; otherwise the recorded consent does.
 */
export function countsAsOptedIn(
  service: { isOptedIn: boolean | null; isConsented: boolean | null },
  ctwbJourneyToggle: boolean,
): boolean {
  return ctwbJourneyToggle ? service.isOptedIn === true : service.isConsented === true;
}

/** "Unavailable" means the authority's name is missing (service-journeys 3). */
export function isAuthorityAvailable(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trim() !== '';
}

export type CouncilCardFacts = {
  isCompleted: boolean;
  isAvailable: boolean;
  /** The mover's answer to "Have you sorted out your council tax?". */
  isRegistrationConfirmed: boolean;
};

export type WaterCardFacts = CouncilCardFacts & {
  /** In Scotland water is paid with council tax, so there is nothing to register. */
  isScotland: boolean;
};

/** Nothing is left to do when the council is unknown: the card links to a finder instead. */
export function councilCardStatus(council: CouncilCardFacts): CardStatus {
  const isDone = council.isCompleted && council.isRegistrationConfirmed;
  return isDone || !council.isAvailable ? CARD_STATUS.completed : CARD_STATUS.todo;
}

export function waterCardStatus(water: WaterCardFacts): CardStatus {
  const isDone = water.isCompleted && water.isRegistrationConfirmed;
  return isDone || !water.isAvailable || water.isScotland
    ? CARD_STATUS.completed
    : CARD_STATUS.todo;
}

export function energyCardStatus(energy: { isCompleted: boolean }): CardStatus {
  return energy.isCompleted ? CARD_STATUS.completed : CARD_STATUS.todo;
}

/** A confirmed whole-of-market sign-up waits on the provider, so it shows "In progress". */
export function entertainmentCardStatus(entertainment: {
  isCompleted: boolean;
  wombbUserConfirmed: boolean;
}): CardStatus {
  if (entertainment.isCompleted) return CARD_STATUS.completed;
  return entertainment.wombbUserConfirmed ? CARD_STATUS.pending : CARD_STATUS.todo;
}

/** What the energy card offers (service-journeys 2, confirmation page). */
export type EnergyCardState =
  'completed' | 'skippedInRange' | 'skippedOutOfRange' | 'notOptedIn' | 'notCompleted';

export function energyCardState(energy: {
  isOptedIn: boolean;
  isCompleted: boolean;
  isSkipped: boolean;
  isMoveInDateInRange: boolean;
}): EnergyCardState {
  if (energy.isCompleted) return 'completed';
  if (energy.isSkipped) return energy.isMoveInDateInRange ? 'skippedInRange' : 'skippedOutOfRange';
  return energy.isOptedIn ? 'notCompleted' : 'notOptedIn';
}

/** What the entertainment card offers (service-journeys 2, confirmation page). */
export type EntertainmentCardState =
  'completed' | 'pendingProviderConfirmation' | 'skipped' | 'notOptedIn' | 'notCompleted';

export function entertainmentCardState(entertainment: {
  isOptedIn: boolean;
  isCompleted: boolean;
  isSkipped: boolean;
  wombbUserConfirmed: boolean;
}): EntertainmentCardState {
  if (entertainment.isCompleted) return 'completed';
  if (entertainment.wombbUserConfirmed) return 'pendingProviderConfirmation';
  if (entertainment.isSkipped) return 'skipped';
  return entertainment.isOptedIn ? 'notCompleted' : 'notOptedIn';
}
