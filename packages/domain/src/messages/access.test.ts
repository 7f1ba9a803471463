import { describe, expect, it } from 'vitest';
import {
  FORGOTTEN_PASSWORD_SENT_MESSAGE,
  INCORRECT_PASSWORD_MESSAGE,
  codeVerifyErrorMessage,
  logInEmailErrorMessage,
} from './access';

describe('log-in and one-time code messages', () => {
  it.each([
    { code: 'INVALID_OTP', message: "We don't recognise this code" },
    { code: 'NOT_FOUND', message: 'Something went wrong verifying your code' },
    { code: undefined, message: 'Something went wrong verifying your code' },
  ])('a code refused with $code shows "$message"', ({ code, message }) => {
    expect(codeVerifyErrorMessage(code)).toBe(message);
  });

  it.each([
    { code: 'NOT_FOUND', message: "That email doesn't look quite right" },
    { code: 'UNKNOWN', message: 'Something went wrong' },
    { code: null, message: 'Something went wrong' },
  ])('a log-in e-mail refused with $code shows "$message"', ({ code, message }) => {
    expect(logInEmailErrorMessage(code)).toBe(message);
  });

  it(`a wrong password shows "Incorrect password - please try again, or click 'forgotten password' below"`, () => {
    expect(INCORRECT_PASSWORD_MESSAGE).toBe(
      "Incorrect password - please try again, or click 'forgotten password' below",
    );
  });

  it('a forgotten-password request shows "Please check your email inbox for reset instructions"', () => {
    expect(FORGOTTEN_PASSWORD_SENT_MESSAGE).toBe(
      'Please check your email inbox for reset instructions',
    );
  });
});
