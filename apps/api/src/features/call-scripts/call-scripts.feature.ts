import type { AppContext, FeatureRoutes } from '../../app-context';
import { createCallScriptsRepo } from './call-scripts.repo';
import { callScriptsRoutes } from './call-scripts.routes';
import { createCallScriptsService } from './call-scripts.service';

/** Call scripts for agents; registered through the agents feature (agent mode's own wiring). */
export function createCallScriptsFeature(shared: AppContext) {
  const callScriptsService = createCallScriptsService({
    repo: createCallScriptsRepo(shared.database.db),
    clock: shared.clock,
    operatorKey: shared.config.operatorKey,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(callScriptsRoutes, { callScriptsService, requireKind: shared.requireKind });
  };
  return { callScriptsService, routes };
}
