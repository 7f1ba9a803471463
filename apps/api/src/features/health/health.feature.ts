import type { AppContext, FeatureRoutes } from '../../app-context';
import { createHealthRepo } from './health.repo';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export function createHealthFeature({ config, database, clock }: AppContext) {
  const healthService = createHealthService({
    repo: createHealthRepo(database.db),
    database,
    clock,
    operatorKey: config.operatorKey,
    pricesOutOfPeriod: config.nodeEnv === 'production' ? 'refuse' : 'illustrative',
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(healthRoutes, { healthService });
  };
  return { healthService, routes };
}
