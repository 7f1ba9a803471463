import type { Clock } from '@threshold/domain/dates/clock';
import type { LinkTokenRow, LinkTokensRepo } from './link-tokens.repo';
import type { DbOrTx } from '../db/client';
import { generateUrlToken, type SecretHasher } from './secret-hash';

/** What a link token lets its holder do; each purpose has its own lifetime. */
export const LINK_TOKEN_PURPOSE = {
  saveAndContinue: 'saveAndContinue',
  confirm: 'confirm',
  onboarding: 'onboarding',
  unpopulated: 'unpopulated',
  login: 'login',
  passwordReset: 'passwordReset',
} as const;
export type LinkTokenPurpose = (typeof LINK_TOKEN_PURPOSE)[keyof typeof LINK_TOKEN_PURPOSE];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Invitation links live as long as a move takes to arrange; a reset link one hour (ASVS). */
export const LINK_TOKEN_TTL_MS: Record<LinkTokenPurpose, number> = {
  saveAndContinue: 60 * DAY_MS,
  confirm: 60 * DAY_MS,
  onboarding: 60 * DAY_MS,
  unpopulated: 60 * DAY_MS,
  login: 7 * DAY_MS,
  passwordReset: HOUR_MS,
};

export type LinkTokens = {
  /** Stores the hash of a new random token and returns the token itself (to put in a link once). */
  issue(db: DbOrTx, enrolmentId: string, purpose: LinkTokenPurpose): Promise<string>;
  /** One new token per enrolment, in that order, written in one statement. */
  issueMany(
    db: DbOrTx,
    enrolmentIds: readonly string[],
    purpose: LinkTokenPurpose,
  ): Promise<string[]>;
  /** The row behind a token the holder presents, when it is unexpired and unused. */
  find(db: DbOrTx, purpose: LinkTokenPurpose, token: string): Promise<LinkTokenRow | null>;
  /** Finds and uses the token in one step; null when unknown, expired, used, or used concurrently. */
  consume(db: DbOrTx, purpose: LinkTokenPurpose, token: string): Promise<LinkTokenRow | null>;
  /** Ends every open token of a purpose for an enrolment (e.g. after a password change). */
  revokeAll(db: DbOrTx, enrolmentId: string, purpose: LinkTokenPurpose): Promise<void>;
};

export function createLinkTokens(deps: {
  repo: LinkTokensRepo;
  hasher: SecretHasher;
  clock: Clock;
}): LinkTokens {
  const { repo, hasher, clock } = deps;
  const find = (db: DbOrTx, purpose: LinkTokenPurpose, token: string) =>
    token.length > 0 && token.length <= 512
      ? repo.findUsable(db, purpose, hasher.hash(token), clock.now())
      : Promise.resolve(null);
  return {
    async issue(db, enrolmentId, purpose) {
      const token = generateUrlToken();
      const now = clock.now();
      await repo.insert(db, {
        enrolmentId,
        purpose,
        tokenHash: hasher.hash(token),
        expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS[purpose]),
      });
      return token;
    },
    async issueMany(db, enrolmentIds, purpose) {
      const expiresAt = new Date(clock.now().getTime() + LINK_TOKEN_TTL_MS[purpose]);
      const tokens = enrolmentIds.map(() => generateUrlToken());
      await repo.insertMany(
        db,
        enrolmentIds.map((enrolmentId, index) => ({
          enrolmentId,
          purpose,
          tokenHash: hasher.hash(tokens[index] ?? ''),
          expiresAt,
        })),
      );
      return tokens;
    },
    find,
    async consume(db, purpose, token) {
      const row = await find(db, purpose, token);
      if (!row) return null;
      return (await repo.markUsed(db, row.id, clock.now())) ? row : null;
    },
    revokeAll: (db, enrolmentId, purpose) => repo.expireAll(db, enrolmentId, purpose, clock.now()),
  };
}
