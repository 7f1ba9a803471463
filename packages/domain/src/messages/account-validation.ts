import {
  ACCOUNT_LOCKOUT_ATTEMPTS,
  ACCOUNT_VALIDATION_RESULT,
  type AccountValidationResult,
} from '../codes/account-validation-result';
import { GENERIC_ERROR_MESSAGE } from '../schemas/api-error';
import { INVALID_OTP_MESSAGE } from './access';

/** What the mover reads for each result of PUT /account/validate (portal-access section 8). */

export const INCORRECT_SURNAME_MESSAGE =
  "Sorry but that's not the surname we were provided with, please check and try again.";
export const INCORRECT_POSTCODE_MESSAGE =
  "Sorry but that's not the postcode we were provided with, please check and try again.";
export const INCORRECT_SURNAME_AND_POSTCODE_MESSAGE =
  "Sorry but that's not the surname or postcode we were provided with, please check and try again.";
export const INVALID_TOKEN_MESSAGE = 'Incorrect Token Error!';
export const DETAILS_NOT_FOUND_MESSAGE =
  "We couldn't find your details, so please tell us about yourself to continue.";
export const TOKEN_ONLY_ENROLMENT_MESSAGE =
  'This enrolment can only be opened with the link we sent you.';
export const DETAILS_FORGOTTEN_MESSAGE =
  'Your details were forgotten at your request, so this enrolment can no longer be opened.';

/** The brand's help line, as the footer shows it. */
export type SupportContact = { supportEmail: string; supportPhone: string };

/** Result 4: the account is locked after 3 wrong attempts; the brand's help e-mail and phone. */
export function accountLockedMessage({ supportEmail, supportPhone }: SupportContact): string {
  return (
    `Sorry, your account has been locked after ${ACCOUNT_LOCKOUT_ATTEMPTS} unsuccessful attempts. ` +
    `Please email us at ${supportEmail} or call us on ${supportPhone}, Monday to Friday, 9am to 5pm.`
  );
}

/** The message for a result; null for Success, which needs none. */
export function accountValidationMessage(
  result: AccountValidationResult,
  support: SupportContact,
): string | null {
  switch (result) {
    case ACCOUNT_VALIDATION_RESULT.Success:
      return null;
    case ACCOUNT_VALIDATION_RESULT.IncorrectSurname:
      return INCORRECT_SURNAME_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.IncorrectPostcode:
      return INCORRECT_POSTCODE_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.IncorrectSurnameAndPostcode:
      return INCORRECT_SURNAME_AND_POSTCODE_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.AccountIsLocked:
      return accountLockedMessage(support);
    case ACCOUNT_VALIDATION_RESULT.InvalidToken:
      return INVALID_TOKEN_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.Error:
      return GENERIC_ERROR_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney:
      return DETAILS_NOT_FOUND_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.EnrolmentWithTokenOnly:
      return TOKEN_ONLY_ENROLMENT_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.RightToBeForgotten:
      return DETAILS_FORGOTTEN_MESSAGE;
    case ACCOUNT_VALIDATION_RESULT.OtpInvalid:
      return INVALID_OTP_MESSAGE;
  }
}
