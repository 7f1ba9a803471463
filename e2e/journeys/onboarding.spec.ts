import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { INVALID_OTP_MESSAGE } from '@threshold/domain/messages/access';
import { accountLockedMessage } from '@threshold/domain/messages/account-validation';
import {
  BUSINESS_ADDRESS_MESSAGE,
  GSP_NOT_FOUND_MESSAGE,
} from '@threshold/domain/messages/address';
import { POSTCODE_NOT_MATCHED_MESSAGE } from '@threshold/domain/messages/onboarding';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { fetchBranding } from '../support/api';
import { sitePath, waitForMessage } from '../support/mailbox';
import { otherWidthChecks, type OtherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const onboardingPartnerKey = inject('onboardingPartnerKey');

/** `E2E_SCREENSHOTS=1` keeps a picture of every onboarding page for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

/**
 * Every onboarding page is checked with axe when it opens (and pictured when asked); a journey's
 * `checks` then lay it out at the other width too.
 */
async function checkPage(
  page: Page,
  name: string,
  viewport: ViewportName,
  checks?: OtherWidthChecks,
): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, `${name} (${viewport})`);
  if (SCREENSHOT_DIR) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `onboarding-${name}-${viewport}.png`),
      fullPage: true,
    });
  }
  if (checks) await checks.check(page, name);
}

function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Lead = { firstName: string; emailAddress: string; contactNumber: string; postcode: string };

/** Oakfield Homes (the onboarding journey's brand) sends one lead through its partner API. */
async function createLead(overrides: Record<string, unknown> = {}): Promise<Lead> {
  const lead = {
    title: 'Ms',
    firstName: 'Priya',
    surname: 'Shah',
    dateOfBirth: '1990-04-12',
    emailAddress: `priya.${randomUUID().slice(0, 8)}@example.com`,
    contactNumber: `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`,
    moveInDate: isoDaysFromToday(10),
    postcode: 'LS1 4AP',
    enrolmentType: 'Lettings',
    ...overrides,
  };
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${onboardingPartnerKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(lead),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return lead;
}

/** The invitation's link (by e-mail or by text), as a path on the site under test. */
async function invitationPath(to: string): Promise<string> {
  const invitation = await waitForMessage(browser.baseUrl, to, (m) =>
    m.links.some((l) => l.includes('/continue/')),
  );
  const link = invitation.links.find((l) => l.includes('/continue/'));
  if (!link) throw new Error('the invitation carries no link');
  return sitePath(link);
}

/** The newest one-time code sent to an address or number. */
async function codeSentTo(to: string): Promise<string> {
  const message = await waitForMessage(browser.baseUrl, to, (m) => typeof m.code === 'string');
  if (!message.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** 'Confirm your details': a wrong postcode first (the spec's mismatch message), then the right one. */
async function verifyPostcode(
  page: Page,
  lead: Lead,
  viewport: ViewportName,
  shownContact: RegExp,
  checks: OtherWidthChecks,
) {
  await page.waitForURL('**/oakfield-homes/onboarding/verify/**');
  await heading(page, 'Confirm your details');
  await page.getByText(shownContact).waitFor();
  await checkPage(page, 'verify', viewport, checks);

  await page.getByRole('button', { name: 'Confirm' }).click();
  const summary = page.getByTestId('error-summary');
  await summary.getByRole('link', { name: 'We need your new postcode' }).waitFor();
  await summary.getByRole('link', { name: 'Required' }).waitFor();
  await checkPage(page, 'verify-errors', viewport, checks);

  await page.getByLabel('Postcode of your new home').fill('LS2 7EW');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await summary.getByRole('link', { name: POSTCODE_NOT_MATCHED_MESSAGE }).waitFor();

  await page
    .getByLabel('Postcode of your new home')
    .fill(lead.postcode.replace(' ', '').toLowerCase());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/address');
}

/** The code page: a wrong code is refused with the spec's words, then the code from the mailbox. */
async function enterCode(
  page: Page,
  to: string,
  title: string,
  viewport: ViewportName,
  checks: OtherWidthChecks,
) {
  await page.waitForURL('**/oakfield-homes/onboarding/code');
  await heading(page, title);
  await checkPage(page, 'code', viewport, checks);
  const code = await codeSentTo(to);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Your 6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByTestId('error-summary')
    .getByRole('link', { name: INVALID_OTP_MESSAGE })
    .waitFor();
  await page.getByLabel('Your 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/oakfield-homes/onboarding/confirm');
  await heading(page, 'Your details');
}

/** The review page's row for a label, e.g. 'First name' → 'Anika'. */
async function shownValue(page: Page, label: string): Promise<string> {
  const row = page
    .locator('.summary-list__row')
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await row.locator('.summary-list__value').innerText()).trim();
}

describe('the onboarding journey (Oakfield Homes)', () => {
  // A mover's phone; the locked page is also laid out at 1280 px (asserted by the next test).
  const lockedAtWide = otherWidthChecks('small');

  it('locks the verify step after three wrong postcodes, with the help e-mail and phone line', async () => {
    lockedAtWide.reset();
    const lead = await createLead();
    const branding = await fetchBranding(browser.baseUrl, 'oakfield-homes');
    const page = await browser.newPage('small');
    await page.goto(await invitationPath(lead.emailAddress));
    await heading(page, 'Confirm your details');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.getByLabel('Postcode of your new home').fill('LS2 7EW');
      await page.getByRole('button', { name: 'Confirm' }).click();
      const expected =
        attempt < 3
          ? POSTCODE_NOT_MATCHED_MESSAGE
          : accountLockedMessage({
              supportEmail: branding.supportEmail,
              supportPhone: branding.supportPhone,
            });
      await page.getByTestId('error-summary').getByText(expected).waitFor();
    }
    await checkPage(page, 'verify-locked', 'small', lockedAtWide);
  });

  it('lays out the locked verify step at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(lockedAtWide.pages().map((checked) => checked.where)).toEqual(['verify-locked']);
    expect(lockedAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A laptop; the address step with its message is also laid out at 375 px (the next test).
  const thirdPartyAtSmall = otherWidthChecks('wide');

  it('shows the third-party message on the address step when the address service fails, and lets the mover type the address', async () => {
    thirdPartyAtSmall.reset();
    const lead = await createLead();
    const page = await browser.newPage('wide');
    // The API answers a failing or slow provider with 502 and this body (its own tests prove it).
    await page.route('**/api/onboarding/addresses**', (route) =>
      route.fulfill({
        status: 502,
        json: { message: THIRD_PARTY_FAILURE_MESSAGE, code: 'THIRD_PARTY_FAILURE' },
      }),
    );
    await page.goto(await invitationPath(lead.emailAddress));
    await heading(page, 'Confirm your details');
    await page.getByLabel('Postcode of your new home').fill(lead.postcode);
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/address');
    await page.getByText(THIRD_PARTY_FAILURE_MESSAGE).waitFor();
    await heading(page, 'Enter your new address');
    await page
      .getByLabel(/street/i)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
    await thirdPartyAtSmall.check(page, 'address, third-party failure');
  });

  it('lays out the address step with the third-party message at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(thirdPartyAtSmall.pages().map((checked) => checked.where)).toEqual([
      'address, third-party failure',
    ]);
    expect(thirdPartyAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const addressesWidth: ViewportName = 'small';
  const addressesAtWide = otherWidthChecks(addressesWidth);

  it('warns about a business address, and asks for an address with too few details to be typed in (small)', async () => {
    const viewport = addressesWidth;
    addressesAtWide.reset();
    for (const [postcode, check] of [
      [
        'M1 1AE',
        async (page: Page) => {
          const address = page.getByLabel('Your new address');
          const unit = await address
            .locator('option', { hasText: /^Unit 2/ })
            .first()
            .getAttribute('value');
          await address.selectOption(unit ?? '');
          await page.getByText(BUSINESS_ADDRESS_MESSAGE).waitFor();
        },
      ],
      [
        'TR19 7AA',
        async (page: Page) => {
          await page.getByLabel('Your new address').selectOption({ index: 1 });
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByText(GSP_NOT_FOUND_MESSAGE).waitFor();
          await heading(page, 'Enter your new address');
        },
      ],
    ] as const) {
      const lead = await createLead({ postcode });
      const page = await browser.newPage(viewport);
      await page.goto(await invitationPath(lead.emailAddress));
      await heading(page, 'Confirm your details');
      await page.getByLabel('Postcode of your new home').fill(postcode);
      await page.getByRole('checkbox', { name: /terms of use/ }).check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL('**/oakfield-homes/onboarding/address');
      await heading(page, 'Select your new address');
      await check(page);
      await expectNoAxeViolations(page);
      await addressesAtWide.check(page, `address for ${postcode}`);
      await page.close();
    }
  });

  it('lays out each of those address pages at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(addressesAtWide.pages().map((checked) => checked.where)).toEqual([
      'address for M1 1AE',
      'address for TR19 7AA',
    ]);
    expect(addressesAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  const byEmailWidth: ViewportName = 'small';
  const byEmailAtWide = otherWidthChecks(byEmailWidth);

  it('invited by e-mail: verify → address from the list → mobile by code → two edits → commit → /enrolment (small)', async () => {
    const viewport = byEmailWidth;
    const checks = byEmailAtWide;
    checks.reset();
    const lead = await createLead();
    const page = await browser.newPage(viewport);
    await page.goto(await invitationPath(lead.emailAddress));
    // The link went by e-mail, so the verify page shows the masked e-mail address.
    await verifyPostcode(page, lead, viewport, /\*\*\*@example\.com/, checks);

    await heading(page, 'Select your new address');
    await page.getByText('LS1 4AP').first().waitFor();
    await checkPage(page, 'address', viewport, checks);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: 'We need your new address' })
      .waitFor();
    const address = page.getByLabel('Your new address');
    const parkRow = await address
      .locator('option', { hasText: /^1 Park Row/ })
      .first()
      .getAttribute('value');
    await address.selectOption(parkRow ?? '');
    await page.getByRole('button', { name: 'Next' }).click();

    // The e-mail is verified by the link, so the contact step asks for the mobile.
    await page.waitForURL('**/oakfield-homes/onboarding/contact');
    await heading(page, "What's your mobile number?");
    await page.getByText('So we can add it to your details').waitFor();
    await checkPage(page, 'contact', viewport, checks);
    const mobile = `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`;
    await page.getByLabel('Mobile number').fill('0770090');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', {
        name: 'Please enter a valid UK mobile number without spaces, starting with 07',
      })
      .waitFor();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Next' }).click();
    await enterCode(page, mobile, 'Verify your number', viewport, checks);

    await checkPage(page, 'confirm', viewport, checks);
    expect(await shownValue(page, 'First name')).toBe(lead.firstName);
    expect(await shownValue(page, 'Mobile number')).toBe(mobile);
    expect(await shownValue(page, 'E-mail address')).toBe(lead.emailAddress);
    expect(await shownValue(page, 'New address')).toMatch(/^1 Park Row.*LS1 4AP$/);

    // Edit 1: first name.
    await page.getByRole('link', { name: 'Edit first name' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/edit/firstName');
    await heading(page, 'Your first name');
    await checkPage(page, 'edit-first-name', viewport, checks);
    await page.getByLabel('First name').fill('A');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: "That name doesn't look long enough" })
      .waitFor();
    await page.getByLabel('First name').fill('Anika');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/confirm');
    await page.getByRole('status').filter({ hasText: 'First name updated' }).waitFor();
    expect(await shownValue(page, 'First name')).toBe('Anika');

    // Edit 2: move-in date (31 days ahead is refused, the brand's 29-day window, 20 days ahead is kept).
    await page.getByRole('link', { name: 'Edit move-in date' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/edit/moveInDate');
    await heading(page, 'Your move-in date');
    await checkPage(page, 'edit-move-in-date', viewport, checks);
    const fillDate = async (iso: string) => {
      const [year = '', month = '', day = ''] = iso.split('-');
      await page.getByLabel('Day').fill(day);
      await page.getByLabel('Month').fill(month);
      await page.getByLabel('Year').fill(year);
    };
    await fillDate(isoDaysFromToday(31));
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Date needs to be in the next 29 days' })
      .waitFor();
    const moveIn = isoDaysFromToday(20);
    await fillDate(moveIn);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/confirm');
    await page.getByRole('status').filter({ hasText: 'Move-in date updated' }).waitFor();
    await checkPage(page, 'confirm-updated', viewport, checks);
    const [year, month, day] = moveIn.split('-');
    expect(await shownValue(page, 'Move-in date')).toBe(`${day}/${month}/${year}`);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/oakfield-homes/enrolment/**');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The journey is committed: its pages now send the mover on to /enrolment.
    await page.goto('/oakfield-homes/onboarding/confirm');
    await page.waitForURL('**/oakfield-homes/enrolment/**');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(byEmailAtWide.pages().map((checked) => checked.where)).toEqual([
      'verify',
      'verify-errors',
      'address',
      'contact',
      'code',
      'confirm',
      'edit-first-name',
      'edit-move-in-date',
      'confirm-updated',
    ]);
    expect(byEmailAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A laptop (the e-mail journey runs on a phone); each page is also laid out at 375 px.
  const bySmsWidth: ViewportName = 'wide';
  const bySmsAtSmall = otherWidthChecks(bySmsWidth);

  it('invited by SMS: verify → address typed in → e-mail by code → edit pages, a changed mobile verified by code → commit → /enrolment (wide)', async () => {
    const viewport = bySmsWidth;
    const checks = bySmsAtSmall;
    checks.reset();
    const lead = await createLead({ inviteBy: 'sms' });
    const page = await browser.newPage(viewport);
    await page.goto(await invitationPath(lead.contactNumber));
    // The link went by text, so the verify page shows the masked mobile number.
    await verifyPostcode(
      page,
      lead,
      viewport,
      new RegExp(`\\*+${lead.contactNumber.slice(-4)}`),
      checks,
    );

    await heading(page, 'Select your new address');
    await page.getByRole('button', { name: 'Enter your new address manually' }).click();
    await heading(page, 'Enter your new address');
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.getByRole('link', { name: 'We need your street address' }).waitFor();
    await summary.getByRole('link', { name: 'We need your town or city' }).waitFor();
    await summary.getByRole('link', { name: 'We need your county' }).waitFor();
    await checkPage(page, 'address-manual', viewport, checks);
    await page.getByLabel('Street address', { exact: true }).fill('Flat 4, 12 Wharf Street');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByLabel('County').fill('West Yorkshire');
    await page.getByRole('button', { name: 'Next' }).click();

    // The mobile is verified by the link, so the contact step asks for the e-mail.
    await page.waitForURL('**/oakfield-homes/onboarding/contact');
    await heading(page, "What's your email address?");
    await checkPage(page, 'contact-email', viewport, checks);
    expect(await page.getByLabel('Email address').inputValue()).toBe(lead.emailAddress);
    await page.getByRole('button', { name: 'Next' }).click();
    await enterCode(page, lead.emailAddress, 'Verify your email', viewport, checks);

    expect(await shownValue(page, 'New address')).toBe(
      'Flat 4, 12 Wharf Street, Leeds, West Yorkshire, LS1 4AP',
    );
    expect(await shownValue(page, 'Mobile number')).toBe(lead.contactNumber);

    // The other edit pages: each opens with its own heading and Cancel goes back unchanged.
    for (const [link, path, title] of [
      ['Edit new address', 'edit/address', 'Your new address'],
      ['Edit e-mail address', 'edit/emailAddress', 'Your email address'],
      ['Edit mobile number', 'edit/phoneNumber', 'Your mobile number'],
      ['Edit date of birth', 'edit/dateOfBirth', 'Your date of birth'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL(`**/oakfield-homes/onboarding/${path}`);
      await heading(page, title);
      await checkPage(page, path.replace('/', '-'), viewport, checks);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL('**/oakfield-homes/onboarding/confirm');
      await heading(page, 'Your details');
    }

    // An unknown edit key goes back to confirm.
    await page.goto('/oakfield-homes/onboarding/edit/favouriteColour');
    await page.waitForURL('**/oakfield-homes/onboarding/confirm');
    await heading(page, 'Your details');

    // Both contacts are verified now: the code step skips to confirm with the spec's notice.
    await page.goto('/oakfield-homes/onboarding/code');
    await page.waitForURL('**/oakfield-homes/onboarding/confirm');
    await page
      .getByRole('status')
      .filter({ hasText: 'Verification has already been successfully performed' })
      .waitFor();

    // A changed mobile must be verified: the code page is forced, then 'Mobile number updated'.
    const newMobile = `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`;
    await page.getByRole('link', { name: 'Edit mobile number' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/edit/phoneNumber');
    await page.getByLabel('Mobile number').fill(newMobile);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/code');
    await heading(page, 'Verify your number');
    await page.getByLabel('Your 6-digit code').fill(await codeSentTo(newMobile));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/oakfield-homes/onboarding/confirm');
    await page.getByRole('status').filter({ hasText: 'Mobile number updated' }).waitFor();
    expect(await shownValue(page, 'Mobile number')).toBe(newMobile);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/oakfield-homes/enrolment/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(bySmsAtSmall.pages().map((checked) => checked.where)).toEqual([
      'verify',
      'verify-errors',
      'address-manual',
      'contact-email',
      'code',
      'edit-address',
      'edit-emailAddress',
      'edit-phoneNumber',
      'edit-dateOfBirth',
    ]);
    expect(bySmsAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
