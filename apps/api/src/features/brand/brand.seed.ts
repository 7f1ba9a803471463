import { SANDBOX_BRAND_NAME, SANDBOX_BRAND_ROUTE } from '@threshold/domain/partner/sandbox';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands } from '../../db/schema';

type BrandSeed = Omit<
  typeof brands.$inferInsert,
  'id' | 'parentId' | 'level' | 'createdAt' | 'updatedAt'
>;

/** The default brand: the root every value finally inherits from, so every column is set. */
export const DEFAULT_BRAND_SEED: BrandSeed = {
  name: 'Threshold',
  urlRoute: 'default',
  logoUrl: '/brand-assets/default.svg',
  logoAlt: 'Threshold',
  // Contrast: white on #1d4ed8 is 6.7:1; white on #0f172a is 17.9:1 (WCAG AA needs 4.5:1).
  colourPrimary: '#1d4ed8',
  colourPrimaryText: '#ffffff',
  colourAccent: '#f59e0b',
  colourHeaderBackground: '#0f172a',
  colourHeaderText: '#ffffff',
  supportPhone: '0808 157 0192',
  supportEmail: 'help@threshold.example',
  registrationNotice:
    'Threshold is a trading name of Threshold Home Services Limited, registered in England and Wales ' +
    '(company number 09876543). Registered office: 20 Example Street, London EC1A 1BB.',
  trustScoreTenths: 46,
  flagOnboardingJourney: false,
  flagOtpLogin: false,
  flagSelectedAddressInfoBox: false,
  flagManualAddress: true,
  flagFasterSwitching: false,
  flagPriorityAccess: false,
  flagCtwbJourneyToggle: false,
  flagHalfHourlySettlementConsent: false,
  moveInMaxPastMonths: 3,
  moveInMaxFutureDays: 29,
  isEstateAgentGroup: false,
  energyOfferedStatus: 1,
  entertainmentOfferedStatus: 1,
  councilOfferedStatus: 1,
  waterOfferedStatus: 1,
  reminderScheduleDays: [2, 7],
};

/** Harbour Lettings: navy and teal; a sub-partner, and under it the numbered branch 101. */
export const HARBOUR_LETTINGS_SEED: BrandSeed = {
  name: 'Harbour Lettings',
  urlRoute: 'harbour-lettings',
  logoUrl: '/brand-assets/harbour-lettings.svg',
  logoAlt: 'Harbour Lettings',
  // Contrast: white on teal #0b7a75 is 5.2:1; white on navy #14213d is 16.0:1.
  colourPrimary: '#0b7a75',
  colourPrimaryText: '#ffffff',
  colourAccent: '#2ec4b6',
  colourHeaderBackground: '#14213d',
  colourHeaderText: '#ffffff',
  supportPhone: '020 7946 0321',
  supportEmail: 'moving@harbour-lettings.example',
  flagPriorityAccess: true,
};

export const HARBOUR_LETTINGS_NORTH_SEED: BrandSeed = {
  name: 'Harbour Lettings North',
  urlRoute: 'harbour-lettings-north',
  supportEmail: 'north@harbour-lettings.example',
};

/** Branch 101 overrides one flag (FasterSwitching) and the support phone; the rest is inherited. */
export const HARBOUR_LETTINGS_LEEDS_SEED: BrandSeed = {
  name: 'Harbour Lettings Leeds',
  branchCode: '101',
  supportPhone: '0113 496 0101',
  flagFasterSwitching: true,
};

/** Oakfield Homes: greens, with the onboarding-journey experiment on; an estate agent group (offers differ). */
export const OAKFIELD_HOMES_SEED: BrandSeed = {
  name: 'Oakfield Homes',
  urlRoute: 'oakfield-homes',
  logoUrl: '/brand-assets/oakfield-homes.svg',
  logoAlt: 'Oakfield Homes',
  // Contrast: white on #2f6b3a is 6.4:1; white on #1b4d2b is 9.8:1.
  colourPrimary: '#2f6b3a',
  colourPrimaryText: '#ffffff',
  colourAccent: '#a3d977',
  colourHeaderBackground: '#1b4d2b',
  colourHeaderText: '#ffffff',
  supportPhone: '0161 496 0734',
  supportEmail: 'hello@oakfield-homes.example',
  flagOnboardingJourney: true,
  isEstateAgentGroup: true,
};

/**
 * Northgate Lettings: the combined council-and-water journey (ctwbJourneyToggle) with council and
 * water offered and mandatory, so the upfront council page comes before product selection.
 */
export const NORTHGATE_LETTINGS_SEED: BrandSeed = {
  name: 'Northgate Lettings',
  urlRoute: 'northgate-lettings',
  logoUrl: '/brand-assets/northgate-lettings.svg',
  logoAlt: 'Northgate Lettings',
  // Contrast: white on #7a2e8a is 8.0:1; white on #3b1542 is 15.0:1.
  colourPrimary: '#7a2e8a',
  colourPrimaryText: '#ffffff',
  colourAccent: '#e0b0ea',
  colourHeaderBackground: '#3b1542',
  colourHeaderText: '#ffffff',
  supportPhone: '0191 498 0458',
  supportEmail: 'moving@northgate-lettings.example',
  flagCtwbJourneyToggle: true,
  councilOfferedStatus: 4,
  waterOfferedStatus: 4,
};

/**
 * The sandbox partner: partners' developers send test leads to it with a sandbox key; its leads
 * are answered as real ones but no invitation is written (packages/domain/src/partner/sandbox.ts).
 * The default logo, in slate greys so a page of it never passes for a real partner's.
 */
export const SANDBOX_LETTINGS_SEED: BrandSeed = {
  name: SANDBOX_BRAND_NAME,
  urlRoute: SANDBOX_BRAND_ROUTE,
  // Contrast: white on #374151 is 10.3:1; white on #111827 is 17.7:1.
  colourPrimary: '#374151',
  colourPrimaryText: '#ffffff',
  colourAccent: '#9ca3af',
  colourHeaderBackground: '#111827',
  colourHeaderText: '#ffffff',
  supportEmail: 'sandbox@threshold.example',
  // No reminders either: a sandbox lead's address may be a real person's.
  reminderScheduleDays: [],
};

/** Northgate Lettings' first support number, not a drama number: kept only to replace it where it was seeded. */
export const NORTHGATE_FIRST_SUPPORT_PHONE = '0191 496 0458';

/** Brands added after the first release join an existing database on its next start. */
async function seedLaterBrands(tx: DbOrTx, defaultId: number) {
  const [northgate] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.urlRoute, 'northgate-lettings'))
    .limit(1);
  if (!northgate)
    await tx.insert(brands).values({ ...NORTHGATE_LETTINGS_SEED, level: 1, parentId: defaultId });
  // Its first support number was outside Ofcom's drama range: databases seeded with it get the fictional one.
  else
    await tx
      .update(brands)
      .set({ supportPhone: NORTHGATE_LETTINGS_SEED.supportPhone })
      .where(
        and(eq(brands.id, northgate.id), eq(brands.supportPhone, NORTHGATE_FIRST_SUPPORT_PHONE)),
      );
  const [sandbox] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.urlRoute, SANDBOX_BRAND_ROUTE))
    .limit(1);
  if (!sandbox)
    await tx.insert(brands).values({ ...SANDBOX_LETTINGS_SEED, level: 1, parentId: defaultId });
}

/** The demo brands' ids: `inserted` only when this call wrote the brand tree (their content is due). */
export type SeededBrands = {
  defaultId: number;
  inserted?: { defaultId: number; harbourId: number };
};

/** Inserts the demo brand tree into an empty table; an existing one only gains the brands added since. */
export async function seedBrands(tx: DbOrTx): Promise<SeededBrands> {
  const [existing] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.urlRoute, 'default'))
    .limit(1);
  if (existing) {
    await seedLaterBrands(tx, existing.id);
    return { defaultId: existing.id };
  }
  const insert = async (values: typeof brands.$inferInsert) => {
    const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
    if (!row) throw new Error(`seed: could not insert brand ${values.name}`);
    return row.id;
  };
  const defaultId = await insert({ ...DEFAULT_BRAND_SEED, level: 0 });
  const harbourId = await insert({ ...HARBOUR_LETTINGS_SEED, level: 1, parentId: defaultId });
  const northId = await insert({ ...HARBOUR_LETTINGS_NORTH_SEED, level: 2, parentId: harbourId });
  await insert({ ...HARBOUR_LETTINGS_LEEDS_SEED, level: 3, parentId: northId });
  await insert({ ...OAKFIELD_HOMES_SEED, level: 1, parentId: defaultId });
  await seedLaterBrands(tx, defaultId);
  return { defaultId, inserted: { defaultId, harbourId } };
}
