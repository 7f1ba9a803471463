import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness } from './browser';
import type { ViewportName } from './viewports';

/** The journey steps the server's dev fixture can put a new mover at (POST /api/dev/fixtures/mover). */
export type JourneyStep = 'moving-details' | 'product-selection' | 'energy-usage' | 'energy-list' | 'broadband-list';

export type FixtureMoverOptions = {
  viewport?: ViewportName;
  /** The brand the mover signs up on (default: the default brand), and its branch. */
  brand?: string;
  branch?: string;
  firstName?: string;
  surname?: string;
  /** The new home: its postcode and an address key or the address's first words ('6 Park Row'). */
  home?: { postcode: string; address: string };
  moveInDays?: number;
  products?: ('energy' | 'broadband' | 'council' | 'water')[];
};

export type FixtureMover = { page: Page; email: string; enrolmentId: string; accessToken: string };

/**
 * The one way a spec puts a mover part-way through the journey: the server makes a new mover at
 * `step` through its own routes (the calls the portal makes), and the browser follows the mover's
 * auto log-in link, landing where the journey would have (the page of `step`).
 */
export async function moverAt(browser: BrowserHarness, step: JourneyStep, options: FixtureMoverOptions = {}): Promise<FixtureMover> {
  const { viewport = 'wide', home, ...rest } = options;
  const response = await fetch(`${browser.baseUrl}/api/dev/fixtures/mover`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': browser.operatorKey },
    body: JSON.stringify({ step, ...rest, ...(home ? { postcode: home.postcode, address: home.address } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const mover = (await response.json()) as { logInPath: string; email: string; enrolmentId: string; accessToken: string };
  const page = await browser.newPage(viewport);
  await page.goto(mover.logInPath);
  await page.waitForURL((url) => !url.pathname.includes('/log-in/'));
  return { page, email: mover.email, enrolmentId: mover.enrolmentId, accessToken: mover.accessToken };
}
