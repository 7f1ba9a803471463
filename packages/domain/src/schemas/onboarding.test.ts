import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SIGN_UP_MOVE_IN_LIMITS } from '../dates/move-in-date';
import { fieldErrorsOf } from './field-errors';
import {
  ONBOARDING_EDIT_LABELS,
  isOnboardingEditKey,
  onboardingAddressSchema,
  onboardingAddressSearchSchema,
  onboardingDateOfBirthSchema,
  onboardingEditSchema,
  onboardingEmailSchema,
  onboardingJourneySchema,
  onboardingJourneyUpdateSchema,
  onboardingMobileSchema,
  onboardingMoveInDateMessages,
  onboardingMoveInDateSchema,
  onboardingNameSchema,
  onboardingVerifySchema,
} from './onboarding';
import { moveInDateSchema } from './moving-details';

const TODAY = '2025-06-10';
const options = { today: TODAY, brandName: 'Threshold', moveInDateLimits: SIGN_UP_MOVE_IN_LIMITS };

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('verify (Confirm your details)', () => {
  it('accepts the postcode and the ticked terms', () => {
    expect(onboardingVerifySchema.parse({ postcode: 'sw1a 1aa', termsAccepted: true })).toEqual({
      postcode: 'SW1A 1AA',
      termsAccepted: true,
    });
  });

  it.each([
    {
      sees: 'no postcode',
      values: { postcode: '', termsAccepted: true },
      errors: { postcode: 'We need your new postcode' },
    },
    {
      sees: 'a postcode that is not one',
      values: { postcode: 'SW1', termsAccepted: true },
      errors: { postcode: "We don't recognise this postcode" },
    },
    {
      sees: 'the terms not ticked',
      values: { postcode: 'M1 1AE', termsAccepted: false },
      errors: { termsAccepted: 'Required' },
    },
    {
      sees: 'the terms missing',
      values: { postcode: 'M1 1AE' },
      errors: { termsAccepted: 'Required' },
    },
  ])('refuses $sees with $errors', ({ values, errors }) => {
    expect(errorsOf(onboardingVerifySchema, values)).toEqual(errors);
  });
});

describe('address (Select your new address / Enter your new address)', () => {
  it('accepts an address from the list', () => {
    expect(
      onboardingAddressSchema.parse({
        isManualAddress: false,
        address: 'addr-1',
        addressHumanReadable: '1 High St',
      }),
    ).toEqual({ isManualAddress: false, address: 'addr-1', addressHumanReadable: '1 High St' });
  });

  it('refuses no address with "We need your new address"', () => {
    expect(errorsOf(onboardingAddressSchema, { isManualAddress: false, address: '' })).toEqual({
      address: 'We need your new address',
    });
    expect(errorsOf(onboardingAddressSchema, undefined)).toEqual({
      '': 'We need your new address',
    });
  });

  const manual = {
    isManualAddress: true,
    manualAddressStreetOne: '3 Mill Lane',
    manualAddressStreetTwo: '',
    manualAddressTown: 'Belfast',
    manualAddressCounty: 'Antrim',
  };

  it('accepts an address typed by hand', () => {
    expect(onboardingAddressSchema.parse(manual)).toEqual(manual);
  });

  it.each([
    { field: 'manualAddressStreetOne', message: 'We need your street address' },
    { field: 'manualAddressTown', message: 'We need your town or city' },
    { field: 'manualAddressCounty', message: 'We need your county' },
  ])('refuses an empty $field with "$message"', ({ field, message }) => {
    expect(errorsOf(onboardingAddressSchema, { ...manual, [field]: ' ' })).toEqual({
      [field]: message,
    });
  });
});

describe('address lines typed by hand (at most 100 characters)', () => {
  const manual = {
    isManualAddress: true,
    manualAddressStreetOne: '3 Mill Lane',
    manualAddressTown: 'Belfast',
    manualAddressCounty: 'Antrim',
  };

  it.each([
    { field: 'manualAddressStreetOne', message: 'Street address must be 100 characters or fewer' },
    {
      field: 'manualAddressStreetTwo',
      message: 'Street address line 2 must be 100 characters or fewer',
    },
    { field: 'manualAddressTown', message: 'Town or city must be 100 characters or fewer' },
    { field: 'manualAddressCounty', message: 'County must be 100 characters or fewer' },
  ])('refuses 101 characters in $field with "$message"', ({ field, message }) => {
    expect(errorsOf(onboardingAddressSchema, { ...manual, [field]: 'a'.repeat(101) })).toEqual({
      [field]: message,
    });
  });

  it.each([
    { field: 'manualAddressStreetOne', label: 'Street address' },
    { field: 'manualAddressStreetTwo', label: 'Street address line 2' },
    { field: 'manualAddressTown', label: 'Town or city' },
    { field: 'manualAddressCounty', label: 'County' },
  ])(
    'refuses "Park\\u0000Row" in $field with "$label cannot contain tabs, line breaks or other hidden characters"',
    ({ field, label }) => {
      expect(errorsOf(onboardingAddressSchema, { ...manual, [field]: 'Park\u0000Row' })).toEqual({
        [field]: `${label} cannot contain tabs, line breaks or other hidden characters`,
      });
    },
  );

  it('refuses a NUL in a chosen address key or its one-line address', () => {
    const chosen = { isManualAddress: false, address: 'addr-1', addressHumanReadable: '1 High St' };
    expect(errorsOf(onboardingAddressSchema, { ...chosen, address: 'addr\u0000-1' })).toEqual({
      address: 'We need your new address',
    });
    expect(
      errorsOf(onboardingAddressSchema, { ...chosen, addressHumanReadable: '1 High\nSt' }),
    ).toEqual({
      addressHumanReadable: 'Address cannot contain tabs, line breaks or other hidden characters',
    });
  });
});

describe('contact', () => {
  it.each([
    { values: { emailAddress: '' }, errors: { emailAddress: 'We need your email to continue' } },
    {
      values: { emailAddress: 'ann@' },
      errors: { emailAddress: 'Please enter a valid email address' },
    },
    { values: { emailAddress: ' ann@example.com ' }, errors: {} },
  ])('the e-mail step answers $values with $errors', ({ values, errors }) => {
    expect(errorsOf(onboardingEmailSchema, values)).toEqual(errors);
  });

  it.each([
    { values: { phoneNumber: '' }, errors: { phoneNumber: 'We need your number to continue' } },
    {
      values: { phoneNumber: '0770090012' },
      errors: {
        phoneNumber: 'Please enter a valid UK mobile number without spaces, starting with 07',
      },
    },
    { values: { phoneNumber: '07700900123' }, errors: {} },
  ])('the mobile step answers $values with $errors', ({ values, errors }) => {
    expect(errorsOf(onboardingMobileSchema, values)).toEqual(errors);
  });
});

describe('edit pages', () => {
  it.each(["O'Brien", 'O’Brien', "D'Souza", 'Zoë', 'Ó Briain', 'Nguyễn'])(
    'accepts the name "%s" on the first-name and surname pages',
    (name) => {
      expect(onboardingEditSchema('firstName', options).parse({ firstName: name })).toEqual({
        firstName: name,
      });
      expect(onboardingEditSchema('surname', options).parse({ surname: name })).toEqual({
        surname: name,
      });
    },
  );

  it.each([
    { value: '', message: "That name doesn't look long enough" },
    { value: 'A', message: "That name doesn't look long enough" },
    { value: 'Ann2', message: 'First name cannot contain numbers or special characters' },
    { value: 'Ann\u0000', message: 'First name cannot contain numbers or special characters' },
    { value: 'A'.repeat(51), message: 'First name must be 50 characters or fewer' },
  ])('refuses the name "$value" with "$message"', ({ value, message }) => {
    expect(errorsOf(onboardingNameSchema('First name'), value)).toEqual({ '': message });
  });

  it.each([
    {
      sees: 'empty inputs',
      value: { day: '', month: '', year: '' },
      message: "You haven't entered your date of birth",
    },
    {
      sees: '30 February',
      value: { day: '30', month: '02', year: '1990' },
      message: "That's not a real date",
    },
    {
      sees: 'someone aged 17',
      value: { day: '11', month: '06', year: '2007' },
      message: 'You need to be 18 or over to use Threshold',
    },
    {
      sees: 'someone aged 100',
      value: { day: '10', month: '06', year: '1925' },
      message: 'You need to be 99 or under to use Threshold',
    },
  ])('refuses a date of birth of $sees with "$message"', ({ value, message }) => {
    expect(errorsOf(onboardingDateOfBirthSchema(options), value)).toEqual({ '': message });
  });

  it("names the partner's brand in the age messages", () => {
    const schema = onboardingDateOfBirthSchema({ today: TODAY, brandName: 'Acme Lettings' });
    expect(errorsOf(schema, '2010-01-01')).toEqual({
      '': 'You need to be 18 or over to use Acme Lettings',
    });
  });

  it.each([
    { value: '', message: "That postcode doesn't look quite right" },
    { value: 'NOPE', message: "That postcode doesn't look quite right" },
  ])('refuses the postcode "$value" with "$message"', ({ value, message }) => {
    expect(errorsOf(onboardingAddressSearchSchema, { postcode: value })).toEqual({
      postcode: message,
    });
  });

  it.each([
    {
      sees: 'empty inputs',
      value: { day: '', month: '', year: '' },
      message: "You haven't entered your move-in date",
    },
    {
      sees: '31 April',
      value: { day: '31', month: '04', year: '2025' },
      message: "That's not a real date",
    },
    {
      sees: 'a day more than 3 months ago',
      value: { day: '09', month: '03', year: '2025' },
      message: 'Date needs to be in the last 3 months',
    },
    {
      sees: '30 days ahead (beyond the moving-details window)',
      value: { day: '10', month: '07', year: '2025' },
      message: 'Date needs to be in the next 29 days',
    },
  ])('refuses a move-in date of $sees with "$message"', ({ value, message }) => {
    expect(
      errorsOf(onboardingMoveInDateSchema({ today: TODAY, limits: SIGN_UP_MOVE_IN_LIMITS }), value),
    ).toEqual({ '': message });
  });

  it('accepts a move-in date 29 days ahead, the last day moving details accepts', () => {
    const schema = onboardingMoveInDateSchema({ today: TODAY, limits: SIGN_UP_MOVE_IN_LIMITS });
    expect(schema.parse('2025-07-09')).toBe('2025-07-09');
  });

  it("accepts and refuses exactly the dates moving details does, in the brand's window", () => {
    const limits = { maxPastMonths: 6, maxFutureDays: 60 };
    const onboarding = onboardingMoveInDateSchema({ today: TODAY, limits });
    const movingDetails = moveInDateSchema({ today: TODAY, limits });
    for (const date of ['2024-12-09', '2024-12-10', '2025-08-09', '2025-08-10']) {
      expect(onboarding.safeParse(date).success, date).toBe(movingDetails.safeParse(date).success);
    }
    expect(onboarding.safeParse('2025-08-10').error?.issues[0]?.message).toBe(
      'Date needs to be in the next 60 days',
    );
    expect(onboarding.safeParse('2024-12-09').error?.issues[0]?.message).toBe(
      'Date needs to be in the last 6 months',
    );
  });

  it('says "1 month" and "1 day" for a brand whose window is one of each, not "1 months"', () => {
    expect(onboardingMoveInDateMessages({ maxPastMonths: 1, maxFutureDays: 1 })).toMatchObject({
      tooFarPast: 'Date needs to be in the last 1 month',
      tooFarFuture: 'Date needs to be in the next 1 day',
    });
  });

  it('builds the one-field form of an edit page', () => {
    expect(onboardingEditSchema('surname', options).parse({ surname: ' Okafor ' })).toEqual({
      surname: 'Okafor',
    });
    expect(
      errorsOf(onboardingEditSchema('moveInDate', options), { moveInDate: '2025-08-01' }),
    ).toEqual({
      moveInDate: 'Date needs to be in the next 29 days',
    });
  });

  it.each([
    { key: 'firstName', isKnown: true },
    { key: 'moveInDate', isKnown: true },
    { key: 'emailAddress', isKnown: false },
    { key: 'password', isKnown: false },
  ])('treats the edit key $key as known: $isKnown', ({ key, isKnown }) => {
    expect(isOnboardingEditKey(key)).toBe(isKnown);
  });

  it('labels each edit so its notice reads "{label} updated"', () => {
    expect(ONBOARDING_EDIT_LABELS.address).toBe('New address');
  });
});

describe('the journey', () => {
  it('reads GET /onboarding/journey', () => {
    const journey = {
      firstName: 'Ann',
      surname: 'Smith',
      dateOfBirth: '1990-03-07',
      phoneNumber: null,
      emailAddress: 'ann@example.com',
      isManualAddress: false,
      address: 'addr-1',
      addressHumanReadable: '1 High Street, Leeds',
      manualAddressStreetOne: null,
      manualAddressStreetTwo: null,
      manualAddressTown: null,
      manualAddressCounty: null,
      postcode: 'LS1 4AP',
      moveInDate: '2025-07-01',
      committedAt: null,
    };
    expect(onboardingJourneySchema.parse(journey)).toEqual(journey);
    expect(
      onboardingJourneySchema.parse({ ...journey, committedAt: '2025-06-10T09:30:00.000Z' })
        .committedAt,
    ).toBe('2025-06-10T09:30:00.000Z');
  });

  const update = onboardingJourneyUpdateSchema(options);

  it('takes the address step', () => {
    expect(
      update.parse({
        isManualAddress: false,
        address: 'addr-1',
        addressHumanReadable: '1 High St',
      }),
    ).toEqual({
      kind: 'address',
      address: { isManualAddress: false, address: 'addr-1', addressHumanReadable: '1 High St' },
    });
  });

  it.each([
    { body: { firstName: ' Ann ' }, key: 'firstName', value: 'Ann' },
    {
      body: { dateOfBirth: { day: '7', month: '3', year: '1990' } },
      key: 'dateOfBirth',
      value: '1990-03-07',
    },
    { body: { moveInDate: '2025-07-09' }, key: 'moveInDate', value: '2025-07-09' },
    { body: { address: 'addr-2' }, key: 'address', value: 'addr-2' },
  ])('takes one edited field: $key', ({ body, key, value }) => {
    expect(update.parse(body)).toEqual({ kind: 'field', key, value });
  });

  it.each([
    { body: { surname: 'S' }, errors: { surname: "That name doesn't look long enough" } },
    {
      body: { dateOfBirth: '2010-01-01' },
      errors: { dateOfBirth: 'You need to be 18 or over to use Threshold' },
    },
    {
      body: {
        isManualAddress: true,
        manualAddressStreetOne: '1 Mill Lane',
        manualAddressTown: 'Leeds',
      },
      errors: { manualAddressCounty: 'We need your county' },
    },
  ])('refuses $body with the field message', ({ body, errors }) => {
    expect(errorsOf(update, body)).toEqual(errors);
  });

  it.each([{}, { firstName: 'Ann', surname: 'Smith' }, { password: 'x' }, []])(
    'refuses %j: one change at a time',
    (body) => {
      expect(errorsOf(update, body)).toEqual({
        '': 'Please send the address, or exactly one of firstName, surname, dateOfBirth, address or moveInDate',
      });
    },
  );
});
