import { describe, expect, it } from 'vitest';
import { createModulusBankAccountChecker } from './bank-account-checker';

const checker = createModulusBankAccountChecker();

/** Vocalink's published test cases ("Validating account numbers", chapter 3), as the package's tests list them. */
describe('the modulus check (Vocalink test cases)', () => {
  it.each([
    ['089999', '66374958'], // 1: standard modulus 10
    ['107999', '88837491'], // 2: standard modulus 11
    ['202959', '63748472'], // 3: standard double alternate
    ['871427', '46238510'], // 4: exception 10 and 11
    ['938611', '07806039'], // 14: exception 7
    ['118765', '64371389'], // 12: exception 1
    ['309070', '02355688'], // 19: exception 12 and 13
    ['180002', '00000190'], // 34: exception 14
  ])('accepts %s %s', (sortCode, accountNumber) => {
    expect(checker.isValidPair(sortCode, accountNumber)).toBe(true);
  });

  it.each([
    ['089999', '66374959'], // 29: modulus 10 fails
    ['107999', '88837493'], // 30: modulus 11 fails
    ['938063', '15763217'], // 25: exception 5, first check fails
    ['118765', '64371388'], // 26: exception 1 fails
    ['203099', '66831036'], // 27: exception 6 fails
  ])('refuses %s %s', (sortCode, accountNumber) => {
    expect(checker.isValidPair(sortCode, accountNumber)).toBe(false);
  });

  it('refuses anything but six and eight digits (a masked number cannot be checked)', () => {
    expect(checker.isValidPair('08999', '66374958')).toBe(false);
    expect(checker.isValidPair('089999', '*****958')).toBe(false);
    expect(checker.isValidPair('08-99-99', '66374958')).toBe(false);
  });
});
