import type { AppContext, FeatureRoutes } from '../../app-context';
import { createCommsRepo } from './comms.repo';
import { commsRoutes } from './comms.routes';
import { createCommsService } from './comms.service';

/** E-mail preference changes per IP per minute (anonymous, token-authorised). */
const COMMS_PREFERENCE_PER_MINUTE = 20;

export function createCommsFeature({ database, outbox, clock }: AppContext) {
  const commsService = createCommsService({
    repo: createCommsRepo(database.db),
    outbox,
    db: database.db,
    clock,
  });
  const routes: FeatureRoutes = async (api) => {
    await api.register(commsRoutes, { commsService, perMinute: COMMS_PREFERENCE_PER_MINUTE });
  };
  return { commsService, routes };
}
