import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import {
  catalogueValidity,
  catalogueValidityReason,
} from '@threshold/domain/energy/catalogue-validity';
import type { Readiness } from '@threshold/domain/schemas/readiness';
import {
  serviceStatusValueSchema,
  type ServiceStatus,
} from '@threshold/domain/schemas/service-status';
import type { Database } from '../../db/client';
import { IDENTITY_CHECK_SERVICE } from './health.seed';
import type { HealthRepo } from './health.repo';
import { assertOperatorKey } from '../../auth/operator-key';

export const OPERATOR_ONLY_MESSAGE = 'Sorry, only operators can change the service status.';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(deps: {
  repo: HealthRepo;
  database: Pick<Database, 'ping'>;
  clock: Clock;
  operatorKey: string;
  /** As the energy quotes treat a catalogue out of its period (production: 'refuse'). */
  pricesOutOfPeriod?: 'refuse' | 'illustrative';
}) {
  const { repo, database, clock, operatorKey } = deps;
  const pricesOutOfPeriod = deps.pricesOutOfPeriod ?? 'illustrative';
  return {
    /**
     * GET /api/readiness: the database and its migrations, and whether the energy catalogue's
     * prices are current (and if not, why, and what the list does about it).
     */
    async readiness(): Promise<Readiness> {
      let catalogue;
      let pendingMigrations;
      try {
        await database.ping();
        pendingMigrations = await repo.countPendingMigrations();
        catalogue = pendingMigrations > 0 ? undefined : await repo.findActiveEnergyCatalogue();
      } catch {
        return {
          status: 'unavailable',
          database: 'unavailable',
          migrations: 'unknown',
          energyCatalogue: null,
        };
      }
      // Tables this code reads may not exist yet: not ready to serve.
      if (pendingMigrations > 0) {
        return {
          status: 'unavailable',
          database: 'ok',
          migrations: 'pending',
          energyCatalogue: null,
        };
      }
      if (!catalogue) {
        return { status: 'degraded', database: 'ok', migrations: 'applied', energyCatalogue: null };
      }
      const today = todayIso(clock);
      const validity = catalogueValidity(catalogue, today);
      const current = validity === 'current';
      return {
        status: current ? 'ready' : 'degraded',
        database: 'ok',
        migrations: 'applied',
        energyCatalogue: {
          ...catalogue,
          validity,
          quotes: current ? 'quoting' : pricesOutOfPeriod === 'refuse' ? 'refused' : 'illustrative',
          reason: catalogueValidityReason(catalogue, today),
        },
      };
    },

    /** True when the database answers `select 1` in time. */
    async isDatabaseAnswering(): Promise<boolean> {
      try {
        await database.ping();
        return true;
      } catch {
        return false;
      }
    },

    /** The identity-check service's status, shared by every replica; Up until an operator says otherwise. */
    async getServiceStatus(): Promise<ServiceStatus> {
      const stored = serviceStatusValueSchema.safeParse(
        await repo.findServiceStatus(IDENTITY_CHECK_SERVICE),
      );
      return stored.success ? stored.data : 'Up';
    },

    async setServiceStatus(
      status: ServiceStatus,
      givenKey: string | undefined,
    ): Promise<ServiceStatus> {
      assertOperatorKey(givenKey, operatorKey, OPERATOR_ONLY_MESSAGE);
      await repo.saveServiceStatus(IDENTITY_CHECK_SERVICE, status, clock.now());
      return status;
    },
  };
}
