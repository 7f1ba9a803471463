import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { fixedClock } from '@threshold/domain/dates/clock';
import { describe, expect, it } from 'vitest';
import type { LinkTokens } from '../../auth/link-tokens';
import type { Db } from '../../db/client';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { createAccountRepo } from './account.repo';
import { createAccountService, samePostcode, sameSurname } from './account.service';

describe('account validation rules', () => {
  it.each([
    ['Smith-Jones', 'smith-jones', true],
    [' SMITH JONES ', 'Smith Jones', true],
    ['Smyth', 'Smith', false],
    ["O'Brien", 'O’Brien', true],
    ['o’brien', "O'Brien", true],
    ['Zoe\u0308', 'Zoë', true],
    ["O'Brien", 'OBrien', false],
  ])('surname %s vs %s → %s', (given, stored, expected) => {
    expect(sameSurname(given, stored)).toBe(expected);
  });

  it.each([
    ['sw1a1aa', 'SW1A 1AA', true],
    ['SW1A  1AA', 'SW1A 1AA', true],
    ['EC1A 1BB', 'SW1A 1AA', false],
  ])('postcode %s vs %s → %s', (given, stored, expected) => {
    expect(samePostcode(given, stored)).toBe(expected);
  });

  it('6 Error: an unexpected failure answers result 6 and logs the cause', async () => {
    const errors: unknown[] = [];
    const failingTokens = {
      find: () => Promise.reject(new Error('database unavailable')),
    } as unknown as LinkTokens;
    const service = createAccountService({
      db: {} as Db,
      repo: createAccountRepo(),
      enrolmentService: {} as EnrolmentService,
      linkTokens: failingTokens,
      clock: fixedClock('2026-03-02T10:00:00Z'),
      log: { info: () => undefined, error: (fields) => errors.push(fields) },
    });
    expect(await service.validate({ token: 'abc' })).toEqual({
      result: ACCOUNT_VALIDATION_RESULT.Error,
      token: null,
      pendingEnrolmentId: null,
    });
    expect(errors).toHaveLength(1);
  });
});
