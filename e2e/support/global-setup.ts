import type { TestProject } from 'vitest/node';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium';
import { startServer } from './server';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    operatorKey: string;
    partnerKey: string;
    onboardingPartnerKey: string;
    northgatePartnerKey: string;
    chromiumPath: string;
  }
}

/** One real server for the whole e2e run; each spec opens its own browser context. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    throw new Error('No Chromium: the end-to-end tests cannot run.');
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('operatorKey', server.operatorKey);
  project.provide('partnerKey', server.partnerKey);
  project.provide('onboardingPartnerKey', server.onboardingPartnerKey);
  project.provide('northgatePartnerKey', server.northgatePartnerKey);
  project.provide('chromiumPath', chromiumPath);
  return () => server.stop();
}
