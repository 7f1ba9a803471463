import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '@threshold/domain/schemas/service-status';
import { MIGRATIONS_FOLDER, type Db } from '../../db/client';
import { energyCatalogues, serviceStatuses } from '../../db/schema';

export type HealthRepo = ReturnType<typeof createHealthRepo>;

/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** When each migration this code ships was made (drizzle records the same number once applied). */
function shippedMigrationTimes(): number[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

export function createHealthRepo(db: Db) {
  let shipped: number[] | undefined;
  return {
    /**
     * How many of the migrations this code ships the database lacks: drizzle applies them in order
     * and records each one's time, so those newer than the last recorded one are pending.
     */
    async countPendingMigrations(): Promise<number> {
      shipped ??= shippedMigrationTimes();
      const [table] = await rowsOf<{ name: string | null }>(
        db,
        sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
      );
      if (!table?.name) return shipped.length;
      const [last] = await rowsOf<{ last: string | number | null }>(
        db,
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      const lastApplied = last?.last === null || last?.last === undefined ? -1 : Number(last.last);
      return shipped.filter((when) => when > lastApplied).length;
    },

    async findServiceStatus(service: string): Promise<string | undefined> {
      const [row] = await db
        .select({ status: serviceStatuses.status })
        .from(serviceStatuses)
        .where(eq(serviceStatuses.service, service))
        .limit(1);
      return row?.status;
    },

    /** The active energy catalogue's period (readiness says whether its prices are current). */
    async findActiveEnergyCatalogue(): Promise<
      { label: string; validFrom: string; validTo: string } | undefined
    > {
      const [row] = await db
        .select({
          label: energyCatalogues.label,
          validFrom: energyCatalogues.validFrom,
          validTo: energyCatalogues.validTo,
        })
        .from(energyCatalogues)
        .where(eq(energyCatalogues.isActive, true))
        .limit(1);
      return row;
    },

    async saveServiceStatus(service: string, status: ServiceStatus, now: Date): Promise<void> {
      await db
        .insert(serviceStatuses)
        .values({ service, status, updatedAt: now })
        .onConflictDoUpdate({ target: serviceStatuses.service, set: { status, updatedAt: now } });
    },
  };
}
