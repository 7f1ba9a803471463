import { energyCardState, type EnergyCardState } from '@threshold/domain/journey/card-status';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import {
  energyBlockOf,
  type EnergyAvailabilityFacts,
  type EnergyBlock,
} from '@threshold/domain/journey/energy-block';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import { lazyPart, type LazyPart } from '../../ui/lazy-part';

/*
 * The parts of the energy and broadband cards only some movers see, each in a chunk of its own
 * (the page's chunk stays within its 35 KB budget): a chosen tariff with its prices, the words of
 * energy that cannot open, a chosen package. The page loads the ones its summary shows before it
 * shows the summary, so every card draws whole at once.
 */

/** A completed energy card's chosen tariff (prices, badges, add-ons). */
export const energyChosenPart = lazyPart(() => import('./energy-chosen'));
/** Why energy cannot open, and what the mover can do instead. */
export const energyBlockedPart = lazyPart(() => import('./energy-blocked'));
/** A chosen broadband, phone and TV package. */
export const entertainmentChosenPart = lazyPart(() => import('./entertainment-chosen'));

/** The new home's address facts that say why energy cannot open (the guard's cached enrolment). */
export type EnergyHomeFacts = Pick<
  EnergyAvailabilityFacts,
  'isManualAddress' | 'isDomestic' | 'nation'
>;

/**
 * The energy card's state by the domain's card rules and, when energy cannot open, why
 * (energy-block: the rule the journey guard asks). A blocked card shows why, unless completed.
 */
export function energyCardView(
  details: ConfirmationDetails,
  home?: EnergyHomeFacts,
): { state: EnergyCardState; block: EnergyBlock | null } {
  const summary = details.confirmationProductsSummary.energy;
  const state = energyCardState({
    isOptedIn: details.energyOptIn === 1,
    isCompleted: summary.isCompleted,
    isSkipped: summary.isSkipped,
    isMoveInDateInRange: summary.isMoveInDateInRange,
  });
  const block = energyBlockOf({
    quotableEnergy: details.quotableEnergy,
    isMoveInDateInRange: summary.isMoveInDateInRange,
    isMeterInfoValid: details.isMeterInfoValid,
    ...home,
  });
  return { state, block: state === 'completed' ? null : block };
}

/** Whether the energy card says energy cannot open, or not yet (a move-in date out of range). */
export function showsEnergyBlockWords(
  details: ConfirmationDetails,
  { state, block }: ReturnType<typeof energyCardView>,
): boolean {
  const isOutOfRange = !details.confirmationProductsSummary.energy.isMoveInDateInRange;
  return block !== null || (state !== 'completed' && isOutOfRange);
}

/** The card parts a summary shows (whether energy can open does not depend on the home's facts). */
export function cardPartsOf(details: ConfirmationDetails): LazyPart<unknown>[] {
  const cards = new Set(confirmationCards(details).map((card) => card.key));
  const { energy, energySecondary, entertainment } = details.confirmationProductsSummary;
  const view = energyCardView(details);
  const { state } = view;
  const parts: LazyPart<unknown>[] = [];
  const isEnergyChosen = cards.has('energy') && state === 'completed' && energy.tariffName;
  const isSecondaryChosen =
    cards.has('energySecondary') && energySecondary?.isCompleted && energySecondary.tariffName;
  if (isEnergyChosen || isSecondaryChosen) parts.push(energyChosenPart);
  if (cards.has('energy') && showsEnergyBlockWords(details, view)) parts.push(energyBlockedPart);
  if (cards.has('entertainment') && entertainment.packageName) parts.push(entertainmentChosenPart);
  return parts;
}

/** Loads the card parts a summary shows, before the page shows it. */
export async function loadCardParts(details: ConfirmationDetails): Promise<void> {
  await Promise.all(cardPartsOf(details).map((part) => part.load()));
}
