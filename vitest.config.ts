import { defineConfig } from 'vitest/config';

// One runner for every layer; each layer is a project so `npm test` (scripts/test.mjs) can run
// them as layers of their own, side by side where they share nothing.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no I/O, timers or mocks: the files share one worker's loaded modules
          // instead of each starting afresh (63 files: 48 s of CPU -> 7 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded PGlite for the run. Files share a worker's loaded modules instead of
          // importing the app afresh each, and (on PGlite) the worker's one database, put back to its
          // seeded rows for each test app instead of loading the dump again (test-support/worker-pglite.ts).
          globalSetup: ['apps/api/src/test-support/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // A whole journey (several pages, axe on each) with another file running beside it took up
          // to 45 s on a busy 2-core machine; every Playwright wait still gives up after 30 s.
          testTimeout: 120_000,
          // One retry in CI, as Playwright's own CI default does: a journey through a dozen pages on a
          // loaded 2-core machine sometimes waits out a 30 s action (a product switch not yet stable).
          // Each attempt is a new mover, and a real fault fails both attempts.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 180_000,
          // Spec files run side by side, each worker (a fork) against its own server on its own data
          // (e2e/support/global-setup.ts), so a file that moves its server's clock or service status
          // touches no other. VITEST_MAX_WORKERS overrides the count. Two: on a 2-core machine three
          // (three servers, three Chromiums) were slower, and pushed journeys past their timeout.
          pool: 'forks',
          maxWorkers: 2,
          // Its own group: its worker count differs from the other projects' when they run together.
          sequence: { groupOrder: 1 },
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
