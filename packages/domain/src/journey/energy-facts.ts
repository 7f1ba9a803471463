import { FUEL_TYPE, type FuelType } from '../codes/fuel-type';

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
 * The energy facts of an address chosen from the address data. Meter info is valid when the
 * address is in a GB supply area and every meter point it has comes with a known meter type;
 * energy is quotable when, in addition, the supply is domestic. Mixed meters: a dual-fuel home
 * whose two fuels are metered differently (prepayment, smart or standard credit), so each fuel
 * needs its own kind of tariff (docs/decisions.md).
 */
export function energyFactsOf(supply: AddressSupplyFacts, isDomestic: boolean): EnergyFacts {
  const fuelType = fuelTypeOf(supply);
  const hasElec = supply.mpan !== null && supply.mpan !== '';
  const hasGas = supply.mprn !== null && supply.mprn !== '';
  const isMeterInfoValid =
    isGreatBritainSupplyArea(supply.gspGroup) &&
    fuelType !== null &&
    (!hasElec || supply.electricityMeter !== null) &&
    (!hasGas || supply.gasMeter !== null);
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
