import { validateAccountDetails } from 'uk-modulus-check';

/**
 * Checks that a UK sort code and account number can belong together: Vocalink's published
 * modulus checking (the weight table and exceptions) through the maintained uk-modulus-check
 * package, whose weight table (valacdos) is the package's own and moves with its releases
 * (docs/decisions.md). Pure code, no outside call; the account details never leave the process.
 */
export type BankAccountChecker = {
  /** Six digits and eight digits, no separators. */
  isValidPair(sortCode: string, accountNumber: string): boolean;
};

/** The Vocalink weight table version the installed package ships (shown in docs/decisions.md). */
export const VOCALINK_WEIGHT_TABLE = 'valacdos v8.50 (valid from 23 June 2025)';

export function createModulusBankAccountChecker(): BankAccountChecker {
  return {
    isValidPair(sortCode, accountNumber) {
      // The package's own shape checks are kinder than ours (it pads short numbers): only exact digits here.
      if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) return false;
      return validateAccountDetails(sortCode, accountNumber);
    },
  };
}
