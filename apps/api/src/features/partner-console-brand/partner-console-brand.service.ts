import { createHash } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import { visibleBrandIds } from '@threshold/domain/partner/brand-scope';
import {
  BRAND_COLOUR_FIELDS,
  BRAND_CONTRAST_PAIRS,
  BRAND_LOGO_EMPTY_MESSAGE,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_SIZE_MESSAGE,
  BRAND_LOGO_TYPE_MESSAGE,
  BRAND_NOT_FOUND_MESSAGE,
  BRAND_OWNER_ONLY_MESSAGE,
  brandContrastMessage,
  changedSettings,
  imageTypeOf,
  resolvedSettingsOf,
  type BrandChange,
  type BrandColourField,
  type BrandSettings,
  type BrandSettingsPatch,
  type PartnerBrandSettings,
  type PartnerBrandsSettings,
} from '@threshold/domain/partner/brand-settings';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@threshold/domain/partner/colour-contrast';
import type { PartnerBrand } from '@threshold/domain/partner/partner-users';
import { AppError } from '../../http/app-error';
import { brandPath } from '../../messages/outbox';
import type { DbOrTx } from '../../db/client';
import type { ChangeBus } from '../../shared-state/change-bus';
import type { BrandService } from '../brand/brand.service';
import type { PartnerCaller, PartnerUsersService } from '../partner-console/partner-users.service';
import {
  settingsOfRow,
  type BrandSettingsRow,
  type PartnerConsoleBrandRepo,
} from './partner-console-brand.repo';

export type PartnerConsoleBrandService = ReturnType<typeof createPartnerConsoleBrandService>;

/** Where an uploaded logo is served (brand-logos.routes.ts). */
export const BRAND_LOGO_PATH = '/api/brand-logos/';
/** The audit list shows this many changes, newest first. */
const CHANGES_SHOWN = 100;

const notFound = () => new AppError('BRAND_NOT_FOUND', BRAND_NOT_FOUND_MESSAGE, { status: 404 });
const ownerOnly = () => new AppError('FORBIDDEN', BRAND_OWNER_ONLY_MESSAGE, { status: 403 });

type Colours = Record<BrandColourField, string>;

/**
 * Brand settings in the partner console (issue 22, Brand): the brands a user sees with their own
 * and inherited settings; owners change them (colours refused below WCAG AA), upload a logo, and
 * every change is audited in its transaction. Staff read; a brand outside the user's scope answers
 * as if it did not exist. A change drops every replica's kept brandings through the change bus.
 */
export function createPartnerConsoleBrandService(deps: {
  repo: PartnerConsoleBrandRepo;
  partnerUsers: Pick<PartnerUsersService, 'me'>;
  brandService: Pick<BrandService, 'getBrandingById'>;
  changes: ChangeBus;
  clock: Clock;
}) {
  const { repo, partnerUsers, brandService, changes, clock } = deps;

  /** The user's brand and those below it; 404 when `brandId` is not among them. */
  async function scopeOf(user: PartnerCaller, brandId: number) {
    const brands = (await partnerUsers.me(user)).brands;
    const brand = brands.find((each) => each.id === brandId);
    if (!brand) throw notFound();
    return { brand, brands };
  }

  async function settingsAnswer(
    brand: PartnerBrand,
    row: BrandSettingsRow,
  ): Promise<PartnerBrandSettings> {
    const effective = await brandService.getBrandingById(brand.id);
    const settings = settingsOfRow(row);
    return {
      brand,
      landingPath: `${brandPath(effective)}/`,
      settings,
      inherited:
        row.parentId === null
          ? resolvedSettingsOf(effective)
          : resolvedSettingsOf(await brandService.getBrandingById(row.parentId)),
      effective: resolvedSettingsOf(effective),
    };
  }

  /**
   * The colours each brand of `ids` shows with `rows` as stored and `changed` in place of its row's
   * settings: its own, else the nearest above's; above the loaded rows, the resolved branding.
   */
  async function coloursOf(
    tx: DbOrTx,
    ids: number[],
    rows: Map<number, BrandSettingsRow>,
    changed: { id: number; settings: BrandSettings } | undefined,
  ): Promise<Map<number, Colours>> {
    const result = new Map<number, Colours>();
    for (const id of ids) {
      const colours: Partial<Colours> = {};
      let current: number | null = id;
      while (current !== null && rows.has(current)) {
        const row = rows.get(current) as BrandSettingsRow;
        const own = changed?.id === current ? changed.settings : settingsOfRow(row);
        for (const field of BRAND_COLOUR_FIELDS) colours[field] ??= own[field] ?? undefined;
        current = row.parentId;
      }
      if (current !== null) {
        const above = (await brandService.getBrandingById(current, tx)).colours;
        for (const field of BRAND_COLOUR_FIELDS) colours[field] ??= above[field];
      }
      result.set(id, colours as Colours);
    }
    return result;
  }

  /**
   * Refuses a change that leaves text on its background below WCAG AA on the brand or on any
   * brand below it that inherits the colour. A pair the change does not touch is left alone, so an
   * old brand's colours never block a change to its phone number.
   */
  async function checkContrast(
    tx: DbOrTx,
    row: BrandSettingsRow,
    after: BrandSettings,
    brands: PartnerBrand[],
  ): Promise<void> {
    const affected = visibleBrandIds(row.id, brands);
    const rows = new Map((await repo.findBrands(affected, tx)).map((each) => [each.id, each]));
    rows.set(row.id, row);
    const before = await coloursOf(tx, affected, rows, undefined);
    const next = await coloursOf(tx, affected, rows, { id: row.id, settings: after });
    for (const id of affected) {
      const was = before.get(id) as Colours;
      const will = next.get(id) as Colours;
      for (const pair of BRAND_CONTRAST_PAIRS) {
        if (was[pair.text] === will[pair.text] && was[pair.background] === will[pair.background])
          continue;
        const ratio = contrastRatio(will[pair.text], will[pair.background]);
        if (ratio >= WCAG_AA_TEXT_CONTRAST) continue;
        const message = brandContrastMessage(pair, ratio);
        const below = brands.find((brand) => brand.id === id);
        throw new AppError(
          'VALIDATION_FAILED',
          id === row.id ? message : `${below?.name}: ${message}`,
          {
            field: pair.text,
          },
        );
      }
    }
  }

  /** Applies `patch` to the brand with its audit row in one transaction, then tells every replica. */
  async function change(
    user: PartnerCaller,
    brandId: number,
    patch: Partial<BrandSettings>,
    beforeWrite?: Parameters<typeof repo.transaction>[0],
  ): Promise<PartnerBrandSettings> {
    const { brand, brands } = await scopeOf(user, brandId);
    if (user.role !== 'owner') throw ownerOnly();
    const now = clock.now();
    const changedAny = await repo.transaction(async (tx) => {
      const row = await repo.lockBrand(tx, brandId);
      if (!row) throw notFound();
      const own = settingsOfRow(row);
      const { before, after } = changedSettings(own, patch);
      if (Object.keys(after).length === 0) return false;
      const next = { ...own, ...after };
      if (BRAND_COLOUR_FIELDS.some((field) => field in after))
        await checkContrast(tx, row, next, brands);
      await beforeWrite?.(tx);
      await repo.updateSettings(tx, brandId, after, now);
      await repo.insertChange(tx, {
        brandId,
        partnerUserId: user.id,
        partnerUserEmail: user.email,
        changedAt: now,
        before: before as Record<string, string | boolean | null>,
        after: after as Record<string, string | boolean | null>,
      });
      return true;
    });
    if (changedAny) changes.publish('brand-changed', String(brandId));
    const [row] = await repo.findBrands([brandId]);
    if (!row) throw notFound();
    return settingsAnswer(brand, row);
  }

  return {
    /** GET /api/partner/brands */
    async list(user: PartnerCaller): Promise<PartnerBrandsSettings> {
      const brands = (await partnerUsers.me(user)).brands;
      const rows = new Map(
        (await repo.findBrands(brands.map((brand) => brand.id))).map((row) => [row.id, row]),
      );
      const answers: PartnerBrandSettings[] = [];
      for (const brand of brands) {
        const row = rows.get(brand.id);
        if (row) answers.push(await settingsAnswer(brand, row));
      }
      return { canEdit: user.role === 'owner', brands: answers };
    },

    /** PATCH /api/partner/brands/{brandId} */
    update: (user: PartnerCaller, brandId: number, patch: BrandSettingsPatch) =>
      change(user, brandId, patch),

    /**
     * POST /api/partner/brands/{brandId}/logo: the image's type is read from its bytes (PNG, JPEG
     * or WebP; never SVG, which can carry script), stored under its hash and made the brand's logo.
     */
    async uploadLogo(
      user: PartnerCaller,
      brandId: number,
      bytes: Buffer,
    ): Promise<PartnerBrandSettings> {
      await scopeOf(user, brandId);
      if (user.role !== 'owner') throw ownerOnly();
      if (bytes.length === 0)
        throw new AppError('VALIDATION_FAILED', BRAND_LOGO_EMPTY_MESSAGE, { field: 'logo' });
      if (bytes.length > BRAND_LOGO_MAX_BYTES) throw logoTooLarge();
      const contentType = imageTypeOf(bytes);
      if (!contentType)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', BRAND_LOGO_TYPE_MESSAGE, {
          status: 415,
          field: 'logo',
        });
      const id = createHash('sha256').update(bytes).digest('hex');
      return change(user, brandId, { logoUrl: `${BRAND_LOGO_PATH}${id}` }, (tx) =>
        repo.insertLogo(tx, { id, contentType, bytes, brandId }),
      );
    },

    /** GET /api/partner/brands/{brandId}/changes: staff may read them too. */
    async changes(user: PartnerCaller, brandId: number): Promise<{ changes: BrandChange[] }> {
      await scopeOf(user, brandId);
      const rows = await repo.listChanges(brandId, CHANGES_SHOWN);
      return {
        changes: rows.map((row) => ({
          id: String(row.id),
          brandId: row.brandId,
          at: row.changedAt.toISOString(),
          by: row.partnerUserEmail,
          before: row.before,
          after: row.after,
        })),
      };
    },

    /** GET /api/brand-logos/{id}: public, like any image on the landing page. */
    findLogo: (id: string) => repo.findLogo(id),
  };
}

export function logoTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', BRAND_LOGO_SIZE_MESSAGE, { status: 413, field: 'logo' });
}
