import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { addWorkingDays } from '@threshold/domain/dates/working-days';
import { UNKNOWN_METER_OPENING } from '@threshold/domain/messages/unknown-meter';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { chooseProducts, moveInDateIn, moverOnProductSelection } from '../../support/journey';
import { otherWidthChecks, type OtherWidthChecks } from '../../support/other-width';

const browser = useBrowser();

/** Today in London, as the server counts working days from it (yyyy-MM-dd). */
const todayInLondon = () => moveInDateIn(0);

async function checkPage(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, where);
}

/**
 * 2 Beck Meadow Way, York (YO19 4FB): a new-build whose meter details cannot be found. A mover of
 * Harbour Lettings Leeds (FasterSwitching on) chooses energy, answers the meter questions, picks
 * a tariff and reaches the supply start date 18 working days away; then the three addresses of
 * tariff details. Each page is also laid out at the other width on the way (`checks`).
 */
async function unknownMeterJourney(
  viewport: ViewportName,
  checks: OtherWidthChecks,
): Promise<void> {
  const page = await moverOnProductSelection(browser, {
    home: { postcode: 'YO19 4FB', address: 'YO194FB-1' },
    viewport,
  });

  // Product selection: energy is locked on and says why, in the spec's opening words.
  await page.getByText(UNKNOWN_METER_OPENING, { exact: false }).first().waitFor();
  const energy = page.getByRole('switch', { name: 'Energy', exact: true });
  expect(await energy.getAttribute('aria-disabled')).toBe('true');
  await checkPage(page, `product selection, unknown meters (${viewport})`);
  await checks.check(page, 'product selection, unknown meters');
  await chooseProducts(page, ['energy']);

  // Energy usage: the manual meter questions, all required.
  await page.waitForURL('**/enrolment/energy/usage');
  await page.getByRole('heading', { name: 'About your meters' }).waitFor();
  await page.getByText(UNKNOWN_METER_OPENING, { exact: false }).waitFor();
  await checkPage(page, `energy usage, unknown meters (${viewport})`);
  await checks.check(page, 'energy usage, unknown meters');
  const answer = async (question: string | RegExp, choice: 'Yes' | 'No') =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
  await page.getByRole('radio', { name: "I don't know" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Please select one of the options' }).first().waitFor();
  await checks.check(page, 'energy usage, unknown meters, with errors');
  await answer(/prepayment/, 'No');
  await answer('Is the electricity meter Economy 7?', 'No');
  await answer('Does your new home have a gas supply?', 'Yes');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The list quotes dual fuel from the answers; the first tariff is chosen.
  await page.waitForURL('**/enrolment/energy/list');
  const card = page.getByTestId('tariff-card').first();
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  await checks.check(page, 'energy list, unknown meters');
  const tariffName = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: /^Select/ }).click();
  await page.waitForURL(/\/enrolment\/energy\/(signup|switch)$/);
  if (page.url().endsWith('/energy/signup')) {
    await page.getByRole('button', { name: 'Set this up' }).click();
    await page.waitForURL('**/enrolment/energy/switch');
  }

  // The supply start date: 18 working days from today at the earliest, no cooling-off question.
  await page.getByRole('heading', { level: 1, name: 'Your supply start date' }).waitFor();
  await page.getByRole('button', { name: 'Confirm and Switch' }).waitFor();
  const earliest = formatDisplayDate(addWorkingDays(todayInLondon(), 18, 'England'));
  await page.getByText(`Choose a date between ${earliest} and`, { exact: false }).waitFor();
  await page.getByText(UNKNOWN_METER_OPENING, { exact: false }).waitFor();
  expect(await page.getByRole('checkbox', { name: /cooling-off period/ }).count()).toBe(0);
  await checkPage(page, `supply start date, unknown meters (${viewport})`);
  await checks.check(page, 'supply start date, unknown meters');

  // Tariff details: the chosen tariff (energy-switch), by supplier and price, by its address.
  const base = page.url().replace(/\/enrolment\/energy\/switch$/, '/enrolment/energy/details');
  const chosen = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('energyTariff'))) ?? 'null',
  ) as { supplierId: string; priceId: string; tariffUrl: string; energyType: string } | null;
  expect(chosen).not.toBeNull();
  const shapes = [
    ['energy-switch', `${base}/energy-switch`],
    [
      'supplier and price',
      `${base}/${encodeURIComponent(chosen!.supplierId)}/${encodeURIComponent(chosen!.priceId)}`,
    ],
    ['tariff address', `${base}/${encodeURIComponent(chosen!.tariffUrl)}/${chosen!.energyType}`],
  ] as const;
  for (const [by, shape] of shapes) {
    await page.goto(shape);
    await page.getByRole('heading', { level: 1, name: tariffName }).waitFor();
    await page.getByRole('button', { name: 'Set this up' }).waitFor();
    await checkPage(page, `tariff details ${shape.slice(base.length)} (${viewport})`);
    await checks.check(page, `tariff details by ${by}`);
  }
  await page.close();
}

describe('energy for a home whose meter details cannot be found', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('on a phone (375 px)', async () => {
    atWide.reset();
    await unknownMeterJourney(viewport, atWide);
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'product selection, unknown meters',
      'energy usage, unknown meters',
      'energy usage, unknown meters, with errors',
      'energy list, unknown meters',
      'supply start date, unknown meters',
      'tariff details by energy-switch',
      'tariff details by supplier and price',
      'tariff details by tariff address',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
