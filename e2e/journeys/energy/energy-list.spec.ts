import {
  COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  NO_MATCHING_TARIFFS_MESSAGE,
  SELECT_TARIFF_MESSAGE,
  TARIFF_RETRIEVAL_MESSAGE,
  TARIFF_THIRD_PARTY_MESSAGE,
} from '@threshold/domain/messages/energy';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { picture } from '../../support/picture';
import { moverAt, type MoverHome } from '../../support/journey';
import { otherWidthChecks } from '../../support/other-width';
import { layoutShiftSoFar, watchLayoutShifts } from '../../support/layout-shift';

const browser = useBrowser();

type Home = MoverHome;
/** 6 Park Row, Leeds: dual fuel, both meters smart, meter details known. */
const DUAL_FUEL: Home = { postcode: 'LS1 4AP', address: '6 Park Row' };
/** 17 Ash Road, Leeds: a smart electricity meter beside a standard gas meter (mixed meters). */
const MIXED_METERS: Home = { postcode: 'LS6 3BN', address: '17 Ash Road' };
/** The Old Warehouse, Bristol: a home on a commercial energy supply. */
const COMMERCIAL: Home = { postcode: 'BS1 6QF', address: 'The Old Warehouse' };

/** A mover on Harbour Lettings (Tomasz Nowak, moving in 10 days) at the home, as the dev fixture puts them. */
const fixtureMover = {
  brand: 'harbour-lettings',
  branch: '101',
  firstName: 'Tomasz',
  surname: 'Nowak',
};

/** The mover at product selection of the home. */
async function moverOnProductSelection(viewport: ViewportName, home: Home): Promise<Page> {
  const { page } = await moverAt(browser, 'product-selection', { ...fixtureMover, home, viewport });
  await page.waitForURL('**/enrolment/product-selection');
  await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
  return page;
}

/** The mover who kept only energy and answered "I don't know" (Ofgem's medium values) on energy usage, on the tariff list. */
async function moverOnEnergyList(viewport: ViewportName, home: Home = DUAL_FUEL): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-list', {
    ...fixtureMover,
    home,
    viewport,
    knownUsage: 'U',
  });
  await page.waitForURL('**/enrolment/energy/list');
  await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
  return page;
}

const count = (page: Page) => page.locator('#energy-results-heading');
const tariffCount = async (page: Page) =>
  Number(/Showing (\d+) tariffs?/.exec((await count(page).textContent()) ?? '')?.[1]);

/** The filter panel is folded on phones: open it first. */
async function openFilters(page: Page): Promise<void> {
  const panel = page.locator('details.energy-filters');
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
    await page.getByText('Filter tariffs', { exact: true }).click();
  }
}

async function setFault(fault: 'retrieval' | 'third-party' | null): Promise<void> {
  const response = await fetch(`${browser.baseUrl}/api/dev/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: {
      'x-operator-key': browser.operatorKey,
      ...(fault ? { 'content-type': 'application/json' } : {}),
    },
    body: fault ? JSON.stringify({ provider: 'energy-catalogue', fault }) : undefined,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the energy list', () => {
  afterEach(async () => {
    await setFault(null);
  });

  // A mover's phone (the filters folded); each page is also laid out at 1280 px on the way.
  const dualFuelWidth: ViewportName = 'small';
  const dualFuelAtWide = otherWidthChecks(dualFuelWidth);

  it('dual fuel: the default tariff, other tariffs and footnotes; every supplier filtered by one, its chip removed by keyboard, then the full list; Details (small)', async () => {
    const viewport = dualFuelWidth;
    dualFuelAtWide.reset();
    const page = await moverOnEnergyList(viewport);
    await count(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('region', { name: 'Our recommended tariff' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Other great tariffs' }).waitFor();
    await page.getByText(/^Prices are illustrative, based on the Ofgem price cap/).waitFor();
    await page.getByText('All prices include VAT at 5%.').waitFor();
    await page.getByText(/kWh of electricity and .* kWh of gas a year/).waitFor();
    await expectNoAxeViolations(page, `energy list (${viewport})`);
    await picture(page, `energy-list-${viewport}`);
    await dualFuelAtWide.check(page, 'energy list');

    // Every supplier (whole-of-market consent first), then one supplier.
    const consent = page.waitForRequest((request) =>
      request.url().includes('/api/enrolment/wom-consent'),
    );
    await page.getByRole('button', { name: 'Compare every supplier' }).click();
    await consent;
    await page.waitForURL('**/enrolment/energy/list?market=all');
    await page.getByRole('button', { name: 'Show our recommended supplier only' }).waitFor();
    await page.waitForLoadState('networkidle');
    const everything = await tariffCount(page);
    await openFilters(page);
    const suppliers = page.getByRole('group', { name: 'Supplier' }).getByRole('checkbox');
    expect(await suppliers.count()).toBeGreaterThan(1);
    const supplier = page.getByRole('group', { name: 'Supplier' }).locator('label').nth(1);
    const supplierName = (await supplier.textContent()) ?? '';
    await supplier.click();
    await page.getByRole('button', { name: 'Show results' }).click();
    const chip = page.getByRole('button', { name: `Remove filter Supplier: ${supplierName}` });
    await chip.waitFor();
    await expect.poll(() => tariffCount(page)).toBeLessThan(everything);
    const cards = page.getByTestId('tariff-card');
    for (const meta of await cards.locator('.tariff-card__meta').allTextContents()) {
      expect(meta).toContain(supplierName);
    }
    expect(
      await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('filterOptionsWholeOfMarket') ?? 'null'),
      ),
    ).toMatchObject({ suppliers: [expect.any(String)] });
    await expectNoAxeViolations(page, `energy list filtered (${viewport})`);
    await picture(page, `energy-list-filtered-${viewport}`);
    await dualFuelAtWide.check(page, 'energy list filtered');

    // The chip, by keyboard: the full list comes back.
    await chip.focus();
    await page.keyboard.press('Enter');
    await chip.waitFor({ state: 'detached' });
    await expect.poll(() => tariffCount(page)).toBe(everything);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('energy-results-heading');

    // Details of a card.
    const firstCard = cards.first();
    const tariffName = (await firstCard.getByRole('heading').first().textContent()) ?? '';
    await firstCard.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/details\/[^/]+\/DualFuel$/);
    await page.getByRole('heading', { level: 1, name: tariffName }).waitFor();
    await page.waitForLoadState('networkidle');
    await dualFuelAtWide.check(page, 'tariff details');
  });

  it('lays out each page of the dual fuel journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(dualFuelAtWide.pages().map((checked) => checked.where)).toEqual([
      'energy list',
      'energy list filtered',
      'tariff details',
    ]);
    expect(dualFuelAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A mover's phone; the list asking for a tariff is also laid out at 1280 px on the way.
  const selectWidth: ViewportName = 'small';
  const selectAtWide = otherWidthChecks(selectWidth);

  it('opens in place on a phone: the recommends banner, filters and tariffs come together, so nothing on the page moves (layout shift under 0.1)', async () => {
    const page = await moverOnEnergyList('small');
    await count(page).waitFor();
    // Opened afresh, as a mover's phone loads it.
    await watchLayoutShifts(page);
    await page.reload();
    await page.getByRole('complementary', { name: 'Recommended supplier' }).waitFor();
    await page.getByRole('region', { name: 'Our recommended tariff' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.1);
  });

  it('Continue without a tariff asks for one; Select stores it and goes to the next energy page (small)', async () => {
    const viewport = selectWidth;
    selectAtWide.reset();
    const page = await moverOnEnergyList(viewport);
    await count(page).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: SELECT_TARIFF_MESSAGE }).waitFor();
    await expectNoAxeViolations(page, `energy list without a tariff (${viewport})`);
    await selectAtWide.check(page, 'energy list without a tariff');

    const card = page.getByTestId('tariff-card').first();
    const tariffName = (await card.getByRole('heading').first().textContent()) ?? '';
    const selected = page.waitForRequest((request) => request.url().endsWith('/api/quotes/select'));
    await card.getByRole('button', { name: /^Select/ }).click();
    expect((await selected).postDataJSON()).toMatchObject({ addOnsIdentifiers: [] });
    await page.waitForURL(/\/enrolment\/energy\/(signup|switch|psr|payment)$/);
    expect(
      await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('energyTariff') ?? 'null')?.tariffName,
      ),
    ).toBe(tariffName);
    expect(await page.evaluate(() => sessionStorage.getItem('addOns'))).toBe('[]');
  });

  it('lays out the list asking for a tariff at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(selectAtWide.pages().map((checked) => checked.where)).toEqual([
      'energy list without a tariff',
    ]);
    expect(selectAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('says so when the filters leave no tariff, and a chip brings them back', async () => {
    const page = await moverOnEnergyList('wide');
    await count(page).waitFor();
    const before = await tariffCount(page);
    await openFilters(page);
    for (const name of ['Variable', 'Exit fee', 'Paper']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.getByText(NO_MATCHING_TARIFFS_MESSAGE).waitFor();
    await expectNoAxeViolations(page, 'energy list with no results');
    await picture(page, 'energy-list-no-results-wide');
    for (const label of ['Tariff Type: Variable', 'Exit Fees: Exit fee', 'Billing: Paper']) {
      await page.getByRole('button', { name: `Remove filter ${label}` }).click();
    }
    await expect.poll(() => tariffCount(page)).toBe(before);
  });

  it.each([
    ['retrieval', TARIFF_RETRIEVAL_MESSAGE],
    ['third-party', TARIFF_THIRD_PARTY_MESSAGE],
  ] as const)(
    'shows the %s failure of the catalogue with Try again, then the tariffs',
    async (fault, message) => {
      const page = await moverOnEnergyList('small');
      await count(page).waitFor();
      await setFault(fault);
      await page.reload();
      await page.getByText(message).waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
      await expectNoAxeViolations(page, `energy list ${fault} failure`);
      await picture(page, `energy-list-${fault}-small`);
      await setFault(null);
      await page.getByRole('button', { name: 'Try again' }).click();
      await count(page).waitFor();
      expect(await page.getByText(message).count()).toBe(0);
    },
  );

  // A desktop, so both widths walk a journey; each state is also laid out at 375 px on the way.
  const mixedWidth: ViewportName = 'wide';
  const mixedAtSmall = otherWidthChecks(mixedWidth);

  it('mixed meters: the electricity list, then the gas list; Back returns to electricity (wide)', async () => {
    const viewport = mixedWidth;
    mixedAtSmall.reset();
    const page = await moverOnEnergyList(viewport, MIXED_METERS);
    await page.getByText('Step 1 of 2: choose your electricity tariff').waitFor();
    await page
      .getByText('Your home has separate electricity and gas meters', { exact: false })
      .waitFor();
    await count(page).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `energy list, electricity (${viewport})`);
    await picture(page, `energy-list-mixed-electricity-${viewport}`);
    await mixedAtSmall.check(page, 'energy list, electricity');

    const electricityCard = page.getByTestId('tariff-card').first();
    const electricityTariff =
      (await electricityCard.getByRole('heading').first().textContent()) ?? '';
    await electricityCard.getByRole('button', { name: /^Select/ }).click();
    await page.getByText('Step 2 of 2: choose your gas tariff').waitFor();
    await page.waitForURL('**/enrolment/energy/list?fuel=gas');
    await count(page).waitFor();
    await page.waitForLoadState('networkidle');
    for (const meta of await page.locator('.tariff-card__meta').allTextContents()) {
      expect(meta).toContain('Gas');
    }
    await expectNoAxeViolations(page, `energy list, gas (${viewport})`);
    await picture(page, `energy-list-mixed-gas-${viewport}`);
    await mixedAtSmall.check(page, 'energy list, gas');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByText('Step 1 of 2: choose your electricity tariff').waitFor();
    await page.waitForURL('**/enrolment/energy/list?fuel=electricity');
    await page
      .locator('.tariff-card--selected')
      .getByRole('heading', { name: electricityTariff, exact: true })
      .waitFor();

    // Continue keeps the electricity choice and shows the gas list again; a gas tariff goes on.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Step 2 of 2: choose your gas tariff').waitFor();
    await count(page).waitFor();
    const gasCard = page.getByTestId('tariff-card').first();
    const gasTariff = (await gasCard.getByRole('heading').first().textContent()) ?? '';
    await gasCard.getByRole('button', { name: /^Select/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/(signup|switch|psr|payment)$/);
    expect(
      await page.evaluate(() => [
        JSON.parse(sessionStorage.getItem('energyTariff') ?? 'null')?.tariffName,
        JSON.parse(sessionStorage.getItem('secondaryTariff') ?? 'null')?.tariffName,
      ]),
    ).toEqual([electricityTariff, gasTariff]);
  });

  it('lays out each step of the mixed meters list at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(mixedAtSmall.pages().map((checked) => checked.where)).toEqual([
      'energy list, electricity',
      'energy list, gas',
    ]);
    expect(mixedAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('"No thanks" asks "You could pay more!": Escape keeps the list, "Not now" skips energy', async () => {
    const page = await moverOnEnergyList('small');
    await count(page).waitFor();
    const noThanks = page.getByRole('button', { name: 'No thanks' });
    await noThanks.click();
    const dialog = page.getByRole('dialog', { name: 'You could pay more!' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('650px');
    await expectNoAxeViolations(page, 'energy list skip dialog');
    await picture(page, 'energy-list-skip-small');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await noThanks.evaluate((element) => element === document.activeElement)).toBe(true);

    await noThanks.click();
    await dialog.getByRole('button', { name: 'Back to savings' }).waitFor();
    const skipped = page.waitForRequest((request) =>
      request.url().includes('/api/enrolment/skipservice?service=0'),
    );
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await skipped;
    await page.waitForURL(
      /\/enrolment\/(confirmation|entertainment\/broadband-list|offers|tell-your-flatmates)$/,
    );
  });

  it('a home on a commercial supply is not offered tariffs: product selection says why and the list is closed', async () => {
    const page = await moverOnProductSelection('wide', COMMERCIAL);
    await page.getByText(COMMERCIAL_SUPPLY_QUOTE_MESSAGE).waitFor();
    await page.goto(page.url().replace('/enrolment/product-selection', '/enrolment/energy/list'));
    await page.waitForURL((url) => !url.pathname.endsWith('/enrolment/energy/list'));
    expect(
      await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).count(),
    ).toBe(0);
  });
});
