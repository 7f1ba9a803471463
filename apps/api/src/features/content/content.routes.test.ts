import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentResponse } from '@threshold/domain/schemas/content';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { DEFAULT_TELEPHONY_CONTENT_SEED } from './content.seed';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

const COOKIE_POLICY_SECTIONS = [
  'cookie-policy.introduction',
  'cookie-policy.about-cookies',
  'cookie-policy.cookies-used',
  'cookie-policy.preference-management',
  'cookie-policy.getting-in-touch',
];

describe('content, cookie list and review rating (no token needed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function content(query: string): Promise<ContentResponse> {
    const response = await t.app.inject({ method: 'GET', url: `/api/content${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ContentResponse>();
  }

  it('gives the default brand a landing intro and the five cookie policy sections, in order', async () => {
    const { blocks } = await content('');
    const keys = blocks.map((block) => block.key);
    expect(keys).toEqual(['landing', 'cookie-policy', ...COOKIE_POLICY_SECTIONS]);
    const landing = blocks.find((block) => block.key === 'landing');
    expect(landing?.title).toBeTruthy();
    expect(landing?.subtitle).toBeTruthy();
    for (const promise of [
      'One-stop set-up',
      'Free to use',
      'five minutes',
      'Lots of choice',
      'Safe hands',
    ]) {
      expect(landing?.descriptionHtml).toContain(promise);
    }
    expect(await content('?brand=default')).toEqual({ blocks });
  });

  it("uses a partner's own landing words and the default brand's other blocks", async () => {
    const [harbour, fallback] = await Promise.all([
      content('?brand=harbour-lettings'),
      content('?brand=default'),
    ]);
    expect(harbour.blocks.map((block) => block.key)).toEqual(
      fallback.blocks.map((block) => block.key),
    );
    expect(harbour.blocks[0]?.title).toBe('Moving into a Harbour Lettings home?');
    expect(harbour.blocks.slice(1)).toEqual(fallback.blocks.slice(1));
    // A branch under Harbour inherits the partner's landing block.
    expect((await content('?brand=harbour-lettings&branch=101')).blocks[0]?.title).toBe(
      'Moving into a Harbour Lettings home?',
    );
  });

  it('gives the telephony portal its own words key by key, and the tenant words for the rest', async () => {
    const [tenant, telephony] = await Promise.all([content(''), content('?portal=telephony')]);
    expect(tenant.blocks.every((block) => block.portal === 'tenant')).toBe(true);
    expect(await content('?portal=tenant')).toEqual(tenant);
    const byKey = new Map(telephony.blocks.map((block) => [block.key, block]));
    for (const seeded of DEFAULT_TELEPHONY_CONTENT_SEED) {
      expect(byKey.get(seeded.key)).toEqual({
        key: seeded.key,
        title: seeded.title,
        subtitle: seeded.subtitle,
        descriptionHtml: seeded.descriptionHtml,
        portal: 'telephony',
      });
    }
    expect(byKey.get('page.moving-details')?.title).toBe(
      'Confirm the caller’s move-in date and new address',
    );
    // The landing keeps its place; the cookie policy, without telephony words, is the tenant's.
    expect(telephony.blocks[0]?.key).toBe('landing');
    for (const block of tenant.blocks.filter((candidate) => candidate.key !== 'landing')) {
      expect(byKey.get(block.key)).toEqual(block);
    }
    // Telephony words beat a nearer brand's tenant words: Harbour words its own tenant landing.
    const harbour = await content('?brand=harbour-lettings&portal=telephony');
    expect(harbour.blocks.find((block) => block.key === 'landing')).toMatchObject({
      portal: 'telephony',
      title: DEFAULT_TELEPHONY_CONTENT_SEED[0]?.title,
    });
  });

  it('answers 400 for an unknown portal', async () => {
    for (const portal of ['agent', 'TELEPHONY', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/content?portal=${portal}`,
      });
      expect(response.statusCode, portal).toBe(400);
    }
  });

  describe('operators edit content', () => {
    const url = '/api/operator/content/harbour-lettings/telephony/page.moving-details';
    const words = {
      title: 'Harbour: confirm the tenancy start date',
      subtitle: 'Harbour Lettings tenants',
      descriptionHtml:
        '<p>Ask for the date on the tenancy agreement.</p><img src=x onerror=alert(1)>',
    };

    it('refuses without the operator key (401), with a wrong one (403), for an unknown brand (404)', async () => {
      const tenantBefore = await content('?brand=harbour-lettings');
      const without = await t.app.inject({ method: 'PUT', url, payload: words });
      expect(without.statusCode).toBe(401);
      expect(without.json()).toMatchObject({ message: 'Sorry, only operators can edit content.' });
      const wrong = await t.app.inject({
        method: 'PUT',
        url,
        headers: { 'x-operator-key': 'not-the-key' },
        payload: words,
      });
      expect(wrong.statusCode).toBe(403);
      const unknown = await t.app.inject({
        method: 'PUT',
        url: '/api/operator/content/nobody/telephony/page.moving-details',
        headers: operator,
        payload: words,
      });
      expect(unknown.statusCode).toBe(404);
      const listWithout = await t.app.inject({ method: 'GET', url: '/api/operator/content' });
      expect(listWithout.statusCode).toBe(401);
      expect(await content('?brand=harbour-lettings')).toEqual(tenantBefore);
    });

    it('answers 400 for an unknown portal, a key of no journey page, no title or a hidden character', async () => {
      for (const [path, payload] of [
        ['/api/operator/content/default/agent/landing', words],
        ['/api/operator/content/default/telephony/page.nowhere', words],
        ['/api/operator/content/default/telephony/Landing', words],
        ['/api/operator/content/default/telephony/landing', { ...words, title: '  ' }],
        ['/api/operator/content/default/telephony/landing', { ...words, extra: 1 }],
        [
          '/api/operator/content/default/telephony/landing',
          { ...words, descriptionHtml: '<p>Ask\u0000</p>' },
        ],
      ] as const) {
        const response = await t.app.inject({
          method: 'PUT',
          url: path,
          headers: operator,
          payload,
        });
        expect(response.statusCode, path).toBe(400);
      }
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/operator/content?portal=agent',
        headers: operator,
      });
      expect(list.statusCode).toBe(400);
    });

    it("writes a brand's telephony block, nearest first, leaving the tenant words unchanged", async () => {
      const tenantBefore = await content('?brand=harbour-lettings');
      const saved = await t.app.inject({ method: 'PUT', url, headers: operator, payload: words });
      expect(saved.statusCode, saved.body).toBe(200);
      // The HTML is stored as given: the web sanitises it where it is shown.
      expect(saved.json()).toEqual({ key: 'page.moving-details', ...words, portal: 'telephony' });

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/operator/content?brand=harbour-lettings&portal=telephony',
        headers: operator,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        brand: 'harbour-lettings',
        portal: 'telephony',
        blocks: [{ key: 'page.moving-details', ...words, portal: 'telephony' }],
      });

      const movingDetails = async (query: string) =>
        (await content(query)).blocks.find((block) => block.key === 'page.moving-details');
      expect(await movingDetails('?brand=harbour-lettings&portal=telephony')).toMatchObject(words);
      expect(
        await movingDetails('?brand=harbour-lettings&branch=101&portal=telephony'),
      ).toMatchObject(words);
      // The default brand keeps its own telephony words; tenants see nothing new.
      expect((await movingDetails('?portal=telephony'))?.title).toBe(
        'Confirm the caller’s move-in date and new address',
      );
      expect(await content('?brand=harbour-lettings')).toEqual(tenantBefore);

      // A second write changes the words in place (one block per brand, portal and key).
      const again = await t.app.inject({
        method: 'PUT',
        url,
        headers: operator,
        payload: { title: 'Ask for the tenancy start date' },
      });
      expect(again.json()).toEqual({
        key: 'page.moving-details',
        title: 'Ask for the tenancy start date',
        subtitle: null,
        descriptionHtml: null,
        portal: 'telephony',
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/operator/content?brand=harbour-lettings&portal=telephony',
        headers: operator,
      });
      expect(listed.json<{ blocks: unknown[] }>().blocks).toHaveLength(1);
    });

    it('writes a tenant block a brand did not have, which tenants and telephony then see', async () => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/operator/content/harbour-lettings/tenant/page.offers',
        headers: operator,
        payload: { title: 'Offers for Harbour tenants' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const query of ['?brand=harbour-lettings', '?brand=harbour-lettings&portal=telephony']) {
        const blocks = (await content(query)).blocks;
        expect(blocks.at(-1), query).toMatchObject({ key: 'page.offers', portal: 'tenant' });
      }
      expect((await content('')).blocks.map((block) => block.key)).not.toContain('page.offers');
    });
  });

  it('answers 404 for the content of an unknown brand', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content?brand=nobody' });
    expect(response.statusCode).toBe(404);
  });

  it('lists cookies grouped, with name, description, duration, type and vendor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cookie-details' });
    expect(response.statusCode).toBe(200);
    const cookies = response.json<CookieItem[]>();
    const groups = [...new Set(cookies.map((cookie) => cookie.group))];
    expect(groups).toEqual(
      expect.arrayContaining(['Strictly necessary cookies', 'Performance cookies']),
    );
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const cookie of cookies) {
      for (const field of ['group', 'title', 'description', 'time', 'type', 'vendor'] as const) {
        expect(cookie[field].length, `${cookie.title}.${field}`).toBeGreaterThan(0);
      }
    }
    expect(cookies.find((cookie) => cookie.title.startsWith('_ga'))).toMatchObject({
      group: 'Performance cookies',
      vendor: 'Google Analytics',
    });
  });

  it('gives the review rating out of 5 with its source', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/review/rating' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      trustScore: 4.6,
      reviewCount: 2841,
      sourceName: 'Trustpilot',
      sourceUrl: expect.stringMatching(/^https:\/\//),
    });
  });
});
