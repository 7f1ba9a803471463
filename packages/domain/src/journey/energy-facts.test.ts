import { describe, expect, it } from 'vitest';
import {
  energyFactsOf,
  fuelTypeOf,
  hasKnownMeterDetails,
  hasUnknownMeterDetails,
  meterTypeOf,
  supplyStatusOf,
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
      {
        ...dualFuelCredit,
        gspGroup: '_G',
        mprn: null,
        gasMeter: null,
        electricityMeter: 'economy-7',
      },
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

  it('no meter point found in a GB supply area: the unknown-meter path, quotable from the answers', () => {
    const unknown = { ...dualFuelCredit, mpan: null, mprn: null };
    expect(hasKnownMeterDetails(unknown)).toBe(false);
    expect(hasUnknownMeterDetails(unknown)).toBe(true);
    // Before the manual meter questions are answered: quotable, fuel not yet known, nobody supplies it.
    expect(energyFactsOf(unknown, true)).toEqual({
      fuelType: null,
      isMeterInfoValid: false,
      quotableEnergy: true,
      isMixedMeters: false,
      isGasPayg: false,
      isElecPayg: false,
      hasGasSmartMeter: false,
      hasElecSmartMeter: false,
      economy7: false,
      supplyElec: null,
      supplyGas: null,
      fuelSupplyChecked: true,
    });
    // Gas Yes, prepayment Yes, Economy 7 No: dual fuel, both fuels on prepayment.
    expect(energyFactsOf(unknown, true, { gas: 'Y', prepay: 'Y', economy7: 'N' })).toMatchObject({
      fuelType: 'DualFuel',
      isElecPayg: true,
      isGasPayg: true,
      economy7: false,
      quotableEnergy: true,
      isMeterInfoValid: false,
    });
    // Gas No, prepayment No, Economy 7 Yes: electricity only, on Economy 7 rates.
    expect(energyFactsOf(unknown, true, { gas: 'N', prepay: 'N', economy7: 'Y' })).toMatchObject({
      fuelType: 'Electric',
      isElecPayg: false,
      isGasPayg: false,
      economy7: true,
    });
    // A business address or a commercial supply is still not quotable.
    expect(energyFactsOf(unknown, false).quotableEnergy).toBe(false);
    expect(energyFactsOf({ ...unknown, isCommercialSupply: true }, true).quotableEnergy).toBe(
      false,
    );
  });

  it('a meter point without a known meter type: meter details unknown, the answers decide', () => {
    expect(hasUnknownMeterDetails({ ...dualFuelCredit, gasMeter: null })).toBe(true);
    expect(energyFactsOf({ ...dualFuelCredit, gasMeter: null }, true, { gas: 'N' })).toMatchObject({
      fuelType: 'Electric',
      isMeterInfoValid: false,
      quotableEnergy: true,
    });
    expect(
      energyFactsOf({ ...dualFuelCredit, electricityMeter: null }, true).isMeterInfoValid,
    ).toBe(false);
    // Known meters ignore any manual answers.
    expect(energyFactsOf(dualFuelCredit, true, { gas: 'N', prepay: 'Y' })).toMatchObject({
      fuelType: 'DualFuel',
      isElecPayg: false,
    });
  });

  it('Northern Ireland lies outside GB supply areas: not valid, not quotable', () => {
    expect(isGreatBritainSupplyArea('NI')).toBe(false);
    const facts = energyFactsOf(
      { ...dualFuelCredit, gspGroup: 'NI', mpan: '81444629633', mprn: '7769197' },
      true,
    );
    expect(facts).toMatchObject({
      isMeterInfoValid: false,
      quotableEnergy: false,
      fuelType: 'DualFuel',
    });
    expect(
      hasUnknownMeterDetails({ ...dualFuelCredit, gspGroup: 'NI', mpan: null, mprn: null }),
    ).toBe(false);
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
    expect(energyFactsOf({ ...dualFuelCredit, isElectricityPrepayment: true }, true)).toMatchObject(
      {
        isMixedMeters: true,
        isElecPayg: true,
        isGasPayg: false,
      },
    );
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
      {
        ...dualFuelCredit,
        electricityMeter: 'smart',
        gasMeter: 'smart',
        isElectricityPrepayment: true,
      },
      true,
    );
    expect(facts).toMatchObject({
      isMixedMeters: true,
      hasElecSmartMeter: true,
      hasGasSmartMeter: true,
    });
  });

  it('both fuels on prepayment, or both smart, is not mixed', () => {
    expect(
      energyFactsOf(
        { ...dualFuelCredit, isElectricityPrepayment: true, isGasPrepayment: true },
        true,
      ),
    ).toMatchObject({ isMixedMeters: false, isElecPayg: true, isGasPayg: true });
    expect(
      energyFactsOf({ ...dualFuelCredit, electricityMeter: 'smart', gasMeter: 'smart' }, true)
        .isMixedMeters,
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

describe('meterType and supplyStatus of the enrolment', () => {
  it('names the meters in words, null before they are known', () => {
    expect(meterTypeOf(energyFactsOf(dualFuelCredit, true))).toBe('Standard');
    expect(
      meterTypeOf(energyFactsOf({ ...dualFuelCredit, electricityMeter: 'economy-7' }, true)),
    ).toBe('Economy7');
    expect(
      meterTypeOf(
        energyFactsOf({ ...dualFuelCredit, electricityMeter: 'smart', gasMeter: 'smart' }, true),
      ),
    ).toBe('Smart');
    const prepay = { ...dualFuelCredit, isElectricityPrepayment: true, isGasPrepayment: true };
    expect(meterTypeOf(energyFactsOf(prepay, true))).toBe('Prepayment');
    expect(
      meterTypeOf(energyFactsOf({ ...dualFuelCredit, isElectricityPrepayment: true }, true)),
    ).toBe('Mixed');
    const unknown = { ...dualFuelCredit, mpan: null, mprn: null };
    expect(meterTypeOf(energyFactsOf(unknown, true))).toBeNull();
    expect(
      meterTypeOf(energyFactsOf(unknown, true, { gas: 'N', prepay: 'Y', economy7: 'N' })),
    ).toBe('Prepayment');
  });

  it('groups the supply check facts', () => {
    expect(
      supplyStatusOf(energyFactsOf({ ...dualFuelCredit, currentGasSupplier: 'E.ON Next' }, true)),
    ).toEqual({
      supplyElec: false,
      supplyGas: true,
      fuelSupplyChecked: true,
    });
  });
});
