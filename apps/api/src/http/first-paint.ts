import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  LANDING_LEAD,
  LANDING_PROMISES,
  LANDING_START,
  landingWhyHeading,
} from '@threshold/domain/messages/landing';
import { LOG_IN_SUBTITLE, LOG_IN_TITLE } from '@threshold/domain/messages/log-in';
import {
  branchIdSchema,
  brandingSchema,
  brandRouteSchema,
  type Branding,
} from '@threshold/domain/schemas/brand';
import { isTelephonyHost } from '@threshold/domain/telephony/host';

/**
 * The portal's first paint, written by the server into the HTML of each brand's pages, so a phone
 * on a slow network sees the brand's header and the page's first content after one round trip,
 * before any script has run (and without scripts at all). Into the built index.html go:
 * - the stylesheet itself (a few KB), so the first paint waits on no other request;
 * - the brand's colours as the CSS variables the portal sets (brand-theme.ts), its name in the title;
 * - the branding answer as JSON in a <script type="application/json"> (the CSP lets a data block
 *   be; it runs nothing), which the portal reads instead of fetching it with an app token;
 * - <link rel="modulepreload"> for the page's chunk and every chunk it imports, from Vite's manifest,
 *   so they load beside the entry instead of after it (at low priority: the shell needs none);
 * - the shell: the header as SiteHeader draws it and, for the landing page and log-in, the page's
 *   heading and words as the page draws them (other pages show the spinner under the header).
 * Everything from the brand is escaped: text and attributes as HTML, the JSON with `<` as \u003c.
 */

/** The part of Vite's manifest read here. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What the first paint shows in <main> besides the header. */
type FirstContent = 'landing' | 'log-in' | 'spinner';

/** A page the first paint knows: the source files of its route's chunks, in the order they load. */
type KnownPage = { path: RegExp; sources: string[]; content?: FirstContent };

const ACCESS_ROUTES = 'src/app/access-routes.ts';
const ENROLMENT_ROUTE = 'src/features/journey/enrolment-route.tsx';
const journeyPage = (path: string, page: string): KnownPage => ({
  path: new RegExp(`^/enrolment/${path}$`),
  sources: [ACCESS_ROUTES, ENROLMENT_ROUTE, `src/features/${page}.tsx`],
});

/**
 * The pages a mover most often opens first (router.tsx and access-routes.ts say which chunk each
 * path loads). Another path gets the header and the spinner, and its chunks load as before.
 */
export const KNOWN_PAGES: KnownPage[] = [
  { path: /^\/?$/, sources: ['src/features/landing/landing-page.tsx'], content: 'landing' },
  { path: /^\/cookie-policy$/, sources: ['src/features/content/cookie-policy-page.tsx'] },
  { path: /^\/terms$/, sources: ['src/features/content/terms-page.tsx'] },
  { path: /^\/privacy-policy$/, sources: ['src/features/content/privacy-policy-page.tsx'] },
  {
    path: /^\/log-in$/,
    sources: [ACCESS_ROUTES, 'src/features/access/log-in-page.tsx'],
    content: 'log-in',
  },
  { path: /^\/login$/, sources: [ACCESS_ROUTES, 'src/features/access/otp-login-page.tsx'] },
  {
    path: /^\/pending\/personal-details$/,
    sources: [ACCESS_ROUTES, 'src/features/personal-details/pending-personal-details-page.tsx'],
  },
  journeyPage('moving-details', 'moving-details/moving-details-page'),
  journeyPage('product-selection', 'product-selection/product-selection-page'),
  journeyPage('council-services(?:-upfront)?', 'council-water/council-water-page'),
  journeyPage('energy/usage', 'energy/usage/energy-usage-page'),
  journeyPage('energy/list', 'energy/list/energy-list-page'),
  journeyPage('entertainment/broadband-list', 'broadband/list/broadband-list-page'),
  journeyPage('personal-details', 'personal-details/enrolment-personal-details-page'),
  journeyPage('confirmation', 'confirmation/confirmation-page'),
];

/** HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON inside <script type="application/json">: no `<` can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The brand's colours as brand-theme.ts sets them: primaryText → --brand-primary-text. */
function themeStyle(colours: Branding['colours']): string {
  return Object.entries(colours)
    .filter(([, value]) => HEX_COLOUR.test(value))
    .map(
      ([name, value]) => `--brand-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}

/** Where a path stands: the brand prefix (as brand-prefix.ts reads it) and the path inside it. */
export function readBrandPath(
  pathname: string,
): { brandRoute: string; branchId: string | undefined; basename: string; inside: string } | null {
  const segments = pathname.split('/');
  const brandRoute = segments[1] ?? '';
  if (!brandRouteSchema.safeParse(brandRoute).success || brandRoute !== brandRoute.toLowerCase())
    return null;
  const branch = segments[2] ?? '';
  const branchId = branchIdSchema.safeParse(branch).success ? branch : undefined;
  const basename = `/${brandRoute}${branchId ? `/${branchId}` : ''}`;
  return { brandRoute, branchId, basename, inside: pathname.slice(basename.length) || '/' };
}

/** A rendered page, with the brotli and gzip copies it is sent as. */
export type RenderedPage = { html: string; br: Buffer; gzip: Buffer };

function compressed(html: string): RenderedPage {
  return {
    html,
    br: brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * The first paint's HTML for the built portal in `webDist`. `render` answers null when the path is
 * not under a brand prefix; the caller then sends index.html as it is. A brand's pages are kept
 * per Branding object: the brand service hands out the same object while its cache holds it, and a
 * new one once the brand is read again, so a page changes when its branding does.
 */
/**
 * index.html with its stylesheets written in. The CSP allows inline styles; a stylesheet that
 * points at other files (url(...), relative to its own address) or could end the element stays a link.
 */
function withInlineStyles(html: string, webDist: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const path = join(webDist, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : '';
      return css && !/url\(|<\/style/i.test(css) ? `<style>${css}</style>` : link;
    },
  );
}

export function createFirstPaint(webDist: string) {
  const template = withInlineStyles(readFileSync(join(webDist, 'index.html'), 'utf8'), webDist);
  const manifestPath = join(webDist, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const entry = manifest['index.html'];
  const rendered = new WeakMap<Branding, Map<string, RenderedPage>>();

  /** The files `sources` load statically (imports first), less the entry and what it holds. */
  function preloads(sources: string[]): string[] {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      files.add(chunk.file);
    };
    for (const imported of entry?.imports ?? []) visit(imported);
    for (const source of sources) visit(source);
    return [...files].filter((file) => file.endsWith('.js'));
  }

  function header(brand: Branding, basename: string, inside: string): string {
    const home = escapeHtml(`${basename}/`);
    const isTopLevel = inside.split('/').filter(Boolean).length < 2;
    const homeContent = isTopLevel
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.logoAlt)}" width="200" height="40">`
      : escapeHtml(brand.name);
    // The journey's pages are for a mover who has logged in (the guard sends anyone else away).
    const account = /^\/enrolment(\/|$)/.test(inside)
      ? '<button type="button" class="button button--quiet">Log Out</button>'
      : `<a class="button button--quiet" href="${escapeHtml(`${basename}/log-in`)}">Log In</a>`;
    return [
      '<header class="site-header">',
      `<a href="${home}" class="site-header__home">${homeContent}</a>`,
      `<div class="site-header__account">${account}</div>`,
      '<nav class="site-header__menu" aria-label="Site menu">',
      '<button type="button" class="button button--quiet" popovertarget="site-menu">Menu</button>',
      '<ul id="site-menu" class="site-menu" popover="auto">',
      `<li>${account}</li>`,
      `<li><a href="${home}">Home</a></li>`,
      `<li><a href="${escapeHtml(`${basename}/cookie-policy`)}">Cookies</a></li>`,
      '</ul></nav></header>',
    ].join('');
  }

  function mainContent(content: FirstContent, brand: Branding, basename: string): string {
    if (content === 'landing') {
      const name = escapeHtml(brand.name);
      const promises = LANDING_PROMISES.map(
        ([title, text]) => `<li><h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)}</p></li>`,
      ).join('');
      return [
        `<div class="landing"><h1>${name}</h1>`,
        `<p class="landing__lead">${escapeHtml(LANDING_LEAD)}</p>`,
        `<a class="button button--large" href="${escapeHtml(`${basename}/pending`)}">${escapeHtml(LANDING_START)}</a>`,
        `<h2>${escapeHtml(landingWhyHeading(brand.name))}</h2>`,
        `<ul class="promises">${promises}</ul></div>`,
      ].join('');
    }
    if (content === 'log-in')
      return [
        '<div class="form-page"><div class="page-intro">',
        `<h1>${escapeHtml(LOG_IN_TITLE)}</h1>`,
        `<p class="page-intro__subtitle">${escapeHtml(LOG_IN_SUBTITLE)}</p>`,
        '</div></div>',
      ].join('');
    return '<div class="page-spinner" role="status"><span class="spinner" aria-hidden="true"></span><span class="visually-hidden">Loading, please wait</span></div>';
  }

  function renderPage(
    brand: Branding,
    place: { basename: string; inside: string },
    page: KnownPage | undefined,
    agentMode: boolean,
  ): string {
    let content: FirstContent = page?.content ?? 'spinner';
    // A brand that logs in by code sends /log-in on to /login (log-in-page.tsx).
    if (content === 'log-in' && brand.flags.otpLogin) content = 'spinner';
    const title = content === 'log-in' ? `${LOG_IN_TITLE} – ${brand.name}` : brand.name;
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      ...preloads(page?.sources ?? []).map(
        // Low priority: the shell paints without them, so they never hold back what it needs.
        (file) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}">`,
      ),
      `<script type="application/json" id="served-branding">${jsonForScript(brand)}</script>`,
    ].join('\n    ');
    // Agent mode's header and first pages depend on the agent's session, which only the browser
    // has: there the spinner stays until the portal draws.
    const shell = agentMode
      ? mainContent('spinner', brand, place.basename)
      : `<div class="app">${header(brand, place.basename, place.inside)}<main id="main" tabindex="-1">${mainContent(content, brand, place.basename)}</main></div>`;
    return template
      .replace(/<html([^>]*)>/, `<html$1 style="${escapeHtml(themeStyle(brand.colours))}">`)
      .replace(
        /<meta name="theme-color" content="[^"]*"\s*\/?>/,
        HEX_COLOUR.test(brand.colours.headerBackground)
          ? `<meta name="theme-color" content="${brand.colours.headerBackground}" />`
          : '$&',
      )
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, () => `<div id="root">${shell}</div>`);
  }

  return {
    /**
     * The page for `pathname` under `brand` (the branding the path's prefix names), on a host
     * in agent mode or not. Null when the path has no brand prefix or the branding is not valid.
     */
    render(pathname: string, hostname: string, brand: Branding): RenderedPage | null {
      const place = readBrandPath(pathname);
      if (!place) return null;
      const page = KNOWN_PAGES.find((known) => known.path.test(place.inside));
      const agentMode = isTelephonyHost(hostname);
      const isTopLevel = place.inside.split('/').filter(Boolean).length < 2;
      const isJourney = /^\/enrolment(\/|$)/.test(place.inside);
      // The HTML depends on these alone: the page, the header's two variants, agent mode.
      const key = `${place.basename}|${page ? KNOWN_PAGES.indexOf(page) : -1}|${isTopLevel}|${isJourney}|${agentMode}`;
      let pages = rendered.get(brand);
      if (!pages) rendered.set(brand, (pages = new Map()));
      let answer = pages.get(key);
      if (!answer) {
        // The same checks as GET /api/branding's answer: a brand that fails them (a colour that is
        // not one) gets the plain page, and the portal shows what that call answers.
        const branding = brandingSchema.safeParse(brand);
        if (!branding.success) return null;
        answer = compressed(renderPage(branding.data, place, page, agentMode));
        pages.set(key, answer);
      }
      return answer;
    },
  };
}

export type FirstPaint = ReturnType<typeof createFirstPaint>;
