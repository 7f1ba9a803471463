import { defineConfig } from 'vitest/config';

// One runner for every layer; each layer is a project so `npm test` can run them in order.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Spec files run side by side, each worker (a fork) against its own server on its own data
          // (e2e/support/global-setup.ts), so a file that moves its server's clock or service status
          // touches no other. VITEST_MAX_WORKERS overrides the count.
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
