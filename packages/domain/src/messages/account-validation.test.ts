import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_VALIDATION_RESULT,
  type AccountValidationResult,
} from '../codes/account-validation-result';
import { accountValidationMessage } from './account-validation';

const support = { supportEmail: 'help@threshold.example', supportPhone: '0306 999 0123' };

describe('what confirm-details says for each result', () => {
  it.each<{ result: AccountValidationResult; message: string | null }>([
    { result: ACCOUNT_VALIDATION_RESULT.Success, message: null },
    {
      result: ACCOUNT_VALIDATION_RESULT.IncorrectSurname,
      message:
        "Sorry but that's not the surname we were provided with, please check and try again.",
    },
    {
      result: ACCOUNT_VALIDATION_RESULT.IncorrectPostcode,
      message:
        "Sorry but that's not the postcode we were provided with, please check and try again.",
    },
    {
      result: ACCOUNT_VALIDATION_RESULT.IncorrectSurnameAndPostcode,
      message:
        "Sorry but that's not the surname or postcode we were provided with, please check and try again.",
    },
    {
      result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked,
      message:
        'Sorry, your account has been locked after 3 unsuccessful attempts. Please email us at help@threshold.example or call us on 0306 999 0123, Monday to Friday, 9am to 5pm.',
    },
    { result: ACCOUNT_VALIDATION_RESULT.InvalidToken, message: 'Incorrect Token Error!' },
    { result: ACCOUNT_VALIDATION_RESULT.Error, message: 'Something went wrong' },
    {
      result: ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney,
      message: "We couldn't find your details, so please tell us about yourself to continue.",
    },
    {
      result: ACCOUNT_VALIDATION_RESULT.EnrolmentWithTokenOnly,
      message: 'This enrolment can only be opened with the link we sent you.',
    },
    {
      result: ACCOUNT_VALIDATION_RESULT.RightToBeForgotten,
      message:
        'Your details were forgotten at your request, so this enrolment can no longer be opened.',
    },
    { result: ACCOUNT_VALIDATION_RESULT.OtpInvalid, message: "We don't recognise this code" },
  ])('result $result shows "$message"', ({ result, message }) => {
    expect(accountValidationMessage(result, support)).toBe(message);
  });

  it("names the brand's own help line when the account is locked", () => {
    const message = accountValidationMessage(ACCOUNT_VALIDATION_RESULT.AccountIsLocked, {
      supportEmail: 'movers@partner.example',
      supportPhone: '0808 157 0000',
    });
    expect(message).toContain('movers@partner.example');
    expect(message).toContain('0808 157 0000');
  });
});
