import type { AppContext, FeatureRoutes } from '../../app-context';
import { devMessagesRoutes } from '../../messages/dev-mailbox.routes';
import { createDevMailbox } from '../../messages/dev-mailbox.service';
import { createOutboxRepo } from '../../messages/outbox.repo';
import type { BroadbandCatalogueFaults } from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import type { EnergyCatalogueFaults } from '../../providers/energy-catalogue/faulty-energy-catalogue';
import type { RemindersService } from '../reminders/reminders.service';
import type { DevClock } from './dev-clock';
import { devControlsRoutes } from './dev-controls.routes';
import { createDevControls } from './dev-controls.service';
import { devFixturesRoutes } from './dev-fixtures.routes';

/**
 * Outside production only: the dev mailbox (app.ts registers its page outside /api), the dev
 * controls (given a dev clock) and the fixtures.
 */
export function createDevFeature(
  { config, database, linkTokens, clock }: AppContext,
  deps: {
    /** The clock the dev controls move; none, no dev controls. */
    devClock: DevClock | undefined;
    remindersService: RemindersService;
    energyCatalogueFaults: EnergyCatalogueFaults;
    broadbandCatalogueFaults: BroadbandCatalogueFaults;
  },
) {
  const { devClock } = deps;
  // The dev mailbox shows every message outside production (its page too); in production it does not exist.
  const devMailbox =
    config.nodeEnv === 'production'
      ? undefined
      : createDevMailbox({ db: database.db, repo: createOutboxRepo() });
  const devControls =
    devClock && config.nodeEnv !== 'production'
      ? createDevControls({
          clock: devClock,
          reminders: deps.remindersService,
          operatorKey: config.operatorKey,
          energyCatalogueFaults: deps.energyCatalogueFaults,
          broadbandCatalogueFaults: deps.broadbandCatalogueFaults,
        })
      : undefined;
  const routes: FeatureRoutes = async (api) => {
    if (devMailbox) await api.register(devMessagesRoutes, { devMailbox });
    if (devControls) await api.register(devControlsRoutes, { devControls });
    if (config.nodeEnv !== 'production')
      await api.register(devFixturesRoutes, {
        db: database.db,
        linkTokens,
        operatorKey: config.operatorKey,
        now: () => clock.now(),
      });
  };
  return { devMailbox, devControls, routes };
}
