import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base: '/',
  plugins: [react(), directDynamicImports()],
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
      treeshake: {
        // The domain schemas build zod objects at module level. Marking `z.*` calls pure lets the
        // entry import a constant (DEFAULT_BRAND_ROUTE, SERVER_ERROR_MESSAGE) without zod itself.
        manualPureFunctions: ['z'],
      },
    },
  },
});
