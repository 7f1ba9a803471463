import { randomUUID } from 'node:crypto';
import { COUNCIL_WATER_MESSAGES } from '@threshold/domain/messages/council-water';
import { METER_NOT_SUPPORTED_MESSAGE } from '@threshold/domain/messages/energy';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../support/browser';
import { sitePath, waitForMessage } from '../support/mailbox';

const browser = useBrowser();
const DAY_MS = 86_400_000;
/** Vocalink's published test pair that passes the modulus check (case 1). */
const VALID_ACCOUNT = { sortCode: '089999', accountNumber: '66374958' };

/**
 * A partner (Harbour Lettings, branch 101) sends a lead moving in 10 days; the mover confirms,
 * creates a password and chooses the home, then reaches product selection.
 */
async function moverOnProductSelection(postcode: string, addressKey: string): Promise<Page> {
  const emailAddress = `mixed.${randomUUID().slice(0, 8)}@example.com`;
  const moveInDate = new Date(Date.now() + 10 * DAY_MS).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Ms',
      firstName: 'Sam',
      surname: 'Okafor',
      dateOfBirth: '1990-02-14',
      emailAddress,
      contactNumber: '07700900321',
      moveInDate,
      postcode,
      enrolmentType: 'Lettings',
      branchId: '101',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const invitation = await waitForMessage(browser.baseUrl, emailAddress, (m) => m.links.length > 0);
  const page = await browser.newPage('small');
  await page.goto(sitePath(invitation.links[0] ?? ''));
  await page.getByLabel('Surname').fill('Okafor');
  await page.getByLabel('Postcode of your new home').fill(postcode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pending/personal-details');
  await page.getByLabel('Create a password').fill('Moving-day-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/enrolment/moving-details');

  const status = page.getByLabel('Which of these describes you at your new home?');
  if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select your address').selectOption(addressKey);
  await page.getByText('Your new address is:', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  return page;
}

/**
 * 17 Ash Road, Leeds (a smart electricity meter beside a standard gas meter: mixed meters): only
 * energy kept, on to the tariff list with Ofgem's medium usage.
 */
async function mixedMeterMoverOnList(): Promise<Page> {
  const page = await moverOnProductSelection('LS6 3BN', 'LS63BN-8');
  for (const name of ['Broadband Phone & TV', 'Council Tax', 'Water']) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if ((await toggle.count()) === 0) continue;
    const isLocked = (await toggle.getAttribute('aria-disabled')) === 'true';
    if (!isLocked && (await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/enrolment\/(council-services|energy\/usage)$/);
  if (page.url().endsWith('/enrolment/council-services')) {
    await page.getByRole('button', { name: COUNCIL_WATER_MESSAGES.notifyButton }).click();
  }
  await page.waitForURL('**/enrolment/energy/usage');
  await page.getByRole('radio', { name: "I don't know" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/enrolment/energy/list');
  await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
  return page;
}

/** Selects the first tariff of the list shown and answers its name. */
async function selectFirstTariff(page: Page): Promise<string> {
  const card = page.getByTestId('tariff-card').first();
  await card.waitFor();
  const name = (await card.getByRole('heading').first().textContent()) ?? '';
  await card.getByRole('button', { name: /^Select/ }).click();
  return name;
}

describe('a home whose meters cannot be quoted', () => {
  it("product selection says so in the spec's words and the tariff list stays closed", async () => {
    // Apartment 1, 21 Hill Street, Belfast: Northern Ireland lies outside GB's supply regions.
    const page = await moverOnProductSelection('BT1 5GS', 'BT15GS-1');
    await page.getByText(METER_NOT_SUPPORTED_MESSAGE).waitFor();
    const energy = page.getByRole('switch', { name: 'Energy', exact: true });
    // Read literally, energy that cannot be quoted stays on but locked; its pages never open.
    expect(await energy.getAttribute('aria-disabled')).toBe('true');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'product selection, meters not supported');
    await page.goto(page.url().replace(/product-selection$/, 'energy/list'));
    await page.waitForURL((url) => !url.pathname.endsWith('/energy/list'));
    await page.close();
  });
});

describe('mixed meters', () => {
  it('an electricity tariff, then a gas tariff, both signed up and both on the confirmation page', async () => {
    const page = await mixedMeterMoverOnList();

    await page.getByText('Step 1 of 2: choose your electricity tariff').waitFor();
    const electricityTariff = await selectFirstTariff(page);
    await page.getByText('Step 2 of 2: choose your gas tariff').waitFor();
    await page.waitForURL('**/enrolment/energy/list?fuel=gas');
    const gasTariff = await selectFirstTariff(page);

    // The energy pages after a choice, whichever apply to this home and brand, then payment.
    await page.waitForURL(/\/enrolment\/energy\/(signup|switch|psr|payment)$/);
    for (let step = 0; step < 4 && !page.url().endsWith('/energy/payment'); step += 1) {
      const url = page.url();
      if (url.endsWith('/energy/signup')) {
        await page
          .getByRole('heading', {
            level: 1,
            name: 'Good choice! Now get a little extra with your energy',
          })
          .waitFor();
        await page.getByRole('button', { name: 'Set this up' }).click();
      } else if (url.endsWith('/energy/switch')) {
        await page.getByRole('heading', { level: 1, name: 'Your supply start date' }).waitFor();
        await page.getByRole('textbox', { name: 'Day', exact: true }).waitFor();
        const agree = page.getByRole('checkbox', { name: /cooling-off period/ });
        if ((await agree.count()) > 0) await agree.check();
        await page.getByRole('button', { name: 'Confirm and Switch' }).click();
      } else if (url.endsWith('/energy/psr')) {
        await page.getByRole('heading', { level: 1, name: 'Priority Services Register' }).waitFor();
        await page.getByRole('radio', { name: 'No' }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await page.waitForURL((next) => next.href !== url);
    }

    // Payment: both chosen tariffs are shown, then a valid Direct Debit completes both.
    await page.waitForURL('**/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    const summaryText = (await page.getByTestId('your-summary').textContent()) ?? '';
    expect(summaryText).toContain(electricityTariff);
    expect(summaryText).toContain(gasTariff);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy payment, mixed meters');

    await page.getByLabel('Account holder name', { exact: true }).fill('Sam Okafor');
    await page.getByLabel('Account number', { exact: true }).fill(VALID_ACCOUNT.accountNumber);
    await page.getByLabel('Sort code', { exact: true }).fill(VALID_ACCOUNT.sortCode);
    const day = page.getByLabel('Preferred payment day');
    if ((await day.count()) > 0) await day.selectOption('1');
    for (const terms of await page.getByRole('checkbox', { name: /terms and conditions/ }).all()) {
      await terms.check();
    }
    const completed = page.waitForResponse((r) =>
      r.url().endsWith('/api/enrolment/energy/complete'),
    );
    await page.getByRole('button', { name: 'Set up' }).click();
    expect((await completed).status()).toBe(200);

    // The confirmation page: one card per fuel, each with its tariff.
    await page.waitForURL('**/enrolment/confirmation');
    const chosen = page.getByTestId('energy-chosen');
    await expect.poll(() => chosen.count()).toBe(2);
    const cards = (await chosen.allTextContents()).join('\n');
    expect(cards).toContain(electricityTariff);
    expect(cards).toContain(gasTariff);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'confirmation, mixed meters');
    await page.close();
  });
});
