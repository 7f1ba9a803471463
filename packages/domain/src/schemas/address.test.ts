import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  addressDetailsSchema,
  addressesParamsSchema,
  addressesResponseSchema,
  manualAddressBodySchema,
  onboardingAddressesResponseSchema,
  residentialStatusesResponseSchema,
  selectAddressBodySchema,
} from './address';

const manual = {
  houseNameOrNumber: 'Flat 2',
  addressLine1: '14 Castle Street',
  addressLine2: '',
  town: 'Cardiff',
  postcode: 'cf10 1bs',
};

describe('address calls', () => {
  it('normalises the postcode in GET /addresses/{postcode}', () => {
    expect(addressesParamsSchema.parse({ postcode: 'sw1a1aa' })).toEqual({ postcode: 'SW1A 1AA' });
    expect(addressesParamsSchema.safeParse({ postcode: 'nope' }).error?.issues[0]?.message).toBe(
      "We don't recognise this postcode",
    );
  });

  it('reads the address lists', () => {
    const item = { addressKey: 'k1', simpleAddress: '1 High Street, Leeds' };
    expect(addressesResponseSchema.parse([item])).toEqual([item]);
    expect(
      onboardingAddressesResponseSchema.parse([{ ...item, postcode: 'LS1 4AP' }]),
    ).toHaveLength(1);
  });

  it('reads address details with isDomestic', () => {
    const details = {
      addressKey: 'k1',
      simpleAddress: 'Unit 3, Trade Park, Leeds',
      houseNumber: null,
      houseName: 'Unit 3',
      addressLine1: 'Trade Park',
      addressLine2: null,
      addressLine3: null,
      addressLine4: null,
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
      nation: 'England',
      isDomestic: false,
    };
    expect(addressDetailsSchema.parse(details).isDomestic).toBe(false);
  });

  it('refuses to select no address with "Please select an address from the dropdown"', () => {
    const result = selectAddressBodySchema.safeParse({ addressKey: ' ' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      addressKey: 'Please select an address from the dropdown',
    });
  });

  it('accepts a manual address with its postcode normalised', () => {
    expect(manualAddressBodySchema.parse(manual)).toEqual({ ...manual, postcode: 'CF10 1BS' });
  });

  it.each([
    { field: 'houseNameOrNumber', message: 'Please enter a house name/number' },
    { field: 'addressLine1', message: 'Please enter an address line 1' },
    { field: 'town', message: 'Please enter a city/town' },
    { field: 'postcode', message: 'Please tell me the postcode of your new home' },
  ])('refuses a manual address without $field with "$message"', ({ field, message }) => {
    const result = manualAddressBodySchema.safeParse({ ...manual, [field]: '' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({ [field]: message });
  });

  it.each([
    { field: 'houseNameOrNumber', label: 'House name/number' },
    { field: 'addressLine1', label: 'Address line 1' },
    { field: 'addressLine2', label: 'Address line 2' },
    { field: 'town', label: 'City/town' },
  ])(
    'refuses "Park\\u0000Row" in $field with "$label cannot contain tabs, line breaks or other hidden characters"',
    ({ field, label }) => {
      const result = manualAddressBodySchema.safeParse({ ...manual, [field]: 'Park\u0000Row' });
      expect(result.error && fieldErrorsOf(result.error)).toEqual({
        [field]: `${label} cannot contain tabs, line breaks or other hidden characters`,
      });
    },
  );

  it('refuses a NUL in a chosen address key with "Please select an address from the dropdown"', () => {
    const result = selectAddressBodySchema.safeParse({ addressKey: 'test\u0000home' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      addressKey: 'Please select an address from the dropdown',
    });
  });

  it('reads the residential statuses', () => {
    const statuses = [
      { value: 200, label: 'Home owner' },
      { value: 201, label: 'Private tenant' },
    ];
    expect(residentialStatusesResponseSchema.parse(statuses)).toEqual(statuses);
    expect(residentialStatusesResponseSchema.safeParse([{ value: 0, label: 'None' }]).success).toBe(
      false,
    );
  });
});
