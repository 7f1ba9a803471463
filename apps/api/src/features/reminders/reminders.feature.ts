import type { AppContext } from '../../app-context';
import type { BrandService } from '../brand/brand.service';
import { createRemindersRepo } from './reminders.repo';
import { createRemindersService } from './reminders.service';

/** Bringing movers back: main.ts sweeps on a timer; in the app only the dev controls' "run now" uses it. No routes. */
export function createRemindersFeature(
  { database, linkTokens, outbox, clock, config, log }: AppContext,
  { brandService }: { brandService: BrandService },
) {
  const remindersService = createRemindersService({
    db: database.db,
    repo: createRemindersRepo(),
    brandService,
    linkTokens,
    outbox,
    clock,
    publicBaseUrl: config.publicBaseUrl,
    log,
  });
  return { remindersService };
}
