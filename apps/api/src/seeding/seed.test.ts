import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../auth/password-hashing';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import {
  accounts,
  brands,
  contentBlocks,
  cookieItems,
  reviewRatings,
  serviceStatuses,
} from '../db/schema';
import { NORTHGATE_FIRST_SUPPORT_PHONE } from '../features/brand/brand.seed';
import { DEMO_MOVER, seedDatabase } from './seed';

describe('seedDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function counts() {
    const db = database.db;
    type CountedTable =
      | typeof brands
      | typeof contentBlocks
      | typeof cookieItems
      | typeof reviewRatings
      | typeof serviceStatuses
      | typeof accounts;
    const tally = async (table: CountedTable) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n ?? 0;
    };
    return {
      brands: await tally(brands),
      contentBlocks: await tally(contentBlocks),
      cookieItems: await tally(cookieItems),
      reviewRatings: await tally(reviewRatings),
      serviceStatuses: await tally(serviceStatuses),
      accounts: await tally(accounts),
    };
  }

  it('loads the demo data once; a second start changes nothing', async () => {
    const passwordHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: true });
    const first = await counts();
    expect(first).toEqual({
      brands: 7,
      contentBlocks: 14,
      cookieItems: 7,
      reviewRatings: 1,
      serviceStatuses: 1,
      accounts: 1,
    });
    await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: true });
    expect(await counts()).toEqual(first);
    expect(DEMO_MOVER.email).toMatch(/@threshold\.example$/);
  });

  it("gives a database seeded with Northgate Lettings' first, real-looking support number the fictional one", async () => {
    const passwordHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const northgate = eq(brands.urlRoute, 'northgate-lettings');
    await database.db
      .update(brands)
      .set({ supportPhone: NORTHGATE_FIRST_SUPPORT_PHONE })
      .where(northgate);
    await seedDatabase({ db: database.db, passwordHasher, includeDemoMover: false });
    const [row] = await database.db
      .select({ supportPhone: brands.supportPhone })
      .from(brands)
      .where(northgate);
    expect(row?.supportPhone).toBe('0191 498 0458');
  });
});
