import { COMMERCIAL_SUPPLY_MESSAGE } from '../messages/address';
import type { EnergyBlock } from './energy-block';

export {
  canEnergyOpen,
  energyBlockOf,
  type EnergyAvailabilityFacts,
  type EnergyBlock,
} from './energy-block';

/** Service-journeys 8, "Meter not supported". */
export const METER_NOT_SUPPORTED_MESSAGE =
  "Unfortunately, we can't give you a quote right now. We're unable to support your meter setup, but we're working on it and will offer quotes in the future when we can.";

/** An address typed in by hand has no meter details to quote from (our words: the spec has none). */
export const TYPED_ADDRESS_NO_QUOTE_MESSAGE =
  "Unfortunately, we can't give you a quote right now, as we couldn't find the meter details of an address typed in by hand.";

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
