import { describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED_NOTICE,
  COMMIT_FAILED_MESSAGE,
  EMAIL_ADDRESS_UPDATED_NOTICE,
  MOBILE_NUMBER_UPDATED_NOTICE,
  NEW_ADDRESS_UPDATED_NOTICE,
  contactSubmitErrorMessage,
  fieldUpdatedNotice,
  postcodeVerifyErrorMessage,
} from './onboarding';

describe('onboarding messages', () => {
  it.each([
    {
      code: 'INVALID_POSTCODE',
      message: "Sorry but that's not the postcode we were provided, please check and try again.",
    },
    { code: 'NOT_FOUND', message: 'Something went wrong validating your postcode.' },
    { code: undefined, message: 'Something went wrong validating your postcode.' },
  ])('a postcode refused with $code shows "$message"', ({ code, message }) => {
    expect(postcodeVerifyErrorMessage(code)).toBe(message);
  });

  it.each([
    { serverMessage: 'That number is already in use', message: 'That number is already in use' },
    { serverMessage: '', message: 'Something went wrong' },
    { serverMessage: undefined, message: 'Something went wrong' },
  ])('the contact step shows "$message" for $serverMessage', ({ serverMessage, message }) => {
    expect(contactSubmitErrorMessage(serverMessage)).toBe(message);
  });

  it('a failed commit shows "Something went wrong"', () => {
    expect(COMMIT_FAILED_MESSAGE).toBe('Something went wrong');
  });

  it.each([
    { notice: NEW_ADDRESS_UPDATED_NOTICE, text: 'New address updated' },
    { notice: fieldUpdatedNotice('Date of birth'), text: 'Date of birth updated' },
    { notice: EMAIL_ADDRESS_UPDATED_NOTICE, text: 'Email address updated' },
    { notice: MOBILE_NUMBER_UPDATED_NOTICE, text: 'Mobile number updated' },
    {
      notice: ALREADY_VERIFIED_NOTICE,
      text: 'Verification has already been successfully performed',
    },
  ])('a notice reads "$text"', ({ notice, text }) => {
    expect(notice).toBe(text);
  });
});
