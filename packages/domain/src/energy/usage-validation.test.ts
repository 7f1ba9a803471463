import { describe, expect, it } from 'vitest';
import { validateEnergyUsage } from './usage-validation';

const dual = { fuelType: 'DualFuel' as const };
const electricOnly = { fuelType: 'Electric' as const };

describe('energy usage: do you know your usage?', () => {
  it.each([undefined, '', 'X', 'y'])('asks for an option when the answer is %j', (knownUsage) => {
    expect(validateEnergyUsage({ knownUsage }, dual)).toEqual({
      knownUsage: 'Please select one of the options',
    });
  });

  it('accepts U with nothing else', () => {
    expect(validateEnergyUsage({ knownUsage: 'U' }, dual)).toEqual({});
  });
});

describe('energy usage: Y (typed kWh)', () => {
  it('requires electricity and gas kWh for a dual fuel home', () => {
    expect(validateEnergyUsage({ knownUsage: 'Y' }, dual)).toEqual({
      electricityKwhUsage: 'This field is required',
      gasKwhUsage: 'This field is required',
    });
  });

  it('requires only electricity kWh for an electricity-only home', () => {
    expect(validateEnergyUsage({ knownUsage: 'Y' }, electricOnly)).toEqual({
      electricityKwhUsage: 'This field is required',
    });
  });

  it('requires gas kWh for a gas-only home as well as electricity kWh', () => {
    expect(
      validateEnergyUsage({ knownUsage: 'Y', electricityKwhUsage: '2000' }, { fuelType: 'Gas' }),
    ).toEqual({ gasKwhUsage: 'This field is required' });
  });

  it('requires gas kWh when the manual gas flag is Y', () => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'Y', electricityKwhUsage: '2900', gas: 'Y' },
        {
          fuelType: null,
        },
      ),
    ).toEqual({ gasKwhUsage: 'This field is required' });
  });

  it('does not ask for gas when the fuel is not known and the gas flag is N', () => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'Y', electricityKwhUsage: '2900', gas: 'N' },
        { fuelType: null },
      ),
    ).toEqual({});
  });

  it.each([
    { typed: 'abc', message: 'This field can only contain numbers' },
    { typed: '12a', message: 'This field can only contain numbers' },
    { typed: '2500.5', message: 'To the nearest kWh' },
    { typed: '0', message: 'Please enter a value greater than 0' },
    { typed: '-5', message: 'Please enter a value greater than 0' },
    {
      typed: '500000',
      message: 'Your usage seems too high, please enter a value less than 499999',
    },
    { typed: '   ', message: 'This field is required' },
  ])('says "$message" for "$typed"', ({ typed, message }) => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'Y', electricityKwhUsage: typed, gasKwhUsage: typed },
        dual,
      ),
    ).toEqual({ electricityKwhUsage: message, gasKwhUsage: message });
  });

  it('accepts whole numbers from 1 to 499999', () => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'Y', electricityKwhUsage: '1', gasKwhUsage: '499999' },
        dual,
      ),
    ).toEqual({});
  });
});

describe('energy usage: N (about the home)', () => {
  it('asks for bedrooms, property type and people', () => {
    expect(validateEnergyUsage({ knownUsage: 'N' }, dual)).toEqual({
      numberOfBedrooms: 'Please select the number of rooms',
      propertyType: 'Please select property type',
      numberOfPeople: 'Please select the number of people',
    });
  });

  it('refuses values that are not on the lists', () => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'N', numberOfBedrooms: 2, propertyType: 6, numberOfPeople: 10 },
        dual,
      ),
    ).toEqual({
      numberOfBedrooms: 'Please select the number of rooms',
      propertyType: 'Please select property type',
      numberOfPeople: 'Please select the number of people',
    });
  });

  it('accepts 4+ bedrooms, a terraced house and 9+ people without kWh', () => {
    expect(
      validateEnergyUsage(
        { knownUsage: 'N', numberOfBedrooms: 4, propertyType: 5, numberOfPeople: 9 },
        dual,
      ),
    ).toEqual({});
  });
});

describe('energy usage: the manual meter questions when the meter details are unknown', () => {
  const unknownMeters = { fuelType: null, knownMeterDetails: false };

  it('asks each unanswered meter question with the choice message', () => {
    expect(validateEnergyUsage({ knownUsage: 'U', gas: 'N' }, unknownMeters)).toEqual({
      prepay: 'Please select one of the options',
      economy7: 'Please select one of the options',
    });
  });

  it('accepts the three answers, and a gas Yes asks for the gas kWh', () => {
    const answers = { prepay: 'N', economy7: 'Y', gas: 'Y' };
    expect(validateEnergyUsage({ knownUsage: 'U', ...answers }, unknownMeters)).toEqual({});
    expect(
      validateEnergyUsage(
        { knownUsage: 'Y', electricityKwhUsage: '2900', ...answers },
        unknownMeters,
      ),
    ).toEqual({ gasKwhUsage: 'This field is required' });
  });

  it('does not ask them when the meter details are known', () => {
    expect(validateEnergyUsage({ knownUsage: 'U' }, { ...dual, knownMeterDetails: true })).toEqual(
      {},
    );
  });
});
