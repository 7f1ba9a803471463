import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness } from './browser';
import { sitePath, waitForMessage } from './mailbox';
import type { ViewportName } from './viewports';

const DAY_MS = 86_400_000;

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
  /** At 'energy-list': known kWh (Y, the default) or "I don't know" (U: Ofgem's medium values). */
  knownUsage?: 'Y' | 'U';
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

export type LeadOptions = {
  viewport?: ViewportName;
  /** The lead's names (the surname confirms the invitation) and the postcode of the new home. */
  firstName?: string;
  surname?: string;
  postcode?: string;
  /** Days from today to the move-in date the partner sets (10: inside the energy window). */
  moveInDays?: number;
  /** The start of the lead's e-mail address (a random part follows). */
  emailPrefix?: string;
};

/**
 * The one way a spec starts a partner's lead, for tests of what a lead sees: a partner (Harbour
 * Lettings, branch 101) sends a lead with a move-in date, the mover opens the invitation, confirms
 * with surname and postcode and creates a password, landing on moving details, logged in.
 */
export async function leadOnMovingDetails(browser: BrowserHarness, options: LeadOptions = {}): Promise<{ page: Page; email: string }> {
  const { viewport = 'wide', firstName = 'Priya', surname = 'Shah', postcode = 'LS1 4AP', moveInDays = 10, emailPrefix = 'lead' } = options;
  const email = `${emailPrefix}.${randomUUID().slice(0, 8)}@example.com`;
  const moveInDate = new Date(Date.now() + moveInDays * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName,
      surname,
      dateOfBirth: '1990-04-12',
      emailAddress: email,
      contactNumber: '07700900123',
      moveInDate,
      postcode,
      enrolmentType: 'Lettings',
      branchId: '101',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = await waitForMessage(browser.baseUrl, email, (m) => m.links.length > 0);
  const page = await browser.newPage(viewport);
  await page.goto(sitePath(invitation.links[0] ?? ''));
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Postcode of your new home').fill(postcode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return { page, email };
}
