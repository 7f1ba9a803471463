import type { Nation } from '../schemas/address';

/*
 * The energy availability rule without its words, so a page that only asks whether energy can
 * open (next-page rule 7) does not carry the messages (energy-availability.ts has them).
 */

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
