import type { AppContext, FeatureRoutes } from '../../app-context';
import { createNotesRepo } from './notes.repo';
import { notesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';

/** Agent mode: an agent's notes on the enrolment they assist. */
export function createNotesFeature(shared: AppContext) {
  const notesService = createNotesService({
    repo: createNotesRepo(shared.database.db),
    clock: shared.clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(notesRoutes, { notesService, requireCaller: shared.requireCaller });
  };
  return { notesService, routes };
}
