import type { BrandSettings, BrandSettingName } from '@threshold/domain/partner/brand-settings';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { brandChanges, brandLogos, brands } from '../../db/schema';

export type BrandSettingsRow = typeof brands.$inferSelect;
export type BrandChangeRow = typeof brandChanges.$inferSelect;
export type BrandLogoRow = typeof brandLogos.$inferSelect;
export type PartnerConsoleBrandRepo = ReturnType<typeof createPartnerConsoleBrandRepo>;

/** Each console setting's column on brands. */
const COLUMN_OF = {
  logoUrl: 'logoUrl',
  logoAlt: 'logoAlt',
  primary: 'colourPrimary',
  primaryText: 'colourPrimaryText',
  accent: 'colourAccent',
  headerBackground: 'colourHeaderBackground',
  headerText: 'colourHeaderText',
  supportPhone: 'supportPhone',
  supportEmail: 'supportEmail',
  otpLogin: 'flagOtpLogin',
  manualAddress: 'flagManualAddress',
  selectedAddressInfoBox: 'flagSelectedAddressInfoBox',
} as const satisfies Record<BrandSettingName, keyof BrandSettingsRow>;

/** A brand row's own console settings (null: inherited). */
export function settingsOfRow(row: BrandSettingsRow): BrandSettings {
  return Object.fromEntries(
    Object.entries(COLUMN_OF).map(([name, column]) => [name, row[column]]),
  ) as BrandSettings;
}

/** The brands rows of the console's brand settings, their audit and the uploaded logos. */
export function createPartnerConsoleBrandRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => db.transaction(work),

    /** `via` reads inside a transaction (PGlite has one connection). */
    async findBrands(ids: number[], via: DbOrTx = db): Promise<BrandSettingsRow[]> {
      if (ids.length === 0) return [];
      return via.select().from(brands).where(inArray(brands.id, ids));
    },

    /** The brand row, locked until the transaction ends, so two owners' changes audit in turn. */
    async lockBrand(tx: DbOrTx, id: number): Promise<BrandSettingsRow | undefined> {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      return row;
    },

    async updateSettings(
      tx: DbOrTx,
      id: number,
      settings: Partial<BrandSettings>,
      now: Date,
    ): Promise<void> {
      const columns: Partial<Record<keyof BrandSettingsRow, unknown>> = { updatedAt: now };
      for (const [name, value] of Object.entries(settings) as [BrandSettingName, unknown][])
        columns[COLUMN_OF[name]] = value;
      await tx
        .update(brands)
        .set(columns as Partial<BrandSettingsRow>)
        .where(eq(brands.id, id));
    },

    async insertChange(tx: DbOrTx, row: typeof brandChanges.$inferInsert): Promise<void> {
      await tx.insert(brandChanges).values(row);
    },

    /** A brand's newest changes first. */
    async listChanges(brandId: number, limit: number): Promise<BrandChangeRow[]> {
      return db
        .select()
        .from(brandChanges)
        .where(eq(brandChanges.brandId, brandId))
        .orderBy(desc(brandChanges.id))
        .limit(limit);
    },

    /** Stores a logo's bytes once: the id is their hash, so the same image is the same row. */
    async insertLogo(tx: DbOrTx, row: typeof brandLogos.$inferInsert): Promise<void> {
      await tx.insert(brandLogos).values(row).onConflictDoNothing({ target: brandLogos.id });
    },

    async findLogo(id: string): Promise<Pick<BrandLogoRow, 'contentType' | 'bytes'> | undefined> {
      const [row] = await db
        .select({ contentType: brandLogos.contentType, bytes: brandLogos.bytes })
        .from(brandLogos)
        .where(eq(brandLogos.id, id))
        .limit(1);
      return row;
    },
  };
}
