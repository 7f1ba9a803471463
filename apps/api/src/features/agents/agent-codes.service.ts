import type { Clock } from '@threshold/domain/dates/clock';
import {
  AGENT_CODE_INVALID_MESSAGE,
  AGENT_CODE_MAX_WRONG_TRIES,
  AGENT_CODE_SENT_MESSAGE,
  AGENT_CODE_TOO_MANY_MESSAGE,
  AGENT_CODE_TTL_MINUTES,
  AGENT_CODES_PER_HOUR,
} from '@threshold/domain/telephony/agent-code';
import {
  AGENT_INACTIVE_MESSAGE,
  type TelephonyLoginResponse,
} from '@threshold/domain/telephony/telephony';
import type { AccessTokens } from '../../auth/access-tokens';
import { sameKey } from '../../auth/operator-key';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Outbox } from '../../messages/outbox';
import { generateOtpCode } from '../otp/otp.service';
import type { AgentCodesRepo } from './agent-codes.repo';

const HOUR_MS = 60 * 60 * 1000;
export const SIGNED_IN_WITH_CODE_ACTION = 'Signed in with an e-mail code';

export type AgentCodesService = ReturnType<typeof createAgentCodesService>;

/**
 * The admin portal's sign-in by e-mail code: a 6-digit code to an active agent's address (kept as
 * a hash; single use, 10 minutes, 5 wrong tries), exchanged for an agent session. Asking answers
 * the same whether or not the address is an agent's, and each address may ask 5 times an hour.
 */
export function createAgentCodesService(deps: {
  db: Db;
  repo: AgentCodesRepo;
  accessTokens: AccessTokens;
  hasher: SecretHasher;
  rateLimitCounters: RateLimitCounters;
  outbox: Outbox;
  clock: Clock;
  recordAction: (agentId: string, enrolmentId: string | null, action: string) => Promise<void>;
}) {
  const { db, repo, accessTokens, hasher, rateLimitCounters, outbox, clock, recordAction } = deps;
  const codeHash = (agentId: string, code: string) => hasher.hash(`agent-code:${agentId}:${code}`);
  const invalid = () =>
    new AppError('AGENT_CODE_INVALID', AGENT_CODE_INVALID_MESSAGE, { status: 401, field: 'code' });

  return {
    async requestCode(email: string): Promise<{ message: string }> {
      const now = clock.now();
      // Counted before the look-up, known and unknown addresses alike (the key is an HMAC).
      const key = `agent-code:${hasher.hash(`agent-code-email:${email}`)}`;
      const hit = await rateLimitCounters.hit(db, key, HOUR_MS, now);
      if (hit.hits > AGENT_CODES_PER_HOUR)
        throw new AppError('TOO_MANY_REQUESTS', AGENT_CODE_TOO_MANY_MESSAGE, {
          status: 429,
          retryAfterSeconds: (hit.windowEndsAt.getTime() - now.getTime()) / 1000,
        });
      const agent = await repo.findAgentByEmail(email);
      if (agent?.active) {
        const code = generateOtpCode();
        const brandId = await repo.defaultBrandId();
        await db.transaction(async (tx) => {
          await repo.insert(
            tx,
            {
              agentId: agent.id,
              codeHash: codeHash(agent.id, code),
              expiresAt: new Date(now.getTime() + AGENT_CODE_TTL_MINUTES * 60_000),
            },
            now,
          );
          await outbox.enqueue(tx, {
            template: 'oneTimeCode',
            channel: 'email',
            to: agent.email,
            brandId,
            data: { code },
          });
        });
      }
      return { message: AGENT_CODE_SENT_MESSAGE };
    },

    /** The newest live code of the address's agent, once; a wrong one counts a try. */
    async logInWithCode(email: string, code: string): Promise<TelephonyLoginResponse> {
      const now = clock.now();
      const agent = await repo.findAgentByEmail(email);
      const live = agent ? await repo.findLive(agent.id, now, AGENT_CODE_MAX_WRONG_TRIES) : null;
      if (!agent || !live) throw invalid();
      // The try is counted before the comparison, so parallel guesses share the limit.
      if (!(await repo.countTry(live.id, now, AGENT_CODE_MAX_WRONG_TRIES))) throw invalid();
      if (!sameKey(codeHash(agent.id, code), live.codeHash)) throw invalid();
      if (!(await repo.markUsed(live.id, now))) throw invalid();
      if (!agent.active)
        throw new AppError('AGENT_INACTIVE', AGENT_INACTIVE_MESSAGE, { status: 401 });
      const issued = await accessTokens.issue({ kind: 'agent', subject: agent.id });
      await recordAction(agent.id, null, SIGNED_IN_WITH_CODE_ACTION);
      return {
        accessToken: issued.accessToken,
        expiresIn: issued.expiresIn,
        agentName: agent.name,
        enrolmentId: null,
      };
    },
  };
}
