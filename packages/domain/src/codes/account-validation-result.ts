/** Result of PUT /account/validate and the comm-click landing (portal-access 3). */
export const ACCOUNT_VALIDATION_RESULT = {
  Success: 0,
  IncorrectSurname: 1,
  IncorrectPostcode: 2,
  IncorrectSurnameAndPostcode: 3,
  AccountIsLocked: 4,
  InvalidToken: 5,
  Error: 6,
  ConvertedToUnpopulatedJourney: 7,
  EnrolmentWithTokenOnly: 8,
  RightToBeForgotten: 9,
  OtpInvalid: 10,
} as const;
export type AccountValidationResult =
  (typeof ACCOUNT_VALIDATION_RESULT)[keyof typeof ACCOUNT_VALIDATION_RESULT];
export type AccountValidationResultName = keyof typeof ACCOUNT_VALIDATION_RESULT;

/** Failed confirm-details attempts before the account locks (portal-access 9). */
export const ACCOUNT_LOCKOUT_ATTEMPTS = 3;

export function isAccountValidationResult(value: unknown): value is AccountValidationResult {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10;
}

/** The results that count as a wrong answer towards the lockout. */
export function isDetailsMismatch(result: AccountValidationResult): boolean {
  return (
    result === ACCOUNT_VALIDATION_RESULT.IncorrectSurname ||
    result === ACCOUNT_VALIDATION_RESULT.IncorrectPostcode ||
    result === ACCOUNT_VALIDATION_RESULT.IncorrectSurnameAndPostcode
  );
}
