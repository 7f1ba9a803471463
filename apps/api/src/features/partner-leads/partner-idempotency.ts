import { createHash } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerIdempotencyKeys } from '../../db/schema';

/** An Idempotency-Key is remembered this long for its partner key; after that it is new again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request that has not answered after this long is taken to have died with its process
 * (a lead call answers in seconds), so a retry may run it again rather than wait out the 24 hours.
 */
export const IDEMPOTENCY_ABANDONED_MS = 10 * 60 * 1000;
/** Expired keys are removed at most this often per process. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** The request that holds a key: the partner key, the Idempotency-Key and when it claimed it. */
export type IdempotencyClaim = { partnerKeyId: number; idempotencyKey: string; claimedAt: Date };

export type IdempotencyOutcome =
  /** The key is new (or expired): run the request, then `complete` or `release` the claim. */
  | { outcome: 'claimed'; claim: IdempotencyClaim }
  /** The same request ran before: answer what it answered. */
  | { outcome: 'replay'; statusCode: number; body: unknown }
  /** The key was used for another request (another body or call). */
  | { outcome: 'other-request' }
  /** The same request is still running. */
  | { outcome: 'in-flight' };

/** JSON with object keys sorted, so the same lead sent with its fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/** SHA-256 of the method, the route and the body (a CSV as sent, a JSON body canonically). */
export function requestHashOf(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n`)
    .update(typeof body === 'string' ? body : canonicalJson(body))
    .digest('base64url');
}

export type PartnerIdempotency = ReturnType<typeof createPartnerIdempotency>;

/**
 * Idempotency-Keys of the partner lead calls, in the database so every replica shares them. The
 * first request claims its key with one INSERT ... ON CONFLICT DO NOTHING, so of two concurrent
 * requests with one key exactly one runs; its answer is stored for the retries.
 */
export function createPartnerIdempotency(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const table = partnerIdempotencyKeys;
  let lastPurge = 0;
  const keyOf = (partnerKeyId: number, idempotencyKey: string) =>
    and(eq(table.partnerKeyId, partnerKeyId), eq(table.idempotencyKey, idempotencyKey));
  const heldBy = (claim: IdempotencyClaim) =>
    and(
      keyOf(claim.partnerKeyId, claim.idempotencyKey),
      eq(table.createdAt, claim.claimedAt),
      isNull(table.statusCode),
    );

  async function purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await db
      .delete(table)
      .where(lt(table.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
  }

  return {
    async claim(
      partnerKeyId: number,
      idempotencyKey: string,
      requestHash: string,
    ): Promise<IdempotencyOutcome> {
      const now = clock.now();
      await purgeExpired(now);
      const claim: IdempotencyClaim = { partnerKeyId, idempotencyKey, claimedAt: now };
      // A few tries: between our INSERT and SELECT the row may expire, be released or be taken over.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db
          .insert(table)
          .values({ partnerKeyId, idempotencyKey, requestHash, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: table.idempotencyKey });
        if (inserted.length > 0) return { outcome: 'claimed', claim };

        const [row] = await db
          .select()
          .from(table)
          .where(keyOf(partnerKeyId, idempotencyKey))
          .limit(1);
        if (!row) continue;
        const age = now.getTime() - row.createdAt.getTime();
        if (
          age >= IDEMPOTENCY_KEY_TTL_MS ||
          (row.statusCode === null && age >= IDEMPOTENCY_ABANDONED_MS)
        ) {
          // Expired or abandoned: take it over, unless another request just did.
          const taken = await db
            .update(table)
            .set({ requestHash, statusCode: null, responseBody: null, createdAt: now })
            .where(and(keyOf(partnerKeyId, idempotencyKey), eq(table.createdAt, row.createdAt)))
            .returning({ key: table.idempotencyKey });
          if (taken.length > 0) return { outcome: 'claimed', claim };
          continue;
        }
        if (row.requestHash !== requestHash) return { outcome: 'other-request' };
        if (row.statusCode === null) return { outcome: 'in-flight' };
        return { outcome: 'replay', statusCode: row.statusCode, body: row.responseBody };
      }
      return { outcome: 'in-flight' };
    },

    /** Stores the answer of the request that holds the claim, for its retries. */
    async complete(claim: IdempotencyClaim, statusCode: number, body: unknown): Promise<void> {
      await db.update(table).set({ statusCode, responseBody: body }).where(heldBy(claim));
    },

    /** Frees the key (the request failed in a way a retry may mend: 5xx, 429). */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db.delete(table).where(heldBy(claim));
    },
  };
}
