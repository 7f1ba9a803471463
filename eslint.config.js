import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const API = 'apps/api/src';
const API_FEATURES = `${API}/features`;
const WEB_FEATURES = 'apps/web/src/features';
/** The API's feature folders, read when lint runs, so a new feature is held by the rules below. */
const apiFeatures = readdirSync(join(ROOT, API_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An API feature imports its own repos only: another feature's data comes through that feature's
 * service (or the request context). No file is excepted.
 */
function featureRepoZones() {
  return apiFeatures.map((feature) => ({
    target: `${API_FEATURES}/${feature}/**`,
    from: `${API_FEATURES}/*/**/*.repo.ts`,
    except: [`${ROOT}/${API_FEATURES}/${feature}/**`],
    message:
      "a feature reads another feature's data through that feature's service (or the request context), never its repo",
  }));
}

/**
 * Today's web imports crossing a layer (ui/ → api/, a feature → app/), each allowed only in the
 * file named: importer → what it may still import. Removed as the web app is reshaped around one
 * enrolment module (issue 19, beside the request context); do not add to it: a new one fails lint.
 */
const WEB_LAYER_EXCEPTIONS = {};

const WEB_LAYER_ZONES = [
  {
    target: 'apps/web/src/ui',
    from: 'apps/web/src/api',
    message: 'the design system (ui/) shows what it is given; data hooks live in a feature',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'features sit below app/ (router, providers, shell): move the shared piece down',
  },
  // Web features never import each other (a feature's own sub-folders are one feature); app/ composes them.
  ...readdirSync(join(ROOT, WEB_FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${WEB_FEATURES}/${entry.name}`,
      from: WEB_FEATURES,
      except: [`./${entry.name}`],
      message: 'features do not import each other: app/ composes them, shared pieces sit below',
    })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.tsbuild/**',
      'e2e/artifacts/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    // Import circles of every kind, type imports included, are dependency-cruiser's (npm run cycles):
    // eslint's import/no-cycle skipped types and took 40% of lint's time. The boundary zones below
    // follow our own imports only; parsing bundled packages (PGlite) is noise.
    settings: {
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // packages/domain is pure: it never reaches into apps/ nor does I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@threshold/api*', '@threshold/web*'],
              message: 'domain imports nothing from apps/',
            },
            { group: ['node:*', 'fs', 'path', 'http'], message: 'domain does no I/O' },
          ],
        },
      ],
    },
  },
  {
    // The API's layers, bottom up: db/ → auth/, messages/ → features/ → app wiring (app.ts, seeding/).
    // Tests in auth/ and messages/ may wire a real feature in, as the app does, to exercise them.
    files: [`${API}/db/**/*.ts`, `${API}/auth/**/*.ts`, `${API}/messages/**/*.ts`],
    ignores: [`${API}/auth/**/*.test.ts`, `${API}/messages/**/*.test.ts`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${API}/db`,
              from: [
                `${API}/features`,
                `${API}/providers`,
                `${API}/auth`,
                `${API}/messages`,
                `${API}/http`,
                `${API}/seeding`,
              ],
              message: 'db/ is the bottom layer: it imports no feature, provider, auth or seed',
            },
            {
              target: `${API}/auth`,
              from: [`${API}/features`, `${API}/seeding`],
              message: 'auth/ sits below the features: move the shared piece down or pass it in',
            },
            {
              target: `${API}/messages`,
              from: [`${API}/features`, `${API}/seeding`],
              message:
                'messages/ sits below the features: move the shared piece down or pass it in',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${API_FEATURES}/**/*.ts`],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureRepoZones() }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: WEB_LAYER_ZONES }] },
  },
  ...Object.entries(WEB_LAYER_EXCEPTIONS).map(([file, allowed]) => ({
    files: [file],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: WEB_LAYER_ZONES.map((zone) => ({
            ...zone,
            except: [
              ...(zone.except ?? []),
              ...allowed
                .filter((path) => path.startsWith(`${zone.from}/`))
                .map((path) => `./${path.slice(zone.from.length + 1)}`),
            ],
          })),
        },
      ],
    },
  })),
  {
    // Scripts and tools print to the terminal by design.
    files: [
      'scripts/**',
      'bench/**',
      'apps/api/scripts/**',
      'e2e/support/**',
      'e2e/screenshots.ts',
      'e2e/lighthouse.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
