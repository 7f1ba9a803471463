import { FUEL_TYPE, type FuelType } from '../codes/fuel-type';
import type { MeterType } from '../schemas/enrolment-journey-facts';

/**
 * The supply facts of an address as the address data gives them (the API's EnergySupply has this
 * shape): meter points, meter types, prepayment, current suppliers and the grid supply area.
 */
export type AddressSupplyFacts = {
  /** '_A' to '_P' in Great Britain; 'NI' for Northern Ireland; null when not matched. */
  gspGroup: string | null;
  isCommercialSupply: boolean;
  mpan: string | null;
  mprn: string | null;
  electricityMeter: 'single-rate' | 'economy-7' | 'smart' | null;
  gasMeter: 'credit' | 'smart' | null;
  isElectricityPrepayment: boolean;
  isGasPrepayment: boolean;
  currentElectricitySupplier: string | null;
  currentGasSupplier: string | null;
};

/** The enrolment's energy facts (service-journeys 3) that come from the address data. */
export type EnergyFacts = {
  fuelType: FuelType | null;
  isMeterInfoValid: boolean;
  quotableEnergy: boolean;
  isMixedMeters: boolean;
  isGasPayg: boolean;
  isElecPayg: boolean;
  hasGasSmartMeter: boolean;
  hasElecSmartMeter: boolean;
  economy7: boolean;
  /** A supplier is registered for the fuel; null when the address has no meter point for it. */
  supplyElec: boolean | null;
  supplyGas: boolean | null;
  fuelSupplyChecked: boolean;
};

/** An address typed in by hand: nothing is known about its supply, so energy cannot be quoted. */
export const UNKNOWN_SUPPLY_ENERGY_FACTS: EnergyFacts = {
  fuelType: null,
  isMeterInfoValid: false,
  quotableEnergy: false,
  isMixedMeters: false,
  isGasPayg: false,
  isElecPayg: false,
  hasGasSmartMeter: false,
  hasElecSmartMeter: false,
  economy7: false,
  supplyElec: null,
  supplyGas: null,
  fuelSupplyChecked: false,
};

/** Great Britain's grid supply point groups; Northern Ireland ('NI') lies outside them. */
const GB_SUPPLY_AREA = /^_[A-P]$/;

export function isGreatBritainSupplyArea(gspGroup: string | null): boolean {
  return gspGroup !== null && GB_SUPPLY_AREA.test(gspGroup);
}

export function fuelTypeOf(supply: Pick<AddressSupplyFacts, 'mpan' | 'mprn'>): FuelType | null {
  if (supply.mpan && supply.mprn) return FUEL_TYPE.dualFuel;
  if (supply.mpan) return FUEL_TYPE.electric;
  if (supply.mprn) return FUEL_TYPE.gas;
  return null;
}

/** How a fuel is metered and paid for: what decides which kind of tariff it needs. */
type MeterKind = 'prepayment' | 'smart' | 'credit';

function electricityKind(supply: AddressSupplyFacts): MeterKind {
  if (supply.isElectricityPrepayment) return 'prepayment';
  return supply.electricityMeter === 'smart' ? 'smart' : 'credit';
}

function gasKind(supply: AddressSupplyFacts): MeterKind {
  if (supply.isGasPrepayment) return 'prepayment';
  return supply.gasMeter === 'smart' ? 'smart' : 'credit';
}

/**
 * The meter details are known: the home is in a GB supply area, at least one meter point was found
 * and every meter point found has a known meter type.
 */
export function hasKnownMeterDetails(supply: AddressSupplyFacts): boolean {
  const hasElec = supply.mpan !== null && supply.mpan !== '';
  const hasGas = supply.mprn !== null && supply.mprn !== '';
  return (
    isGreatBritainSupplyArea(supply.gspGroup) &&
    (hasElec || hasGas) &&
    (!hasElec || supply.electricityMeter !== null) &&
    (!hasGas || supply.gasMeter !== null)
  );
}

/**
 * The unknown-meter path (service-journeys 8, "Unknown meter"): the home is in a GB supply area
 * but its meter details could not be found, so the mover answers the manual meter questions, the
 * quotes take the meters from those answers and the earliest start date is 18 working days away.
 */
export function hasUnknownMeterDetails(supply: AddressSupplyFacts): boolean {
  return isGreatBritainSupplyArea(supply.gspGroup) && !hasKnownMeterDetails(supply);
}

/** The usage form's manual meter flags (service-journeys 3): asked when the meters are unknown. */
export type ManualMeterAnswers = {
  readonly prepay?: 'Y' | 'N' | undefined;
  readonly economy7?: 'Y' | 'N' | undefined;
  readonly gas?: 'Y' | 'N' | undefined;
};

/**
 * The energy facts of a home whose meter details are unknown, from the mover's answers: every home
 * has electricity, gas when they say so; a prepayment answer covers each fuel there is; Economy 7
 * as answered; no smart meter is assumed. Before the answers the fuel type is not known (null).
 */
function unknownMeterFacts(
  supply: AddressSupplyFacts,
  isDomestic: boolean,
  answers: ManualMeterAnswers | null,
): EnergyFacts {
  const hasGas = answers?.gas === 'Y';
  const isPrepay = answers?.prepay === 'Y';
  const isAnswered = answers?.gas !== undefined;
  return {
    fuelType: isAnswered ? (hasGas ? FUEL_TYPE.dualFuel : FUEL_TYPE.electric) : null,
    isMeterInfoValid: false,
    quotableEnergy: isDomestic && !supply.isCommercialSupply,
    isMixedMeters: false,
    isGasPayg: hasGas && isPrepay,
    isElecPayg: isPrepay,
    hasGasSmartMeter: false,
    hasElecSmartMeter: false,
    economy7: answers?.economy7 === 'Y',
    // Nobody is known to supply the home: the supply start date page applies (next-page rule 10).
    supplyElec: null,
    supplyGas: null,
    fuelSupplyChecked: true,
  };
}

/**
 * The energy facts of an address chosen from the address data. Meter info is valid when the
 * address is in a GB supply area and every meter point it has comes with a known meter type (the
 * meter details are known); energy is quotable when, in addition, the supply is domestic. A GB home
 * whose meter details could not be found is quotable too, from the mover's manual meter answers
 * (hasUnknownMeterDetails). Mixed meters: a dual-fuel home whose two fuels are metered differently
 * (prepayment, smart or standard credit), so each fuel needs its own kind of tariff
 * (docs/decisions.md).
 */
export function energyFactsOf(
  supply: AddressSupplyFacts,
  isDomestic: boolean,
  manualMeters: ManualMeterAnswers | null = null,
): EnergyFacts {
  if (hasUnknownMeterDetails(supply)) return unknownMeterFacts(supply, isDomestic, manualMeters);
  const fuelType = fuelTypeOf(supply);
  const hasElec = supply.mpan !== null && supply.mpan !== '';
  const hasGas = supply.mprn !== null && supply.mprn !== '';
  const isMeterInfoValid = hasKnownMeterDetails(supply);
  return {
    fuelType,
    isMeterInfoValid,
    quotableEnergy: isMeterInfoValid && isDomestic && !supply.isCommercialSupply,
    isMixedMeters: fuelType === FUEL_TYPE.dualFuel && electricityKind(supply) !== gasKind(supply),
    isGasPayg: hasGas && supply.isGasPrepayment,
    isElecPayg: hasElec && supply.isElectricityPrepayment,
    hasGasSmartMeter: hasGas && supply.gasMeter === 'smart',
    hasElecSmartMeter: hasElec && supply.electricityMeter === 'smart',
    economy7: hasElec && supply.electricityMeter === 'economy-7',
    supplyElec: hasElec ? supply.currentElectricitySupplier !== null : null,
    supplyGas: hasGas ? supply.currentGasSupplier !== null : null,
    fuelSupplyChecked: true,
  };
}

export type { MeterType } from '../schemas/enrolment-journey-facts';

/**
 * The enrolment's meterType (service-journeys 3), in words: 'Mixed' for mixed meters, else
 * 'Prepayment' when a fuel is on prepayment, 'Smart' when a meter is smart, 'Economy7' for an
 * Economy 7 meter, else 'Standard'; null while the meters are not known (no fuel type yet).
 */
export function meterTypeOf(
  facts: Pick<
    EnergyFacts,
    | 'fuelType'
    | 'isMixedMeters'
    | 'isElecPayg'
    | 'isGasPayg'
    | 'hasElecSmartMeter'
    | 'hasGasSmartMeter'
    | 'economy7'
  >,
): MeterType | null {
  if (facts.fuelType === null) return null;
  if (facts.isMixedMeters) return 'Mixed';
  if (facts.isElecPayg || facts.isGasPayg) return 'Prepayment';
  if (facts.hasElecSmartMeter || facts.hasGasSmartMeter) return 'Smart';
  if (facts.economy7) return 'Economy7';
  return 'Standard';
}

/** The enrolment's supplyStatus (service-journeys 3): the supply check's facts together. */
export type SupplyStatus = Pick<EnergyFacts, 'supplyElec' | 'supplyGas' | 'fuelSupplyChecked'>;

export function supplyStatusOf(facts: SupplyStatus): SupplyStatus {
  return {
    supplyElec: facts.supplyElec,
    supplyGas: facts.supplyGas,
    fuelSupplyChecked: facts.fuelSupplyChecked,
  };
}
