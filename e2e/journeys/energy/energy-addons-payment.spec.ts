import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { moverAt } from '../../support/journey';
import { otherWidthChecks, type OtherWidthChecks } from '../../support/other-width';
import { picture } from '../../support/picture';
import { VIEWPORTS } from '../../support/viewports';

const browser = useBrowser();
const SUPPLIER = 'Hearthstone Energy';
const TARIFF = 'Fix 12 Months';
const BOILER = 'Boiler cover: £9.00 a month for the first 6 months, then £12.00 a month';
const HEATING = 'Heating Breakdown Cover: £5.00 a month for the first 3 months, then £8.00 a month';

/**
 * A mover on Harbour Lettings (branch 101: Priority access on, half-hourly settlement consent
 * off) moving in 10 days at 6 Park Row, Leeds (a supplier holds both supplies: no start date
 * page) who kept only energy and answered "I don't know" on usage, put on the tariff list by the
 * dev fixture, opens a tariff's details (the list is laid out at the other width on the way).
 */
async function moverOnTariffDetails(
  viewport: ViewportName,
  checks: OtherWidthChecks,
): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-list', {
    brand: 'harbour-lettings',
    branch: '101',
    home: { postcode: 'LS1 4AP', address: '6 Park Row' },
    viewport,
    firstName: 'Amara',
    surname: 'Okafor',
    knownUsage: 'U',
  });
  await page.waitForURL('**/enrolment/energy/list');
  await page.getByTestId('tariff-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  await checks.check(page, 'energy list');
  const card = page.getByTestId('tariff-card').filter({
    has: page.getByRole('heading', { name: TARIFF, exact: true }),
  });
  await card.getByRole('link', { name: /^Details/ }).click();
  await page.waitForURL(/\/enrolment\/energy\/details\//);
  await page.getByRole('heading', { level: 1, name: TARIFF }).waitFor();
  return page;
}

/** The width of the chosen tariff's name on the payment page, laid out at `width`, then back at `journeyWidth`. */
async function tariffNameWidthAt(
  page: Page,
  width: ViewportName,
  journeyWidth: ViewportName,
): Promise<number> {
  await page.setViewportSize(VIEWPORTS[width]);
  try {
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
        ),
    );
    const box = await page.getByRole('heading', { name: TARIFF, exact: true }).boundingBox();
    return box?.width ?? 0;
  } finally {
    await page.setViewportSize(VIEWPORTS[journeyWidth]);
  }
}

describe('energy add-ons and the payment form', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('add-ons show what they cost after a discount from details to confirmation; Heating Breakdown Cover is offered; the payment form has the full guarantee, both opt-ins and no half-hourly readings (small)', async () => {
    atWide.reset();
    const page = await moverOnTariffDetails(viewport, atWide);

    // Tariff details: the add-ons with their prices after the discount.
    const detailsAddOns = page.getByRole('region', { name: 'Add-ons you can choose next' });
    await detailsAddOns.waitFor();
    const detailsText = (await detailsAddOns.textContent()) ?? '';
    expect(detailsText).toContain(BOILER);
    expect(detailsText).toContain(HEATING);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `tariff details with add-ons (${viewport})`);
    await picture(page, `addons-payment-details-${viewport}`);
    await atWide.check(page, 'tariff details with add-ons');

    // Add-ons page: the same words; Heating Breakdown Cover is added with boiler cover.
    await page.getByRole('button', { name: 'Set this up' }).click();
    await page.waitForURL('**/enrolment/energy/signup');
    await page.getByRole('button', { name: 'Add Heating Breakdown Cover' }).waitFor();
    await page
      .getByText('£9.00 a month for the first 6 months, then £12.00 a month', { exact: true })
      .waitFor();
    await page
      .getByText('£5.00 a month for the first 3 months, then £8.00 a month', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Add Boiler cover' }).click();
    await page.getByRole('button', { name: 'Add Heating Breakdown Cover' }).click();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `add-ons (${viewport})`);
    await picture(page, `addons-payment-signup-${viewport}`);
    await atWide.check(page, 'add-ons');
    await page.getByRole('button', { name: 'Set this up' }).click();

    await page.waitForURL('**/enrolment/energy/psr');
    await page.getByRole('heading', { level: 1, name: 'Priority Services Register' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'PSR');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Payment: the Direct Debit collects the full price; Your Summary says both prices.
    await page.waitForURL('**/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    // The chosen tariff's card has room for its name (it once wrapped a letter a line at 1280 px).
    const nameBox = await page.getByRole('heading', { name: TARIFF, exact: true }).boundingBox();
    expect(nameBox?.width ?? 0).toBeGreaterThan(120);
    const yourSummary = (await page.getByTestId('your-summary').textContent()) ?? '';
    expect(yourSummary).toContain(BOILER);
    expect(yourSummary).toContain(HEATING);
    const guarantee = (await page.getByTestId('direct-debit-guarantee').textContent()) ?? '';
    expect(guarantee).toContain(
      `If you receive a refund you are not entitled to, you must pay it back when ${SUPPLIER} asks you to`,
    );
    expect(guarantee).toContain(
      `If you request ${SUPPLIER} to collect a payment, confirmation of the amount and date will be given to you at the time of the request`,
    );
    expect(guarantee).toContain('Source: Bacs Payment Schemes Limited');
    expect(await page.getByLabel('Every half hour').count()).toBe(0);
    await page
      .getByText('Readings may be shared once a day to balance the energy system.')
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `payment (${viewport})`);
    await picture(page, `addons-payment-payment-${viewport}`);
    await atWide.check(page, 'payment');
    // The name's room at 1280 px too, where it once wrapped a letter a line.
    expect(await tariffNameWidthAt(page, atWide.width, viewport)).toBeGreaterThan(120);

    await page.getByLabel('Account holder name', { exact: true }).fill('Amara Okafor');
    await page.getByLabel('Account number', { exact: true }).fill('66374958');
    await page.getByLabel('Sort code', { exact: true }).fill('089999');
    await page.getByLabel('Preferred payment day').selectOption('15');
    await page.getByLabel(`Send me offers from other companies in the ${SUPPLIER} group`).check();
    expect(
      await page.getByLabel(new RegExp(`news about the ${SUPPLIER} Foundation`)).isChecked(),
    ).toBe(false);
    await page.getByLabel(`I accept the ${SUPPLIER} terms and conditions`).check();
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/enrolment/directdebit'));
    await page.getByRole('button', { name: 'Set up' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      foundationMarketing: false,
      groupMarketing: true,
      smartSettlementDataRate: 'Daily',
    });

    // The confirmation card prices the add-ons the same way.
    await page.waitForURL('**/enrolment/confirmation');
    const chosen = page.getByTestId('energy-chosen');
    await chosen.waitFor();
    const cardText = (await chosen.textContent()) ?? '';
    expect(cardText).toContain(BOILER);
    expect(cardText).toContain(HEATING);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `confirmation with add-ons (${viewport})`);
    await picture(page, `addons-payment-confirmation-${viewport}`);
    await atWide.check(page, 'confirmation with add-ons');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'energy list',
      'tariff details with add-ons',
      'add-ons',
      'PSR',
      'payment',
      'confirmation with add-ons',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
