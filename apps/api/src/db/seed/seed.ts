import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { and, eq } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/password-hashing';
import type { Db } from '../client';
import { seedAuthorityContacts } from './authority-contacts.seed';
import { seedAffiliateCatalogue } from './affiliate.seed';
import { seedBroadbandCatalogue } from './broadband-catalogue.seed';
import { seedEnergyCatalogue } from './energy-catalogue.seed';
import { seedModulusWeightTable } from '../../providers/bank-account/bank-account-checker';
import { accounts, brands, contentBlocks, cookieItems, enrolments, reviewRatings, serviceStatuses } from '../schema';
import {
  DEFAULT_BRAND_SEED,
  HARBOUR_LETTINGS_LEEDS_SEED,
  HARBOUR_LETTINGS_NORTH_SEED,
  HARBOUR_LETTINGS_SEED,
  NORTHGATE_LETTINGS_SEED,
  OAKFIELD_HOMES_SEED,
} from './brand.seed';
import {
  COOKIE_ITEMS_SEED,
  DEFAULT_CONTENT_SEED,
  HARBOUR_LETTINGS_CONTENT_SEED,
  REVIEW_RATING_SEED,
  type ContentBlockSeed,
} from './content.seed';

/** The service whose status GET /api/gbg-status-check reports (the identity check). */
export const IDENTITY_CHECK_SERVICE = 'identity-check';

/** A demo mover to try log-in with; never created in production. */
export const DEMO_MOVER = { email: 'demo.mover@threshold.example', password: 'Moving-day-1' } as const;

export type SeedOptions = { db: Db; passwordHasher: PasswordHasher; includeDemoMover: boolean };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertContent(tx: Tx, brandId: number, blocks: ContentBlockSeed[]) {
  await tx.insert(contentBlocks).values(blocks.map((block, index) => ({ ...block, brandId, sortOrder: index })));
}

/** Northgate Lettings' first support number, not a drama number: kept only to replace it where it was seeded. */
export const NORTHGATE_FIRST_SUPPORT_PHONE = '0191 496 0458';

/** Brands added after the first release join an existing database on its next start. */
async function seedLaterBrands(tx: Tx, defaultId: number) {
  const [northgate] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.urlRoute, 'northgate-lettings')).limit(1);
  if (!northgate) await tx.insert(brands).values({ ...NORTHGATE_LETTINGS_SEED, level: 1, parentId: defaultId });
  // Its first support number was outside Ofcom's drama range: databases seeded with it get the fictional one.
  else
    await tx
      .update(brands)
      .set({ supportPhone: NORTHGATE_LETTINGS_SEED.supportPhone })
      .where(and(eq(brands.id, northgate.id), eq(brands.supportPhone, NORTHGATE_FIRST_SUPPORT_PHONE)));
}

async function seedBrands(tx: Tx) {
  const [existing] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.urlRoute, 'default')).limit(1);
  if (existing) {
    await seedLaterBrands(tx, existing.id);
    return existing.id;
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

  await insertContent(tx, defaultId, DEFAULT_CONTENT_SEED);
  await insertContent(tx, harbourId, HARBOUR_LETTINGS_CONTENT_SEED);
  return defaultId;
}

async function seedDemoMover(tx: Tx, defaultBrandId: number, passwordHash: string) {
  const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_MOVER.email));
  if (existing) return;
  const [enrolment] = await tx
    .insert(enrolments)
    .values({
      brandId: defaultBrandId,
      status: ENROLMENT_STATUS.open,
      source: LEAD_SOURCE.directHomeMove,
      type: ENROLMENT_TYPE.direct,
    })
    .returning({ id: enrolments.id });
  await tx.insert(accounts).values({
    email: DEMO_MOVER.email,
    passwordHash,
    enrolmentId: enrolment?.id,
  });
}

/**
 * Loads the demo data once: each part is inserted only when it is missing, in one transaction,
 * so a second start (or a second replica, under the start-up lock) changes nothing.
 */
export async function seedDatabase({ db, passwordHasher, includeDemoMover }: SeedOptions): Promise<void> {
  // Hash before the transaction: PGlite has one connection, and hashing takes a while.
  const demoMoverHash = includeDemoMover ? await passwordHasher.hashPassword(DEMO_MOVER.password) : undefined;
  await db.transaction(async (tx) => {
    const defaultBrandId = await seedBrands(tx);

    const [cookie] = await tx.select({ id: cookieItems.id }).from(cookieItems).limit(1);
    if (!cookie) {
      await tx.insert(cookieItems).values(
        COOKIE_ITEMS_SEED.map((item, index) => ({
          groupName: item.group,
          groupCode: item.groupCode,
          cookieNames: item.title,
          description: item.description,
          duration: item.time,
          cookieType: item.type,
          vendor: item.vendor,
          sortOrder: index,
        })),
      );
    }

    const [rating] = await tx.select({ id: reviewRatings.id }).from(reviewRatings).limit(1);
    if (!rating) await tx.insert(reviewRatings).values(REVIEW_RATING_SEED);

    await tx
      .insert(serviceStatuses)
      .values({ service: IDENTITY_CHECK_SERVICE, status: 'Up' })
      .onConflictDoNothing({ target: serviceStatuses.service });

    await seedAffiliateCatalogue(tx);

    await seedAuthorityContacts(tx);

    await seedEnergyCatalogue(tx);

    await seedBroadbandCatalogue(tx);

    await seedModulusWeightTable(tx);

    if (demoMoverHash) {
      await seedDemoMover(tx, defaultBrandId, demoMoverHash);
    }
  });
}
