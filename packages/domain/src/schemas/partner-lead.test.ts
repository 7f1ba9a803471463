import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  INVITE_BY_MESSAGE,
  INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE,
  partnerLeadSchema,
} from './partner-lead';

const TODAY = '2025-06-10';
const schema = partnerLeadSchema({ today: TODAY });

const lead = {
  title: 'Mr',
  firstName: 'Tom',
  surname: 'Okafor',
  dateOfBirth: '1990-04-01',
  emailAddress: 'tom@example.com',
  contactNumber: '07700900123',
  moveInDate: '2025-07-01',
  postcode: 'm1 1ae',
  enrolmentType: 'Lettings',
  branchId: '12',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('a partner lead', () => {
  it('accepts a full lead', () => {
    expect(schema.parse(lead)).toEqual({ ...lead, postcode: 'M1 1AE' });
  });

  it('needs only a surname, an e-mail and a postcode (blank CSV cells are not given)', () => {
    expect(
      schema.parse({
        title: '',
        firstName: '',
        surname: 'Okafor',
        dateOfBirth: '',
        emailAddress: 'tom@example.com',
        contactNumber: '',
        moveInDate: '',
        addressKey: '',
        postcode: 'M1 1AE',
        enrolmentType: '',
        branchId: '',
      }),
    ).toEqual({ surname: 'Okafor', emailAddress: 'tom@example.com', postcode: 'M1 1AE' });
  });

  it('accepts the names people have: apostrophes, accents and any script, kept in NFC', () => {
    expect(schema.parse({ ...lead, firstName: 'Zoe\u0308', surname: 'O’Brien' })).toMatchObject({
      firstName: 'Zoë',
      surname: 'O’Brien',
    });
    expect(schema.parse({ ...lead, firstName: 'Thảo', surname: 'Nguyễn' }).surname).toBe('Nguyễn');
    expect(schema.parse({ ...lead, surname: "D'Souza" }).surname).toBe("D'Souza");
  });

  it('refuses a NUL in any text field of a lead, each with its own message', () => {
    expect(
      errorsOf({
        ...lead,
        firstName: 'T\u0000m',
        surname: 'Oka\u0000for',
        emailAddress: 'tom\u0000@example.com',
        contactNumber: '07700\u0000900123',
        postcode: 'M1\u00001AE',
        addressKey: 'addr\u0000-9',
      }),
    ).toEqual({
      firstName: 'First name cannot contain numbers or special characters',
      surname: 'Surname cannot contain numbers or special characters',
      emailAddress: 'Please enter a valid email address',
      contactNumber: 'Please enter a valid UK mobile number without spaces, starting with 07',
      postcode: "We don't recognise this postcode",
      addressKey: 'Please select an address from the dropdown',
    });
  });

  it('accepts an address key instead of a postcode', () => {
    const { postcode: _postcode, ...withoutPostcode } = lead;
    expect(schema.parse({ ...withoutPostcode, addressKey: 'addr-9' }).addressKey).toBe('addr-9');
  });

  it('reads dates written as a CSV shows them', () => {
    expect(
      schema.parse({ ...lead, dateOfBirth: '01/04/1990', moveInDate: '01/07/2025' }),
    ).toMatchObject({
      dateOfBirth: '1990-04-01',
      moveInDate: '2025-07-01',
    });
  });

  it('keeps a move-in date outside the sign-up window for the mover to correct', () => {
    expect(schema.parse({ ...lead, moveInDate: '2025-12-25' }).moveInDate).toBe('2025-12-25');
  });

  it.each([
    { field: 'title', value: 'Sir', message: 'Invalid Title provided' },
    {
      field: 'firstName',
      value: 'T0m',
      message: 'First name cannot contain numbers or special characters',
    },
    {
      field: 'surname',
      value: '',
      message: 'The length of Surname must be at least of 2 characters',
    },
    {
      field: 'dateOfBirth',
      value: '2010-01-01',
      message: 'You must be at least 18 years of age to sign up',
    },
    { field: 'dateOfBirth', value: '1990-02-30', message: 'Please enter a valid Date of Birth' },
    { field: 'emailAddress', value: '', message: 'Please enter your email address' },
    {
      field: 'contactNumber',
      value: '+447700900123',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    { field: 'moveInDate', value: '31/06/2025', message: 'Invalid date format' },
    { field: 'postcode', value: 'M1', message: "We don't recognise this postcode" },
    {
      field: 'enrolmentType',
      value: 'Agency',
      message: 'enrolmentType must be one of Direct, Lettings, Social, DoorToDoor or Telesales',
    },
    {
      field: 'branchId',
      value: 'north',
      message: 'branchId must be the numeric id of one of your branches',
    },
  ])('refuses $field "$value" with "$message"', ({ field, value, message }) => {
    expect(errorsOf({ ...lead, [field]: value })).toEqual({ [field]: message });
  });

  it('refuses a lead with neither postcode nor address key with "Please tell me the postcode of your new home", beside its other errors', () => {
    const { postcode: _postcode, ...withoutPostcode } = lead;
    expect(errorsOf({ ...withoutPostcode, surname: 'O' })).toEqual({
      surname: 'The length of Surname must be at least of 2 characters',
      postcode: 'Please tell me the postcode of your new home',
    });
  });

  it('invites by e-mail unless the partner asks for SMS, which needs a mobile number', () => {
    expect(schema.parse(lead).inviteBy).toBeUndefined();
    expect(schema.parse({ ...lead, inviteBy: 'sms' }).inviteBy).toBe('sms');
    expect(schema.parse({ ...lead, inviteBy: '' }).inviteBy).toBeUndefined();
    expect(errorsOf({ ...lead, inviteBy: 'post' })).toEqual({ inviteBy: INVITE_BY_MESSAGE });
    expect(errorsOf({ ...lead, contactNumber: '', inviteBy: 'sms' })).toEqual({
      contactNumber: INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE,
    });
    expect(errorsOf({ ...lead, contactNumber: '0770', inviteBy: 'sms' })).toEqual({
      contactNumber: 'Please enter a valid UK mobile number without spaces, starting with 07',
    });
  });
});
