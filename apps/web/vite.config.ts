import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

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
 * The field schemas every form route parses with (fields.ts and what it is built from: calendar
 * dates, postcodes, hidden characters) and the address and enrolment schemas most of those routes
 * load beside them. Left to itself, the bundler cuts them into one chunk per set of routes that
 * share them (three for the log-in page); one chunk saves each of those routes the extra chunks'
 * overhead and costs the onboarding routes little.
 */
const SHARED_FORM_SCHEMAS =
  /[\\/]domain[\\/]src[\\/](?:schemas[\\/](?:fields|hidden-characters|address|enrolment(?:-journey-facts)?)|dates[\\/]calendar-date|codes[\\/](?:enrolment-status|enrolment-type|lead-source|residential-status))\.ts$|[\\/]node_modules[\\/]postcode[\\/]/;

/** Whether the entry loads a module statically (such a module stays in the entry's chunk). */
function isLoadedByEntry(
  id: string,
  context: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  if (!info) return false;
  return (
    info.isEntry || info.importers.some((importer) => isLoadedByEntry(importer, context, seen))
  );
}

export default defineConfig({
  base: '/',
  plugins: [react(), directDynamicImports(), withoutZodJsonSchema()],
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
              name: (id, context) => (isLoadedByEntry(id, context) ? null : 'fields'),
              test: SHARED_FORM_SCHEMAS,
              // Only the listed modules: their dependencies (zod, the entry's) keep their chunks.
              includeDependenciesRecursively: false,
            },
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
