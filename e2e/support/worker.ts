import { inject } from 'vitest';

/** What the global setup starts for each worker: a server on its own data, and a Chromium. */
export type WorkerResources = {
  /** The worker's own server. */
  baseUrl: string;
  /** Where to connect to the worker's own Chromium (a Playwright browser server). */
  browserEndpoint: string;
};

/**
 * The server and Chromium of the worker running this spec file. Vitest numbers the workers that
 * run at once 1…maxWorkers (VITEST_POOL_ID) and the global setup starts one of each per number,
 * so two files running side by side never share a server, its clock or its service status.
 */
export function thisWorker(): WorkerResources {
  const workers = inject('workers');
  const poolId = Number.parseInt(process.env.VITEST_POOL_ID ?? '', 10);
  const resources = workers[poolId - 1];
  if (!resources) {
    throw new Error(
      `No e2e server for worker ${process.env.VITEST_POOL_ID ?? '(none)'}: the global setup started ` +
        `${workers.length}. Run the e2e layer through its Vitest project (npm run e2e).`,
    );
  }
  return resources;
}
