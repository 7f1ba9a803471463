import { GSP_GROUPS, type GspGroup } from '@threshold/domain/energy/regions';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueReplacements, createActiveCatalogueCache } from '../active-catalogue-cache';
import {
  energyAddOns,
  energyCatalogues,
  energySuppliers,
  energyTariffRates,
  energyTariffs,
} from '../../db/schema';
import type { CatalogueAddOn, CatalogueSupplier } from './catalogue-file';
import type {
  CatalogueInfo,
  EnergyCatalogue,
  RegionalTariff,
  RegionTariffs,
} from './energy-catalogue';

/**
 * How often a process asks the database which catalogue is active (one indexed point read). A
 * catalogue loaded by this process is seen at once; one loaded by the operator command in another
 * process within this many milliseconds (docs/decisions.md).
 */
export const ACTIVE_CATALOGUE_CHECK_MS = 5_000;

const energyCatalogueReplacements = catalogueReplacements();

/** Called by the loader after it replaced the catalogue: every cache in this process reloads. */
export function catalogueReplacedInThisProcess(): void {
  energyCatalogueReplacements.replacedInThisProcess();
}

type Snapshot = {
  info: CatalogueInfo | null;
  byRegion: Map<GspGroup, RegionalTariff[]>;
  addOns: Map<string, CatalogueAddOn[]>;
};

async function activeCatalogue(db: Db): Promise<CatalogueInfo | null> {
  const [row] = await db
    .select({
      id: energyCatalogues.id,
      label: energyCatalogues.label,
      validFrom: energyCatalogues.validFrom,
      validTo: energyCatalogues.validTo,
      source: energyCatalogues.source,
    })
    .from(energyCatalogues)
    .where(eq(energyCatalogues.isActive, true))
    .orderBy(asc(energyCatalogues.id))
    .limit(1);
  return row ?? null;
}

/** The whole active catalogue in three reads: suppliers, tariffs with their rates, add-ons. */
async function loadSnapshot(db: Db, info: CatalogueInfo | null): Promise<Snapshot> {
  const byRegion = new Map<GspGroup, RegionalTariff[]>(GSP_GROUPS.map((region) => [region, []]));
  const addOns = new Map<string, CatalogueAddOn[]>();
  if (!info) return { info, byRegion, addOns };

  const supplierRows = await db
    .select()
    .from(energySuppliers)
    .where(eq(energySuppliers.catalogueId, info.id));
  const suppliers = new Map<string, CatalogueSupplier>(
    supplierRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        logoUrl: row.logoUrl,
        isFeatured: row.isFeatured,
        isWholeOfMarket: row.isWholeOfMarket,
        signupEmail: row.signupEmail,
        termsUrl: row.termsUrl,
        sortOrder: row.sortOrder,
      },
    ]),
  );

  const rows = await db
    .select({ tariff: energyTariffs, rate: energyTariffRates })
    .from(energyTariffRates)
    .innerJoin(energyTariffs, eq(energyTariffs.id, energyTariffRates.tariffId))
    .where(eq(energyTariffs.catalogueId, info.id))
    .orderBy(asc(energyTariffs.sortOrder), asc(energyTariffs.id));
  const perRegion = new Map<string, RegionalTariff>();
  for (const { tariff, rate } of rows) {
    const supplier = suppliers.get(tariff.supplierId);
    const list = byRegion.get(rate.region as GspGroup);
    if (!supplier || !list) continue;
    const key = `${rate.region}/${tariff.id}`;
    let regional = perRegion.get(key);
    if (!regional) {
      regional = {
        code: tariff.code,
        supplierId: tariff.supplierId,
        name: tariff.name,
        fuelType: tariff.fuelType,
        paymentMethod: tariff.paymentMethod,
        tariffType: tariff.tariffType,
        termMonths: tariff.termMonths,
        exitFeePencePerFuel: tariff.exitFeePencePerFuel,
        isPaperless: tariff.isPaperless,
        isSmartSpecific: tariff.isSmartSpecific,
        isStandardVariable: tariff.isStandardVariable,
        isDefault: tariff.isDefault,
        recommendationReason: tariff.recommendationReason,
        uspText: tariff.uspText,
        features: tariff.features,
        offersGreenerUpgrade: tariff.offersGreenerUpgrade,
        termsUrl: tariff.termsUrl,
        termsPdfUrl: tariff.termsPdfUrl,
        principalTerms: tariff.principalTerms,
        elecSupplierName: tariff.elecSupplierName,
        gasSupplierName: tariff.gasSupplierName,
        sortOrder: tariff.sortOrder,
        supplier,
        rates: {},
      };
      perRegion.set(key, regional);
      list.push(regional);
    }
    regional.rates[rate.fuel] = {
      unitRate: rate.unitRate,
      unitRate2: rate.unitRate2,
      standingCharge: rate.standingCharge,
    };
  }

  const addOnRows = await db
    .select()
    .from(energyAddOns)
    .where(eq(energyAddOns.catalogueId, info.id))
    .orderBy(asc(energyAddOns.sortOrder), asc(energyAddOns.id));
  for (const row of addOnRows) {
    const list = addOns.get(row.supplierId) ?? [];
    list.push({
      id: row.id,
      supplierId: row.supplierId,
      type: row.type,
      title: row.title,
      description: row.description,
      importantInfo: row.importantInfo,
      iconUrl: row.iconUrl,
      billingFrequency: row.billingFrequency,
      costPence: row.costPence,
      discountCostPence: row.discountCostPence,
      discountDescription: row.discountDescription,
      smartMeterKind: row.smartMeterKind,
      infoLinks: row.infoLinks,
      sortOrder: row.sortOrder,
    });
    addOns.set(row.supplierId, list);
  }
  return { info, byRegion, addOns };
}

/**
 * The built-in catalogue: the database's active catalogue, held in memory per process (a few
 * thousand rates) so a quote reads no tariff rows. The cache is dropped when this process loads a
 * catalogue, or when the active catalogue's id differs at the next check (every `checkMs`).
 */
export function createDbEnergyCatalogue(
  db: Db,
  options: { checkMs?: number; now?: () => number } = {},
): EnergyCatalogue {
  const cache = createActiveCatalogueCache({
    readActive: () => activeCatalogue(db),
    load: (info) => loadSnapshot(db, info),
    replacements: energyCatalogueReplacements,
    checkMs: options.checkMs ?? ACTIVE_CATALOGUE_CHECK_MS,
    now: options.now,
  });

  return {
    answersMark: () => cache.keptNow(),
    async tariffsFor(region) {
      const { info, byRegion } = await cache.current();
      if (!info) throw new Error('No energy catalogue is active');
      return { catalogue: info, tariffs: byRegion.get(region) ?? [] } satisfies RegionTariffs;
    },
    async addOnsFor(supplierId) {
      const { addOns } = await cache.current();
      return addOns.get(supplierId) ?? [];
    },
  };
}
