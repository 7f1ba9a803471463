import { ENERGY_USAGE_MESSAGES as M } from '@threshold/domain/schemas/energy-usage';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { picture } from '../../support/picture';
import { moverAt } from '../../support/journey';
import { otherWidthChecks } from '../../support/other-width';

const browser = useBrowser();
const USAGE_SAVE = '/api/enrolment/energy-usage';

/**
 * A mover (Priya Shah) moving in 10 days (inside the energy window of 14 days) at 6 Park Row,
 * Leeds (an electricity and a gas meter: dual fuel, meter details known), on Harbour Lettings,
 * who kept only energy on product selection: put there by the dev fixture, landing on energy usage.
 */
async function moverOnEnergyUsage(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-usage', {
    brand: 'harbour-lettings',
    branch: '101',
    home: { postcode: 'LS1 4AP', address: '6 Park Row' },
    viewport,
    firstName: 'Priya',
    surname: 'Shah',
  });
  await page.waitForURL('**/enrolment/energy/usage');
  await page.getByRole('heading', { level: 1, name: 'Your energy usage' }).waitFor();
  await page.getByRole('group', { name: 'Do you know how much energy you use?' }).waitFor();
  return page;
}

const summary = (page: Page) => page.getByTestId('error-summary');

/** Continue, then the summary (focused) lists exactly these messages. */
async function continueExpecting(page: Page, messages: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await summary(page).waitFor();
  await expect.poll(() => summary(page).getByRole('link').allTextContents()).toEqual(messages);
  expect(await summary(page).evaluate((element) => element === document.activeElement)).toBe(true);
}

const ELECTRICITY = 'Electricity used a year';
const GAS = 'Gas used a year';
const electricity = (page: Page) => page.getByLabel(ELECTRICITY);
const gas = (page: Page) => page.getByLabel(GAS);

describe('energy usage', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const knownWidth: ViewportName = 'small';
  const knownAtWide = otherWidthChecks(knownWidth);

  it('every usage message appears for its bad input, then a known usage saves and goes to the tariff list (small)', async () => {
    const viewport = knownWidth;
    knownAtWide.reset();
    const page = await moverOnEnergyUsage(viewport);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `energy usage (${viewport})`);
    await picture(page, `energy-usage-${viewport}`);
    await knownAtWide.check(page, 'energy usage');

    // No option chosen.
    await continueExpecting(page, [M.knownUsage]);
    await page
      .getByRole('group', { name: 'Do you know how much energy you use?' })
      .getByText(M.knownUsage)
      .waitFor();
    await summary(page).getByRole('link', { name: M.knownUsage }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('knownUsage-Y');

    // Yes in a dual fuel home: both yearly figures, each bad figure with its message.
    await page.getByRole('radio', { name: 'Yes, I know how many kWh I use a year' }).check();
    // Both figures share their messages, so the summary names each field.
    await continueExpecting(page, [`${ELECTRICITY}: ${M.required}`, `${GAS}: ${M.required}`]);
    expect(await page.locator('#electricityKwhUsage-error').textContent()).toBe(
      `Error: ${M.required}`,
    );
    await expectNoAxeViolations(page, `energy usage with errors (${viewport})`);
    await picture(page, `energy-usage-errors-${viewport}`);
    await knownAtWide.check(page, 'energy usage with errors');
    await gas(page).fill('9500');
    for (const [typed, message] of [
      ['', M.required],
      ['letters', M.numbersOnly],
      ['1.5', M.wholeKwh],
      ['0', M.aboveZero],
      ['500000', M.tooHigh],
    ] as const) {
      await electricity(page).fill(typed);
      await continueExpecting(page, [`${ELECTRICITY}: ${message}`]);
      expect(await electricity(page).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#electricityKwhUsage-error').textContent()).toBe(
        `Error: ${message}`,
      );
    }
    await summary(page)
      .getByRole('link', { name: `${ELECTRICITY}: ${M.tooHigh}` })
      .click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('electricityKwhUsage');
    await gas(page).fill('0');
    await electricity(page).fill('3100');
    await continueExpecting(page, [`${GAS}: ${M.aboveZero}`]);

    // A valid answer is saved and the list comes next.
    await gas(page).fill('9500');
    const saved = page.waitForRequest((request) => request.url().endsWith(USAGE_SAVE));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).postDataJSON()).toEqual({
      knownUsage: 'Y',
      electricityKwhUsage: '3100',
      gasKwhUsage: '9500',
    });
    await page.waitForURL('**/enrolment/energy/list');
    await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
    await page.getByTestId('tariff-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await knownAtWide.check(page, 'energy list');

    // Back on the usage page the saved answers are there.
    await page.goto(page.url().replace('/enrolment/energy/list', '/enrolment/energy/usage'));
    await electricity(page).waitFor();
    expect(await electricity(page).inputValue()).toBe('3100');
    expect(await gas(page).inputValue()).toBe('9500');
  });

  it('lays out each page of the known-usage journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(knownAtWide.pages().map((checked) => checked.where)).toEqual([
      'energy usage',
      'energy usage with errors',
      'energy list',
    ]);
    expect(knownAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A desktop, so both widths walk a journey; each page is also laid out at 375 px on the way.
  const estimateWidth: ViewportName = 'wide';
  const estimateAtSmall = otherWidthChecks(estimateWidth);

  it('No asks bedrooms, property type and people, each required, says what will be assumed and saves the estimate (wide)', async () => {
    const viewport = estimateWidth;
    estimateAtSmall.reset();
    const page = await moverOnEnergyUsage(viewport);
    await page.getByRole('radio', { name: 'No, estimate it from my home' }).check();
    await continueExpecting(page, [M.bedrooms, M.propertyType, M.people]);
    await expectNoAxeViolations(page, `energy usage estimate errors (${viewport})`);
    await picture(page, `energy-usage-estimate-errors-${viewport}`);
    await estimateAtSmall.check(page, 'energy usage estimate errors');

    await page
      .getByRole('group', { name: 'How many bedrooms are there?' })
      .getByRole('radio', { name: '3' })
      .check();
    await page.getByRole('radio', { name: 'Terraced' }).check();
    await page.getByLabel('How many people will live there?').selectOption({ label: '2' });
    // A 3-bedroom terraced house for two: Ofgem's medium values (from 1 July 2026).
    await page
      .getByText("We'll assume 2,500 kWh of electricity and 9,500 kWh of gas a year.")
      .waitFor();
    const saved = page.waitForRequest((request) => request.url().endsWith(USAGE_SAVE));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).postDataJSON()).toEqual({
      knownUsage: 'N',
      numberOfBedrooms: 3,
      propertyType: 5,
      numberOfPeople: 2,
    });
    await page.waitForURL('**/enrolment/energy/list');
    await page.getByTestId('tariff-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await estimateAtSmall.check(page, 'energy list');

    await page.goto(page.url().replace('/enrolment/energy/list', '/enrolment/energy/usage'));
    await page.getByRole('radio', { name: 'Terraced' }).waitFor();
    expect(
      await page.getByRole('radio', { name: 'No, estimate it from my home' }).isChecked(),
    ).toBe(true);
    expect(await page.getByRole('radio', { name: 'Terraced' }).isChecked()).toBe(true);
    expect(await page.getByLabel('How many people will live there?').inputValue()).toBe('2');
  });

  it('lays out each page of the estimate journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(estimateAtSmall.pages().map((checked) => checked.where)).toEqual([
      'energy usage estimate errors',
      'energy list',
    ]);
    expect(estimateAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const detailsWidth: ViewportName = 'small';
  const detailsAtWide = otherWidthChecks(detailsWidth);

  it("I don't know is accepted, then the tariff details show the plan in tabs and Set this up goes on (small)", async () => {
    const viewport = detailsWidth;
    detailsAtWide.reset();
    const page = await moverOnEnergyUsage(viewport);
    await page.waitForLoadState('networkidle');
    await detailsAtWide.check(page, 'energy usage');
    await page.getByRole('radio', { name: "I don't know" }).check();
    await page
      .getByText("We'll assume 2,500 kWh of electricity and 9,500 kWh of gas a year.")
      .waitFor();
    const saved = page.waitForRequest((request) => request.url().endsWith(USAGE_SAVE));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).postDataJSON()).toEqual({ knownUsage: 'U' });
    await page.waitForURL('**/enrolment/energy/list');
    await page.getByTestId('tariff-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await detailsAtWide.check(page, 'energy list');

    // The first tariff's Details.
    const firstCard = page.getByTestId('tariff-card').first();
    const tariffName = (await firstCard.getByRole('heading').first().textContent()) ?? '';
    await firstCard.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/details\/[^/]+\/DualFuel$/);
    await page.getByRole('heading', { level: 1, name: tariffName }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `tariff details (${viewport})`);
    await picture(page, `energy-details-${viewport}`);
    await detailsAtWide.check(page, 'tariff details');

    // The tabs, by keyboard.
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Energy', 'Electricity', 'Gas']);
    await page.getByRole('tab', { name: 'Energy' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Electricity' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const electricityPanel = page.getByRole('tabpanel', { name: 'Electricity' });
    await electricityPanel
      .getByText(/^\d+\.\d\dp per kWh$/)
      .first()
      .waitFor();
    await electricityPanel.getByText(/^\d+\.\d\dp per day$/).waitFor();
    await page.keyboard.press('ArrowRight');
    const gasPanel = page.getByRole('tabpanel', { name: 'Gas' });
    await gasPanel
      .getByText(/^\d+\.\d\dp per kWh$/)
      .first()
      .waitFor();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Gas' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    const energyPanel = page.getByRole('tabpanel', { name: 'Energy' });
    await energyPanel.getByText('Term end').waitFor();
    await picture(page, `energy-details-tabs-${viewport}`);
    await page.getByText('All prices include VAT at 5%.').waitFor();

    // Back leads to the list; Set this up selects the tariff and goes to the next energy page.
    expect(
      await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href'),
    ).toMatch(/\/enrolment\/energy\/list$/);
    const selected = page.waitForRequest((request) => request.url().endsWith('/api/quotes/select'));
    await page.getByRole('button', { name: 'Set this up' }).click();
    expect((await selected).postDataJSON()).toMatchObject({ addOnsIdentifiers: [] });
    await page.waitForURL(/\/enrolment\/energy\/(signup|switch|psr|payment)$/);
    expect(
      await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('energyTariff') ?? 'null')?.tariffName,
      ),
    ).toBe(tariffName);
  });

  it('lays out each page of the tariff details journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(detailsAtWide.pages().map((checked) => checked.where)).toEqual([
      'energy usage',
      'energy list',
      'tariff details',
    ]);
    expect(detailsAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('an unknown tariff address says so and leads back to the list', async () => {
    const page = await moverOnEnergyUsage('wide');
    await page.getByRole('radio', { name: "I don't know" }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/enrolment/energy/list');
    await page.goto(
      page
        .url()
        .replace('/enrolment/energy/list', '/enrolment/energy/details/no-such-tariff/DualFuel'),
    );
    await page.getByText(/We couldn't find this tariff/).waitFor();
    await expectNoAxeViolations(page, 'tariff details not found');
    await page.getByRole('link', { name: 'Back to the tariff list' }).click();
    await page.waitForURL('**/enrolment/energy/list');
  });
});
