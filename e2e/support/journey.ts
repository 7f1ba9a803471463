import { randomUUID } from 'node:crypto';
import { PRODUCT_CARD_TITLE } from '@threshold/domain/journey/product-selection';
import { COUNCIL_WATER_MESSAGES } from '@threshold/domain/messages/council-water';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness } from './browser';
import { sitePath, waitForMessage } from './mailbox';
import type { ViewportName } from './viewports';

const DAY_MS = 86_400_000;

/** The journey steps the server's dev fixture can put a new mover at (POST /api/dev/fixtures/mover). */
export type JourneyStep =
  'moving-details' | 'product-selection' | 'energy-usage' | 'energy-list' | 'broadband-list';

export type FixtureMoverOptions = {
  viewport?: ViewportName;
  /** The brand the mover signs up on (default: the default brand), and its branch. */
  brand?: string;
  branch?: string;
  firstName?: string;
  surname?: string;
  /** The new home: its postcode and an address key or the address's first words ('6 Park Row'). */
  home?: MoverHome;
  moveInDays?: number;
  products?: ('energy' | 'broadband' | 'council' | 'water')[];
  /** At 'energy-list': known kWh (Y, the default) or "I don't know" (U: Ofgem's medium values). */
  knownUsage?: 'Y' | 'U';
};

/** The steps whose page is not where the journey resumes after logging in, and their page. */
const STEP_PAGE: Partial<Record<JourneyStep, string>> = { 'energy-list': '/enrolment/energy/list' };

export type FixtureMover = { page: Page; email: string; enrolmentId: string; accessToken: string };

/**
 * The one way a spec puts a mover part-way through the journey: the server makes a new mover at
 * `step` through its own routes (the calls the portal makes), and the browser follows the mover's
 * auto log-in link, landing where the journey would have (the page of `step`).
 */
export async function moverAt(
  browser: BrowserHarness,
  step: JourneyStep,
  options: FixtureMoverOptions = {},
): Promise<FixtureMover> {
  const { viewport = 'wide', home, ...rest } = options;
  const response = await fetch(`${browser.baseUrl}/api/dev/fixtures/mover`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': browser.operatorKey },
    body: JSON.stringify({
      step,
      ...rest,
      ...(home ? { postcode: home.postcode, address: home.address } : {}),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const mover = (await response.json()) as {
    logInPath: string;
    email: string;
    enrolmentId: string;
    accessToken: string;
  };
  const page = await browser.newPage(viewport);
  await page.goto(mover.logInPath);
  await page.waitForURL((url) => !url.pathname.includes('/log-in/'));
  // A mover who saved their usage resumes on energy usage (the journey's own resume point): the
  // list is the next page they open, as from the progress list.
  const path = STEP_PAGE[step];
  if (path) {
    const at = new URL(page.url());
    if (!at.pathname.endsWith(path))
      await page.goto(`${at.pathname.replace(/\/enrolment\/.*$/, '')}${path}`);
  }
  return {
    page,
    email: mover.email,
    enrolmentId: mover.enrolmentId,
    accessToken: mover.accessToken,
  };
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
export async function leadOnMovingDetails(
  browser: BrowserHarness,
  options: LeadOptions = {},
): Promise<{ page: Page; email: string }> {
  const {
    viewport = 'wide',
    firstName = 'Priya',
    surname = 'Shah',
    postcode = 'LS1 4AP',
    moveInDays = 10,
    emailPrefix = 'lead',
  } = options;
  const email = `${emailPrefix}.${randomUUID().slice(0, 8)}@example.com`;
  const moveInDate = new Date(Date.now() + moveInDays * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
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

/** A home of the shipped address dataset: its postcode and the option's key (LS63BN-7) or its first words ('6 Park Row'). */
export type MoverHome = { postcode: string; address: string };

/** Product selection's switches, by the product they stand for. */
export type ProductSwitch = keyof typeof PRODUCT_CARD_TITLE;

/** The move-in date `days` from today in London, as a lead sends it (yyyy-MM-dd). */
export function moveInDateIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
}

/**
 * A mover of Harbour Lettings (branch 101; Robin Hartley unless named) moving in 10 days who has
 * saved the home on moving details: put on product selection by the dev fixture.
 */
export async function moverOnProductSelection(
  browser: BrowserHarness,
  mover: {
    home: MoverHome;
    viewport?: ViewportName;
    firstName?: string;
    surname?: string;
    moveInDays?: number;
  },
): Promise<Page> {
  const { firstName = 'Robin', surname = 'Hartley', ...rest } = mover;
  const { page } = await moverAt(browser, 'product-selection', {
    brand: 'harbour-lettings',
    branch: '101',
    firstName,
    surname,
    ...rest,
  });
  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  return page;
}

/**
 * On product selection: the named products on and every other one off (a product the brand
 * locks stays as it is), then Continue; when the brand tells the council first, the mover does.
 * Answers once the page after product selection (and the council step) has loaded its URL.
 */
export async function chooseProducts(page: Page, keep: readonly ProductSwitch[]): Promise<void> {
  for (const [product, name] of Object.entries(PRODUCT_CARD_TITLE)) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if ((await toggle.count()) === 0) continue;
    if ((await toggle.getAttribute('aria-disabled')) === 'true') continue;
    const isOn = (await toggle.getAttribute('aria-checked')) === 'true';
    if (isOn !== keep.includes(product as ProductSwitch)) await toggle.click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/enrolment/product-selection'));
  if (page.url().endsWith('/enrolment/council-services')) {
    await page.getByRole('button', { name: COUNCIL_WATER_MESSAGES.notifyButton }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/enrolment/council-services'));
  }
}
