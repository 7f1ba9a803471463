import type { Clock } from '@threshold/domain/dates/clock';
import {
  BRANDING_LEVEL,
  branchIdSchema,
  brandRouteSchema,
  DEFAULT_BRAND_ROUTE,
  type BrandFlags,
  type Branding,
  type MoveInDateLimits,
} from '@threshold/domain/schemas/brand';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/client';
import { createBrandRepo, type BrandRepo, type BrandRow } from './brand.repo';

/** Brands change rarely: a resolved brand is kept this long in each replica. */
export const BRAND_CACHE_MS = 30_000;
/** The hierarchy is at most default → partner → sub-partner → branch; a longer chain is a data error. */
const MAX_CHAIN_LENGTH = 4;

/** Last-resort values when even the default brand leaves a flag or limit unset. */
export const DEFAULT_MOVE_IN_DATE_LIMITS: MoveInDateLimits = {
  maxPastMonths: 3,
  maxFutureDays: 29,
};
const FLAG_COLUMNS = {
  onboardingJourney: 'flagOnboardingJourney',
  otpLogin: 'flagOtpLogin',
  selectedAddressInfoBox: 'flagSelectedAddressInfoBox',
  manualAddress: 'flagManualAddress',
  fasterSwitching: 'flagFasterSwitching',
  priorityAccess: 'flagPriorityAccess',
  ctwbJourneyToggle: 'flagCtwbJourneyToggle',
  halfHourlySettlementConsent: 'flagHalfHourlySettlementConsent',
} as const satisfies Record<keyof BrandFlags, keyof BrandRow>;

export type BrandService = ReturnType<typeof createBrandService>;

function brandNotFound(urlRoute: string): AppError {
  const named = brandRouteSchema.safeParse(urlRoute).success ? ` called "${urlRoute}"` : '';
  return new AppError('BRAND_NOT_FOUND', `Sorry, we could not find a brand${named}.`, {
    status: 404,
  });
}

function branchNotFound(urlRoute: string, branchId: string): AppError {
  const named = branchIdSchema.safeParse(branchId).success ? ` ${branchId}` : '';
  return new AppError('BRANCH_NOT_FOUND', `Sorry, ${urlRoute} has no branch${named}.`, {
    status: 404,
  });
}

/** Reminders go out 2 and 7 days after a mover stops part-way, unless a brand says otherwise. */
export const DEFAULT_REMINDER_SCHEDULE_DAYS = [2, 7];

/** A product is offered (1) unless a brand in the chain says otherwise. */
function offeredStatus(
  chain: BrandRow[],
  column:
    | 'energyOfferedStatus'
    | 'entertainmentOfferedStatus'
    | 'councilOfferedStatus'
    | 'waterOfferedStatus',
): number {
  return inherited(chain, column) ?? 1;
}

/** The first value set along the chain (nearest first): null means "inherit". */
function inherited<K extends keyof BrandRow>(
  chain: BrandRow[],
  column: K,
): NonNullable<BrandRow[K]> | undefined {
  for (const brand of chain) {
    const value = brand[column];
    if (value !== null && value !== undefined) return value as NonNullable<BrandRow[K]>;
  }
  return undefined;
}

function required<K extends keyof BrandRow>(
  chain: BrandRow[],
  column: K,
): NonNullable<BrandRow[K]> {
  const value = inherited(chain, column);
  if (value === undefined)
    throw new Error(`brand ${chain[0]?.id}: no brand in its chain sets ${String(column)}`);
  return value;
}

/**
 * Resolves every value and flag branch → sub-partner → partner → default. `chain` is nearest first
 * and ends with the default brand; `urlRoute` is the route the portal asked for.
 */
export function resolveBranding(chain: BrandRow[], urlRoute: string): Branding {
  const [nearest] = chain;
  if (!nearest) throw new Error('resolveBranding: empty chain');
  const branch = nearest.level === BRANDING_LEVEL.branch ? nearest : undefined;
  // One name per screen: the mover sees the brand whose logo they see, the nearest one with a logo
  // of its own. A sub-partner or branch without one is an office of that brand, not a name the
  // mover knows, so the page, the e-mails and the logo's text all say the same name.
  const named = chain.find((brand) => brand.logoUrl !== null) ?? nearest;
  const partner =
    chain.find((brand) => brand.level === BRANDING_LEVEL.partner) ??
    chain[chain.length - 1] ??
    nearest;
  const trustScoreTenths = inherited(chain, 'trustScoreTenths');

  const flags = Object.fromEntries(
    Object.entries(FLAG_COLUMNS).map(([flag, column]) => [flag, inherited(chain, column) ?? false]),
  ) as BrandFlags;

  return {
    id: nearest.id,
    name: named.name,
    urlRoute,
    level: nearest.level,
    partnerName: partner.name,
    branchId: branch?.branchCode ?? null,
    branchName: branch?.name ?? null,
    logoUrl: required(chain, 'logoUrl'),
    logoAlt: named.logoAlt ?? required(chain, 'logoAlt'),
    colours: {
      primary: required(chain, 'colourPrimary'),
      primaryText: required(chain, 'colourPrimaryText'),
      accent: required(chain, 'colourAccent'),
      headerBackground: required(chain, 'colourHeaderBackground'),
      headerText: required(chain, 'colourHeaderText'),
    },
    supportPhone: required(chain, 'supportPhone'),
    supportEmail: required(chain, 'supportEmail'),
    registrationNotice: required(chain, 'registrationNotice'),
    trustScore: trustScoreTenths === undefined ? null : trustScoreTenths / 10,
    flags,
    moveInDateLimits: {
      maxPastMonths:
        inherited(chain, 'moveInMaxPastMonths') ?? DEFAULT_MOVE_IN_DATE_LIMITS.maxPastMonths,
      maxFutureDays:
        inherited(chain, 'moveInMaxFutureDays') ?? DEFAULT_MOVE_IN_DATE_LIMITS.maxFutureDays,
    },
    isEstateAgentGroup: inherited(chain, 'isEstateAgentGroup') ?? false,
    productOffers: {
      energy: offeredStatus(chain, 'energyOfferedStatus'),
      entertainment: offeredStatus(chain, 'entertainmentOfferedStatus'),
      council: offeredStatus(chain, 'councilOfferedStatus'),
      water: offeredStatus(chain, 'waterOfferedStatus'),
    },
    reminderScheduleDays:
      inherited(chain, 'reminderScheduleDays') ?? DEFAULT_REMINDER_SCHEDULE_DAYS,
  };
}

export function createBrandService(deps: { repo: BrandRepo; clock: Clock }) {
  const { repo, clock } = deps;
  const cache = new Map<string, { branding: Branding; until: number }>();

  async function chainFrom(
    start: BrandRow,
    via?: Parameters<BrandRepo['findById']>[1],
  ): Promise<BrandRow[]> {
    const chain = [start];
    let current = start;
    while (current.parentId !== null) {
      const parent = await repo.findById(current.parentId, via);
      if (!parent || chain.length >= MAX_CHAIN_LENGTH)
        throw new Error(`brand ${start.id}: broken hierarchy`);
      chain.push(parent);
      current = parent;
    }
    return chain;
  }

  /**
   * The brands a request's values come from, nearest first. 404 when the brand is unknown, or the
   * branch is unknown or not under that brand.
   */
  async function findChain(urlRoute: string, branchId?: string): Promise<BrandRow[]> {
    const route = urlRoute.toLowerCase();
    const brand = brandRouteSchema.safeParse(route).success
      ? await repo.findByUrlRoute(route)
      : undefined;
    if (!brand) throw brandNotFound(route);
    if (branchId === undefined) return chainFrom(brand);

    const branch = branchIdSchema.safeParse(branchId).success
      ? await repo.findByBranchCode(branchId)
      : undefined;
    if (!branch) throw branchNotFound(brand.name, branchId);
    const chain = await chainFrom(branch);
    if (!chain.some((ancestor) => ancestor.id === brand.id))
      throw branchNotFound(brand.name, branchId);
    return chain;
  }

  return {
    findChain,

    /**
     * Drops every kept branding: a brand changed (partner console), and the brands below it
     * inherit from it, so each resolves anew on its next read. Brands change rarely, and a
     * branding is one read to rebuild.
     */
    forgetCached(): void {
      cache.clear();
    },

    /**
     * The resolved brand an enrolment belongs to (by its brand row id), under its own route.
     * Inside a transaction pass it as `via`: on PGlite a read through the pool would wait for it.
     */
    async getBrandingById(
      brandId: number,
      via?: Parameters<BrandRepo['findById']>[1],
    ): Promise<Branding> {
      const key = `#${brandId}`;
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.branding;
      const start = await repo.findById(brandId, via);
      if (!start) throw new Error(`brand ${brandId} does not exist`);
      const chain = await chainFrom(start, via);
      const route = chain.find((brand) => brand.urlRoute !== null)?.urlRoute ?? DEFAULT_BRAND_ROUTE;
      const branding = resolveBranding(chain, route);
      cache.set(key, { branding, until: now + BRAND_CACHE_MS });
      return branding;
    },

    async getBranding(
      urlRoute: string = DEFAULT_BRAND_ROUTE,
      branchId?: string,
    ): Promise<Branding> {
      const key = `${urlRoute.toLowerCase()}/${branchId ?? ''}`;
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.branding;
      const branding = resolveBranding(await findChain(urlRoute, branchId), urlRoute.toLowerCase());
      cache.set(key, { branding, until: now + BRAND_CACHE_MS });
      return branding;
    },
  };
}

/** The brand service over its own repo, for code composed outside app.ts (a sweeper process, tests). */
export function createBrandServiceOver(db: Db, clock: Clock): BrandService {
  return createBrandService({ repo: createBrandRepo(db), clock });
}
