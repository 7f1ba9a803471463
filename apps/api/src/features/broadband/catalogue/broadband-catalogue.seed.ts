import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Db } from '../../../db/client';
import {
  broadbandCatalogues,
  broadbandPackages,
  broadbandPromotions,
  broadbandProviders,
} from '../../../db/schema';
import {
  parseBroadbandCatalogueJson,
  type BroadbandCatalogueFile,
} from '../../../providers/broadband-catalogue/catalogue-file';
import { parseBroadbandCatalogueFile } from '../../../providers/broadband-catalogue/catalogue-csv-file';
import { broadbandCatalogueReplacements } from '../../../providers/broadband-catalogue/db-broadband-catalogue';

/** The demo catalogue shipped with the project; an operator replaces it with `npm run broadband-catalogue`. */
export const BROADBAND_CATALOGUE_FILE = new URL('./broadband-catalogue.json', import.meta.url);

/**
 * Replaces the catalogue inside the caller's transaction: the old catalogue's rows go (providers,
 * packages and promotions cascade), the new one is written and marked active. Chosen packages
 * keep their own priced copies, so nothing a mover chose changes.
 */
export async function replaceBroadbandCatalogue(
  tx: DbOrTx,
  catalogue: BroadbandCatalogueFile,
): Promise<number> {
  await tx.delete(broadbandCatalogues);
  const [row] = await tx
    .insert(broadbandCatalogues)
    .values({
      label: catalogue.label,
      validFrom: catalogue.validFrom,
      validTo: catalogue.validTo,
      source: catalogue.source,
      isActive: true,
    })
    .returning({ id: broadbandCatalogues.id });
  if (!row) throw new Error('broadband catalogue insert returned no row');
  const catalogueId = row.id;
  await tx
    .insert(broadbandProviders)
    .values(catalogue.providers.map((provider) => ({ ...provider, catalogueId })));
  const packageIds = await tx
    .insert(broadbandPackages)
    .values(
      catalogue.packages.map((pkg) => ({
        catalogueId,
        providerId: pkg.providerId,
        code: pkg.code,
        name: pkg.name,
        technology: pkg.technology,
        isInterim: pkg.isInterim,
        broadbandName: pkg.broadband.name,
        broadbandType: pkg.broadband.type,
        downloadMbps: pkg.broadband.downloadMbps,
        uploadMbps: pkg.broadband.uploadMbps,
        usageLimitGb: pkg.broadband.usageLimitGb,
        call: pkg.call,
        tv: pkg.tv,
        setupPence: pkg.price.setupPence,
        contractMonths: pkg.price.contractMonths,
        lineRentalPence: pkg.price.lineRentalPence,
        lineRentalIncluded: pkg.price.lineRentalIncluded,
        standardMonthlyPence: pkg.price.standardMonthlyPence,
        offer: pkg.price.offer,
        keyFeature: pkg.keyFeature,
        keyFeature2: pkg.keyFeature2,
        enhancedFeatures: pkg.enhancedFeatures,
        labels: pkg.labels,
        termsAndConditions: pkg.termsAndConditions,
        sortOrder: pkg.sortOrder,
      })),
    )
    .returning({ id: broadbandPackages.id, code: broadbandPackages.code });
  const idOf = new Map(packageIds.map((pkg) => [pkg.code, pkg.id]));
  const promotions = catalogue.packages.flatMap((pkg) =>
    pkg.promotions.map((promotion) => ({
      packageId: idOf.get(pkg.code) as number,
      name: promotion.name,
      imageUrl: promotion.imageUrl,
      expiresAt: new Date(promotion.expires),
    })),
  );
  if (promotions.length > 0) await tx.insert(broadbandPromotions).values(promotions);
  return catalogueId;
}

/**
 * The operator command's work (`npm run broadband-catalogue -- <file.json|file.csv>`): the file is
 * checked whole first, then the catalogue is replaced in one transaction, so a bad file changes
 * nothing.
 */
export async function loadBroadbandCatalogueFile(
  db: Db,
  fileName: string,
  content: string,
): Promise<BroadbandCatalogueFile> {
  const catalogue = parseBroadbandCatalogueFile(fileName, content);
  await db.transaction((tx) => replaceBroadbandCatalogue(tx, catalogue));
  broadbandCatalogueReplacements.replacedInThisProcess();
  return catalogue;
}

/** Loads the demo catalogue when none is active: once only, so an operator's catalogue survives a restart. */
export async function seedBroadbandCatalogue(tx: DbOrTx): Promise<void> {
  const [active] = await tx
    .select({ id: broadbandCatalogues.id })
    .from(broadbandCatalogues)
    .where(eq(broadbandCatalogues.isActive, true))
    .limit(1);
  if (active) return;
  await replaceBroadbandCatalogue(
    tx,
    parseBroadbandCatalogueJson(readFileSync(BROADBAND_CATALOGUE_FILE, 'utf8')),
  );
  broadbandCatalogueReplacements.replacedInThisProcess();
}
