import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentResponse } from '@threshold/domain/schemas/content';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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
