import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPE } from '../codes/property-type';
import {
  MEDIUM_USAGE,
  assumedAnnualUsage,
  estimateAnnualUsage,
  usageSizeScore,
} from './usage-estimate';

const singleRateWithGas = { economy7: false, hasGas: true };

describe("Ofgem's medium values", () => {
  it('are the values in use from 1 July 2026', () => {
    expect(MEDIUM_USAGE).toEqual({
      electricityKwh: 2_500,
      electricityMultiRateKwh: 3_400,
      gasKwh: 9_500,
    });
  });

  it('are assumed when the mover does not know (U)', () => {
    expect(estimateAnnualUsage({ knownUsage: 'U' }, singleRateWithGas)).toEqual({
      electricityKwh: 2_500,
      gasKwh: 9_500,
    });
  });

  it('use the multi-rate electricity value on Economy 7', () => {
    expect(estimateAnnualUsage({ knownUsage: 'U' }, { economy7: true, hasGas: true })).toEqual({
      electricityKwh: 3_400,
      gasKwh: 9_500,
    });
  });

  it('leave gas out when the home takes no gas', () => {
    expect(estimateAnnualUsage({ knownUsage: 'U' }, { economy7: false, hasGas: false })).toEqual({
      electricityKwh: 2_500,
      gasKwh: null,
    });
  });

  it('are assumed when answer N lacks a home detail', () => {
    expect(
      estimateAnnualUsage(
        { knownUsage: 'N', numberOfBedrooms: 4, propertyType: PROPERTY_TYPE.detached },
        singleRateWithGas,
      ),
    ).toEqual({ electricityKwh: 2_500, gasKwh: 9_500 });
  });
});

describe('the estimate from the home (answer N)', () => {
  it.each([
    {
      home: 'a 1-2 bedroom flat for one person',
      bedrooms: 1,
      type: PROPERTY_TYPE.flatOrMaisonette,
      people: 1,
      single: { electricityKwh: 1_700, gasKwh: 6_200 },
      economy7: 1_900,
    },
    {
      home: 'a 1-2 bedroom terraced house for one person',
      bedrooms: 1,
      type: PROPERTY_TYPE.terraced,
      people: 1,
      single: { electricityKwh: 1_700, gasKwh: 6_200 },
      economy7: 1_900,
    },
    {
      home: 'a 1-2 bedroom semi-detached house for two',
      bedrooms: 1,
      type: PROPERTY_TYPE.semiDetached,
      people: 2,
      single: { electricityKwh: 2_100, gasKwh: 7_900 },
      economy7: 2_700,
    },
    {
      home: 'a 3 bedroom semi-detached house for three',
      bedrooms: 3,
      type: PROPERTY_TYPE.semiDetached,
      people: 3,
      single: { electricityKwh: 2_500, gasKwh: 9_500 },
      economy7: 3_400,
    },
    {
      home: 'a 3 bedroom bungalow for four',
      bedrooms: 3,
      type: PROPERTY_TYPE.bungalow,
      people: 4,
      single: { electricityKwh: 3_200, gasKwh: 11_800 },
      economy7: 4_600,
    },
    {
      home: 'a 4+ bedroom detached house for two',
      bedrooms: 4,
      type: PROPERTY_TYPE.detached,
      people: 2,
      single: { electricityKwh: 3_800, gasKwh: 14_000 },
      economy7: 5_800,
    },
    {
      home: 'a 4+ bedroom detached house for 9+',
      bedrooms: 4,
      type: PROPERTY_TYPE.detached,
      people: 9,
      single: { electricityKwh: 3_800, gasKwh: 14_000 },
      economy7: 5_800,
    },
  ])('$home uses $single.electricityKwh kWh electricity', (row) => {
    const answers = {
      knownUsage: 'N' as const,
      numberOfBedrooms: row.bedrooms,
      propertyType: row.type,
      numberOfPeople: row.people,
    };
    expect(estimateAnnualUsage(answers, singleRateWithGas)).toEqual(row.single);
    expect(estimateAnnualUsage(answers, { economy7: true, hasGas: false })).toEqual({
      electricityKwh: row.economy7,
      gasKwh: null,
    });
  });

  it('grows with each answer that makes the home bigger', () => {
    expect(usageSizeScore(1, PROPERTY_TYPE.flatOrMaisonette, 1)).toBe(-3);
    expect(usageSizeScore(3, PROPERTY_TYPE.terraced, 2)).toBe(0);
    expect(usageSizeScore(4, PROPERTY_TYPE.detached, 5)).toBe(3);
  });
});

describe('the usage the quotes assume', () => {
  const dualFuel = { fuelType: 'DualFuel' as const, economy7: false };
  const electricE7 = { fuelType: 'Electric' as const, economy7: true };
  const unknownMeters = { fuelType: null, economy7: false };

  it('takes the typed kWh for Y, gas only when gas applies', () => {
    expect(
      assumedAnnualUsage(
        { knownUsage: 'Y', electricityKwhUsage: ' 2900 ', gasKwhUsage: '12000' },
        dualFuel,
      ),
    ).toEqual({ knownUsage: 'Y', electricityKwh: 2_900, gasKwh: 12_000, isEstimate: false });
    expect(
      assumedAnnualUsage(
        { knownUsage: 'Y', electricityKwhUsage: '4100', gasKwhUsage: '12000' },
        electricE7,
      ),
    ).toEqual({ knownUsage: 'Y', electricityKwh: 4_100, gasKwh: null, isEstimate: false });
  });

  it('estimates N from the home, with the Economy 7 meter', () => {
    expect(
      assumedAnnualUsage(
        {
          knownUsage: 'N',
          numberOfBedrooms: 4,
          propertyType: PROPERTY_TYPE.detached,
          numberOfPeople: 5,
        },
        electricE7,
      ),
    ).toEqual({ knownUsage: 'N', electricityKwh: 5_800, gasKwh: null, isEstimate: true });
  });

  it("follows the mover's meter flags when the meters are not known", () => {
    expect(assumedAnnualUsage({ knownUsage: 'U', economy7: 'Y', gas: 'Y' }, unknownMeters)).toEqual(
      {
        knownUsage: 'U',
        electricityKwh: 3_400,
        gasKwh: 9_500,
        isEstimate: true,
      },
    );
    expect(assumedAnnualUsage({ knownUsage: 'U', economy7: 'N', gas: 'N' }, unknownMeters)).toEqual(
      {
        knownUsage: 'U',
        electricityKwh: 2_500,
        gasKwh: null,
        isEstimate: true,
      },
    );
  });
});
