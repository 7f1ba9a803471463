import { describe, expect, it } from 'vitest';
import {
  energyFactsOf,
  fuelTypeOf,
  isGreatBritainSupplyArea,
  UNKNOWN_SUPPLY_ENERGY_FACTS,
  type AddressSupplyFacts,
} from './energy-facts';

/** A Leeds flat on mains electricity and gas, both credit meters, suppliers unknown. */
const dualFuelCredit: AddressSupplyFacts = {
  gspGroup: '_M',
  isCommercialSupply: false,
  mpan: '2338622339825',
  mprn: '295674721',
  electricityMeter: 'single-rate',
  gasMeter: 'credit',
  isElectricityPrepayment: false,
  isGasPrepayment: false,
  currentElectricitySupplier: null,
  currentGasSupplier: null,
};

describe('energy facts of an address from the address data', () => {
  it('a dual-fuel home with known meters in a GB supply area is quotable', () => {
    expect(energyFactsOf(dualFuelCredit, true)).toEqual({
      fuelType: 'DualFuel',
      isMeterInfoValid: true,
      quotableEnergy: true,
      isMixedMeters: false,
      isGasPayg: false,
      isElecPayg: false,
      hasGasSmartMeter: false,
      hasElecSmartMeter: false,
      economy7: false,
      supplyElec: false,
      supplyGas: false,
      fuelSupplyChecked: true,
    });
  });

  it('a home with no mains gas on economy 7 (Lake District, Highlands) is electric only', () => {
    const facts = energyFactsOf(
      { ...dualFuelCredit, gspGroup: '_G', mprn: null, gasMeter: null, electricityMeter: 'economy-7' },
      true,
    );
    expect(facts).toMatchObject({
      fuelType: 'Electric',
      economy7: true,
      isMeterInfoValid: true,
      quotableEnergy: true,
      supplyGas: null,
      isMixedMeters: false,
    });
  });

  it('a gas meter point alone is Gas', () => {
    expect(fuelTypeOf({ mpan: null, mprn: '7769197' })).toBe('Gas');
    expect(energyFactsOf({ ...dualFuelCredit, mpan: null }, true)).toMatchObject({
      fuelType: 'Gas',
      supplyElec: null,
      isMeterInfoValid: true,
    });
  });

  it('no meter point at all: meter info is not valid and energy is not quotable', () => {
    const facts = energyFactsOf({ ...dualFuelCredit, mpan: null, mprn: null }, true);
    expect(facts).toMatchObject({ fuelType: null, isMeterInfoValid: false, quotableEnergy: false });
  });

  it('a meter point without a known meter type is not valid meter info', () => {
    expect(energyFactsOf({ ...dualFuelCredit, gasMeter: null }, true)).toMatchObject({
      fuelType: 'DualFuel',
      isMeterInfoValid: false,
      quotableEnergy: false,
    });
    expect(energyFactsOf({ ...dualFuelCredit, electricityMeter: null }, true).isMeterInfoValid).toBe(false);
  });

  it('Northern Ireland lies outside GB supply areas: not valid, not quotable', () => {
    expect(isGreatBritainSupplyArea('NI')).toBe(false);
    const facts = energyFactsOf(
      { ...dualFuelCredit, gspGroup: 'NI', mpan: '81444629633', mprn: '7769197' },
      true,
    );
    expect(facts).toMatchObject({ isMeterInfoValid: false, quotableEnergy: false, fuelType: 'DualFuel' });
  });

  it('an address the grid supply point cannot be matched for (GSP_NOT_FOUND) is not valid', () => {
    expect(isGreatBritainSupplyArea(null)).toBe(false);
    expect(energyFactsOf({ ...dualFuelCredit, gspGroup: null }, true).isMeterInfoValid).toBe(false);
  });

  it('a commercial supply has valid meter info but cannot be quoted', () => {
    expect(energyFactsOf({ ...dualFuelCredit, isCommercialSupply: true }, true)).toMatchObject({
      isMeterInfoValid: true,
      quotableEnergy: false,
    });
  });

  it('a business (non-domestic) address cannot be quoted', () => {
    expect(energyFactsOf(dualFuelCredit, false)).toMatchObject({
      isMeterInfoValid: true,
      quotableEnergy: false,
    });
  });

  it('prepayment electricity with credit gas is mixed meters, and electricity is pay as you go', () => {
    expect(energyFactsOf({ ...dualFuelCredit, isElectricityPrepayment: true }, true)).toMatchObject({
      isMixedMeters: true,
      isElecPayg: true,
      isGasPayg: false,
    });
  });

  it('a smart electricity meter with a standard gas meter is mixed meters', () => {
    expect(energyFactsOf({ ...dualFuelCredit, electricityMeter: 'smart' }, true)).toMatchObject({
      isMixedMeters: true,
      hasElecSmartMeter: true,
      hasGasSmartMeter: false,
    });
  });

  it('smart prepayment electricity with smart credit gas is mixed (prepayment decides the tariff)', () => {
    const facts = energyFactsOf(
      { ...dualFuelCredit, electricityMeter: 'smart', gasMeter: 'smart', isElectricityPrepayment: true },
      true,
    );
    expect(facts).toMatchObject({ isMixedMeters: true, hasElecSmartMeter: true, hasGasSmartMeter: true });
  });

  it('both fuels on prepayment, or both smart, is not mixed', () => {
    expect(
      energyFactsOf({ ...dualFuelCredit, isElectricityPrepayment: true, isGasPrepayment: true }, true),
    ).toMatchObject({ isMixedMeters: false, isElecPayg: true, isGasPayg: true });
    expect(
      energyFactsOf({ ...dualFuelCredit, electricityMeter: 'smart', gasMeter: 'smart' }, true).isMixedMeters,
    ).toBe(false);
  });

  it('a single fuel is never mixed meters, whatever its meter', () => {
    expect(
      energyFactsOf(
        { ...dualFuelCredit, mprn: null, electricityMeter: 'smart', isElectricityPrepayment: true },
        true,
      ).isMixedMeters,
    ).toBe(false);
  });

  it('a registered current supplier is recorded as supply for that fuel', () => {
    expect(
      energyFactsOf(
        { ...dualFuelCredit, currentElectricitySupplier: 'EDF', currentGasSupplier: null },
        true,
      ),
    ).toMatchObject({ supplyElec: true, supplyGas: false, fuelSupplyChecked: true });
  });

  it('an address typed in by hand knows nothing: not quotable, meter info not valid, not checked', () => {
    expect(UNKNOWN_SUPPLY_ENERGY_FACTS).toMatchObject({
      quotableEnergy: false,
      isMeterInfoValid: false,
      fuelType: null,
      fuelSupplyChecked: false,
      supplyElec: null,
      supplyGas: null,
    });
  });
});
