import type { EnergySupply } from './address-provider';

/**
 * Northern Ireland's supply area. Its electricity network (NIE Networks) lies outside Great
 * Britain's grid supply point groups ('_A' to '_P'), so its addresses carry this value instead:
 * they resolve (never GSP_NOT_FOUND) and an energy quotation can tell them apart.
 */
export const NORTHERN_IRELAND_SUPPLY_AREA = 'NI';

/**
 * The supply facts most homes at a postcode share: mains electricity and gas on credit meters,
 * single rate, supplier unknown. Each address adds its own meter point numbers.
 */
export function supplyIn(gspGroup: string | null, facts: Partial<EnergySupply> = {}): EnergySupply {
  return {
    gspGroup,
    isCommercialSupply: false,
    mpan: null,
    mprn: null,
    electricityMeter: 'single-rate',
    gasMeter: 'credit',
    isElectricityPrepayment: false,
    isGasPrepayment: false,
    currentElectricitySupplier: null,
    currentGasSupplier: null,
    ...facts,
  };
}
