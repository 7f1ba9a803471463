import { availableParallelism } from 'node:os';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium';
import {
  buildCompiledApi,
  buildWebApp,
  OPERATOR_KEY,
  seedData,
  startServer,
  type RunningServer,
} from './server';
import type { WorkerResources } from './worker';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** One server and one Chromium per worker: a spec file takes its own with `thisWorker()`. */
    workers: WorkerResources[];
    operatorKey: string;
    partnerKey: string;
    onboardingPartnerKey: string;
    northgatePartnerKey: string;
  }
}

/** How many files can run at once: the project's maxWorkers, else Vitest's default for a run. */
function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return configured && configured > 0 ? configured : Math.max(availableParallelism() - 1, 1);
}

/** How many spec files this run holds (a run of one file needs one server), or null when unknown. */
async function specFileCount(project: TestProject): Promise<number | null> {
  try {
    // The files named on the command line, which Vitest keeps on its (internal) filenamePattern.
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
    const { testFiles } = await project.globTestFiles(filters);
    return testFiles.length;
  } catch {
    return null;
  }
}

/** Starts `count` of something at once; if any fails, stops those that started and throws. */
async function startAll<T>(
  count: number,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): Promise<T[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, start));
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(stop));
    throw failed.reason;
  }
  return started;
}

/**
 * Builds the web app once, into a directory of this run's own, then starts one real server and
 * one Chromium per worker, so spec files run side by side while one of them moves its server's
 * clock or service status. Every server starts from its own copy of one seeded data directory,
 * whose partner keys were issued before any started, so every server knows the same keys.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    throw new Error('No Chromium: the end-to-end tests cannot run.');
  }
  const files = await specFileCount(project);
  const count = Math.max(1, Math.min(workerCount(project), files ?? Number.POSITIVE_INFINITY));
  console.log(
    `e2e: building the web app and starting ${count} server(s) and Chromium(s), one per worker`,
  );

  // The builds and the seeding each keep a core busy, so they run together. The servers run the
  // API compiled, as production does (npm start).
  const [built, seededData, compiled] = await Promise.allSettled([
    buildWebApp(),
    seedData(),
    buildCompiledApi(),
  ]);
  if (
    built.status === 'rejected' ||
    seededData.status === 'rejected' ||
    compiled.status === 'rejected'
  ) {
    if (built.status === 'fulfilled') built.value.remove();
    if (seededData.status === 'fulfilled') seededData.value.remove();
    if (compiled.status === 'fulfilled') compiled.value.remove();
    throw [built, seededData, compiled].find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    )?.reason;
  }
  const web = built.value;
  const seeded = seededData.value;
  const api = compiled.value;

  const [startedServers, startedBrowsers] = await Promise.allSettled([
    startAll(
      count,
      () => startServer({ seeded, webDist: web.webDist, apiMain: api.main }),
      (server) => server.stop(),
    ),
    startAll(
      count,
      () =>
        chromium.launchServer({
          executablePath: chromiumPath,
          headless: true,
          args: CHROMIUM_ARGS,
        }),
      (browser) => browser.close(),
    ),
  ]);
  seeded.remove();
  if (startedServers.status === 'rejected' || startedBrowsers.status === 'rejected') {
    if (startedServers.status === 'fulfilled')
      await Promise.all(startedServers.value.map((server) => server.stop()));
    if (startedBrowsers.status === 'fulfilled')
      await Promise.all(startedBrowsers.value.map((browser) => browser.close()));
    web.remove();
    api.remove();
    throw startedServers.status === 'rejected'
      ? startedServers.reason
      : (startedBrowsers as PromiseRejectedResult).reason;
  }
  const servers: RunningServer[] = startedServers.value;
  const browsers: BrowserServer[] = startedBrowsers.value;

  project.provide(
    'workers',
    servers.map((server, index) => ({
      baseUrl: server.baseUrl,
      browserEndpoint: browsers[index]!.wsEndpoint(),
    })),
  );
  project.provide('operatorKey', OPERATOR_KEY);
  project.provide('partnerKey', seeded.partnerKey);
  project.provide('onboardingPartnerKey', seeded.onboardingPartnerKey);
  project.provide('northgatePartnerKey', seeded.northgatePartnerKey);
  return async () => {
    await Promise.all([
      ...browsers.map((browser) => browser.close()),
      ...servers.map((server) => server.stop()),
    ]);
    web.remove();
    api.remove();
  };
}
