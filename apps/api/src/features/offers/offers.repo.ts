import { asc, eq, sql } from 'drizzle-orm';
import { qualified, type CallerPart } from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { affiliateCategories, affiliateDeals } from '../../db/schema';
import type { AffiliateCatalogue } from './affiliate-catalogue';

export type CategoryRow = typeof affiliateCategories.$inferSelect;
export type DealRow = typeof affiliateDeals.$inferSelect;

/**
 * The catalogue read with the caller's row (listCategories' and listActiveDeals' rows, in their
 * order): a small table read whole, so GET /api/affiliates-by-category is one statement and never
 * older than the catalogue.
 */
export const categoriesPart: CallerPart<CategoryRow[]> = {
  key: 'affiliateCategories',
  expression: sql`(select coalesce(json_agg(row_to_json(${affiliateCategories}) order by ${qualified(affiliateCategories.sortOrder)}, ${qualified(affiliateCategories.id)}), '[]'::json) from ${affiliateCategories})`,
  parse: (raw) =>
    (raw as Record<string, unknown>[]).map((row) => rowFromJson(affiliateCategories, row)),
};

export const activeDealsPart: CallerPart<DealRow[]> = {
  key: 'activeAffiliateDeals',
  expression: sql`(select coalesce(json_agg(row_to_json(${affiliateDeals}) order by ${qualified(affiliateDeals.sortOrder)}, ${qualified(affiliateDeals.id)}), '[]'::json) from ${affiliateDeals} where ${qualified(affiliateDeals.isActive)})`,
  parse: (raw) => (raw as Record<string, unknown>[]).map((row) => rowFromJson(affiliateDeals, row)),
};

/** The affiliate catalogue's SQL: reading the active deals, and replacing the whole catalogue. */
export function createOffersRepo() {
  return {
    async listCategories(db: DbOrTx): Promise<CategoryRow[]> {
      return db
        .select()
        .from(affiliateCategories)
        .orderBy(asc(affiliateCategories.sortOrder), asc(affiliateCategories.id));
    },

    async listActiveDeals(db: DbOrTx): Promise<DealRow[]> {
      return db
        .select()
        .from(affiliateDeals)
        .where(eq(affiliateDeals.isActive, true))
        .orderBy(asc(affiliateDeals.sortOrder), asc(affiliateDeals.id));
    },

    async hasCatalogue(db: DbOrTx): Promise<boolean> {
      const [row] = await db
        .select({ id: affiliateCategories.id })
        .from(affiliateCategories)
        .limit(1);
      return row !== undefined;
    },

    /** Everything out, the file's entries in: call it inside one transaction so readers see old or new, never half. */
    async replaceCatalogue(tx: DbOrTx, catalogue: AffiliateCatalogue): Promise<void> {
      await tx.delete(affiliateDeals);
      await tx.delete(affiliateCategories);
      await tx.insert(affiliateCategories).values(catalogue.categories);
      if (catalogue.deals.length > 0) await tx.insert(affiliateDeals).values(catalogue.deals);
    },
  };
}
export type OffersRepo = ReturnType<typeof createOffersRepo>;
