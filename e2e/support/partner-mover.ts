import { randomUUID } from 'node:crypto';
import { PRODUCT_CARD_TITLE } from '@threshold/domain/journey/product-selection';
import { COUNCIL_WATER_MESSAGES } from '@threshold/domain/messages/council-water';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness } from './browser';
import { sitePath, waitForMessage } from './mailbox';
import type { ViewportName } from './viewports';

const DAY_MS = 86_400_000;

/** A home of the shipped address dataset: its postcode and the option's key (LS63BN-7) or its first words ('6 Park Row'). */
export type MoverHome = { postcode: string; address: string };

export type PartnerMover = {
  home: MoverHome;
  viewport?: ViewportName;
  /** The lead's names (the surname confirms the invitation). */
  firstName?: string;
  surname?: string;
  /** Days from today to the move-in date (10: inside the energy window). */
  moveInDays?: number;
};

/** Product selection's switches, by the product they stand for. */
export type ProductSwitch = keyof typeof PRODUCT_CARD_TITLE;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The move-in date `days` from today in London, as the lead sends it (yyyy-MM-dd). */
export function moveInDateIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

/**
 * A partner (Harbour Lettings, branch 101) sends a lead; the mover opens the invitation, confirms
 * with surname and postcode, creates a password and chooses the home on moving details. Answers
 * the page at product selection.
 */
export async function partnerMoverOnProductSelection(browser: BrowserHarness, mover: PartnerMover): Promise<Page> {
  const { home, viewport = 'wide', firstName = 'Robin', surname = 'Hartley', moveInDays = 10 } = mover;
  const emailAddress = `mover.${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName,
      surname,
      dateOfBirth: '1988-09-30',
      emailAddress,
      contactNumber: '07700900456',
      moveInDate: moveInDateIn(moveInDays),
      postcode: home.postcode,
      enrolmentType: 'Lettings',
      branchId: '101',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = await waitForMessage(browser.baseUrl, emailAddress, (m) => m.links.length > 0);
  const page = await browser.newPage(viewport);
  await page.goto(sitePath(invitation.links[0] ?? ''));
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Postcode of your new home').fill(home.postcode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');

  const status = page.getByLabel('Which of these describes you at your new home?');
  if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill(home.postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  const addresses = page.getByLabel('Select your address');
  const isKey = /^[A-Z0-9]+-\d+$/.test(home.address);
  if (isKey) {
    await addresses.locator(`option[value="${home.address}"]`).waitFor({ state: 'attached' });
    await addresses.selectOption(home.address);
  } else {
    // The option's text starts with the address's first words ('6 Park Row, Leeds, LS1 4AP').
    const option = addresses.locator('option', { hasText: new RegExp(`^${escapeRegExp(home.address)},`) });
    await option.waitFor({ state: 'attached' });
    await addresses.selectOption({ label: (await option.textContent()) ?? '' });
  }
  await page.getByText('Your new address is:', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

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
