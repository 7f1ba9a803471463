import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hashing';
import type { Db } from '../db/client';
import { accounts, enrolments } from '../db/schema';
import { seedDemoAgent } from '../features/agents/agents.seed';
import { seedBrands } from '../features/brand/brand.seed';
import { seedBroadbandCatalogue } from '../features/broadband/catalogue/broadband-catalogue.seed';
import { seedCallScripts } from '../features/call-scripts/call-scripts.seed';
import { seedBrandContent, seedCookiesAndRatings } from '../features/content/content.seed';
import { seedAuthorityContacts } from '../features/council-water/authority-contacts.seed';
import { seedEnergyCatalogue } from '../features/energy/catalogue/energy-catalogue.seed';
import { seedServiceStatuses } from '../features/health/health.seed';
import { seedAffiliateCatalogue } from '../features/offers/affiliate.seed';
import { seedModulusWeightTable } from '../providers/bank-account/bank-account-checker';

/** A demo mover to try log-in with; never created in production. */
export const DEMO_MOVER = {
  email: 'demo.mover@threshold.example',
  password: 'Moving-day-1',
} as const;

export type SeedOptions = { db: Db; passwordHasher: PasswordHasher; includeDemoMover: boolean };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function seedDemoMover(tx: Tx, defaultBrandId: number, passwordHash: string) {
  const [existing] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_MOVER.email));
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
export async function seedDatabase({
  db,
  passwordHasher,
  includeDemoMover,
}: SeedOptions): Promise<void> {
  // Hash before the transaction: PGlite has one connection, and hashing takes a while.
  const demoMoverHash = includeDemoMover
    ? await passwordHasher.hashPassword(DEMO_MOVER.password)
    : undefined;
  await db.transaction(async (tx) => {
    const brands = await seedBrands(tx);
    if (brands.inserted) await seedBrandContent(tx, brands.inserted);
    const defaultBrandId = brands.defaultId;

    await seedCookiesAndRatings(tx);

    await seedServiceStatuses(tx);

    await seedAffiliateCatalogue(tx);

    await seedAuthorityContacts(tx);

    await seedEnergyCatalogue(tx);

    await seedBroadbandCatalogue(tx);

    await seedModulusWeightTable(tx);

    await seedCallScripts(tx);

    if (demoMoverHash) {
      await seedDemoMover(tx, defaultBrandId, demoMoverHash);
      await seedDemoAgent(tx);
    }
  });
}
