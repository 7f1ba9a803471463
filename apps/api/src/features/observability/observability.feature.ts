import type { AppContext, FeatureRoutes } from '../../app-context';
import { clientErrorsRoutes } from './client-errors.routes';
import { createClientErrorsService } from './client-errors.service';
import { createMetrics } from './metrics';

/** Metrics (GET /metrics, outside /api) and the portal's error reports (POST /api/client-errors). */
export function createObservabilityFeature({ config, database, clock, log }: AppContext) {
  const metrics = createMetrics({ database, clock, log });
  const clientErrorsService = createClientErrorsService({ metrics, log });
  const routes: FeatureRoutes = async (api) => {
    await api.register(clientErrorsRoutes, { clientErrorsService });
  };
  return { metrics, operatorKey: config.operatorKey, routes };
}
