import { GENERIC_ERROR_MESSAGE } from '../schemas/api-error';
import { ACCESS_ERROR_CODE } from './access';

/** Onboarding journey messages and notices (portal-access sections 4 and 8). */

export const POSTCODE_NOT_MATCHED_MESSAGE =
  "Sorry but that's not the postcode we were provided, please check and try again.";
export const POSTCODE_VERIFY_FAILED_MESSAGE = 'Something went wrong validating your postcode.';
export const COMMIT_FAILED_MESSAGE = GENERIC_ERROR_MESSAGE;

/** Verifying the postcode failed: INVALID_POSTCODE is a mismatch, anything else is general. */
export function postcodeVerifyErrorMessage(code: string | null | undefined): string {
  return code === ACCESS_ERROR_CODE.invalidPostcode
    ? POSTCODE_NOT_MATCHED_MESSAGE
    : POSTCODE_VERIFY_FAILED_MESSAGE;
}

/** The contact step shows the server's message on the field, or the general one without it. */
export function contactSubmitErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim();
  return message ? message : GENERIC_ERROR_MESSAGE;
}

export const ALREADY_VERIFIED_NOTICE = 'Verification has already been successfully performed';
export const EMAIL_ADDRESS_UPDATED_NOTICE = 'Email address updated';
export const MOBILE_NUMBER_UPDATED_NOTICE = 'Mobile number updated';

/** '{label} updated' after an edit; the address edit's label is 'New address'. */
export function fieldUpdatedNotice(label: string): string {
  return `${label} updated`;
}

export const NEW_ADDRESS_UPDATED_NOTICE = fieldUpdatedNotice('New address');
