import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { NORTHGATE_LETTINGS_SEED } from '../features/brand/brand.seed';
import { BRAND_CACHE_MS } from '../features/brand/brand.service';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { KNOWN_PAGES } from './first-paint';

/** index.html as Vite writes it (the entry script and stylesheet in the head, the spinner in #root). */
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="theme-color" content="#1d3557" />
    <title>Threshold – your free home-move assistant</title>
    <script type="module" crossorigin src="/assets/index-Aa1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Bb2.css">
  </head>
  <body>
    <a class="skip-link" href="#main">Skip to main content</a>
    <div id="root">
      <div class="page-spinner" role="status">
        <span class="spinner" aria-hidden="true"></span>
        <span class="visually-hidden">Loading, please wait</span>
      </div>
    </div>
  </body>
</html>`;
const CSS = '.site-header{background:var(--brand-header-background)}';

/** The part of Vite's manifest the server reads: the entry, two route chunks and what they import. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-Aa1.js',
    isEntry: true,
    imports: ['_vendor-Cc3.js'],
    css: ['assets/index-Bb2.css'],
  },
  '_vendor-Cc3.js': { file: 'assets/vendor-Cc3.js' },
  'src/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-Dd4.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/access-routes.ts': {
    file: 'assets/access-routes-Ee5.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/features/access/log-in-page.tsx': {
    file: 'assets/log-in-page-Ff6.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-Gg7.js'],
  },
  '_form-Gg7.js': { file: 'assets/form-Gg7.js', imports: ['index.html'] },
};

const HOSTILE_NAME = '</script><script>alert("name")</script><b>Bold & Co</b>';

/** The page as the browser reads it, whatever content-encoding it came in. */
function body(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

/** The branding JSON the page carries, as the portal parses it. */
function servedBranding(html: string): { name: string; urlRoute: string; branchId: string | null } {
  const match = /<script type="application\/json" id="served-branding">([^<]*)<\/script>/.exec(
    html,
  );
  expect(match, 'the branding data block').not.toBeNull();
  return JSON.parse(match![1]!) as { name: string; urlRoute: string; branchId: string | null };
}

const modulePreloads = (html: string) =>
  [
    ...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g),
  ].map((m) => m[1]);

describe("the portal's first paint in the HTML of each brand's pages", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'threshold-first-paint-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-Bb2.css'), CSS);
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ config: { webDist } });
    await t.database.db
      .update(brands)
      .set({ name: HOSTILE_NAME })
      .where(eq(brands.urlRoute, 'northgate-lettings'));
    const [defaultBrand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.urlRoute, 'default'));
    await t.database.db.insert(brands).values({
      ...NORTHGATE_LETTINGS_SEED,
      name: 'Broken Colours',
      urlRoute: 'broken-colours',
      colourPrimary: 'red;}</style><script>x()</script>',
      level: 1,
      parentId: defaultBrand!.id,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("draws the landing page with the brand's header, theme and words, before any script", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/default/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = body(response);
    expect(html).toContain('<title>Threshold</title>');
    expect(html).toMatch(/<html lang="en-GB" style="--brand-primary:#[0-9a-f]{6};/i);
    expect(html).toContain('--brand-header-background:');
    expect(html).toMatch(
      /<header class="site-header"><a href="\/default\/" class="site-header__home"><img src="[^"]+" alt="[^"]+"/,
    );
    expect(html).toContain('<h1>Threshold</h1>');
    expect(html).toContain('<h2>Why use Threshold</h2>');
    expect(html).toContain('href="/default/pending">Get Started</a>');
    expect(html).toContain('<h3>Free to use</h3>');
    expect(html).not.toContain('Loading, please wait');
    // The stylesheet comes with the page; the entry script stays a file of its own.
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('index-Bb2.css');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-Aa1.js"></script>',
    );
    expect(servedBranding(html)).toMatchObject({
      name: 'Threshold',
      urlRoute: 'default',
      branchId: null,
    });
  });

  it("preloads the page's chunk and every chunk it imports that the entry does not hold", async () => {
    const landing = body(await t.app.inject({ method: 'GET', url: '/default/' }));
    expect(modulePreloads(landing)).toEqual([
      '/assets/vendor-Cc3.js',
      '/assets/landing-page-Dd4.js',
    ]);
    const logIn = body(await t.app.inject({ method: 'GET', url: '/default/log-in' }));
    expect(modulePreloads(logIn)).toEqual([
      '/assets/vendor-Cc3.js',
      '/assets/access-routes-Ee5.js',
      '/assets/form-Gg7.js',
      '/assets/log-in-page-Ff6.js',
    ]);
    expect(logIn).toContain('<h1>Log in</h1>');
    expect(logIn).toContain('<title>Log in – Threshold</title>');
  });

  it("carries a branch's branding under its own prefix", async () => {
    const html = body(await t.app.inject({ method: 'GET', url: '/harbour-lettings/101/' }));
    expect(servedBranding(html)).toMatchObject({ urlRoute: 'harbour-lettings', branchId: '101' });
    expect(html).toContain('<a href="/harbour-lettings/101/" class="site-header__home">');
    expect(html).toContain('href="/harbour-lettings/101/log-in">Log In</a>');
  });

  it('keeps a partner-controlled name as text', async () => {
    const html = body(await t.app.inject({ method: 'GET', url: '/northgate-lettings/' }));
    // One script element runs: the entry. The data block holds the name, its `<` escaped.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert("name")</script>');
    expect(html).toContain(
      '<h1>&lt;/script&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;&lt;b&gt;Bold &amp; Co&lt;/b&gt;</h1>',
    );
    expect(servedBranding(html).name).toBe(HOSTILE_NAME);
  });

  it('sends index.html as it is for a brand whose colour is not one', async () => {
    const html = body(await t.app.inject({ method: 'GET', url: '/broken-colours/' }));
    expect(html).toBe(INDEX_HTML);
  });

  it('sends the smallest copy the browser accepts, and the page as it is to one that takes none', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/default/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(body(response), acceptEncoding).toContain('<h1>Threshold</h1>');
    }
  });

  it('keeps the strict CSP on the page: no inline script runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/default/log-in' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('shows the spinner under the header on a page it draws nothing of, and the logged-in header on the journey', async () => {
    const html = body(
      await t.app.inject({ method: 'GET', url: '/default/enrolment/moving-details' }),
    );
    expect(html).toContain('Loading, please wait');
    expect(html).toContain('<a href="/default/" class="site-header__home">Threshold</a>');
    expect(html).toContain('Log Out</button>');
  });

  it("leaves agent mode's header and page to the portal (they depend on the agent's session)", async () => {
    const html = body(
      await t.app.inject({
        method: 'GET',
        url: '/default/log-in',
        headers: { host: 'telephony.localhost:3000' },
      }),
    );
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<h1>');
    expect(html).toContain('Loading, please wait');
    expect(servedBranding(html).urlRoute).toBe('default');
    expect(modulePreloads(html)).toContain('/assets/log-in-page-Ff6.js');
  });

  it('sends index.html as it is for a brand or branch that does not exist', async () => {
    for (const url of ['/no-such-brand/', '/default/999999/']) {
      const html = body(await t.app.inject({ method: 'GET', url }));
      expect(html, url).toBe(INDEX_HTML);
    }
  });

  it('draws the new branding once the brand has been read again', async () => {
    await t.database.db
      .update(brands)
      .set({ name: 'Oakfield Homes Group' })
      .where(eq(brands.urlRoute, 'oakfield-homes'));
    const before = body(await t.app.inject({ method: 'GET', url: '/oakfield-homes/' }));
    expect(before).toContain('<h1>Oakfield Homes Group</h1>');
    await t.database.db
      .update(brands)
      .set({ name: 'Oakfield & Sons' })
      .where(eq(brands.urlRoute, 'oakfield-homes'));
    t.clock.advance(BRAND_CACHE_MS + 1);
    const after = body(await t.app.inject({ method: 'GET', url: '/oakfield-homes/' }));
    expect(after).toContain('<h1>Oakfield &amp; Sons</h1>');
  });
});

describe('the pages the first paint knows', () => {
  it("name the portal's real source files (a renamed page would lose its preloads)", () => {
    const webRoot = resolve(import.meta.dirname, '../../../web');
    const sources = new Set(KNOWN_PAGES.flatMap((page) => page.sources));
    for (const source of sources) expect(existsSync(join(webRoot, source)), source).toBe(true);
  });
});
