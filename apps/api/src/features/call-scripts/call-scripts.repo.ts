import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { callScripts } from '../../db/schema';

export type CallScriptRow = { pageIdentifier: string; pageScript: string; updatedAt: Date };
export type CallScriptsRepo = ReturnType<typeof createCallScriptsRepo>;

export function createCallScriptsRepo(db: Db) {
  return {
    async find(pageIdentifier: string): Promise<CallScriptRow | undefined> {
      const [row] = await db
        .select()
        .from(callScripts)
        .where(eq(callScripts.pageIdentifier, pageIdentifier))
        .limit(1);
      return row;
    },

    async list(): Promise<CallScriptRow[]> {
      return db.select().from(callScripts).orderBy(callScripts.pageIdentifier);
    },

    async save(pageIdentifier: string, pageScript: string, now: Date): Promise<CallScriptRow> {
      const [row] = await db
        .insert(callScripts)
        .values({ pageIdentifier, pageScript, updatedAt: now })
        .onConflictDoUpdate({
          target: callScripts.pageIdentifier,
          set: { pageScript, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('call script save returned no row');
      return row;
    },
  };
}

/** Inserts the scripts that are missing; an operator's edits stay as they are. */
export async function insertMissingCallScripts(
  tx: DbOrTx,
  scripts: readonly { pageIdentifier: string; pageScript: string }[],
): Promise<void> {
  await tx
    .insert(callScripts)
    .values([...scripts])
    .onConflictDoNothing();
}
