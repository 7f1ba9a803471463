import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Db } from '../../../db/client';
import {
  energyAddOns,
  energyCatalogues,
  energySuppliers,
  energyTariffRates,
  energyTariffs,
} from '../../../db/schema';
import {
  checkCatalogueForLoad,
  parseCatalogueFile,
  parseCatalogueJson,
  type Catalogue,
  type CatalogueAddOn,
} from '../../../providers/energy-catalogue/catalogue-file';
import { catalogueReplacedInThisProcess } from '../../../providers/energy-catalogue/db-energy-catalogue';

/** The demo catalogue shipped with the project; an operator replaces it with `npm run energy-catalogue`. */
export const ENERGY_CATALOGUE_FILE = new URL('./energy-catalogue.json', import.meta.url);

const RATE_ROWS_PER_INSERT = 1_000;

async function activeAddOns(tx: DbOrTx): Promise<CatalogueAddOn[]> {
  const rows = await tx
    .select({ addOn: energyAddOns })
    .from(energyAddOns)
    .innerJoin(energyCatalogues, eq(energyCatalogues.id, energyAddOns.catalogueId))
    .where(eq(energyCatalogues.isActive, true));
  return rows.map(({ addOn }) => ({
    id: addOn.id,
    supplierId: addOn.supplierId,
    type: addOn.type,
    title: addOn.title,
    description: addOn.description,
    importantInfo: addOn.importantInfo,
    iconUrl: addOn.iconUrl,
    billingFrequency: addOn.billingFrequency,
    costPence: addOn.costPence,
    discountCostPence: addOn.discountCostPence,
    discountDescription: addOn.discountDescription,
    smartMeterKind: addOn.smartMeterKind,
    infoLinks: addOn.infoLinks,
    sortOrder: addOn.sortOrder,
  }));
}

/**
 * Replaces the catalogue inside the caller's transaction: the old catalogue's rows go (suppliers,
 * tariffs, rates and add-ons cascade), the new one is written and marked active. A catalogue
 * without add-ons (CSV) keeps the active catalogue's add-ons of the suppliers it still has.
 * Quotes already given keep their own priced copies, so nothing a mover chose changes.
 */
export async function replaceEnergyCatalogue(tx: DbOrTx, catalogue: Catalogue): Promise<number> {
  const supplierIds = new Set(catalogue.suppliers.map((supplier) => supplier.id));
  const addOns =
    catalogue.addOns ??
    (await activeAddOns(tx)).filter((addOn) => supplierIds.has(addOn.supplierId));
  await tx.delete(energyCatalogues);
  const [row] = await tx
    .insert(energyCatalogues)
    .values({
      label: catalogue.label,
      validFrom: catalogue.validFrom,
      validTo: catalogue.validTo,
      source: catalogue.source,
      isActive: true,
    })
    .returning({ id: energyCatalogues.id });
  if (!row) throw new Error('energy catalogue insert returned no row');
  const catalogueId = row.id;
  await tx
    .insert(energySuppliers)
    .values(catalogue.suppliers.map((supplier) => ({ ...supplier, catalogueId })));
  const tariffIds = await tx
    .insert(energyTariffs)
    .values(catalogue.tariffs.map(({ rates: _rates, ...terms }) => ({ ...terms, catalogueId })))
    .returning({ id: energyTariffs.id, code: energyTariffs.code });
  const idOf = new Map(tariffIds.map((tariff) => [tariff.code, tariff.id]));
  const rates = catalogue.tariffs.flatMap((tariff) =>
    tariff.rates.map((rate) => ({ ...rate, tariffId: idOf.get(tariff.code) as number })),
  );
  for (let start = 0; start < rates.length; start += RATE_ROWS_PER_INSERT) {
    await tx.insert(energyTariffRates).values(rates.slice(start, start + RATE_ROWS_PER_INSERT));
  }
  if (addOns.length > 0)
    await tx.insert(energyAddOns).values(addOns.map((addOn) => ({ ...addOn, catalogueId })));
  return catalogueId;
}

/**
 * The operator command's work (`npm run energy-catalogue -- <file>`): the file is checked whole
 * first (EnergyCatalogueFileError names each row and field), then the catalogue is replaced in one
 * transaction, so a bad file or a failure half-way changes nothing.
 */
export async function loadEnergyCatalogueFile(
  db: Db,
  fileName: string,
  content: string,
  /** Given by the operator command: a catalogue whose period ended before it is refused. */
  options: { today?: string } = {},
): Promise<Catalogue> {
  const parsed = parseCatalogueFile(fileName, content);
  const catalogue = options.today ? checkCatalogueForLoad(parsed, options.today) : parsed;
  await db.transaction((tx) => replaceEnergyCatalogue(tx, catalogue));
  catalogueReplacedInThisProcess();
  return catalogue;
}

/**
 * Loads the demo catalogue when no catalogue is active: once only, so a catalogue an operator
 * loaded since is never replaced by a restart.
 */
export async function seedEnergyCatalogue(tx: DbOrTx): Promise<void> {
  const [active] = await tx
    .select({ id: energyCatalogues.id })
    .from(energyCatalogues)
    .where(eq(energyCatalogues.isActive, true))
    .limit(1);
  if (active) return;
  await replaceEnergyCatalogue(tx, parseCatalogueJson(readFileSync(ENERGY_CATALOGUE_FILE, 'utf8')));
  catalogueReplacedInThisProcess();
}
