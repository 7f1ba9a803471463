import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { energyAddOns, energyCatalogues } from '../../../db/schema';

export type AddOnRow = typeof energyAddOns.$inferSelect;

/** A supplier's add-ons in the active catalogue, in the catalogue's order. */
export async function findSupplierAddOns(db: DbOrTx, supplierId: string): Promise<AddOnRow[]> {
  const rows = await db
    .select({ addOn: energyAddOns })
    .from(energyAddOns)
    .innerJoin(energyCatalogues, eq(energyCatalogues.id, energyAddOns.catalogueId))
    .where(and(eq(energyAddOns.supplierId, supplierId), eq(energyCatalogues.isActive, true)))
    .orderBy(asc(energyAddOns.sortOrder), asc(energyAddOns.id));
  return rows.map((row) => row.addOn);
}
