import { readFileSync } from 'node:fs';
import { affiliatesByCategorySchema } from '@threshold/domain/schemas/affiliates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCategories, affiliateDeals, brands, enrolments } from '../../db/schema';
import { AFFILIATE_CATALOGUE_FILE, seedAffiliateCatalogue } from './affiliate.seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { CatalogueError } from './affiliate-catalogue';
import { replaceCatalogueFromJson } from './replace-catalogue';

const SEEDED_JSON = readFileSync(AFFILIATE_CATALOGUE_FILE, 'utf8');

describe('GET /api/affiliates-by-category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A logged-in mover whose enrolment belongs to the brand at `urlRoute`. */
  async function moverOf(urlRoute: string) {
    const mover = await t.createMover();
    const [brand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.urlRoute, urlRoute));
    if (!brand) throw new Error(`no brand ${urlRoute}`);
    await t.database.db
      .update(enrolments)
      .set({ brandId: brand.id })
      .where(eq(enrolments.id, mover.enrolmentId));
    return { ...mover, token: await t.userToken(mover) };
  }

  async function offersFor(token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/affiliates-by-category',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return affiliatesByCategorySchema.parse(response.json());
  }

  it('shows another partner the insurance category, with the seeded deals by category', async () => {
    const offers = await offersFor((await moverOf('harbour-lettings')).token);
    expect(offers.affiliateCategories.map((category) => category.name)).toEqual([
      'Moving home',
      'Post and paperwork',
      'Insurance',
      'Home and entertainment',
    ]);
    const insurance = offers.affiliateCategories.find((category) => category.isInsurance);
    expect(insurance?.affiliateDeals.map((deal) => deal.title)).toContain(
      'Contents insurance from £5 a month with Keystone Cover',
    );
    expect(offers.affiliateDeals.map((deal) => deal.title)).toContain(
      'Redirect your post with Royal Mail',
    );
    expect(offers.affiliateDeals).toHaveLength(
      offers.affiliateCategories.flatMap((category) => category.affiliateDeals).length,
    );
    expect(offers.affiliateDeals[0]).toMatchObject({
      category: 1,
      logo: '/affiliate-logos/swift-move.svg',
    });
  });

  it('leaves insurance out for the estate agent group (Oakfield Homes), in the categories and the flattened list', async () => {
    const offers = await offersFor((await moverOf('oakfield-homes')).token);
    expect(offers.affiliateCategories.map((category) => category.name)).toEqual([
      'Moving home',
      'Post and paperwork',
      'Home and entertainment',
    ]);
    expect(offers.affiliateDeals.some((deal) => /insurance/i.test(deal.title))).toBe(false);
    expect(offers.affiliateDeals.some((deal) => deal.category === 3)).toBe(false);
  });

  it('lists active deals only, and a category with none is left out', async () => {
    const { token } = await moverOf('default');
    await t.database.db
      .update(affiliateDeals)
      .set({ isActive: false })
      .where(eq(affiliateDeals.categoryId, 2));
    try {
      const offers = await offersFor(token);
      expect(offers.affiliateCategories.map((category) => category.id)).not.toContain(2);
      expect(offers.affiliateDeals.some((deal) => deal.title.includes('Royal Mail'))).toBe(false);
    } finally {
      await t.database.db
        .update(affiliateDeals)
        .set({ isActive: true })
        .where(eq(affiliateDeals.categoryId, 2));
    }
  });

  it('answers 401 without a log-in and 403 for the portal app token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/affiliates-by-category' })).statusCode,
    ).toBe(401);
    const appToken = await t.appToken();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/affiliates-by-category',
      headers: bearer(appToken),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a mover whose enrolment has been forgotten', async () => {
    const mover = await moverOf('default');
    await t.database.db
      .update(enrolments)
      .set({ forgottenAt: t.clock.now() })
      .where(eq(enrolments.id, mover.enrolmentId));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/affiliates-by-category',
      headers: bearer(mover.token),
    });
    expect(response.statusCode).toBe(404);
  });

  describe('the operator command (npm run affiliate-deals)', () => {
    const catalogue = () =>
      JSON.parse(SEEDED_JSON) as {
        deals: Record<string, unknown>[];
        categories: Record<string, unknown>[];
      };
    const counts = async () => ({
      categories: (await t.database.db.select().from(affiliateCategories)).length,
      deals: (await t.database.db.select().from(affiliateDeals)).length,
    });

    it('refuses a bad file whole, naming the entry at fault, and changes nothing', async () => {
      const before = await counts();
      const bad = catalogue();
      bad.deals = bad.deals.slice(0, 3);
      bad.deals[2] = { ...bad.deals[2], linkUrl: 'javascript:alert(1)' };
      const error = await replaceCatalogueFromJson(t.database.db, JSON.stringify(bad)).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(CatalogueError);
      expect((error as CatalogueError).problems).toEqual([
        'deals[2] (id 103, "£20 off an end of tenancy clean with SparkleSquad"): linkUrl must be an https:// link',
      ]);
      expect(await counts()).toEqual(before);
    });

    it('replaces the catalogue from a valid file, and movers see it on their next call', async () => {
      const { token } = await moverOf('harbour-lettings');
      const next = catalogue();
      next.categories = next.categories.filter(
        (category) => category.id === 1 || category.id === 2,
      );
      next.deals = [
        ...next.deals.filter((deal) => deal.categoryId === 2),
        {
          id: 150,
          categoryId: 1,
          title: 'Free packing boxes with BoxDrop',
          description: null,
          logoUrl: '/affiliate-logos/boxroom-storage.svg',
          linkUrl: 'https://boxdrop.example/free-boxes',
          showInConfirmationPage: true,
        },
      ];
      try {
        await replaceCatalogueFromJson(t.database.db, JSON.stringify(next));
        const offers = await offersFor(token);
        expect(offers.affiliateCategories.map((category) => category.name)).toEqual([
          'Moving home',
          'Post and paperwork',
        ]);
        expect(offers.affiliateCategories[0]?.affiliateDeals.map((deal) => deal.title)).toEqual([
          'Free packing boxes with BoxDrop',
        ]);
        expect(await counts()).toEqual({ categories: 2, deals: 3 });
        // The seed runs at every start: it never brings back what the operator replaced.
        await seedAffiliateCatalogue(t.database.db);
        expect(await counts()).toEqual({ categories: 2, deals: 3 });
      } finally {
        await replaceCatalogueFromJson(t.database.db, SEEDED_JSON);
      }
    });
  });
});
