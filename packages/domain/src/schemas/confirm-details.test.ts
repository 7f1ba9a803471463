import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  accountValidateBodySchema,
  accountValidateResponseSchema,
  confirmDetailsSchema,
} from './confirm-details';

function errorsOf(
  schema: typeof confirmDetailsSchema | typeof accountValidateBodySchema,
  values: unknown,
) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('confirm details', () => {
  it('accepts a surname and a postcode in any spacing', () => {
    expect(confirmDetailsSchema.parse({ surname: ' Smith ', postcode: 'sw1a1aa' })).toEqual({
      surname: 'Smith',
      postcode: 'SW1A 1AA',
    });
  });

  it.each([
    {
      field: 'surname',
      value: 'S',
      message: 'The length of Surname must be at least of 2 characters',
    },
    {
      field: 'surname',
      value: 'Sm1th',
      message: 'Surname cannot contain numbers or special characters',
    },
    { field: 'postcode', value: '', message: 'Please tell me the postcode of your new home' },
    { field: 'postcode', value: 'SW1', message: "We don't recognise this postcode" },
  ])('refuses $field "$value" with "$message"', ({ field, value, message }) => {
    const values = { surname: 'Smith', postcode: 'SW1A 1AA', [field]: value };
    expect(errorsOf(confirmDetailsSchema, values)).toEqual({ [field]: message });
  });

  it.each(["O'Brien", 'O’Brien', "D'Souza", 'Ó Briain', 'Nguyễn'])(
    'accepts the surname "%s"',
    (surname) => {
      expect(confirmDetailsSchema.parse({ surname, postcode: 'M1 1AE' }).surname).toBe(surname);
    },
  );

  it('accepts a hyphenated surname, which the name rules allow everywhere', () => {
    expect(
      confirmDetailsSchema.safeParse({ surname: 'Smith-Jones', postcode: 'M1 1AE' }).success,
    ).toBe(true);
  });

  it('refuses a body without its token with "Incorrect Token Error!"', () => {
    expect(errorsOf(accountValidateBodySchema, { surname: 'Smith', postcode: 'M1 1AE' })).toEqual({
      token: 'Incorrect Token Error!',
    });
  });

  it('reads the answer of PUT /account/validate', () => {
    const answer = { result: 4, token: null, pendingEnrolmentId: null };
    expect(accountValidateResponseSchema.parse(answer)).toEqual(answer);
    expect(accountValidateResponseSchema.safeParse({ ...answer, result: 11 }).success).toBe(false);
  });
});
