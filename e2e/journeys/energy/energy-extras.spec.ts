import { PSR_MESSAGES } from '@threshold/domain/schemas/energy-psr';
import { LANGUAGE_SEARCH_MESSAGES } from '@threshold/domain/schemas/energy-psr-languages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { moverAt } from '../../support/journey';
import { otherWidthChecks } from '../../support/other-width';

const browser = useBrowser();
const DAY_MS = 86_400_000;

/**
 * A mover on Harbour Lettings (Tomos Evans; branch 101 has Priority access on) moving in 10 days
 * at 6 Park Row, Leeds (dual fuel, meter details known) who kept only energy and answered "I
 * don't know" on usage: put on the tariff list by the dev fixture.
 */
async function moverOnEnergyList(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'energy-list', {
    brand: 'harbour-lettings',
    branch: '101',
    home: { postcode: 'LS1 4AP', address: '6 Park Row' },
    viewport,
    firstName: 'Tomos',
    surname: 'Evans',
    knownUsage: 'U',
  });
  await page.waitForURL('**/enrolment/energy/list');
  await page.getByTestId('tariff-card').first().waitFor();
  return page;
}

/** The list's Select on the tariff card with this name, then the add-ons page. */
async function selectTariff(page: Page, tariffName: string): Promise<void> {
  const card = page.getByTestId('tariff-card').filter({
    has: page.getByRole('heading', { name: tariffName, exact: true }),
  });
  await card.getByRole('button', { name: 'Select' }).click();
  await page.waitForURL('**/enrolment/energy/signup');
  await page
    .getByRole('heading', {
      level: 1,
      name: 'Good choice! Now get a little extra with your energy',
    })
    .waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

const summary = (page: Page) => page.getByTestId('error-summary');

/** Continue, then the focused summary lists exactly these messages. */
async function continueExpecting(page: Page, messages: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
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

describe('energy add-ons and Priority Services Register', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('add-ons are added and removed, then every PSR message appears and Yes with a temporary condition is saved (small)', async () => {
    atWide.reset();
    const page = await moverOnEnergyList(viewport);
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'energy list');
    await selectTariff(page, 'Fix 12 Months');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `add-ons (${viewport})`);
    await atWide.check(page, 'add-ons');

    // A standard tariff: no smart meter offered; boiler cover can be added and removed.
    expect(await page.getByText('Included', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Smart meter' }).count()).toBe(0);
    await page
      .getByText('post costs £1.50 a month unless you are exempt', { exact: false })
      .waitFor();
    const boiler = page.getByRole('button', { name: 'Add Boiler cover' });
    expect(await boiler.getAttribute('aria-pressed')).toBe('false');
    await boiler.click();
    expect(await boiler.getAttribute('aria-pressed')).toBe('true');
    const homeEmergency = page.getByRole('button', { name: 'Add Home emergency cover' });
    await homeEmergency.click();
    await homeEmergency.click();
    expect(await homeEmergency.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toMatch(
      /\/enrolment\/energy\/list$/,
    );
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/energy/add-ons') && r.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Set this up' }).click();
    expect((await saved).postDataJSON()).toEqual({ addOnsIdentifiers: ['hs-boiler-cover'] });

    // No switch page for this home (a supplier holds both supplies): the PSR is next.
    await page.waitForURL('**/enrolment/energy/psr');
    expect(await page.evaluate(() => sessionStorage.getItem('addOns'))).toBe('["hs-boiler-cover"]');
    await page.getByRole('heading', { level: 1, name: 'Priority Services Register' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `PSR (${viewport})`);
    await atWide.check(page, 'PSR');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toMatch(
      /\/enrolment\/energy\/signup$/,
    );

    await continueExpecting(page, [PSR_MESSAGES.needHelp]);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('group', { name: 'Select all that apply' }).waitFor();
    await page.getByRole('group', { name: 'Do you rely on any of the following?' }).waitFor();
    await page.getByRole('radio', { name: 'Talking' }).waitFor();
    await continueExpecting(page, [PSR_MESSAGES.atLeastOne]);
    await expectNoAxeViolations(page, `PSR with errors (${viewport})`);
    await atWide.check(page, 'PSR with errors');

    await page.getByRole('checkbox', { name: /Recovering from a stay in hospital/ }).check();
    await continueExpecting(page, [PSR_MESSAGES.untilRequired]);
    await typeUntil(page, new Date(Date.now() - 2 * DAY_MS));
    await continueExpecting(page, [PSR_MESSAGES.untilFuture]);
    await typeUntil(page, new Date(Date.now() + 60 * DAY_MS));

    await page
      .getByRole('checkbox', { name: 'I would prefer to communicate in another language' })
      .check();
    const search = page.getByLabel('Which language would you prefer?');
    await search.waitFor();
    await continueExpecting(page, [PSR_MESSAGES.language]);
    await search.fill('zzzz');
    await page.getByText(LANGUAGE_SEARCH_MESSAGES.noResults, { exact: true }).waitFor();
    await page.getByText(LANGUAGE_SEARCH_MESSAGES.noResultsDetail).waitFor();
    await search.fill('w3lsh');
    await page.getByText(LANGUAGE_SEARCH_MESSAGES.failed, { exact: true }).waitFor();
    await page.getByText(LANGUAGE_SEARCH_MESSAGES.invalid).waitFor();
    await expectNoAxeViolations(page, `PSR language search failed (${viewport})`);
    await atWide.check(page, 'PSR language search failed');
    await page.getByRole('link', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    await search.fill('wel');
    await page.getByRole('radio', { name: 'Welsh' }).check();
    await page.getByRole('radio', { name: 'Large print' }).check();

    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/enrolment/psr') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    const body = (await posted).postDataJSON() as {
      psrOptions: { selection: Record<string, string | null> };
    };
    expect(Object.keys(body.psrOptions.selection).sort()).toEqual([
      'alternativeLanguage',
      'temporaryPostHospitalRecovery',
    ]);
    expect(body.psrOptions.selection.alternativeLanguage).toBe('Welsh');
    await page.waitForURL('**/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'payment');

    // Back on the PSR page, the saved answer is shown again.
    await page.goBack();
    await page.waitForURL('**/enrolment/energy/psr');
    expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('checkbox', { name: /Recovering from a stay in hospital/ }).isChecked(),
    ).toBe(true);
    expect(await page.getByRole('radio', { name: 'Large print' }).isChecked()).toBe(true);
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'energy list',
      'add-ons',
      'PSR',
      'PSR with errors',
      'PSR language search failed',
      'payment',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('a smart-specific tariff shows its smart meter as Included', async () => {
    const page = await moverOnEnergyList('wide');
    await selectTariff(page, 'Smart Fix 12');
    await page.getByText('Included', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Smart meter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Pay as you go smart meter' }).count()).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Add Boiler cover' }).waitFor();
    await expectNoAxeViolations(page, 'add-ons with a smart tariff');
  });
});
