import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';

const API_ORIGIN = 'http://localhost:3000';
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * `vite build` is a production build whatever NODE_ENV the caller's shell has. Vite otherwise keeps
 * a NODE_ENV it finds set: `NODE_ENV=development npm start` would build React's development bundle
 * (about 60 KB gzip more in the entry, and its warnings). A `config` hook runs before Vite decides
 * whether the build is a production one, and before the `process.env.NODE_ENV` define is made.
 * The dev server (`vite`, `npm run dev`) is not a build and keeps its development mode.
 */
function productionBuild(): Plugin {
  return {
    name: 'threshold:production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

/**
 * With modulePreload off and no per-route CSS (one global stylesheet), Vite's preload helper has
 * nothing to preload yet still costs the entry ~0.6 KB gzip. This replaces it with a direct import.
 */
function directDynamicImports(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'threshold:direct-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === helperId ? id : undefined),
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

/**
 * zod 4 gives every schema type a JSON Schema processor (for `toJSONSchema` and Standard JSON
 * Schema), so a bundler cannot drop that code: about 5 KB gzip of every form route. The portal
 * only parses; JSON Schema is built by the API, on Node. So the browser build gets stand-ins for
 * the two modules: each export throws if called, except `aggregateChecks`, which answers no
 * checks (the `minLength`/`maxLength`/`format` getters, which the portal never reads, are null).
 */
function withoutZodJsonSchema(): Plugin {
  const stubbed = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
  return {
    name: 'threshold:without-zod-json-schema',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!stubbed.test(id)) return undefined;
      const source = readFileSync(id, 'utf8');
      // Every name the real module exports (declared, or listed as `export { a as b }`).
      const names = new Set(
        [
          ...[...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]),
          ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
            (m[1] ?? '').split(',').map((part) =>
              part
                .trim()
                .split(/\s+as\s+/)
                .pop(),
            ),
          ),
        ].filter((name): name is string => !!name),
      );
      const refuse =
        'const refuse = () => { throw new Error("JSON Schema is not built in the browser"); };';
      return [
        refuse,
        ...[...names].map((name) =>
          name === 'aggregateChecks'
            ? 'export const aggregateChecks = () => ({});'
            : `export const ${name} = refuse;`,
        ),
      ].join('\n');
    },
  };
}

/**
 * zod finds out once whether it may compile parsers with `new Function`. The portal's CSP forbids
 * it, so the try fails quietly, yet Chromium reports it as a CSP violation (Lighthouse's best
 * practices count it). zod skips the try under `jitless`, which the portal's build sets from the
 * start (a `z.config` call would put zod's core in the entry). Objects' compiled fast path is then
 * never built, so its code goes too (about 1 KB gzip of every route that parses).
 */
function zodWithoutEval(): Plugin {
  const rewrites: [RegExp, string, string][] = [
    [
      /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/,
      '(_a.__zod_globalConfig = {})',
      '(_a.__zod_globalConfig = { jitless: true })',
    ],
    [
      /[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/,
      'const jit = !core.globalConfig.jitless;',
      'const jit = false;',
    ],
  ];
  return {
    name: 'threshold:zod-without-eval',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const rewrite = rewrites.find(([file]) => file.test(id));
      if (!rewrite) return undefined;
      const [, from, to] = rewrite;
      if (!code.includes(from)) this.error(`zod changed: "${from}" is no longer in ${id}`);
      return code.replace(from, to);
    },
  };
}

/**
 * TanStack Query's queries run the infinite-query fetch only for infinite queries, which the portal
 * never makes (no useInfiniteQuery, no fetchInfiniteQuery), yet every query module imports it: about
 * 1 KB gzip of the entry. Its exports become stand-ins that throw if an infinite query is ever made.
 */
function withoutInfiniteQueries(): Plugin {
  const module =
    /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]infiniteQueryBehavior\.js$/;
  return {
    name: 'threshold:without-infinite-queries',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!module.test(id)) return undefined;
      return [
        'const refuse = () => { throw new Error("Infinite queries are not built into the portal"); };',
        'export const infiniteQueryBehavior = refuse;',
        'export const hasNextPage = refuse;',
        'export const hasPreviousPage = refuse;',
      ].join('\n');
    },
  };
}

/**
 * The portal runs no TanStack mutations (useMutation pulled React's module wrapper out of the entry;
 * ui/use-action.ts and ui/form/use-submit.ts keep a button's state themselves and only read the
 * mutation cache's onError). The query client still makes a MutationCache, and with it the whole
 * mutation machinery: about 2.5 KB gzip of the entry. The build gets a cache that keeps its config,
 * holds no mutations, and refuses to build one.
 */
function withoutMutations(): Plugin {
  const module = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationCache\.js$/;
  return {
    name: 'threshold:without-mutations',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!module.test(id)) return undefined;
      return `export class MutationCache {
  constructor(config = {}) { this.config = config; }
  build() { throw new Error("Mutations are not built into the portal"); }
  getAll() { return []; }
  find() { return undefined; }
  findAll() { return []; }
  clear() {}
  notify() {}
  subscribe() { return () => {}; }
  hasListeners() { return false; }
  resumePausedMutations() { return Promise.resolve(); }
}`;
    },
  };
}

/**
 * react-router ships as one big module, so the bundler can drop only what that module itself lets
 * go. Its components and contexts are made by `React.forwardRef(...)` and `React.createContext(...)`
 * calls without a pure annotation, then given a `displayName` (a property write); either keeps a
 * component in the entry whether or not the portal uses it (NavLink, Form, ScrollRestoration,
 * HistoryRouter and what only they call: about 1.8 KB gzip of the entry). This marks those calls pure and leaves out
 * the display names (React reads them only for DevTools and development warnings).
 */
function treeShakableReactRouter(): Plugin {
  const reactRouterModule = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
  return {
    name: 'threshold:tree-shakable-react-router',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterModule.test(id)) return undefined;
      return code
        .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
    },
  };
}

/**
 * How the code the routes share is cut into chunks. Left to itself, the bundler gives every set of
 * routes that shares a module a chunk of its own. With about fifty routes, that means dozens of
 * chunks of 0.1 to 0.5 KB, and each separately gzipped chunk costs a route about 0.1 KB more than
 * the same code inside a bigger chunk. So the small shared modules are gathered into a few chunks
 * of modules that are mostly loaded together. A route may load a few hundred bytes it does not
 * use; it loads fewer chunks. A module that imports zod must not join a chunk of modules without
 * it: every route that loads that chunk would then load zod's 20 KB.
 */
// A module id pattern: `/` matches either path separator; `paths` is an alternation.
const modules = (folder: string, paths: string, extension = 'ts') =>
  new RegExp(`/${folder}/(?:${paths})\\.${extension}$`.replaceAll('/', String.raw`[\\/]`));
const domain = (paths: string) => modules('domain/src', paths);
const web = (paths: string) => modules('web/src', paths, 'tsx?');

const SHARED_CHUNKS: { name: string; test: RegExp[] }[] = [
  {
    // zod, with the enrolment's journey facts: most routes that parse load both (the
    // confirmation page needs the facts without the rest of the field schemas).
    name: 'schemas',
    test: [/[\\/]node_modules[\\/]zod[\\/]/, domain('schemas/enrolment-journey-facts')],
  },
  {
    // The field schemas every form route parses with (fields.ts and what it is built from:
    // postcodes, hidden characters), the address and enrolment schemas most of those routes
    // load beside them, and the enrolment read.
    name: 'fields',
    test: [
      domain('schemas/(?:fields|hidden-characters|address|enrolment)'),
      domain('codes/(?:enrolment-status|enrolment-type|lead-source|residential-status)'),
      /[\\/]node_modules[\\/]postcode[\\/]/,
      // The enrolment read, which parses with the enrolment schema: every route that loads it
      // loads the rest of this chunk too.
      web('enrolment/own-enrolment'),
    ],
  },
  {
    // What almost every route that calls the API or shows a date loads, none of it using zod:
    // the API's error messages, the working status, calendar dates, today, the move-in date rules.
    name: 'common',
    test: [
      domain('schemas/api-error|messages/third-party'),
      domain('dates/(?:calendar-date|clock|today|move-in-date)|messages/counted'),
      web('api/error-message|ui/working-status'),
    ],
  },
  {
    // The form kit: the schema form, its error summary and the submit hook.
    name: 'form',
    test: [
      web('ui/form/(?:schema-form|error-summary|use-submit|character-filter)|api/form-errors'),
      domain('schemas/field-errors'),
    ],
  },
  {
    // A page's intro and the CMS HTML it shows, with the one sanitising rule (the agent's words
    // use that rule too, and must not split it from the intro into a chunk of its own).
    name: 'intro',
    test: [web('ui/(?:page-intro|sanitised-html|sanitise-html)')],
  },
  {
    // The journey's route table and the service codes the journey routes read with it.
    name: 'journey',
    test: [domain('journey/routes|codes/(?:fuel-type|opt-in)')],
  },
  {
    // Whether energy can open and the cards' states: the journey guard's next-page rules, the
    // confirmation page and the energy pages read them together. Product selection reads only
    // whether energy can open; without this group the two would be two chunks for the others.
    name: 'energy-block',
    test: [
      domain('journey/(?:card-status|energy-block)|codes/(?:card-status|tenant-portal-storage)'),
    ],
  },
  {
    // The broadband pages' calls, stored filters, words and package cards: the list, details,
    // sign-up and hand-off pages load most of them together.
    name: 'broadband',
    test: [
      web(
        'features/broadband/api/(?:broadband|broadband-storage)|features/broadband/package-card/(?:package-card|package-card-styles|package-words|promotion-countdown|use-listed-package)',
      ),
      domain(
        'messages/broadband|codes/(?:broadband-sort-option|entertainment-partner)|broadband/(?:filter-limits|restore-filters|package-pricing|promotions|package-list)',
      ),
    ],
  },
  {
    // The filter panel and its no-results words, shared by the energy and broadband lists.
    name: 'lists',
    test: [web('ui/filter-panel'), domain('messages/filter-results')],
  },
  {
    // The supply check and the unknown-meter words, which the energy pages and product selection
    // read together (whether energy can be offered stays apart: the switch page, near its budget,
    // does not read it).
    name: 'energy-facts',
    test: [web('features/energy/api/supply-check'), domain('messages/unknown-meter')],
  },
  {
    // Energy add-ons and their prices (tariff details, sign-up, the confirmation's energy card).
    name: 'add-ons',
    test: [domain('schemas/energy-add-ons|energy/add-on-price|codes/billing-frequency')],
  },
  {
    // Small pieces the confirmation page reads beside the energy and offers pages.
    name: 'confirmation-parts',
    test: [domain('schemas/(?:energy-signup-state|affiliates)'), web('enrolment/skip-energy')],
  },
  {
    // Pence formatting and the button-action hook, which the list, details and sign-up pages of
    // energy and broadband load together.
    name: 'kit',
    test: [domain('money/pence'), web('ui/use-action')],
  },
  {
    // The personal details calls, schema and form, shared by the personal details pages.
    name: 'personal-details',
    test: [
      web('features/personal-details/(?:personal-details.api|personal-details-form)'),
      domain('schemas/personal-details'),
    ],
  },
  {
    // The signed-in user and the account validation words of the log-in and onboarding routes.
    name: 'account',
    test: [
      domain(
        'codes/(?:account-validation-result|otp-channel)|messages/(?:access|account-validation)',
      ),
      web('api/user-session'),
    ],
  },
];

export default defineConfig({
  base: '/',
  plugins: [
    productionBuild(),
    react(),
    directDynamicImports(),
    withoutZodJsonSchema(),
    zodWithoutEval(),
    withoutInfiniteQueries(),
    withoutMutations(),
    treeShakableReactRouter(),
    // Brotli and gzip copies of every built text file, for the server to send as they are.
    precompress(),
  ],
  resolve: {
    alias: [
      // react-router's package points bundlers at its development build; the production build
      // is the same API without the dev-only warnings (about 0.6 KB gzip less).
      {
        find: /^react-router$/,
        replacement: join(reactRouterDir, 'dist/production/index.mjs'),
      },
    ],
  },
  server: { proxy: { '/api': API_ORIGIN } },
  preview: { proxy: { '/api': API_ORIGIN } },
  build: {
    manifest: true,
    // Lazy chunks import their own dependencies; no preload lists or polyfill in the entry.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry loads statically, in the entry's chunk. Without this group the
              // bundler emits some of those modules (React's CommonJS wrapper, the JSX runtime, the
              // session store, its own runtime helpers) as four extra chunks every page loads
              // first: a known bundler bug (a module the entry already loaded is split out). First,
              // so that a module the entry loads stays in it whatever group below it matches.
              name: 'index',
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Only the listed modules: their dependencies keep their own chunks.
            ...SHARED_CHUNKS.map(({ name, test }) => ({
              name,
              test: (id: string) => test.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
      treeshake: {
        // The domain schemas build zod objects at module level. Marking `z.*` calls pure lets the
        // entry import a constant (DEFAULT_BRAND_ROUTE, SERVER_ERROR_MESSAGE) without zod itself.
        manualPureFunctions: ['z'],
      },
    },
  },
});
