import { ENERGY_BLOCK_MESSAGE } from '@threshold/domain/journey/energy-availability';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../../support/browser';
import { moverAt } from '../../support/journey';

const browser = useBrowser();
/** Vocalink's published test pair that passes the modulus check (case 1). */
const VALID_ACCOUNT = { sortCode: '089999', accountNumber: '66374958' };

/** A mover on Harbour Lettings (Sam Okafor) moving in 10 days, on a phone, as the dev fixture puts them. */
const fixtureMover = {
  brand: 'harbour-lettings',
  branch: '101',
  viewport: 'small',
  firstName: 'Sam',
  surname: 'Okafor',
} as const;

/** The mover at product selection of the home. */
async function moverOnProductSelection(postcode: string, addressKey: string): Promise<Page> {
  const { page } = await moverAt(browser, 'product-selection', {
    ...fixtureMover,
    home: { postcode, address: addressKey },
  });
  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  return page;
}

/**
 * 17 Ash Road, Leeds (a smart electricity meter beside a standard gas meter: mixed meters): only
 * energy kept and Ofgem's medium usage, put on the tariff list by the dev fixture.
 */
async function mixedMeterMoverOnList(): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-list', {
    ...fixtureMover,
    home: { postcode: 'LS6 3BN', address: 'LS63BN-8' },
    knownUsage: 'U',
  });
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
  it('product selection says why (Northern Ireland) and the tariff list stays closed', async () => {
    // Apartment 1, 21 Hill Street, Belfast: Northern Ireland lies outside GB's supply regions, and
    // the mover is told so, not that their meter set-up is unsupported (issue 18).
    const page = await moverOnProductSelection('BT1 5GS', 'BT15GS-1');
    await page.getByText(ENERGY_BLOCK_MESSAGE.northernIreland).waitFor();
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
