import {
  BUSINESS_ADDRESS_MESSAGE,
  GSP_NOT_FOUND_MESSAGE,
  noAddressesFoundMessage,
} from '@threshold/domain/messages/address';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { setServiceStatus } from '../support/api';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { leadOnMovingDetails, moverAt } from '../support/journey';
import { messagesTo } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { agentAssistingMoverAt } from '../support/agent';

const browser = useBrowser();
const viewports: ViewportName[] = ['small', 'wide'];
const DAY_MS = 86_400_000;
const TOO_FAR_AHEAD = 'I can only help with move-in dates up to 29 days in the future';

/** A date `days` from today as the three inputs take it (today in London, as the portal counts). */
function dateInDays(days: number): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = new Date(Date.now() + days * DAY_MS)
    .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
    .split('-');
  return { day, month, year };
}

/**
 * A new mover (Robin Hughes) signed up on the default brand, put on moving details by the dev
 * fixture, so every test starts from a fresh enrolment of its own.
 */
async function signUp(viewport: ViewportName): Promise<{ page: Page; email: string }> {
  const { page, email } = await moverAt(browser, 'moving-details', { viewport });
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return { page, email };
}

async function findAddresses(page: Page, postcode: string) {
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
}

/** A private tenant at 1 Park Row, Leeds (the ordinary demo address). */
async function chooseTenancyAndParkRow(page: Page) {
  await page
    .getByLabel('Which of these describes you at your new home?')
    .selectOption({ label: 'Private tenant' });
  await findAddresses(page, 'LS1 4AP');
  await page
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
}

async function fillMoveInDate(page: Page, date: { day: string; month: string; year: string }) {
  await page.getByLabel('Day').fill(date.day);
  await page.getByLabel('Month').fill(date.month);
  await page.getByLabel('Year').fill(date.year);
}

/** A partner (Harbour Lettings, branch 101) uploads a lead with a move-in date; the mover signs up from the invitation. */
async function signUpAsLead(viewport: ViewportName, moveInDays: number): Promise<Page> {
  return (await leadOnMovingDetails(browser, { viewport, moveInDays })).page;
}

/** A full-page screenshot in e2e/artifacts/screenshots, for a person to look at. */
async function keepScreenshot(page: Page, name: string) {
  const dir = new URL('../artifacts/screenshots/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, dir).pathname, fullPage: true });
}

describe('moving details', () => {
  afterEach(async () => {
    await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Up');
  });

  it.each(viewports)('shows each address case with its text, axe clean (%s)', async (viewport) => {
    const { page } = await signUp(viewport);
    await page
      .getByText("I now need to confirm the date you're moving in and your new address.")
      .waitFor();
    await page.getByText('look up your meter details').waitFor();
    await expectNoAxeViolations(page);

    // A real postcode with no addresses: the default brand allows typing the address in.
    await findAddresses(page, 'B99 9ZZ');
    await page.getByText(noAddressesFoundMessage({ isManualAddressOn: true })).waitFor();
    await page.getByRole('button', { name: "Can't find your address?" }).waitFor();
    await expectNoAxeViolations(page);

    // A business address: the warning under the chosen address.
    await findAddresses(page, 'M1 1AE');
    await page
      .getByLabel('Select your address')
      .selectOption({ label: 'Unit 2, 52 Newton Street, Manchester, M1 1AE' });
    await page.getByText(BUSINESS_ADDRESS_MESSAGE).waitFor();
    await page.getByText('Your new address is:').waitFor();
    await expectNoAxeViolations(page);

    // Too few details for the address: the manual form with the GSP_NOT_FOUND message.
    await findAddresses(page, 'TR19 7AA');
    await page.getByLabel('Select your address').selectOption({ index: 1 });
    await page.getByText(GSP_NOT_FOUND_MESSAGE).waitFor();
    await page.getByLabel('House name/number').waitFor();
    expect(await page.getByLabel('Postcode').inputValue()).toBe('TR19 7AA');
    await expectNoAxeViolations(page);
  });

  it.each(viewports)(
    'refuses a move-in date 31 days ahead in the summary and beside the field (%s)',
    async (viewport) => {
      const { page } = await signUp(viewport);
      await fillMoveInDate(page, dateInDays(31));
      await chooseTenancyAndParkRow(page);
      await page.getByRole('button', { name: 'Next' }).click();

      const summary = page.getByTestId('error-summary');
      await summary.getByRole('link', { name: TOO_FAR_AHEAD }).waitFor();
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.locator('#moveInDate-error').getByText(TOO_FAR_AHEAD).waitFor();
      expect(page.url()).toContain('/enrolment/moving-details');
      await expectNoAxeViolations(page);
    },
  );

  it.each(viewports)(
    'ticking "I don\'t know my move-in date yet" shows the notice, hides Next and schedules the reminder four weeks on (%s)',
    async (viewport) => {
      const { page, email } = await signUp(viewport);
      await page.getByRole('button', { name: 'Next' }).waitFor();
      const tickedAt = Date.now();
      await page.getByLabel("I don't know my move-in date yet").check();
      await page.getByText('Threshold will contact you in four weeks').waitFor();
      await page.getByRole('button', { name: 'Next' }).waitFor({ state: 'detached' });
      await expectNoAxeViolations(page);

      const reminders = (await messagesTo(browser.baseUrl, email)).filter(
        (m) => m.subject === 'Do you know your move-in date yet?',
      );
      expect(reminders).toHaveLength(1);
      const [reminder] = reminders;
      expect(reminder?.status).toBe('pending');
      const sendAfter = new Date(reminder?.sendAfter ?? 0).getTime();
      expect(Math.abs(sendAfter - (tickedAt + 28 * DAY_MS))).toBeLessThan(60_000);

      // Unticking cancels it and Next is back.
      await page.getByLabel("I don't know my move-in date yet").uncheck();
      await page.getByRole('button', { name: 'Next' }).waitFor();
      const after = (await messagesTo(browser.baseUrl, email)).filter(
        (m) => m.subject === 'Do you know your move-in date yet?',
      );
      expect(after.map((m) => m.status)).toEqual(['cancelled']);
    },
  );

  // The journeys that leave the page run at one width each (a phone, but the lead's at 1280 px);
  // each page a journey visits is also laid out at the other width, asserted by the test after it.
  const savingWidth: ViewportName = 'small';
  const savingAtWide = otherWidthChecks(savingWidth);

  it('saves a date and an address from the list and leaves the page (small)', async () => {
    savingAtWide.reset();
    const { page } = await signUp(savingWidth);
    await fillMoveInDate(page, dateInDays(10));
    await chooseTenancyAndParkRow(page);
    await page.getByText('Your new address is:').waitFor();
    await expectNoAxeViolations(page);
    await savingAtWide.check(page, 'moving details, filled in');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/default/enrolment/product-selection');
    await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await savingAtWide.check(page, 'product selection');

    // Coming back shows what was saved.
    await page.goto('/default/enrolment/moving-details');
    await page.getByText('Your new address is:').waitFor();
    await page.getByText('1 Park Row').waitFor();
    expect(await page.getByLabel('Day').inputValue()).toBe(dateInDays(10).day);
    // The statuses arrive after the page does: wait for the saved one to be chosen.
    await expect
      .poll(() => page.getByLabel('Which of these describes you at your new home?').inputValue())
      .toBe('201');
    await savingAtWide.check(page, 'moving details, as saved');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(savingAtWide.pages().map((checked) => checked.where)).toEqual([
      'moving details, filled in',
      'product selection',
      'moving details, as saved',
    ]);
    expect(savingAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('opened afresh, the page reads the enrolment once, asked for by the entry script as it starts (not after the route chunks), and shows the form', async () => {
    const { page } = await signUp('small');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const reads: { scripts: string[] }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.endsWith('/api/enrolment-auth')) return;
      // Every script on the call's stack, and on the stacks that led to it (awaits, imports).
      const scripts: string[] = [];
      for (let stack = event.initiator.stack; stack; stack = stack.parent)
        for (const frame of stack.callFrames) scripts.push(new URL(frame.url).pathname);
      reads.push({ scripts });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
    await page.getByRole('button', { name: 'Find address' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    const entry = await page.evaluate(
      () =>
        new URL(document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src)
          .pathname,
    );
    expect(reads[0]!.scripts.length).toBeGreaterThan(0);
    expect(new Set(reads[0]!.scripts)).toEqual(new Set([entry]));
  });

  it('shows the third-party message, and keeps what was typed, when the address service fails', async () => {
    const { page } = await signUp('small');
    await fillMoveInDate(page, dateInDays(10));
    // The API answers a failing or slow provider with 502 and this body (its own tests prove it).
    await page.route('**/api/addresses/**', (route) =>
      route.fulfill({
        status: 502,
        json: { message: THIRD_PARTY_FAILURE_MESSAGE, code: 'THIRD_PARTY_FAILURE' },
      }),
    );
    await findAddresses(page, 'LS1 4AP');
    await page.getByText(THIRD_PARTY_FAILURE_MESSAGE).first().waitFor();
    expect(await page.getByLabel('Postcode').inputValue()).toBe('LS1 4AP');
    expect(await page.getByLabel('Day').inputValue()).toBe(dateInDays(10).day);
    await expectNoAxeViolations(page);

    // Once the service is back, the same search works.
    await page.unroute('**/api/addresses/**');
    await findAddresses(page, 'LS1 4AP');
    await page
      .getByLabel('Select your address')
      .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
    await page.getByText('Your new address is:').waitFor();
  });

  it('says why the residential statuses are missing when they cannot be loaded, and loads them on "Try again"', async () => {
    const { page } = await signUp('wide');
    await page.route('**/api/residential-statuses', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    await page.getByText('Sorry we have encountered some difficulties.').waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/residential-statuses');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByLabel('Which of these describes you at your new home?')
      .selectOption({ label: 'Private tenant' });
  });

  it('hides the unknown box on a telephony host (agent mode)', async () => {
    // An agent assists a mover on moving details (a mover's own log-in does not reach the journey
    // on a telephony host: the agent's does).
    const { page } = await agentAssistingMoverAt(browser, 'moving-details', 'wide');
    await page.waitForURL('**/default/enrolment/moving-details');
    await page.getByRole('button', { name: 'Find address' }).waitFor();
    await page.getByLabel('Day').waitFor();
    expect(await page.getByLabel("I don't know my move-in date yet").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  const leadWidth: ViewportName = 'wide';
  const leadAtSmall = otherWidthChecks(leadWidth);

  it("shows an uploaded lead's move-in date read-only, without the unknown box, and saves with it (wide)", async () => {
    leadAtSmall.reset();
    const page = await signUpAsLead(leadWidth, 10);
    await page.getByText('Your landlord or letting agent has set this move-in date.').waitFor();
    const { day, month, year } = dateInDays(10);
    await page.getByText(`${day}/${month}/${year}`).waitFor();
    expect(await page.getByLabel("I don't know my move-in date yet").count()).toBe(0);
    expect(await page.getByLabel('Day').count()).toBe(0);
    await expectNoAxeViolations(page);
    await leadAtSmall.check(page, "moving details with the lead's date");
    await findAddresses(page, 'LS1 4AP');
    await page
      .getByLabel('Select your address')
      .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/enrolment/product-selection');
    await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await leadAtSmall.check(page, 'product selection');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(leadAtSmall.pages().map((checked) => checked.where)).toEqual([
      "moving details with the lead's date",
      'product selection',
    ]);
    expect(leadAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it("shows the window's message at once when the landlord's date is too far ahead", async () => {
    const page = await signUpAsLead('small', 31);
    await page.locator('#moveInDate-partner-error').getByText(TOO_FAR_AHEAD).waitFor();
    await expectNoAxeViolations(page);
  });

  const keyboardWidth: ViewportName = 'small';
  const keyboardAtWide = otherWidthChecks(keyboardWidth);

  it('a list address browsed to by keyboard is chosen with "Use this address", and focus goes back to the list (small)', async () => {
    const viewport = keyboardWidth;
    keyboardAtWide.reset();
    const { page } = await signUp(viewport);
    await fillMoveInDate(page, dateInDays(10));
    await page
      .getByLabel('Which of these describes you at your new home?')
      .selectOption({ label: 'Private tenant' });
    await findAddresses(page, 'LS1 4AP');
    const list = page.getByLabel('Select your address');
    await list.focus();
    await page.keyboard.press('ArrowDown');
    const useIt = page.getByRole('button', { name: 'Use this address' });
    await useIt.waitFor();
    expect(await page.getByText('Your new address is:').count()).toBe(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `moving-details-use-this-address-${viewport}`);
    await keyboardAtWide.check(page, 'moving details with "Use this address"');

    await page.keyboard.press('Tab');
    expect(await useIt.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Your new address is:').waitFor();
    await useIt.waitFor({ state: 'detached' });
    expect(await list.evaluate((select) => select === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/default/enrolment/product-selection');
    await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await keyboardAtWide.check(page, 'product selection');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(keyboardAtWide.pages().map((checked) => checked.where)).toEqual([
      'moving details with "Use this address"',
      'product selection',
    ]);
    expect(keyboardAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('keeps the Degraded banner out of the way: it scrolls away at 375 px, and at 1280 px the page keeps its height clear as it changes', async () => {
    await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Degraded');
    const { page } = await signUp('wide');
    const banner = page.locator('.status-banner');
    await banner.waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'moving-details-degraded-wide');
    const layout = () =>
      page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.status-banner');
        return {
          position: bar ? getComputedStyle(bar).position : '',
          height: bar?.offsetHeight ?? 0,
          padding: document.documentElement.style.scrollPaddingTop,
        };
      });
    const wide = await layout();
    expect(wide.position).toBe('sticky');
    expect(wide.padding).toBe(`${wide.height + 8}px`);

    // Larger text (as a reader may set it): the banner grows and the padding follows.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '150%';
    });
    await expect.poll(async () => (await layout()).height).toBeGreaterThan(wide.height);
    await expect
      .poll(async () => (await layout()).padding)
      .toBe(`${(await layout()).height + 8}px`);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(async () => (await layout()).position).toBe('static');
    await expect.poll(async () => (await layout()).padding).toBe('');
    await keepScreenshot(page, 'moving-details-degraded-small');
  });
});
