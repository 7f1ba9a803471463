import {
  ACCOUNT_LOCKOUT_ATTEMPTS,
  ACCOUNT_VALIDATION_RESULT,
  type AccountValidationResult,
} from '@threshold/domain/codes/account-validation-result';
import type { Clock } from '@threshold/domain/dates/clock';
import type { AccountValidateRequest } from '@threshold/domain/schemas/account-validate';
import type { AccountValidateResponse } from '@threshold/domain/schemas/confirm-details';
import {
  POSTCODE_MESSAGES,
  nameMessages,
  normalisePostcode,
  SURNAME_LABEL,
} from '@threshold/domain/schemas/fields';
import type { LinkTokens } from '../../auth/link-tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import type { EnrolmentRow } from '../../auth/caller';
import type { AccountRepo } from './account.repo';

/** The lock after 3 mismatches lasts this long (time-boxed, so a stranger cannot lock a mover out for ever). */
export const ACCOUNT_LOCK_MS = 30 * 60 * 1000;

/** Checks a one-time code sent for an enrolment (the code variant of confirm-details). */
export type EnrolmentCodeCheck = (
  enrolmentId: string,
  challengeId: string,
  code: string,
) => Promise<boolean>;

/** Logs an attempt or a failure; never given personal data. */
export type AccessLog = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

/**
 * Case, spaces, hyphen-spacing, the apostrophe's shape and the Unicode form do not matter:
 * "smith - jones" is "Smith-Jones", "o'brien" is "O’Brien".
 */
export function sameSurname(given: string, stored: string): boolean {
  const normalise = (name: string) =>
    name.normalize('NFC').toLocaleLowerCase('en-GB').replace(/\s+/g, '').replaceAll('’', "'");
  return normalise(given) === normalise(stored);
}

export function samePostcode(given: string, stored: string): boolean {
  const normalise = (postcode: string) =>
    (normalisePostcode(postcode) ?? postcode).replace(/\s+/g, '').toUpperCase();
  return normalise(given) === normalise(stored);
}

function mismatchResult(
  isSurnameWrong: boolean,
  isPostcodeWrong: boolean,
): AccountValidationResult {
  if (isSurnameWrong && isPostcodeWrong)
    return ACCOUNT_VALIDATION_RESULT.IncorrectSurnameAndPostcode;
  return isSurnameWrong
    ? ACCOUNT_VALIDATION_RESULT.IncorrectSurname
    : ACCOUNT_VALIDATION_RESULT.IncorrectPostcode;
}

const answer = (
  result: AccountValidationResult,
  token: string | null = null,
  pendingEnrolmentId: string | null = null,
) => ({
  result,
  token,
  pendingEnrolmentId,
});

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: {
  db: Db;
  repo: AccountRepo;
  enrolmentService: EnrolmentService;
  linkTokens: LinkTokens;
  clock: Clock;
  log: AccessLog;
  checkCode?: EnrolmentCodeCheck;
}) {
  const { db, repo, enrolmentService, linkTokens, clock, log } = deps;

  /**
   * Counts an answer before it is compared (one conditional update): 'locked' when no try is left,
   * 'last' when this try set the lock (a wrong answer then answers 4), else 'counted'.
   */
  async function countTry(enrolmentId: string): Promise<'locked' | 'last' | 'counted'> {
    const now = clock.now();
    const counted = await repo.countTry(
      db,
      enrolmentId,
      now,
      ACCOUNT_LOCKOUT_ATTEMPTS,
      new Date(now.getTime() + ACCOUNT_LOCK_MS),
    );
    if (!counted) return 'locked';
    return counted.lockedUntil ? 'last' : 'counted';
  }

  /** Everything but the unexpected: the result for a token and the answers the mover gave. */
  async function decide(body: AccountValidateRequest): Promise<AccountValidateResponse> {
    const link = await linkTokens.find(db, 'saveAndContinue', body.token);
    const row = link ? await enrolmentService.findRow(link.enrolmentId) : undefined;
    if (!link || !row) return answer(ACCOUNT_VALIDATION_RESULT.InvalidToken);
    if (row.forgottenAt) return answer(ACCOUNT_VALIDATION_RESULT.RightToBeForgotten);
    const now = clock.now();
    if (row.lockedUntil && row.lockedUntil > now)
      return answer(ACCOUNT_VALIDATION_RESULT.AccountIsLocked, null, row.id);

    if (row.isUnpopulated) {
      // Nothing to compare against: the mover continues on the unpopulated personal-details page.
      const unpopulatedToken = await db.transaction(async (tx) => {
        if (!(await linkTokens.consume(tx, 'saveAndContinue', body.token))) return null;
        return linkTokens.issue(tx, row.id, 'unpopulated');
      });
      if (!unpopulatedToken) return answer(ACCOUNT_VALIDATION_RESULT.InvalidToken);
      return answer(
        ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney,
        unpopulatedToken,
        row.id,
      );
    }

    if (body.challengeId !== undefined || body.code !== undefined) {
      const isCodeRight =
        body.challengeId !== undefined && body.code !== undefined && deps.checkCode !== undefined
          ? await deps.checkCode(row.id, body.challengeId, body.code)
          : false;
      if (!isCodeRight) return answer(ACCOUNT_VALIDATION_RESULT.OtpInvalid, null, row.id);
    }

    if (!row.surname || !row.postcode)
      return succeed(row, body.token, ACCOUNT_VALIDATION_RESULT.EnrolmentWithTokenOnly);
    if (body.surname === undefined) {
      throw new AppError('VALIDATION_FAILED', nameMessages(SURNAME_LABEL).tooShort, {
        field: 'surname',
      });
    }
    if (body.postcode === undefined) {
      throw new AppError('VALIDATION_FAILED', POSTCODE_MESSAGES.required, { field: 'postcode' });
    }

    // Counted first: concurrent answers each take one of the 3 tries or are locked out uncompared.
    const counted = await countTry(row.id);
    if (counted === 'locked')
      return answer(ACCOUNT_VALIDATION_RESULT.AccountIsLocked, null, row.id);
    const isSurnameWrong = !sameSurname(body.surname, row.surname);
    const isPostcodeWrong = !samePostcode(body.postcode, row.postcode);
    if (!isSurnameWrong && !isPostcodeWrong)
      return succeed(row, body.token, ACCOUNT_VALIDATION_RESULT.Success);

    return counted === 'last'
      ? answer(ACCOUNT_VALIDATION_RESULT.AccountIsLocked, null, row.id)
      : answer(mismatchResult(isSurnameWrong, isPostcodeWrong), null, row.id);
  }

  /** The link is used up, the count starts again, and the mover gets an anonymous token for the enrolment. */
  async function succeed(
    row: EnrolmentRow,
    token: string,
    result: AccountValidationResult,
  ): Promise<AccountValidateResponse> {
    const isConsumed = await db.transaction(async (tx) => {
      if (!(await linkTokens.consume(tx, 'saveAndContinue', token))) return false;
      await repo.clearFailures(tx, row.id, clock.now());
      return true;
    });
    if (!isConsumed) return answer(ACCOUNT_VALIDATION_RESULT.InvalidToken);
    const issued = await enrolmentService.issueAnonymousToken(row.id);
    return answer(result, issued.access_token, row.id);
  }

  return {
    /** For another check of the same lock (the onboarding postcode): count the try before comparing. */
    countTry,
    /** A right answer elsewhere (onboarding postcode) starts the count again and lifts the lock its try may have set. */
    clearMismatches: (enrolmentId: string) => repo.clearFailures(db, enrolmentId, clock.now()),

    /** PUT /account/validate: every outcome is a result code 0–10; an unexpected failure is 6. */
    async validate(body: AccountValidateRequest): Promise<AccountValidateResponse> {
      try {
        const response = await decide(body);
        log.info(
          {
            event: 'account-validate',
            result: response.result,
            enrolmentId: response.pendingEnrolmentId,
          },
          'confirm-details attempt',
        );
        return response;
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.error({ event: 'account-validate', err: error }, 'confirm-details failed');
        return answer(ACCOUNT_VALIDATION_RESULT.Error);
      }
    },
  };
}
