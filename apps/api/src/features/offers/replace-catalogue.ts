import type { Db } from '../../db/client';
import { parseAffiliateCatalogueJson, type AffiliateCatalogue } from './affiliate-catalogue';
import { createOffersRepo } from './offers.repo';

/**
 * The operator command's work (`npm run affiliate-deals`): the file is checked whole, then the
 * stored catalogue is replaced in one transaction. A bad file throws CatalogueError and changes nothing.
 */
export async function replaceCatalogueFromJson(db: Db, json: string): Promise<AffiliateCatalogue> {
  const catalogue = parseAffiliateCatalogueJson(json);
  await db.transaction((tx) => createOffersRepo().replaceCatalogue(tx, catalogue));
  return catalogue;
}

/** One line about a catalogue, for the operator. */
export function describeCatalogue(catalogue: AffiliateCatalogue): string {
  const active = catalogue.deals.filter((deal) => deal.isActive).length;
  return `${catalogue.categories.length} categories and ${catalogue.deals.length} deals (${active} active) from "${catalogue.source}", for ${catalogue.period}`;
}
