import { CARD_STATUS_LABEL, type CardStatus } from '../codes/card-status';
import { FUEL_TYPE, type FuelType } from '../codes/fuel-type';
import { isOptedIn } from '../codes/opt-in';
import { UK_TIME_ZONE } from '../dates/today';
import type { ConfirmationDetails } from '../schemas/confirmation';
import {
  councilCardStatus,
  countsAsOptedIn,
  energyCardStatus,
  entertainmentCardStatus,
  waterCardStatus,
} from './card-status';

/** Product summary card titles (service-journeys 2, confirmation page). */
export const PRODUCT_SUMMARY_TITLE = {
  entertainment: 'Broadband, Phone and TV',
  council: 'Council Tax',
  energyElectric: 'Electricity',
  energy: 'Energy',
  energyDualFuel: 'Energy',
  energyGas: 'Gas',
  councilTaxWater: 'Council Tax & Water',
  water: 'Water',
  heatingBreakdownCover: 'Heating Breakdown Cover',
} as const;

/** An energy card's title by its fuel: a dual-fuel or unknown supply is "Energy". */
export function energyCardTitle(fuelType: FuelType | null): string {
  if (fuelType === FUEL_TYPE.electric) return PRODUCT_SUMMARY_TITLE.energyElectric;
  if (fuelType === FUEL_TYPE.gas) return PRODUCT_SUMMARY_TITLE.energyGas;
  return PRODUCT_SUMMARY_TITLE.energyDualFuel;
}

export type ConfirmationCardKey =
  'energy' | 'energySecondary' | 'entertainment' | 'council' | 'water';

export type ConfirmationCard = {
  key: ConfirmationCardKey;
  title: string;
  status: CardStatus;
  statusLabel: string;
};

type CardFacts = Pick<
  ConfirmationDetails,
  | 'ctwbJourneyToggle'
  | 'councilOptIn'
  | 'waterOptIn'
  | 'councilConsented'
  | 'waterConsented'
  | 'councilIsMandatory'
  | 'waterIsMandatory'
  | 'councilRegistrationConfirmed'
  | 'waterRegistrationConfirmed'
  | 'confirmationProductsSummary'
>;

/**
 * Council and water cards show for a service the mover asked us to handle (the consent rule of
 * service-journeys 4) or that the brand makes mandatory (docs/decisions.md).
 */
export function isAuthorityCardShown(facts: CardFacts, kind: 'council' | 'water'): boolean {
  const optIn = kind === 'council' ? facts.councilOptIn : facts.waterOptIn;
  const consented = kind === 'council' ? facts.councilConsented : facts.waterConsented;
  const mandatory = kind === 'council' ? facts.councilIsMandatory : facts.waterIsMandatory;
  const counts = countsAsOptedIn(
    { isOptedIn: optIn === null ? null : isOptedIn(optIn), isConsented: consented },
    facts.ctwbJourneyToggle,
  );
  return counts || mandatory;
}

function card(key: ConfirmationCardKey, title: string, status: CardStatus): ConfirmationCard {
  return { key, title, status, statusLabel: CARD_STATUS_LABEL[status] };
}

/**
 * The cards the confirmation page (and the moving checklist) shows, in order, each with its badge
 * by the card-status rules. Energy and entertainment show whenever the brand offers them, so a
 * mover who said no can still "Get started"; mixed meters give electricity and gas a card each.
 */
export function confirmationCards(facts: CardFacts): ConfirmationCard[] {
  const { energy, energySecondary, entertainment, council, water } =
    facts.confirmationProductsSummary;
  const cards: ConfirmationCard[] = [];
  if (energy.isOffered) {
    cards.push(card('energy', energyCardTitle(energy.fuelType), energyCardStatus(energy)));
    if (energySecondary) {
      cards.push(
        card(
          'energySecondary',
          energyCardTitle(energySecondary.fuelType),
          energyCardStatus(energySecondary),
        ),
      );
    }
  }
  if (entertainment.isOffered) {
    cards.push(
      card(
        'entertainment',
        PRODUCT_SUMMARY_TITLE.entertainment,
        entertainmentCardStatus(entertainment),
      ),
    );
  }
  if (isAuthorityCardShown(facts, 'council')) {
    const status = councilCardStatus({
      isCompleted: council.isCompleted,
      isAvailable: council.isAvailable,
      isRegistrationConfirmed: facts.councilRegistrationConfirmed === true,
    });
    cards.push(card('council', PRODUCT_SUMMARY_TITLE.council, status));
  }
  if (isAuthorityCardShown(facts, 'water')) {
    const status = waterCardStatus({
      isCompleted: water.isCompleted,
      isAvailable: water.isAvailable,
      isScotland: water.isScotland,
      isRegistrationConfirmed: facts.waterRegistrationConfirmed === true,
    });
    cards.push(card('water', PRODUCT_SUMMARY_TITLE.water, status));
  }
  return cards;
}

const ukDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a mover in the UK reads it: { date: '23/11/2026', time: '14:05' }. */
export function ukDateAndTime(isoDateTime: string): { date: string; time: string } {
  const instant = new Date(isoDateTime);
  return { date: ukDate.format(instant), time: ukTime.format(instant) };
}
