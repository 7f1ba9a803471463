import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { picture } from '../../support/picture';
import { moverAt } from '../../support/journey';
import { otherWidthChecks } from '../../support/other-width';

const browser = useBrowser();
const SUPPLIER = 'Hearthstone Energy';
const TARIFF = 'Fix 12 Months';

/**
 * A mover on Harbour Lettings (Robin Hartley) at 15 Ash Road, LS6 3BN (dual fuel, credit meters),
 * put on the energy list with Ofgem's medium usage by the dev fixture.
 */
async function moverOnEnergyList(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-list', {
    brand: 'harbour-lettings',
    branch: '101',
    home: { postcode: 'LS6 3BN', address: 'LS63BN-7' },
    viewport,
    firstName: 'Robin',
    surname: 'Hartley',
    knownUsage: 'U',
  });
  await page.waitForURL('**/enrolment/energy/list');
  await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
  await page.getByTestId('tariff-card').first().waitFor();
  return page;
}

describe('the energy catalogue: its period, the tariff terms and the confirmation card', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('the demo past its period says its prices are illustrative; details show the principal terms; the card shows Bundle, percent off, the one-off set-up price, the terms and the same term end as the list (small)', async () => {
    atWide.reset();
    const page = await moverOnEnergyList(viewport);

    // The shipped catalogue is the July–September 2026 cap: outside production it still quotes, said so.
    await page.getByText('Illustrative prices, valid to 30/09/2026').waitFor();
    const card = page.getByTestId('tariff-card').filter({
      has: page.getByRole('heading', { name: TARIFF, exact: true }),
    });
    const listEnd = /Ends (\d{2}\/\d{2}\/\d{4})/.exec((await card.textContent()) ?? '')?.[1];
    expect(listEnd).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `energy list with illustrative prices (${viewport})`);
    await picture(page, `energy-catalogue-list-${viewport}`);
    await atWide.check(page, 'energy list with illustrative prices');

    // Tariff details: the principal terms and the terms links.
    await card.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/details\//);
    const terms = page.getByRole('region', { name: 'Principal terms' });
    await terms
      .getByText('fixed for 12 months from your supply start date', { exact: false })
      .waitFor();
    expect(await terms.getByRole('link').allTextContents()).toEqual([
      'Tariff terms (PDF) (opens in a new tab)',
      'Tariff terms (opens in a new tab)',
      'General terms and conditions (opens in a new tab)',
    ]);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `tariff details with terms (${viewport})`);
    await picture(page, `energy-catalogue-details-${viewport}`);
    await atWide.check(page, 'tariff details with terms');

    // Add-ons: boiler cover (£9 of £12 a month for 6 months) and the EV charger fitted once.
    await page.getByRole('button', { name: 'Set this up' }).click();
    await page.waitForURL('**/enrolment/energy/signup');
    await page.getByRole('button', { name: 'Add Home EV charger installation' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'add-ons');
    await page.getByRole('button', { name: 'Add Boiler cover' }).click();
    await page.getByRole('button', { name: 'Add Home EV charger installation' }).click();
    await page.getByRole('button', { name: 'Set this up' }).click();

    // The default start date, no PSR help, then a valid Direct Debit.
    await page.waitForURL('**/enrolment/energy/switch');
    await page.getByRole('button', { name: 'Confirm and Switch' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'supply start date');
    await page.getByRole('checkbox', { name: /cooling-off period/ }).check();
    await page.getByRole('button', { name: 'Confirm and Switch' }).click();
    await page.waitForURL('**/enrolment/energy/psr');
    await page.getByRole('heading', { level: 1, name: 'Priority Services Register' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'PSR');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'payment');
    await page.getByLabel('Account holder name', { exact: true }).fill('Robin Hartley');
    await page.getByLabel('Account number', { exact: true }).fill('66374958');
    await page.getByLabel('Sort code', { exact: true }).fill('089999');
    await page.getByLabel('Preferred payment day').selectOption('15');
    await page.getByLabel(`I accept the ${SUPPLIER} terms and conditions`).check();
    await page.getByRole('button', { name: 'Set up' }).click();

    // The confirmation card.
    await page.waitForURL('**/enrolment/confirmation');
    const chosen = page.getByTestId('energy-chosen');
    await chosen.waitFor();
    const badges = await chosen
      .getByRole('list', { name: 'About this tariff' })
      .getByRole('listitem')
      .allTextContents();
    expect(badges[0]).toBe('Bundle');
    expect(badges[1]).toMatch(/^\d+% off$/);
    // One rule: the term ends where the list said, counted from the default start date chosen.
    expect(badges).toContain(`Fixed for 12 months, until ${listEnd}`);
    const cardText = (await chosen.textContent()) ?? '';
    expect(cardText).toContain('One-off set-up price: £699.00');
    expect(
      await chosen.getByRole('list', { name: 'Terms' }).getByRole('link').allTextContents(),
    ).toEqual([
      'Tariff terms (PDF) (opens in a new tab)',
      'General terms and conditions (opens in a new tab)',
    ]);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `confirmation energy card with badges (${viewport})`);
    await picture(page, `energy-catalogue-confirmation-${viewport}`);
    await atWide.check(page, 'confirmation energy card with badges');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'energy list with illustrative prices',
      'tariff details with terms',
      'add-ons',
      'supply start date',
      'PSR',
      'payment',
      'confirmation energy card with badges',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
