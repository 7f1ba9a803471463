import { PAYMENT_MESSAGES as P } from '@threshold/domain/schemas/energy-payment';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { otherWidthChecks } from '../../support/other-width';
import { waitForMessage } from '../../support/mailbox';
import { chooseProducts, moverOnProductSelection } from '../../support/journey';

const browser = useBrowser();
const DAY_MS = 86_400_000;
const SUPPLIER = 'Hearthstone Energy';
const SUPPLIER_SIGNUPS = 'signups@hearthstone-energy.threshold.example';
const TARIFF = 'Fix 12 Months';
/** Vocalink's published test pairs: case 1 passes the modulus check, case 29 fails it. */
const VALID_ACCOUNT = { sortCode: '08-99-99', accountNumber: '66374958' };
const FAILING_ACCOUNT = { sortCode: '089999', accountNumber: '66374959' };

/**
 * A mover of Harbour Lettings (Robin Hartley; branch 101 has Priority access and faster
 * switching on) moving in 10 days at 15 Ash Road, LS6 3BN (dual fuel on credit meters, meter
 * details known, no supplier registered: the supply start date page applies), put on product
 * selection by the dev fixture, keeps only energy and reaches energy usage.
 */
async function moverOnEnergyUsage(viewport: ViewportName): Promise<Page> {
  const page = await moverOnProductSelection(browser, {
    home: { postcode: 'LS6 3BN', address: 'LS63BN-7' },
    viewport,
  });
  await chooseProducts(page, ['energy']);
  await page.waitForURL('**/enrolment/energy/usage');
  await page.getByRole('group', { name: 'Do you know how much energy you use?' }).waitFor();
  return page;
}

const summary = (page: Page) => page.getByTestId('error-summary');

/** Set up, then the focused error summary lists exactly these messages. */
async function setUpExpecting(page: Page, messages: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Set up' }).click();
  await summary(page).waitFor();
  await expect.poll(() => summary(page).getByRole('listitem').allTextContents()).toEqual(messages);
  expect(await summary(page).evaluate((element) => element === document.activeElement)).toBe(true);
}

async function typeUntil(page: Page, date: Date): Promise<void> {
  const until = page.getByRole('group', { name: 'When do you think this will last until?' });
  await until.getByLabel('Day').fill(String(date.getUTCDate()).padStart(2, '0'));
  await until.getByLabel('Month').fill(String(date.getUTCMonth() + 1).padStart(2, '0'));
  await until.getByLabel('Year').fill(String(date.getUTCFullYear()));
}

describe('the energy journey', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('dual fuel with known usage: list, supplier filter and its chip, details, add-ons, start date, PSR, payment with every bank message and a refused modulus, then the confirmation card and the supplier’s message (small)', async () => {
    atWide.reset();
    const page = await moverOnEnergyUsage(viewport);
    await atWide.check(page, 'energy usage');

    // Usage: known, both fuels.
    await page.getByRole('radio', { name: 'Yes, I know how many kWh I use a year' }).check();
    await page.getByLabel('Electricity used a year').fill('3100');
    await page.getByLabel('Gas used a year').fill('9500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/enrolment/energy/list');
    await page.getByRole('heading', { level: 1, name: 'Choose an energy plan' }).waitFor();
    await page.getByTestId('tariff-card').first().waitFor();
    await atWide.check(page, 'energy list');

    // Filter by supplier, then clear its chip.
    const filters = page.locator('details.energy-filters');
    if ((await filters.getAttribute('open')) === null)
      await page.getByText('Filter tariffs').click();
    await page
      .getByRole('group', { name: 'Supplier' })
      .getByRole('checkbox', { name: SUPPLIER })
      .check();
    await page.getByRole('button', { name: 'Show results' }).click();
    const chip = page.getByRole('button', { name: `Remove filter Supplier: ${SUPPLIER}` });
    await chip.waitFor();
    await page.getByTestId('tariff-card').first().waitFor();
    await chip.click();
    await expect.poll(() => chip.count()).toBe(0);

    // Details of the tariff, then Set this up.
    const card = page.getByTestId('tariff-card').filter({
      has: page.getByRole('heading', { name: TARIFF, exact: true }),
    });
    await card.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/details\//);
    await page.getByRole('heading', { level: 1, name: TARIFF }).waitFor();
    await atWide.check(page, 'tariff details');
    await page.getByRole('button', { name: 'Set this up' }).click();

    // Add-ons: boiler cover.
    await page.waitForURL('**/enrolment/energy/signup');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Good choice! Now get a little extra with your energy',
      })
      .waitFor();
    await page.getByRole('button', { name: 'Add Boiler cover' }).waitFor();
    await atWide.check(page, 'energy add-ons');
    await page.getByRole('button', { name: 'Add Boiler cover' }).click();
    await page.getByRole('button', { name: 'Set this up' }).click();

    // The supply start date (no supplier holds this home's supply), then the PSR.
    await page.waitForURL('**/enrolment/energy/switch');
    await page.getByRole('heading', { level: 1, name: 'Your supply start date' }).waitFor();
    await page.getByRole('button', { name: 'Confirm and Switch' }).waitFor();
    await atWide.check(page, 'supply start date');
    // Meter details are known here: the cooling-off agreement is asked.
    await page.getByRole('checkbox', { name: /cooling-off period/ }).check();
    const startDay = await page.getByRole('textbox', { name: 'Day', exact: true }).inputValue();
    await page.getByRole('button', { name: 'Confirm and Switch' }).click();
    await page.waitForURL('**/enrolment/energy/psr');
    await page.getByRole('heading', { level: 1, name: 'Priority Services Register' }).waitFor();
    await atWide.check(page, 'Priority Services Register');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: /Recovering from a stay in hospital/ }).check();
    await typeUntil(page, new Date(Date.now() + 60 * DAY_MS));

    // A failing payment page answer shows Try again, which then loads it.
    await page.route('**/api/enrolment/energy/payment', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Sorry we have encountered some difficulties. Please try again in a moment.","code":"SERVER_ERROR"}',
      }),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/enrolment/energy/payment');
    await page
      .getByRole('heading', { level: 1, name: "Now let's securely organise your payment." })
      .waitFor();
    await page
      .getByRole('alert')
      .getByText('Sorry we have encountered some difficulties')
      .waitFor();
    await page.unroute('**/api/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Try again' }).click();

    // The payment page: the chosen tariff, the Direct Debit and its guarantee, Your Summary.
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    await page.getByTestId('tariff-card').filter({ hasText: TARIFF }).waitFor();
    expect(await page.getByTestId('direct-debit-guarantee').textContent()).toContain(
      '2 working days in advance',
    );
    const yourSummary = page.getByTestId('your-summary');
    await yourSummary.getByRole('heading', { name: 'Your Summary' }).waitFor();
    const summaryText = (await yourSummary.textContent()) ?? '';
    expect(summaryText).toContain(`${TARIFF} from ${SUPPLIER}`);
    expect(summaryText).toContain('Boiler cover');
    expect(summaryText).toContain('Recovering from a stay in hospital');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toMatch(
      /\/enrolment\/energy\/psr$/,
    );
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `energy payment (${viewport})`);
    await atWide.check(page, 'energy payment');

    // Every bank details message for its bad input.
    await setUpExpecting(page, [
      P.accountNameRequired,
      P.accountNumberRequired,
      P.sortCodeRequired,
      P.preferredDay,
      P.required,
    ]);
    await expectNoAxeViolations(page, `energy payment with errors (${viewport})`);
    await atWide.check(page, 'energy payment with errors');
    await summary(page).getByRole('link', { name: P.accountNumberRequired }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bankAccountNumber');

    const name = page.getByLabel('Account holder name', { exact: true });
    const number = page.getByLabel('Account number', { exact: true });
    const sortCode = page.getByLabel('Sort code', { exact: true });
    await name.fill('Alexandra Featherstonehaugh');
    await number.fill('1234567');
    await sortCode.fill('12345');
    await page.getByLabel('Preferred payment day').selectOption('15');
    await page.getByLabel(`I accept the ${SUPPLIER} terms and conditions`).check();
    await setUpExpecting(page, [P.accountNameTooLong, P.accountNumberInvalid, P.sortCodeInvalid]);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await name.fill('R0bin Hartley');
    await setUpExpecting(page, [P.accountNamePattern, P.accountNumberInvalid, P.sortCodeInvalid]);
    // The inputs hold 8 and 6 characters; a pasted sort code loses its separators.
    await number.fill('');
    await number.pressSequentially('663749581');
    expect(await number.inputValue()).toBe('66374958');
    await sortCode.fill(VALID_ACCOUNT.sortCode);
    expect(await sortCode.inputValue()).toBe('089999');

    // A pair that fails Vocalink's modulus check is refused by the server.
    await name.fill('Robin Hartley');
    await number.fill(FAILING_ACCOUNT.accountNumber);
    await sortCode.fill(FAILING_ACCOUNT.sortCode);
    await setUpExpecting(page, [P.modulusFailed]);

    // A valid pair: a slow save shows its state, then completion, then the confirmation page.
    await number.fill(VALID_ACCOUNT.accountNumber);
    await page.route('**/api/enrolment/directdebit', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const completed = page.waitForResponse((r) =>
      r.url().endsWith('/api/enrolment/energy/complete'),
    );
    await page.getByRole('button', { name: 'Set up' }).click();
    await page.getByRole('status').filter({ hasText: 'Setting up your energy' }).waitFor();
    const completion = (await (await completed).json()) as {
      signups: { reference: string; supplierName: string }[];
    };
    expect(completion.signups.map((s) => s.supplierName)).toEqual([SUPPLIER]);
    const reference = completion.signups[0]?.reference ?? '';
    await page.unroute('**/api/enrolment/directdebit');

    // The confirmation card: supplier, tariff, monthly estimate and add-ons, and the hand-off.
    await page.waitForURL('**/enrolment/confirmation');
    const chosen = page.getByTestId('energy-chosen');
    await chosen.waitFor();
    const cardText = (await chosen.textContent()) ?? '';
    expect(cardText).toContain(`${SUPPLIER}: ${TARIFF}`);
    expect(cardText).toMatch(/Estimated monthly payment: £\d/);
    expect(cardText).toContain('Boiler cover');
    expect(cardText).toContain(`Reference ${reference}.`);
    expect(cardText).toMatch(
      new RegExp(`Planned switch date: ${startDay.padStart(2, '0')}/\\d{2}/\\d{4}`),
    );
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `confirmation with energy (${viewport})`);
    await atWide.check(page, 'confirmation with energy');

    // The supplier's sign-up is in the dev mailbox, with the bank details only there.
    const message = await waitForMessage(browser.baseUrl, SUPPLIER_SIGNUPS, (m) =>
      m.text.includes(reference),
    );
    expect(message.subject).toBe(`New energy sign-up (reference ${reference})`);
    expect(message.text).toContain(`Tariff: ${TARIFF}`);
    expect(message.text).toContain('Boiler cover');
    expect(message.text).toContain('Recovering from a stay in hospital');
    expect(message.text).toContain('sort code 08-99-99, account number 66374958');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'energy usage',
      'energy list',
      'tariff details',
      'energy add-ons',
      'supply start date',
      'Priority Services Register',
      'energy payment',
      'energy payment with errors',
      'confirmation with energy',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
