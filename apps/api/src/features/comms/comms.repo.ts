import type { Db } from '../../db/client';
import { commsBlocks } from '../../db/schema';

export type CommsRepo = ReturnType<typeof createCommsRepo>;

/** The e-mail blocks a mover sets from the links in a campaign e-mail. */
export function createCommsRepo(db: Db) {
  return {
    async setBlocked(
      emailAddress: string,
      isBlocked: boolean,
      source: string,
      now: Date,
    ): Promise<void> {
      await db
        .insert(commsBlocks)
        .values({ emailAddress, isBlocked, source, updatedAt: now })
        .onConflictDoUpdate({
          target: commsBlocks.emailAddress,
          set: { isBlocked, source, updatedAt: now },
        });
    },
  };
}
