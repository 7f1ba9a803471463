import { COMMERCIAL_SUPPLY_MESSAGE } from '../messages/address';
import type { Nation } from '../schemas/address';

/** Service-journeys 8, "Meter not supported". */
export const METER_NOT_SUPPORTED_MESSAGE =
  "Unfortunately, we can't give you a quote right now. We're unable to support your meter setup, but we're working on it and will offer quotes in the future when we can.";

/** An address typed in by hand has no meter details to quote from (our words: the spec has none). */
export const TYPED_ADDRESS_NO_QUOTE_MESSAGE =
  "Unfortunately, we can't give you a quote right now, as we couldn't find the meter details of an address typed in by hand.";

/**
 * Why energy cannot open for a mover, in the order a mover can act on it: nothing is known of a
 * typed-in address's supply; Northern Ireland lies outside Great Britain's supply areas; a home
 * whose meters are known but cannot be quoted is on a commercial (not domestic) supply; a home
 * whose meters could not be supported; else the move-in date is outside the energy window.
 */
export type EnergyBlock =
  | 'typedInAddress'
  | 'northernIreland'
  | 'commercialSupply'
  | 'meterNotSupported'
  | 'moveInDateOutOfRange';

/**
 * What the rule reads. The journey snapshot gives the first two (enough to say whether energy can
 * open); the address facts, where known, say why not.
 */
export type EnergyAvailabilityFacts = {
  quotableEnergy: boolean;
  isMoveInDateInRange: boolean;
  isMeterInfoValid?: boolean;
  isManualAddress?: boolean;
  isDomestic?: boolean | null;
  nation?: Nation | null;
};

/**
 * Whether energy can open for this mover, and if not why: null when it can. The one rule the
 * journey guard (next-page rule 7) and the confirmation page's energy card both ask.
 */
export function energyBlockOf(facts: EnergyAvailabilityFacts): EnergyBlock | null {
  if (facts.quotableEnergy) return facts.isMoveInDateInRange ? null : 'moveInDateOutOfRange';
  if (facts.isManualAddress) return 'typedInAddress';
  if (facts.nation === 'NorthernIreland') return 'northernIreland';
  if (facts.isDomestic === false || facts.isMeterInfoValid === true) return 'commercialSupply';
  return 'meterNotSupported';
}

export function canEnergyOpen(facts: EnergyAvailabilityFacts): boolean {
  return energyBlockOf(facts) === null;
}

/**
 * What the mover is told: the spec's words where it has them (service-journeys 8: commercial
 * supply, meter not supported, energy out of range), ours for a typed-in address and Northern
 * Ireland (docs/decisions.md).
 */
export const ENERGY_BLOCK_MESSAGE: Record<EnergyBlock, string> = {
  typedInAddress: TYPED_ADDRESS_NO_QUOTE_MESSAGE,
  northernIreland:
    "Unfortunately, we can't give you an energy quote for a home in Northern Ireland: we can only set up energy in England, Scotland and Wales.",
  commercialSupply: COMMERCIAL_SUPPLY_MESSAGE,
  meterNotSupported: METER_NOT_SUPPORTED_MESSAGE,
  moveInDateOutOfRange:
    'Unfortunately we cannot complete your energy set up until you are 14 days of moving in to your new property.',
};
