import { eq } from 'drizzle-orm';
import type { ServiceStatus } from '@threshold/domain/schemas/service-status';
import type { Db } from '../../db/client';
import { energyCatalogues, serviceStatuses } from '../../db/schema';

export type HealthRepo = ReturnType<typeof createHealthRepo>;

export function createHealthRepo(db: Db) {
  return {
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
