import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { energyAddOns, energyCatalogues, energyJourneys } from '../../../db/schema';

export type ExtrasJourneyRow = typeof energyJourneys.$inferSelect;
export type ExtrasJourneyPatch = Partial<
  Pick<
    typeof energyJourneys.$inferInsert,
    'selectedAddOns' | 'startDate' | 'coolingOffAgreed' | 'psr' | 'psrAnswered'
  >
>;
export type AddOnRow = typeof energyAddOns.$inferSelect;

/** The mover's energy journey row; undefined before anything was saved. */
export async function findJourney(
  db: DbOrTx,
  enrolmentId: string,
): Promise<ExtrasJourneyRow | undefined> {
  const [row] = await db
    .select()
    .from(energyJourneys)
    .where(eq(energyJourneys.enrolmentId, enrolmentId))
    .limit(1);
  return row;
}

/** Writes the add-on, start date or PSR fields of an existing journey row (a tariff is chosen). */
export async function updateJourney(
  db: DbOrTx,
  enrolmentId: string,
  patch: ExtrasJourneyPatch,
  now: Date,
): Promise<ExtrasJourneyRow | undefined> {
  const [row] = await db
    .update(energyJourneys)
    .set({ ...patch, updatedAt: now })
    .where(eq(energyJourneys.enrolmentId, enrolmentId))
    .returning();
  return row;
}

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
