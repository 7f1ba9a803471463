import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { messagesTo, sitePath, waitForMessage, type MailboxMessage } from '../support/mailbox';
import { otherWidthChecks, type OtherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const DAY_MS = 86_400_000;
const REMINDER_SUBJECT = /^Finish setting up your new home with /;
const isReminder = (message: MailboxMessage) => REMINDER_SUBJECT.test(message.subject ?? '');

/** The dev controls of the e2e server (operator key): move its clock, run a reminder sweep now. */
async function devControl(
  method: 'POST' | 'DELETE',
  path: string,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${browser.baseUrl}/api/dev/${path}`, {
    method,
    headers: {
      'x-operator-key': browser.operatorKey,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`dev ${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Moving details for 1 Park Row, Leeds, moving in 10 days from today; Next goes to product
 * selection. `checks`, when given, lays the filled-in page out at the other width.
 */
async function saveMovingDetailsAndStop(page: Page, checks?: OtherWidthChecks) {
  const [year = '', month = '', day = ''] = new Date(Date.now() + 10 * DAY_MS)
    .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
    .split('-');
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Year').fill(year);
  const status = page.getByLabel('Which of these describes you at your new home?');
  if (await status.count()) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
  await page.getByText('Your new address is:', { exact: true }).waitFor();
  if (checks) await checks.check(page, 'moving details');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/product-selection');
  // The mover closes the tab here: they stopped after moving details.
  await page.context().close();
}

/** A new mover signs up on the default brand and stops after moving details. */
async function moverWhoStops(viewport: ViewportName, checks: OtherWidthChecks): Promise<string> {
  const email = `reminded.${randomUUID().slice(0, 8)}@example.com`;
  const page = await browser.newPage(viewport);
  await page.goto('/default/pending/personal-details');
  await page.getByLabel('Create a password').waitFor();
  await checks.check(page, 'personal details');
  await page.getByLabel('Title').selectOption('Mr');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Surname').fill('Okafor');
  await page.getByLabel('Day').fill('03');
  await page.getByLabel('Month').fill('11');
  await page.getByLabel('Year').fill('1988');
  await page.getByLabel('Mobile number').fill('07700900321');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill('Moving-day-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  await saveMovingDetailsAndStop(page, checks);
  return email;
}

/**
 * A partner's lead unsubscribes from the invitation's link, then signs up from the invitation and
 * stops after moving details too.
 */
async function unsubscribedLeadWhoStops(
  viewport: ViewportName,
  checks: OtherWidthChecks,
): Promise<string> {
  const emailAddress = `unsubscribed.${randomUUID().slice(0, 8)}@example.com`;
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
      postcode: 'LS1 4AP',
      enrolmentType: 'Lettings',
      branchId: '101',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = await waitForMessage(browser.baseUrl, emailAddress, (m) => m.links.length > 1);
  const unsubscribe = invitation.links.find((link) => link.includes('/email/confirm-unsubscribe/'));
  const joinLink = invitation.links.find((link) => !link.includes('/email/'));
  if (!unsubscribe || !joinLink) throw new Error('the invitation lacks its links');

  const page = await browser.newPage(viewport);
  await page.goto(sitePath(unsubscribe));
  await page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails?' }).waitFor();
  await checks.check(page, 'unsubscribe');
  await page
    .getByRole('link', { name: /unsubscribe/i })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: "You've been unsubscribed" }).waitFor();
  await checks.check(page, 'unsubscribed');

  await page.goto(sitePath(joinLink));
  await page.getByLabel('Postcode of your new home').waitFor();
  await checks.check(page, "the invitation's log-in");
  await page.getByLabel('Surname').fill('Shah');
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  await saveMovingDetailsAndStop(page);
  return emailAddress;
}

describe('bringing movers back', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('a mover who stops after moving details gets the reminder two days on, and its link logs them in at product selection; an unsubscribed mover gets none (small)', async () => {
    atWide.reset();
    const reminded = await moverWhoStops(viewport, atWide);
    const unsubscribed = await unsubscribedLeadWhoStops(viewport, atWide);

    try {
      // A day later: nothing yet.
      await devControl('POST', 'clock', { advanceDays: 1 });
      await devControl('POST', 'reminders/run');
      expect((await messagesTo(browser.baseUrl, reminded)).filter(isReminder)).toHaveLength(0);

      // Two days after they stopped.
      await devControl('POST', 'clock', { advanceDays: 1 });
      await devControl('POST', 'reminders/run');
      const reminder = await waitForMessage(browser.baseUrl, reminded, isReminder);
      expect(reminder.subject).toBe('Finish setting up your new home with Threshold');
      expect(reminder.text).toContain('Hello Sam,');
      const link = reminder.links.find((href) => href.includes('/log-in/'));
      if (!link) throw new Error('the reminder has no log-in link');
      expect(sitePath(link)).toMatch(/^\/default\/log-in\/[\w-]+$/);

      const page = await browser.newPage(viewport);
      await page.goto(sitePath(link));
      await page.waitForURL('**/default/enrolment/product-selection');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoAxeViolations(page);
      await atWide.check(page, "product selection, from the reminder's link");
      const shots = join(REPO_ROOT, 'e2e/artifacts/screenshots');
      mkdirSync(shots, { recursive: true });
      await page.screenshot({
        path: join(shots, `reminder-link-lands-${viewport}.png`),
        fullPage: true,
      });

      // The link works once: a second use is refused with the way to log in.
      const again = await browser.newPage(viewport);
      await again.goto(sitePath(link));
      await again.getByRole('alert').waitFor();
      await again.getByRole('link', { name: 'Log in', exact: true }).waitFor();
      await expectNoAxeViolations(again);
      await atWide.check(again, "the reminder's link used again");

      // The unsubscribed mover stopped at the same step at the same time: no reminder at all.
      expect((await messagesTo(browser.baseUrl, unsubscribed)).filter(isReminder)).toHaveLength(0);
    } finally {
      await devControl('DELETE', 'clock');
    }
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'personal details',
      'moving details',
      'unsubscribe',
      'unsubscribed',
      "the invitation's log-in",
      "product selection, from the reminder's link",
      "the reminder's link used again",
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
