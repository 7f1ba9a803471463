import { readFileSync } from 'node:fs';
import type { DbOrTx } from '../../db/client';
import { parseAffiliateCatalogueJson } from './affiliate-catalogue';
import { createOffersRepo } from './offers.repo';

/** The demo catalogue shipped with the project; an operator replaces it with `npm run affiliate-deals`. */
export const AFFILIATE_CATALOGUE_FILE = new URL('./affiliate-deals.json', import.meta.url);

/**
 * Loads the demo affiliate catalogue when there is none: once only, so deals an operator has
 * replaced or removed since are never brought back by a restart.
 */
export async function seedAffiliateCatalogue(tx: DbOrTx): Promise<void> {
  const repo = createOffersRepo();
  if (await repo.hasCatalogue(tx)) return;
  await repo.replaceCatalogue(
    tx,
    parseAffiliateCatalogueJson(readFileSync(AFFILIATE_CATALOGUE_FILE, 'utf8')),
  );
}
