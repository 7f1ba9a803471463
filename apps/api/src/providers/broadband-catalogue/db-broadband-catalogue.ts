import { asc, eq } from 'drizzle-orm';
import type { PostcodeBroadband } from '../addresses/address-dataset';
import type { Db } from '../../db/client';
import { catalogueReplacements, createActiveCatalogueCache } from '../active-catalogue-cache';
import {
  broadbandCatalogues,
  broadbandPackages,
  broadbandPromotions,
  broadbandProviders,
} from '../../db/schema';
import type {
  BroadbandCatalogue,
  BroadbandCatalogueInfo,
  BroadbandSearch,
  BroadbandSource,
  ProvidedPackage,
} from './broadband-catalogue';
import type { CataloguePackage, CatalogueProvider } from './catalogue-file';

/** How often a process asks which catalogue is active (as the energy catalogue does). */
export const ACTIVE_BROADBAND_CATALOGUE_CHECK_MS = 5_000;

/** The loader tells this process's copies when it replaced the catalogue. */
export const broadbandCatalogueReplacements = catalogueReplacements();

type Snapshot = { info: BroadbandCatalogueInfo | null; packages: ProvidedPackage[] };

async function activeCatalogue(db: Db): Promise<BroadbandCatalogueInfo | null> {
  const [row] = await db
    .select({
      id: broadbandCatalogues.id,
      label: broadbandCatalogues.label,
      validFrom: broadbandCatalogues.validFrom,
      validTo: broadbandCatalogues.validTo,
      source: broadbandCatalogues.source,
    })
    .from(broadbandCatalogues)
    .where(eq(broadbandCatalogues.isActive, true))
    .orderBy(asc(broadbandCatalogues.id))
    .limit(1);
  return row ?? null;
}

/** The whole active catalogue in three reads: providers, packages, promotions. */
async function loadSnapshot(db: Db, info: BroadbandCatalogueInfo | null): Promise<Snapshot> {
  if (!info) return { info, packages: [] };
  const providerRows = await db
    .select()
    .from(broadbandProviders)
    .where(eq(broadbandProviders.catalogueId, info.id));
  const providers = new Map<string, CatalogueProvider>(
    providerRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        logoUrl: row.logoUrl,
        signUpKind: row.signUpKind,
        partnerSlug: row.partnerSlug,
        contactEmail: row.contactEmail,
        signupUrl: row.signupUrl,
        leadTimes: row.leadTimes,
        sortOrder: row.sortOrder,
      },
    ]),
  );
  const promotionRows = await db
    .select({ promotion: broadbandPromotions })
    .from(broadbandPromotions)
    .innerJoin(broadbandPackages, eq(broadbandPackages.id, broadbandPromotions.packageId))
    .where(eq(broadbandPackages.catalogueId, info.id))
    .orderBy(asc(broadbandPromotions.id));
  const promotionsOf = new Map<number, CataloguePackage['promotions']>();
  for (const { promotion } of promotionRows) {
    const list = promotionsOf.get(promotion.packageId) ?? [];
    list.push({
      name: promotion.name,
      imageUrl: promotion.imageUrl,
      expires: promotion.expiresAt.toISOString(),
    });
    promotionsOf.set(promotion.packageId, list);
  }
  const packageRows = await db
    .select()
    .from(broadbandPackages)
    .where(eq(broadbandPackages.catalogueId, info.id))
    .orderBy(asc(broadbandPackages.sortOrder), asc(broadbandPackages.id));
  const packages: ProvidedPackage[] = [];
  for (const row of packageRows) {
    const provider = providers.get(row.providerId);
    if (!provider) continue;
    packages.push({
      provider,
      pkg: {
        code: row.code,
        providerId: row.providerId,
        name: row.name,
        technology: row.technology,
        isInterim: row.isInterim,
        broadband: {
          name: row.broadbandName,
          type: row.broadbandType,
          downloadMbps: row.downloadMbps,
          uploadMbps: row.uploadMbps,
          usageLimitGb: row.usageLimitGb,
        },
        call: row.call as CataloguePackage['call'],
        tv: row.tv as CataloguePackage['tv'],
        price: {
          setupPence: row.setupPence,
          contractMonths: row.contractMonths,
          lineRentalPence: row.lineRentalPence,
          lineRentalIncluded: row.lineRentalIncluded,
          standardMonthlyPence: row.standardMonthlyPence,
          offer: row.offer,
        },
        keyFeature: row.keyFeature,
        keyFeature2: row.keyFeature2,
        enhancedFeatures: row.enhancedFeatures,
        labels: row.labels,
        termsAndConditions: row.termsAndConditions,
        promotions: promotionsOf.get(row.id) ?? [],
        sortOrder: row.sortOrder,
      },
    });
  }
  return { info, packages };
}

function isOfSource(provided: ProvidedPackage, source: BroadbandSource): boolean {
  return (provided.provider.signUpKind === 'partner') === (source === 'partner');
}

/** A package reaches the address when its provider and its technology both do. */
function reaches(provided: ProvidedPackage, availability: PostcodeBroadband): boolean {
  return (
    availability.providers.includes(provided.provider.id) &&
    availability.technologies.includes(provided.pkg.technology)
  );
}

/**
 * The built-in catalogue: the database's active catalogue, held in memory per process (a few
 * hundred rows), reloaded when this process loads a catalogue or the active one changes.
 */
export function createDbBroadbandCatalogue(
  db: Db,
  options: { checkMs?: number; now?: () => number } = {},
): BroadbandCatalogue {
  const cache = createActiveCatalogueCache({
    readActive: () => activeCatalogue(db),
    load: (info) => loadSnapshot(db, info),
    replacements: broadbandCatalogueReplacements,
    checkMs: options.checkMs ?? ACTIVE_BROADBAND_CATALOGUE_CHECK_MS,
    now: options.now,
  });
  // Each search of a loaded catalogue for one postcode's networks is worked out once (the
  // availability records are the dataset's own, so they serve as keys); answers are shared.
  const searched = new WeakMap<Snapshot, Map<string, BroadbandSearch>>();
  return {
    answersMark: () => cache.keptNow(),
    async search(source, availability) {
      const snapshot = await cache.current();
      const { info, packages } = snapshot;
      if (!info) throw new Error('No broadband catalogue is active');
      let bySearch = searched.get(snapshot);
      if (!bySearch) {
        bySearch = new Map();
        searched.set(snapshot, bySearch);
      }
      const key = `${source}|${availability.providers.join(',')}|${availability.technologies.join(',')}`;
      let answer = bySearch.get(key);
      if (!answer) {
        answer = {
          catalogue: info,
          packages: packages.filter((p) => isOfSource(p, source) && reaches(p, availability)),
        };
        bySearch.set(key, answer);
      }
      return answer;
    },
  };
}
