import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  contactDetailsSchema,
  identityDetailsSchema,
  personalDetailsSchema,
  unpopulatedPersonalDetailsSchema,
} from './personal-details';

const TODAY = '2025-06-10';

const formValues = {
  title: 'Ms',
  firstName: ' Ann ',
  surname: 'Smith-Jones',
  dateOfBirth: { day: '7', month: '3', year: '1990' },
  contactNumber: '07700900789',
  emailAddress: 'ann@example.com',
};

function errorsOf(
  values: Record<string, unknown>,
  schema = personalDetailsSchema({ today: TODAY }),
) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('personal details (populated)', () => {
  it.each([
    { firstName: 'Zoë', surname: "O'Brien" },
    { firstName: 'Siobhán', surname: 'Ó Briain' },
    { firstName: 'Thảo', surname: 'Nguyễn' },
    { firstName: 'Priya', surname: "D'Souza" },
    { firstName: 'Seán', surname: 'O’Brien' },
  ])('accepts $firstName $surname', ({ firstName, surname }) => {
    expect(
      identityDetailsSchema({ today: TODAY }).parse({ ...formValues, firstName, surname }),
    ).toMatchObject({ firstName, surname });
  });

  it('accepts the form and gives the API its date', () => {
    expect(personalDetailsSchema({ today: TODAY }).parse(formValues)).toEqual({
      title: 'Ms',
      firstName: 'Ann',
      surname: 'Smith-Jones',
      dateOfBirth: '1990-03-07',
      contactNumber: '07700900789',
      emailAddress: 'ann@example.com',
    });
  });

  it('accepts the payload with the date of birth at midnight UTC', () => {
    const payload = { ...formValues, dateOfBirth: '1990-03-07T00:00:00.000Z' };
    expect(personalDetailsSchema({ today: TODAY }).parse(payload).dateOfBirth).toBe('1990-03-07');
  });

  it('ignores a password on the populated page', () => {
    expect(
      personalDetailsSchema({ today: TODAY }).parse({ ...formValues, password: 'x' }),
    ).not.toHaveProperty('password');
  });

  it.each([
    { field: 'title', value: '', message: 'Please enter your Title' },
    { field: 'title', value: 'Lord', message: 'Invalid Title provided' },
    {
      field: 'firstName',
      value: 'A',
      message: 'The length of First name must be at least of 2 characters',
    },
    {
      field: 'firstName',
      value: 'A'.repeat(51),
      message: 'First name must be 50 characters or fewer',
    },
    {
      field: 'surname',
      value: 'Sm1th',
      message: 'Surname cannot contain numbers or special characters',
    },
    {
      field: 'dateOfBirth',
      value: { day: '', month: '', year: '' },
      message: 'Please enter a valid Date of Birth',
    },
    {
      field: 'dateOfBirth',
      value: { day: '11', month: '6', year: '2007' },
      message: 'You must be at least 18 years of age to sign up',
    },
    {
      field: 'dateOfBirth',
      value: { day: '10', month: '6', year: '1925' },
      message:
        "If you're over 99, please reach out via the 'Get in touch' section at the bottom of the page",
    },
    { field: 'contactNumber', value: '', message: 'Please enter a valid UK mobile number' },
    {
      field: 'contactNumber',
      value: '7123456789',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    { field: 'emailAddress', value: '', message: 'Please enter your email address' },
    { field: 'emailAddress', value: 'ann@', message: 'Please enter a valid email address' },
  ])('refuses $field $value with "$message"', ({ field, value, message }) => {
    expect(errorsOf({ ...formValues, [field]: value })).toEqual({ [field]: message });
  });

  it('shows every field that is wrong at once', () => {
    expect(Object.keys(errorsOf({}))).toEqual([
      'title',
      'firstName',
      'surname',
      'dateOfBirth',
      'contactNumber',
      'emailAddress',
    ]);
  });

  it('splits into who the mover is and how to reach them', () => {
    expect(Object.keys(identityDetailsSchema({ today: TODAY }).shape)).toEqual([
      'title',
      'firstName',
      'surname',
      'dateOfBirth',
    ]);
    expect(Object.keys(contactDetailsSchema.shape)).toEqual(['contactNumber', 'emailAddress']);
  });
});

describe('personal details (unpopulated)', () => {
  const schema = unpopulatedPersonalDetailsSchema({ today: TODAY });

  it('asks for a password too', () => {
    expect(schema.parse({ ...formValues, password: 'Abcde1!' }).password).toBe('Abcde1!');
  });

  it.each([undefined, 'abcdef', 'Abcdef1'])(
    'refuses the password %s with "Please ensure your password match the criteria above"',
    (password) => {
      expect(errorsOf({ ...formValues, password }, schema)).toEqual({
        password: 'Please ensure your password match the criteria above',
      });
    },
  );
});
