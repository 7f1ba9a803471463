import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { messagesTo, sitePath, waitForMessage, type MailboxMessage } from '../support/mailbox';
import { moverAt } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { picture } from '../support/picture';

const browser = useBrowser();
const SUPPLIER = 'Hearthstone Energy';
const TARIFF = 'Fix 12 Months';
const isReminder = (message: MailboxMessage) =>
  /^Finish setting up your new home with /.test(message.subject ?? '');

/** The dev controls of the e2e server (operator key): move its clock, run a reminder sweep now. */
async function devControl(method: 'POST' | 'DELETE', path: string, body?: object): Promise<void> {
  const response = await fetch(`${browser.baseUrl}/api/dev/${path}`, {
    method,
    headers: {
      'x-operator-key': browser.operatorKey,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`dev ${path}: HTTP ${response.status}`);
}

async function checkPage(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, `${name} (${viewport})`);
  await picture(page, `issue18-pages-${name}-${viewport}`);
}

/**
 * A mover on the default brand (FasterSwitching and Priority access off; Dana Whitfield) moving in
 * 10 days to 15 Ash Road, LS6 3BN (no supplier holds its supply: the start date page applies), who
 * kept energy and broadband: put on energy usage by the dev fixture, then the tab is closed.
 * Answers their e-mail address.
 */
async function moverWhoStopsOnEnergyUsage(viewport: ViewportName): Promise<string> {
  const { page, email } = await moverAt(browser, 'energy-usage', {
    viewport,
    firstName: 'Dana',
    surname: 'Whitfield',
    home: { postcode: 'LS6 3BN', address: 'LS63BN-7' },
    products: ['energy', 'broadband'],
  });
  await page.waitForURL('**/default/enrolment/energy/usage');
  await page.getByRole('group', { name: 'Do you know how much energy you use?' }).waitFor();
  await page.context().close();
  return email;
}

describe('issue 18 on the page', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it("a reminder's link lands on energy usage; the start date page says switching can take up to 21 days; Set up on payment completes the energy service itself; the broadband filter offers '1 month'; a flatmate name with a link is refused and nothing is sent (small)", async () => {
    atWide.reset();
    const email = await moverWhoStopsOnEnergyUsage(viewport);
    try {
      // Two days after they stopped, the reminder; its link lands on energy usage.
      await devControl('POST', 'clock', { advanceDays: 2 });
      await devControl('POST', 'reminders/run');
      const reminder = await waitForMessage(browser.baseUrl, email, isReminder);
      const link = reminder.links.find((href) => href.includes('/log-in/'));
      if (!link) throw new Error('the reminder has no log-in link');
      const page = await browser.newPage(viewport);
      await page.goto(sitePath(link));
      await page.waitForURL('**/default/enrolment/energy/usage');
      await page.getByRole('group', { name: 'Do you know how much energy you use?' }).waitFor();
      await checkPage(page, 'reminder-energy-usage', viewport);
      await atWide.check(page, 'reminder-energy-usage');

      // On to the supply start date: the default brand has no FasterSwitching.
      await page.getByRole('radio', { name: "I don't know" }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/default/enrolment/energy/list');
      await page.getByTestId('tariff-card').first().waitFor();
      await checkPage(page, 'energy-list', viewport);
      await atWide.check(page, 'energy-list');
      await page
        .getByTestId('tariff-card')
        .filter({ has: page.getByRole('heading', { name: TARIFF, exact: true }) })
        .getByRole('link', { name: /^Details/ })
        .click();
      await page.waitForURL(/\/enrolment\/energy\/details\//);
      await page.getByRole('heading', { level: 1, name: TARIFF }).waitFor();
      await checkPage(page, 'tariff-details', viewport);
      await atWide.check(page, 'tariff-details');
      await page.getByRole('button', { name: 'Set this up' }).click();
      await page.waitForURL('**/default/enrolment/energy/signup');
      await page.getByRole('button', { name: 'Set this up' }).waitFor();
      await checkPage(page, 'add-ons', viewport);
      await atWide.check(page, 'add-ons');
      await page.getByRole('button', { name: 'Set this up' }).click();
      await page.waitForURL('**/default/enrolment/energy/switch');
      await page.getByRole('heading', { level: 1, name: 'Your supply start date' }).waitFor();
      await page
        .getByText('Switching your supplier can take up to 21 days.', { exact: true })
        .waitFor();
      await checkPage(page, 'slow-switch', viewport);
      await atWide.check(page, 'slow-switch');

      // Payment (no Priority Services Register on this brand): Set up sends the sign-up, then
      // the page completes the energy service itself, and goes on to the broadband list.
      await page.getByRole('checkbox', { name: /cooling-off period/ }).check();
      await page.getByRole('button', { name: 'Confirm and Switch' }).click();
      await page.waitForURL('**/default/enrolment/energy/payment');
      await page.getByRole('button', { name: 'Set up' }).waitFor();
      await checkPage(page, 'payment', viewport);
      await atWide.check(page, 'payment');
      await page.getByLabel('Account holder name', { exact: true }).fill('Dana Whitfield');
      await page.getByLabel('Account number', { exact: true }).fill('66374958');
      await page.getByLabel('Sort code', { exact: true }).fill('089999');
      await page.getByLabel('Preferred payment day').selectOption('15');
      await page.getByLabel(`I accept the ${SUPPLIER} terms and conditions`).check();
      const completed = page.waitForResponse((response) =>
        response.url().includes('/api/enrolment/completeservices'),
      );
      await page.getByRole('button', { name: 'Set up' }).click();
      const completion = await completed;
      expect(completion.status(), await completion.text()).toBe(200);
      expect(await completion.json()).toMatchObject({ energyComplete: true });

      // Broadband: the contract-length filter counts one month in the singular.
      await page.waitForURL('**/default/enrolment/entertainment/broadband-list');
      await page.getByRole('heading', { level: 1, name: 'Broadband, phone and TV' }).waitFor();
      const panel = page.locator('details.broadband-filters');
      if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
        await page.getByText('Filter packages', { exact: true }).click();
      }
      const lengths = page.getByRole('group', { name: 'Contract length' });
      await lengths.getByRole('checkbox', { name: '1 month', exact: true }).waitFor();
      expect(await lengths.getByRole('checkbox', { name: '1 months' }).count()).toBe(0);
      await checkPage(page, 'broadband-contract-length', viewport);
      await atWide.check(page, 'broadband-contract-length');

      // Flatmates: a name carrying a link is refused in the spec's words and nothing is sent.
      const flatmate = `flatmate.${randomUUID().slice(0, 8)}@example.com`;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/tell-flatmates')) sent.push(request.url());
      });
      await page.goto('/default/enrolment/tell-your-flatmates');
      await page.getByRole('heading', { level: 1, name: 'Tell your flatmates' }).waitFor();
      await page.getByLabel("Your flatmate's name").fill('claim at http://evil.example');
      await page.getByLabel("Your flatmate's email address").fill(flatmate);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page
        .getByTestId('error-summary')
        .getByRole('link', { name: 'Flatmate name cannot contain numbers or special characters' })
        .waitFor();
      expect(
        await page
          .getByRole('status')
          .getByText(/we have sent/)
          .count(),
      ).toBe(0);
      await checkPage(page, 'flatmate-name-refused', viewport);
      await atWide.check(page, 'flatmate-name-refused');
      expect(sent).toEqual([]);
      expect(await messagesTo(browser.baseUrl, flatmate)).toEqual([]);
    } finally {
      await devControl('DELETE', 'clock');
    }
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'reminder-energy-usage',
      'energy-list',
      'tariff-details',
      'add-ons',
      'slow-switch',
      'payment',
      'broadband-contract-length',
      'flatmate-name-refused',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
