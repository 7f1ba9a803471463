import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { sitePath, waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const DAY_MS = 86_400_000;
const SAVE_URL = '**/api/enrolment/product-selection';

/** `E2E_SCREENSHOTS=1` keeps a picture of the page at each width for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * A partner (Harbour Lettings, branch 101) sends a lead for Leeds through its API; the mover
 * confirms, creates a password and arrives on moving details.
 */
async function leadOnMovingDetails(viewport: ViewportName): Promise<{ page: Page; email: string }> {
  const emailAddress = `products.${randomUUID().slice(0, 8)}@example.com`;
  const moveInDate = new Date(Date.now() + 10 * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName: 'Priya',
      surname: 'Shah',
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
  await page.getByLabel('Surname').fill('Shah');
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return { page, email: emailAddress };
}

/** Moving details with 1 Park Row, Leeds (electricity meter known: energy can be quoted), then Next. */
async function completeMovingDetails(page: Page): Promise<void> {
  const status = page.getByLabel('Which of these describes you at your new home?');
  if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
  await page.getByText('Your new address is:', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function onProductSelection(viewport: ViewportName): Promise<Page> {
  const { page } = await leadOnMovingDetails(viewport);
  await completeMovingDetails(page);
  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  return page;
}

const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

describe('product selection', () => {
  // Two journeys, one at each width: choosing on a phone, the slow and failed save at 1280 px.
  // Each page either visits is also laid out at the other width on the way (asserted after each).
  const choosingWidth: ViewportName = 'small';
  const choosingAtWide = otherWidthChecks(choosingWidth);

  it('a partner lead turns energy and broadband off, keeps council tax and water, and goes on to the council page (small)', async () => {
    const viewport = choosingWidth;
    choosingAtWide.reset();
    const page = await onProductSelection(viewport);
    for (const name of ['Energy', 'Broadband Phone & TV', 'Council Tax', 'Water']) {
      expect(await switchNamed(page, name).getAttribute('aria-checked')).toBe('true');
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `product selection (${viewport})`);
    await picture(page, `product-selection-${viewport}`);
    await choosingAtWide.check(page, 'product selection');

    // By keyboard: focus the switch and press Space, as a keyboard user would.
    await switchNamed(page, 'Energy').focus();
    await page.keyboard.press('Space');
    await switchNamed(page, 'Broadband Phone & TV').click();
    expect(await switchNamed(page, 'Energy').getAttribute('aria-checked')).toBe('false');
    expect(await switchNamed(page, 'Broadband Phone & TV').getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.getByText('Off', { exact: true }).first().waitFor();

    const saved = page.waitForRequest((request) =>
      request.url().endsWith('/api/enrolment/product-selection'),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).postDataJSON()).toEqual({
      energyOptIn: 0,
      entertainmentOptIn: 0,
      councilOptIn: 1,
      waterOptIn: 1,
    });
    await page.waitForURL('**/enrolment/council-services');
    // The council page is another piece of this issue; its heading is checked where it exists.
    const heading = page.getByRole('heading', { level: 1 });
    await heading
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    await choosingAtWide.check(page, 'council services');

    // The step is answered: opening product selection again goes on to where the mover is.
    await page.goto(
      page.url().replace('/enrolment/council-services', '/enrolment/product-selection'),
    );
    await page.waitForURL('**/enrolment/council-services');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(choosingAtWide.pages().map((checked) => checked.where)).toEqual([
      'product selection',
      'council services',
    ]);
    expect(choosingAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('opening product selection before moving details goes to moving details, and a save made anyway answers 409', async () => {
    const { page, email } = await leadOnMovingDetails('wide');
    await page.goto(
      page.url().replace('/enrolment/moving-details', '/enrolment/product-selection'),
    );
    await page.waitForURL('**/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();

    // The mover's own token, as the password grant gives it, outside the portal.
    const grant = await fetch(`${browser.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: 'Moving-day-2',
      }),
    });
    expect(grant.status).toBe(200);
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const response = await fetch(`${browser.baseUrl}/api/enrolment/product-selection`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        energyOptIn: 1,
        entertainmentOptIn: 1,
        councilOptIn: 1,
        waterOptIn: 1,
      }),
    });
    const answer = {
      status: response.status,
      body: (await response.json()) as { message?: string },
    };
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(JOURNEY_STEP_NOT_OPEN_MESSAGE);
  });

  const savingWidth: ViewportName = 'wide';
  const savingAtSmall = otherWidthChecks(savingWidth);

  it('says it is saving while the answer is slow, shows a failed save in the error summary, and saves on a second try (wide)', async () => {
    const viewport = savingWidth;
    savingAtSmall.reset();
    const page = await onProductSelection(viewport);

    // Slow: the button stays, marked busy, and the status says what is happening.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SAVE_URL, async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').getByText('Saving your choices').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await expectNoAxeViolations(page, `product selection saving (${viewport})`);
    await savingAtSmall.check(page, 'product selection, saving');

    // Failing: the error summary takes focus with the server sentence; the mover stays here.
    release();
    const summary = page.getByTestId('error-summary');
    await summary.getByText(SERVER_ERROR_MESSAGE).waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toContain('/enrolment/product-selection');
    await expectNoAxeViolations(page, `product selection failed save (${viewport})`);
    await picture(page, `product-selection-failed-${viewport}`);
    await savingAtSmall.check(page, 'product selection, failed save');

    // Back again: the same choice saves and the mover moves on.
    await page.unroute(SAVE_URL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/enrolment/council-services');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await savingAtSmall.check(page, 'council services');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(savingAtSmall.pages().map((checked) => checked.where)).toEqual([
      'product selection, saving',
      'product selection, failed save',
      'council services',
    ]);
    expect(savingAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
