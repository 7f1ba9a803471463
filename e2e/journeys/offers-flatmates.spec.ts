import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FLATMATE_MESSAGES } from '@threshold/domain/schemas/flatmates';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { sitePath, waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const onboardingPartnerKey = inject('onboardingPartnerKey');
const DAY_MS = 86_400_000;

/** `E2E_SCREENSHOTS=1` keeps a picture of each page at each width for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

async function checkPage(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, `${name} (${viewport})`);
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`), fullPage: true });
}

const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

async function sendLead(partnerKey: string, emailAddress: string): Promise<void> {
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName: 'Priya',
      surname: 'Shah',
      dateOfBirth: '1990-04-12',
      emailAddress,
      contactNumber: `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`,
      moveInDate: inDays(10),
      postcode: 'LS1 4AP',
      enrolmentType: 'Lettings',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function invitationPath(to: string): Promise<string> {
  const invitation = await waitForMessage(browser.baseUrl, to, (m) =>
    m.links.some((l) => l.includes('/continue/')),
  );
  return sitePath(invitation.links.find((l) => l.includes('/continue/')) ?? '');
}

/** Harbour Lettings' lead confirms, sets a password and completes moving details (1 Park Row, Leeds). */
async function harbourMoverPastMovingDetails(viewport: ViewportName): Promise<Page> {
  const email = `offers.${randomUUID().slice(0, 8)}@example.com`;
  await sendLead(browser.partnerKey, email);
  const page = await browser.newPage(viewport);
  await page.goto(await invitationPath(email));
  await page.getByLabel('Surname').fill('Shah');
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');
  const status = page.getByLabel('Which of these describes you at your new home?');
  if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
  await page.getByText('Your new address is:', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/product-selection');
  return page;
}

/** Oakfield Homes' lead goes through the onboarding journey (postcode, address, mobile by code, confirm). */
async function oakfieldMoverPastOnboarding(viewport: ViewportName): Promise<Page> {
  const email = `oakfield.${randomUUID().slice(0, 8)}@example.com`;
  await sendLead(onboardingPartnerKey, email);
  const page = await browser.newPage(viewport);
  await page.goto(await invitationPath(email));
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/address');
  const address = page.getByLabel('Your new address');
  const parkRow = await address
    .locator('option', { hasText: /^1 Park Row/ })
    .first()
    .getAttribute('value');
  await address.selectOption(parkRow ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/contact');
  const mobile = `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/code');
  const message = await waitForMessage(browser.baseUrl, mobile, (m) => typeof m.code === 'string');
  await page.getByLabel('Your 6-digit code').fill(message.code ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/confirm');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/oakfield-homes/enrolment/**');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The category headings of the offers page, as a person reads them. */
async function categoryNames(page: Page): Promise<string[]> {
  const buttons = page.locator('.offers-accordion__toggle > span:first-child');
  return buttons.allInnerTexts();
}

describe('offers and flatmates', () => {
  // Two journeys, one at each width: the offers at 1280 px, the flatmate invitation on a phone.
  // Each page either visits is also laid out at the other width on the way (asserted after each).
  const offersWidth: ViewportName = 'wide';
  const offersAtSmall = otherWidthChecks(offersWidth);

  it('the offers page differs between the estate agent group (no insurance) and another partner (wide)', async () => {
    const viewport = offersWidth;
    offersAtSmall.reset();
    const harbour = await harbourMoverPastMovingDetails(viewport);
    await harbour.goto('/harbour-lettings/enrolment/offers');
    await harbour
      .getByRole('heading', { level: 1, name: 'Check out your exclusive Threshold offers' })
      .waitFor();
    await harbour.getByRole('button', { name: /Moving home/ }).waitFor();
    expect(await categoryNames(harbour)).toEqual([
      'Moving home',
      'Post and paperwork',
      'Insurance',
      'Home and entertainment',
    ]);
    await checkPage(harbour, 'offers-harbour-lettings', viewport);
    await offersAtSmall.check(harbour, 'offers, Harbour Lettings');

    // Keyboard: the first section is open; Enter on the next heading opens it, with "Redirect mail".
    const moving = harbour.getByRole('button', { name: /Moving home/ });
    expect(await moving.getAttribute('aria-expanded')).toBe('true');
    await moving.focus();
    await harbour.keyboard.press('ArrowDown');
    await harbour.keyboard.press('Enter');
    const post = harbour.getByRole('button', { name: /Post and paperwork/ });
    expect(await post.getAttribute('aria-expanded')).toBe('true');
    const redirect = harbour.getByRole('link', { name: /^Redirect mail/ });
    expect(await redirect.getAttribute('target')).toBe('_blank');
    expect(await redirect.getAttribute('rel')).toContain('noopener');
    await harbour.getByRole('button', { name: /^Insurance/ }).click();
    await harbour.getByRole('heading', { level: 3, name: /Contents insurance/ }).waitFor();
    await checkPage(harbour, 'offers-harbour-lettings-open', viewport);
    await offersAtSmall.check(harbour, 'offers, Harbour Lettings, sections open');

    const oakfield = await oakfieldMoverPastOnboarding(viewport);
    await oakfield.goto('/oakfield-homes/enrolment/offers');
    await oakfield
      .getByRole('heading', { level: 1, name: 'Check out your exclusive Threshold offers' })
      .waitFor();
    await oakfield.getByRole('button', { name: /Moving home/ }).waitFor();
    expect(await categoryNames(oakfield)).toEqual([
      'Moving home',
      'Post and paperwork',
      'Home and entertainment',
    ]);
    expect(await oakfield.getByText(/insurance/i).count()).toBe(0);
    await checkPage(oakfield, 'offers-oakfield-homes', viewport);
    await offersAtSmall.check(oakfield, 'offers, Oakfield Homes');

    // Finish goes to the confirmation page.
    await oakfield.getByRole('link', { name: 'Finish' }).click();
    await oakfield.waitForURL('**/oakfield-homes/enrolment/confirmation');
    await oakfield.getByRole('heading', { level: 1 }).waitFor();
    await oakfield.waitForLoadState('networkidle');
    await offersAtSmall.check(oakfield, 'confirmation, Oakfield Homes');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(offersAtSmall.pages().map((checked) => checked.where)).toEqual([
      'offers, Harbour Lettings',
      'offers, Harbour Lettings, sections open',
      'offers, Oakfield Homes',
      'confirmation, Oakfield Homes',
    ]);
    expect(offersAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows a failure with a way to try again when the offers cannot be read', async () => {
    const page = await harbourMoverPastMovingDetails('small');
    let failing = true;
    await page.route('**/api/affiliates-by-category', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: {
              message: 'Sorry we have encountered some difficulties. Please try again in a moment.',
            },
          })
        : route.fallback(),
    );
    await page.goto('/harbour-lettings/enrolment/offers');
    await page
      .getByRole('alert')
      .getByText('Sorry we have encountered some difficulties. Please try again in a moment.')
      .waitFor();
    await expectNoAxeViolations(page);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: /Moving home/ }).waitFor();
  });

  const flatmatesWidth: ViewportName = 'small';
  const flatmatesAtWide = otherWidthChecks(flatmatesWidth);

  it('a flatmate invitation arrives in the mailbox, branded, and its join link opens the brand page (small)', async () => {
    const viewport = flatmatesWidth;
    flatmatesAtWide.reset();
    const page = await harbourMoverPastMovingDetails(viewport);
    await page.goto('/harbour-lettings/enrolment/offers');
    await page.getByRole('link', { name: 'Tell your flatmates about Harbour Lettings' }).click();
    await page.waitForURL('**/harbour-lettings/enrolment/tell-your-flatmates');
    await page.getByRole('heading', { level: 1, name: 'Tell your flatmates' }).waitFor();
    await checkPage(page, 'tell-your-flatmates', viewport);
    await flatmatesAtWide.check(page, 'tell your flatmates');

    await page.getByRole('button', { name: 'Send invitation' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.getByRole('link', { name: FLATMATE_MESSAGES.nameRequired }).waitFor();
    await summary.getByRole('link', { name: FLATMATE_MESSAGES.emailRequired }).waitFor();
    await checkPage(page, 'tell-your-flatmates-errors', viewport);
    await flatmatesAtWide.check(page, 'tell your flatmates with errors');
    await summary.getByRole('link', { name: FLATMATE_MESSAGES.nameRequired }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('flatmate-name');

    const flatmate = `flatmate.${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel("Your flatmate's name").fill('Sam');
    await page.getByLabel("Your flatmate's email address").fill('sam@');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await summary.getByRole('link', { name: FLATMATE_MESSAGES.emailInvalid }).waitFor();
    await page.getByLabel("Your flatmate's email address").fill(flatmate);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('status').getByText('Thanks, we have sent Sam an invitation.').waitFor();
    await checkPage(page, 'tell-your-flatmates-sent', viewport);
    await flatmatesAtWide.check(page, 'tell your flatmates, sent');

    // "Tell another flatmate" brings back an empty form.
    await page.getByRole('button', { name: 'Tell another flatmate' }).click();
    expect(await page.getByLabel("Your flatmate's name").inputValue()).toBe('');

    const invitation = await waitForMessage(browser.baseUrl, flatmate);
    expect(invitation.subject).toBe(
      'Priya has invited you to set up your new home with Harbour Lettings',
    );
    expect(invitation.text).toContain('Hello Sam,');
    expect(
      invitation.links.some((link) =>
        link.includes('/harbour-lettings/email/confirm-unsubscribe/'),
      ),
    ).toBe(true);
    const join = invitation.links.find((link) => new URL(link).pathname === '/harbour-lettings/');
    expect(join, invitation.links.join('\n')).toBeDefined();

    const flatmatePage = await browser.newPage(viewport);
    await flatmatePage.goto(sitePath(join ?? ''));
    await flatmatePage.getByRole('heading', { level: 1, name: 'Harbour Lettings' }).waitFor();
    await flatmatePage.getByRole('banner').getByRole('img', { name: 'Harbour Lettings' }).waitFor();
    await flatmatePage.waitForLoadState('networkidle');
    await flatmatesAtWide.check(flatmatePage, 'brand page from the join link');

    // The way on: Continue goes to the confirmation page.
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/harbour-lettings/enrolment/confirmation');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await flatmatesAtWide.check(page, 'confirmation, Harbour Lettings');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(flatmatesAtWide.pages().map((checked) => checked.where)).toEqual([
      'tell your flatmates',
      'tell your flatmates with errors',
      'tell your flatmates, sent',
      'brand page from the join link',
      'confirmation, Harbour Lettings',
    ]);
    expect(flatmatesAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
