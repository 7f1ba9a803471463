import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  forgottenPasswordBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from './password-reset';

describe('password reset request', () => {
  it('refuses an empty e-mail with "Please enter your email address"', () => {
    const result = passwordResetRequestSchema.safeParse({ emailAddress: '' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      emailAddress: 'Please enter your email address',
    });
  });

  it.each([
    { returnUrl: '/default/password-reset', isAccepted: true },
    { returnUrl: '/partner/12/password-reset', isAccepted: true },
    { returnUrl: 'https://elsewhere.example/reset', isAccepted: false },
    { returnUrl: '//elsewhere.example/reset', isAccepted: false },
    { returnUrl: '/\\elsewhere.example', isAccepted: false },
    { returnUrl: 'javascript:alert(1)', isAccepted: false },
    { returnUrl: '', isAccepted: false },
  ])('accepts the return URL "$returnUrl": $isAccepted', ({ returnUrl, isAccepted }) => {
    const result = passwordResetRequestBodySchema.safeParse({
      emailAddress: 'ann@example.com',
      returnUrl,
    });
    expect(result.success).toBe(isAccepted);
    if (!isAccepted) {
      expect(result.error && fieldErrorsOf(result.error)).toEqual({
        returnUrl: 'The return address must be a page on this site',
      });
    }
  });

  it('takes the same body for the forgotten-password link', () => {
    expect(forgottenPasswordBodySchema).toBe(passwordResetRequestBodySchema);
  });
});

describe('password reset', () => {
  it('accepts the e-mail and a new password', () => {
    expect(
      passwordResetSchema.parse({ emailAddress: 'ann@example.com', password: 'Newpass1!' }),
    ).toEqual({
      emailAddress: 'ann@example.com',
      password: 'Newpass1!',
    });
  });

  it.each([
    { field: 'emailAddress', value: 'ann', message: 'Please enter a valid email address' },
    {
      field: 'password',
      value: 'newpass',
      message: 'Please ensure your password match the criteria above',
    },
  ])('refuses $field "$value" with "$message"', ({ field, value, message }) => {
    const result = passwordResetSchema.safeParse({
      emailAddress: 'ann@example.com',
      password: 'Newpass1!',
      [field]: value,
    });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({ [field]: message });
  });
});
