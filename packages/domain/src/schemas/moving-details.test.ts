import { describe, expect, it } from 'vitest';
import { SIGN_UP_MOVE_IN_LIMITS } from '../dates/move-in-date';
import { fieldErrorsOf } from './field-errors';
import {
  isResidentialStatusRequired,
  manualMovingDetailsBodySchema,
  moveInDateMessages,
  moveInDateSchema,
  movingDetailsSaveBodySchema,
  moveInDateUnknownBodySchema,
  movingDetailsSchema,
  type MovingDetailsInput,
} from './moving-details';

const TODAY = '2025-06-10';
const schema = movingDetailsSchema({ today: TODAY, limits: SIGN_UP_MOVE_IN_LIMITS });

const chosenAddress = {
  manualAddress: false,
  postcode: 'SW1A 1AA',
  addressKey: 'addr-1',
  searchComplete: true,
  noAddressesFound: false,
} as const;

const values: MovingDetailsInput = {
  moveInDate: { day: '1', month: '7', year: '2025' },
  address: chosenAddress,
};

function errorsOf(input: unknown, ofSchema: typeof schema = schema): Record<string, string> {
  const result = ofSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('move-in date (sign-up window: 3 months past, 29 days future; today 10 June 2025)', () => {
  it.each([
    { sees: 'today', date: { day: '10', month: '06', year: '2025' }, iso: '2025-06-10' },
    { sees: '29 days ahead', date: { day: '09', month: '07', year: '2025' }, iso: '2025-07-09' },
    {
      sees: 'exactly 3 months ago',
      date: { day: '10', month: '03', year: '2025' },
      iso: '2025-03-10',
    },
    { sees: 'an API date', date: '2025-06-20', iso: '2025-06-20' },
  ])('accepts $sees', ({ date, iso }) => {
    expect(schema.parse({ ...values, moveInDate: date }).moveInDate).toBe(iso);
  });

  it.each([
    {
      sees: 'empty inputs',
      date: { day: '', month: '', year: '' },
      message:
        'Please enter the date from which you are responsible for utilities at your new home',
    },
    {
      sees: 'no date',
      date: undefined,
      message:
        'Please enter the date from which you are responsible for utilities at your new home',
    },
    {
      sees: '31 June',
      date: { day: '31', month: '06', year: '2025' },
      message: 'Invalid date format',
    },
    {
      sees: 'a missing year',
      date: { day: '01', month: '07', year: '' },
      message: 'Invalid date format',
    },
    {
      sees: 'a date 30 days ahead',
      date: { day: '10', month: '07', year: '2025' },
      message: 'I can only help with move-in dates up to 29 days in the future',
    },
    {
      sees: 'a date a day more than 3 months ago',
      date: { day: '09', month: '03', year: '2025' },
      message: 'I can only help with dates 3 months in the past',
    },
  ])('refuses $sees with "$message"', ({ date, message }) => {
    expect(errorsOf({ ...values, moveInDate: date })).toEqual({ moveInDate: message });
  });

  it('refuses a move-in date 30 days ahead with "I can only help with move-in dates up to 29 days in the future"', () => {
    expect(errorsOf({ ...values, moveInDate: '2025-07-10' })).toEqual({
      moveInDate: 'I can only help with move-in dates up to 29 days in the future',
    });
  });

  it("puts the brand's own limits in the messages", () => {
    const limits = { maxPastMonths: 6, maxFutureDays: 60 };
    const brandSchema = moveInDateSchema({ today: TODAY, limits });
    expect(brandSchema.safeParse('2025-08-09').success).toBe(true);
    expect(brandSchema.safeParse('2025-08-10').error?.issues[0]?.message).toBe(
      'I can only help with move-in dates up to 60 days in the future',
    );
    expect(brandSchema.safeParse('2024-12-09').error?.issues[0]?.message).toBe(
      'I can only help with dates 6 months in the past',
    );
  });

  it('says "1 month" and "1 day" for a brand whose window is one of each, not "1 months"', () => {
    expect(moveInDateMessages({ maxPastMonths: 1, maxFutureDays: 1 })).toMatchObject({
      tooFarFuture: 'I can only help with move-in dates up to 1 day in the future',
      tooFarPast: 'I can only help with dates 1 month in the past',
    });
  });
});

describe('residential status', () => {
  const required = movingDetailsSchema({
    today: TODAY,
    limits: SIGN_UP_MOVE_IN_LIMITS,
    isResidentialStatusRequired: true,
  });

  it.each([
    { value: 201, status: 201 },
    { value: '203', status: 203 },
  ])('accepts $value when the select is shown', ({ value, status }) => {
    expect(required.parse({ ...values, residentialStatus: value }).residentialStatus).toBe(status);
  });

  it.each([undefined, 0, '', '0', 199, 'owner'])(
    'refuses %j with "Please select an option" when the select is shown',
    (value) => {
      expect(errorsOf({ ...values, residentialStatus: value }, required)).toEqual({
        residentialStatus: 'Please select an option',
      });
    },
  );

  it('leaves the status unset when the select is not shown', () => {
    expect(schema.parse(values).residentialStatus).toBe(0);
  });
});

describe('address lookup', () => {
  it('accepts an address chosen from the list', () => {
    expect(schema.parse(values).address).toMatchObject({
      manualAddress: false,
      addressKey: 'addr-1',
    });
  });

  it.each([
    {
      sees: 'no search yet',
      address: { manualAddress: false, postcode: 'SW1A 1AA' },
      field: 'address.postcode',
      message: 'Please search for your address using your postcode',
    },
    {
      sees: 'no address part at all',
      address: undefined,
      field: 'address',
      message: 'Please search for your address using your postcode',
    },
    {
      sees: 'a search with no results',
      address: {
        manualAddress: false,
        postcode: 'SW1A 1AA',
        searchComplete: true,
        noAddressesFound: true,
      },
      field: 'address.postcode',
      message: 'Please check your postcode is valid',
    },
    {
      sees: 'a search with nothing picked',
      address: { manualAddress: false, postcode: 'SW1A 1AA', searchComplete: true, addressKey: '' },
      field: 'address.addressKey',
      message: 'Please select an address from the dropdown',
    },
  ])('refuses $sees with "$message"', ({ address, field, message }) => {
    expect(errorsOf({ ...values, address })).toEqual({ [field]: message });
  });

  const manual = {
    manualAddress: true,
    houseNameOrNumber: '12',
    addressLine1: 'High Street',
    addressLine2: '',
    cityTown: 'Leeds',
    postcode: 'ls1 4ap',
  } as const;

  it('accepts an address typed by hand, with its postcode normalised', () => {
    expect(schema.parse({ ...values, address: manual }).address).toEqual({
      ...manual,
      postcode: 'LS1 4AP',
    });
  });

  it.each([
    { field: 'houseNameOrNumber', value: '', message: 'Please enter a house name/number' },
    { field: 'addressLine1', value: ' ', message: 'Please enter an address line 1' },
    { field: 'cityTown', value: '', message: 'Please enter a city/town' },
    {
      field: 'addressLine2',
      value: 'a'.repeat(101),
      message: 'Address line 2 must be 100 characters or fewer',
    },
    {
      field: 'houseNameOrNumber',
      value: 'a'.repeat(101),
      message: 'House name/number must be 100 characters or fewer',
    },
    { field: 'postcode', value: '', message: 'Please tell me the postcode of your new home' },
    { field: 'postcode', value: 'LS1', message: "We don't recognise this postcode" },
  ])('refuses a typed $field "$value" with "$message"', ({ field, value, message }) => {
    expect(errorsOf({ ...values, address: { ...manual, [field]: value } })).toEqual({
      [`address.${field}`]: message,
    });
  });

  it('shows the date, status and address errors together', () => {
    const required = movingDetailsSchema({
      today: TODAY,
      limits: SIGN_UP_MOVE_IN_LIMITS,
      isResidentialStatusRequired: true,
    });
    expect(
      errorsOf(
        { moveInDate: { day: '', month: '', year: '' }, address: { manualAddress: false } },
        required,
      ),
    ).toEqual({
      moveInDate:
        'Please enter the date from which you are responsible for utilities at your new home',
      residentialStatus: 'Please select an option',
      'address.postcode': 'Please search for your address using your postcode',
    });
  });
});

describe('unknown move-in date', () => {
  it('records the tick on its own call', () => {
    expect(moveInDateUnknownBodySchema.parse({ unknownMoveInDate: true })).toEqual({
      unknownMoveInDate: true,
    });
    expect(moveInDateUnknownBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('moving details saves (PUT /address and /addresses/manual-address)', () => {
  const options = { today: TODAY, limits: SIGN_UP_MOVE_IN_LIMITS };

  it('accepts a chosen address key with an API date and a select value', () => {
    expect(
      movingDetailsSaveBodySchema({ ...options, isResidentialStatusRequired: true }).parse({
        moveInDate: '2025-07-01',
        residentialStatus: '201',
        addressKey: 'LS14AP-1',
      }),
    ).toEqual({ moveInDate: '2025-07-01', residentialStatus: 201, addressKey: 'LS14AP-1' });
  });

  it.each([
    {
      sees: 'a date 31 days ahead',
      body: { moveInDate: '2025-07-11', addressKey: 'k' },
      errors: { moveInDate: 'I can only help with move-in dates up to 29 days in the future' },
    },
    {
      sees: 'no address key',
      body: { moveInDate: '2025-07-01', addressKey: '' },
      errors: { addressKey: 'Please select an address from the dropdown' },
    },
    {
      sees: 'no residential status when the select is shown',
      body: { moveInDate: '2025-07-01', addressKey: 'k', residentialStatus: '' },
      errors: { residentialStatus: 'Please select an option' },
      isResidentialStatusRequired: true,
    },
  ])('refuses $sees', ({ body, errors, isResidentialStatusRequired: isRequired }) => {
    const result = movingDetailsSaveBodySchema({
      ...options,
      isResidentialStatusRequired: isRequired ?? false,
    }).safeParse(body);
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual(errors);
  });

  it('refuses a manual address without house, line 1 and town, with the spec words', () => {
    const result = manualMovingDetailsBodySchema(options).safeParse({
      moveInDate: '2025-07-01',
      houseNameOrNumber: '',
      addressLine1: '',
      town: '',
      postcode: 'LS1 4AP',
    });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      houseNameOrNumber: 'Please enter a house name/number',
      addressLine1: 'Please enter an address line 1',
      town: 'Please enter a city/town',
    });
  });

  it.each([
    { type: 'Direct', isRequired: true },
    { type: 'DoorToDoor', isRequired: true },
    { type: 'Telesales', isRequired: true },
    { type: 'Lettings', isRequired: false },
    { type: 'Social', isRequired: false },
  ] as const)(
    'asks a $type mover for the residential status: $isRequired',
    ({ type, isRequired }) => {
      expect(isResidentialStatusRequired(type)).toBe(isRequired);
    },
  );
});
