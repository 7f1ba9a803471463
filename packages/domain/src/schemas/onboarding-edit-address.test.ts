import { describe, expect, it } from 'vitest';
import { SIGN_UP_MOVE_IN_LIMITS } from '../dates/move-in-date';
import { fieldErrorsOf } from './field-errors';
import { onboardingEditAddressSchema, onboardingEditSchema } from './onboarding';

const options = {
  today: '2025-06-10',
  brandName: 'Threshold',
  moveInDateLimits: SIGN_UP_MOVE_IN_LIMITS,
};

function errorsOf(value: unknown, schema = onboardingEditAddressSchema): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('the choice on /onboarding/edit/address', () => {
  it('keeps the chosen address key, trimmed', () => {
    expect(onboardingEditAddressSchema.parse({ address: ' addr-1 ' })).toEqual({
      address: 'addr-1',
    });
  });

  it.each([
    { sees: 'no choice', value: {} },
    { sees: 'the empty first choice', value: { address: '' } },
    { sees: 'a NUL inside the key', value: { address: 'addr\u0000-1' } },
    { sees: 'a line break inside the key', value: { address: 'addr\n-1' } },
    { sees: 'a key of 101 characters', value: { address: 'a'.repeat(101) } },
  ])('refuses $sees with "We need your new address"', ({ value }) => {
    expect(errorsOf(value)).toEqual({ address: 'We need your new address' });
  });

  it.each([
    { address: 'addr-1' },
    { address: '' },
    { address: ' \t' },
    { address: 'addr\u2028-1' },
    { address: 'a'.repeat(101) },
    {},
  ])('answers $address as the edit form of the address key does', (value) => {
    const asEditForm = onboardingEditSchema('address', options).safeParse(value);
    const asChoice = onboardingEditAddressSchema.safeParse(value);
    expect(asChoice.success).toBe(asEditForm.success);
    expect(asChoice.success ? asChoice.data : fieldErrorsOf(asChoice.error)).toEqual(
      asEditForm.success ? asEditForm.data : fieldErrorsOf(asEditForm.error),
    );
  });
});
