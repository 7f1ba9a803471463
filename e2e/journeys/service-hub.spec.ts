import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { COUNCIL_WATER_MESSAGES as M } from '@threshold/domain/messages/council-water';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  downloadedBytes,
  expectNoAxeViolations,
  useBrowser,
  type ViewportName,
} from '../support/browser';
import { messagesTo, sitePath, waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();
const DAY_MS = 86_400_000;
const LEEDS_CONTACT = 'council.e08000035@authorities.threshold.example';
const YORKSHIRE_WATER_CONTACT = 'water.yorkshire@authorities.threshold.example';

/** `E2E_SCREENSHOTS=1` keeps a picture of the page at each width for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Letters only (names refuse digits), so this mover's e-mails to an authority can be told apart. */
function uniqueSurname(): string {
  return uniqueName('Okafor');
}

/**
 * A partner (Harbour Lettings, branch 101) sends a lead for Leeds through its API; the mover
 * confirms, creates a password and arrives on moving details.
 */
async function leadOnMovingDetails(viewport: ViewportName, surname: string): Promise<Page> {
  const emailAddress = `hub.${randomUUID().slice(0, 8)}@example.com`;
  const moveInDate = new Date(Date.now() + 10 * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName: 'Priya',
      surname,
      dateOfBirth: '1990-04-12',
      emailAddress,
      contactNumber: '07700900123',
      moveInDate,
      postcode: 'LS1 4AP',
      enrolmentType: 'Lettings',
      branchId: '101',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = await waitForMessage(browser.baseUrl, emailAddress, (m) => m.links.length > 0);
  const page = await browser.newPage(viewport);
  await page.goto(sitePath(invitation.links[0] ?? ''));
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return page;
}

/** Moving details with 1 Park Row, Leeds, then product selection with council tax and water only. */
async function chooseCouncilAndWaterOnly(page: Page): Promise<void> {
  const status = page.getByLabel('Which of these describes you at your new home?');
  if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
  await page.getByText('Your new address is:').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  for (const name of ['Energy', 'Broadband Phone & TV']) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

const card = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);

describe('the service hub, from a partner lead to the confirmation page', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('tells the council and water board, shows them told, turns both cards Completed and downloads the checklist (small)', async () => {
    atWide.reset();
    const surname = uniqueSurname();
    const page = await leadOnMovingDetails(viewport, surname);
    await chooseCouncilAndWaterOnly(page);

    // The council page, with the dataset's authorities for the new home.
    await page.waitForURL('**/enrolment/council-services');
    await page.getByRole('heading', { level: 1, name: M.heading }).waitFor();
    await page.getByText('Leeds City Council').first().waitFor();
    await page.getByText('Yorkshire Water').first().waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'council services');
    await page.getByRole('button', { name: M.notifyButton }).click();

    // Nothing else was chosen: the confirmation page is next.
    await page.waitForURL('**/enrolment/confirmation');
    await page.getByRole('heading', { level: 1, name: 'Thanks, Priya' }).waitFor();

    // Both tellings are in the outbox, sent by the worker, and the page says so (it looks again while queued).
    for (const contact of [LEEDS_CONTACT, YORKSHIRE_WATER_CONTACT]) {
      const told = await waitForMessage(
        browser.baseUrl,
        contact,
        (m) => m.text.includes(`Priya ${surname}`) && m.status === 'sent',
      );
      expect(told.text).toContain('1 Park Row');
    }
    const sentence =
      /^We told (Leeds City Council|Yorkshire Water) on \d\d\/\d\d\/\d{4} at \d\d:\d\d\.$/;
    await card(page, 'council')
      .getByText(/^We told Leeds City Council on /)
      .waitFor({ timeout: 15_000 });
    await card(page, 'water')
      .getByText(/^We told Yorkshire Water on /)
      .waitFor({ timeout: 15_000 });
    expect(await card(page, 'council').locator('.authority-told').textContent()).toMatch(sentence);
    expect(await card(page, 'water').locator('.authority-told').textContent()).toMatch(sentence);

    // Energy and broadband were left out: each offers "Get started".
    await card(page, 'energy').getByRole('button', { name: 'Get started' }).waitFor();
    await card(page, 'entertainment').getByRole('button', { name: 'Get started' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Other things you might want to do' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Discover more offers' }).waitFor();
    await page.getByRole('link', { name: 'See more offers' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `confirmation (${viewport})`);
    await picture(page, `confirmation-${viewport}`);
    await atWide.check(page, 'confirmation');

    // "Yes" to each question turns its card Completed.
    expect(await card(page, 'council').locator('.card-badge').textContent()).toBe('Status: To do');
    await card(page, 'council').getByRole('button', { name: 'Yes' }).click();
    await card(page, 'council').getByText('Status: Completed').waitFor();
    await card(page, 'water').getByRole('button', { name: 'Yes' }).click();
    await card(page, 'water').getByText('Status: Completed').waitFor();
    expect(
      await card(page, 'council').getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await picture(page, `confirmation-answered-${viewport}`);
    await atWide.check(page, 'confirmation, both answered');

    // The answers are kept: a reload shows both cards Completed.
    await page.reload();
    await card(page, 'water').getByText('Status: Completed').waitFor();
    await card(page, 'council').getByText('Status: Completed').waitFor();

    // The checklist downloads, and its text names the new address.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your moving checklist' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('moving-checklist.pdf');
    const pdf = await downloadedBytes(file);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('1 Park Row');
    expect(words).toContain('Leeds');
    expect(words).toContain('LS1 4AP');
    expect(words).toContain(`Priya ${surname}`);
    expect(words).toContain('Council Tax: Completed');
    await page.getByText('Your checklist has downloaded.').waitFor();

    // The satisfaction survey was asked for once, to go a day later.
    const surveys = (await messagesTo(browser.baseUrl, await moverEmail(page))).filter(
      (m) => m.subject?.startsWith('How did') ?? false,
    );
    expect(surveys).toHaveLength(1);
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'council services',
      'confirmation',
      'confirmation, both answered',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});

/** The mover's e-mail address, as their own enrolment says it. */
async function moverEmail(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('userToken');
    const response = await fetch('/api/enrolment-auth', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    return ((await response.json()) as { emailAddress: string }).emailAddress;
  });
}
