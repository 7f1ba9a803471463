import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { moverAt, type MoverHome } from '../../support/journey';
import { otherWidthChecks } from '../../support/other-width';
import { picture } from '../../support/picture';

const browser = useBrowser();

/** Leeds city centre: every network; part-fibre and cable lines live, full fibre a new line. */
const CITY: MoverHome = { postcode: 'LS1 4AP', address: '6 Park Row' };

/** A mover on Harbour Lettings (Ines Carvalho, moving in 10 days) who chose broadband only, put on the broadband list by the dev fixture. */
async function moverOnBroadbandList(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'broadband-list', {
    brand: 'harbour-lettings',
    branch: '101',
    home: CITY,
    viewport,
    firstName: 'Ines',
    surname: 'Carvalho',
  });
  // The providers' own sign-up sites are outside the test: each answers a plain page.
  await page.context().route('https://*.threshold.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Provider sign-up</title><h1>Sign up</h1>',
    }),
  );
  await page.waitForURL('**/enrolment/entertainment/broadband-list');
  await page.locator('#broadband-results-count').waitFor();
  return page;
}

/** "Load more packages" until everything is listed. */
async function loadAll(page: Page): Promise<void> {
  const loadMore = page.getByRole('button', { name: 'Load more packages', exact: true });
  for (let pages = 0; pages < 20 && (await loadMore.count()) > 0; pages += 1) {
    const before = (await page.locator('#broadband-results-count').textContent()) ?? '';
    await loadMore.click();
    await page.waitForFunction(
      (shown) => document.getElementById('broadband-results-count')?.textContent !== shown,
      before,
    );
    await page.getByText('Loading more packages…').waitFor({ state: 'detached' });
  }
}

const DISPLAY_DATE = /\d{2}\/\d{2}\/\d{4}/;

describe('broadband: the first-year cost, the 4G/5G routers and when to install', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('a late full-fibre package installed on a custom date: the list, the details with the move-in warning, the confirmation card (small)', async () => {
    atWide.reset();
    const page = await moverOnBroadbandList(viewport);
    const routers = page.getByRole('region', {
      name: '4G/5G routers while you wait for your line',
    });
    const firstYear = page.locator('.package-card__prices dt', { hasText: 'First-year cost' });
    const firstYearNotes = page.locator(
      '.package-card__prices div:has(> dt:text-is("First-year cost")) dd + dd',
    );
    const checkList = async () => {
      // The first-year cost says what it includes, on every card.
      expect(await firstYear.count()).toBeGreaterThan(0);
      const notes = await firstYearNotes.allTextContents();
      expect(notes.length).toBe(await firstYear.count());
      for (const note of notes) {
        expect(note).toMatch(/^(Includes the £\d+\.\d{2} set-up fee|No set-up fee)$/);
      }
      // The routers are one group, each router shown once on the page.
      expect(await routers.count()).toBe(1);
      const routerCards = await routers.getByTestId('package-card').count();
      expect(routerCards).toBeGreaterThan(0);
      expect(await page.locator('.package-card__meta', { hasText: '4G/5G router' }).count()).toBe(
        routerCards,
      );
    };
    await checkList();
    await expectNoAxeViolations(page, `broadband list with the routers' group (${viewport})`);
    await picture(page, `broadband-install-list-${viewport}`);
    await atWide.check(page, "broadband list with the routers' group");

    // Every package listed: each late card links to the one group instead of repeating it.
    await loadAll(page);
    await checkList();
    const late = page
      .getByTestId('package-card')
      .filter({ hasText: /can't be installed before you move in on/ });
    expect(await late.count()).toBeGreaterThan(1);
    expect(await late.getByRole('link', { name: '4G/5G router' }).count()).toBe(await late.count());
    expect(await page.getByText('1 months').count()).toBe(0);

    // A late whole-of-market package's details: as soon as possible, or a custom date.
    const lateCard = late
      .filter({ has: page.locator('a[href*="/broadband-details/"][href$="/wombb"]') })
      .first();
    const name = (await lateCard.getByRole('heading').textContent()) ?? '';
    const provider = (await lateCard.locator('img').getAttribute('alt')) ?? '';
    await lateCard.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL('**/broadband-details/**');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const asap = page.getByRole('radio', { name: /^As soon as possible \(from / });
    expect(await asap.isChecked()).toBe(true);
    const asapLabel = (await page.locator('label[for="install-start-asap"]').textContent()) ?? '';
    const earliest = DISPLAY_DATE.exec(asapLabel)?.[0] ?? '';
    expect(earliest).toMatch(DISPLAY_DATE);
    await page
      .locator('.install-choice__warning', {
        hasText: `The earliest install date is ${earliest}.`,
      })
      .waitFor();

    await page.getByRole('radio', { name: 'A custom installation date' }).check();
    const [day, month, year] = earliest.split('/');
    // The day before the earliest install date is refused with the window's range.
    const before = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) - 1));
    await page
      .getByLabel('Day', { exact: true })
      .fill(String(before.getUTCDate()).padStart(2, '0'));
    await page
      .getByLabel('Month', { exact: true })
      .fill(String(before.getUTCMonth() + 1).padStart(2, '0'));
    await page.getByLabel('Year', { exact: true }).fill(String(before.getUTCFullYear()));
    await page.getByRole('button', { name: 'Great, set this up' }).click();
    // Said twice, as every form says a refused answer: in the error summary (a link to the Day
    // field) and at the date itself.
    const refused = `You must select a date between ${earliest} and `;
    await page.getByRole('link', { name: refused }).waitFor();
    await page.locator('#installDate-error').getByText(refused).waitFor();
    await expectNoAxeViolations(page, `package details, installation date refused (${viewport})`);
    await picture(page, `broadband-install-details-error-${viewport}`);
    await atWide.check(page, 'package details, installation date refused');

    await page.getByLabel('Day', { exact: true }).fill(day ?? '');
    await page.getByLabel('Month', { exact: true }).fill(month ?? '');
    await page.getByLabel('Year', { exact: true }).fill(year ?? '');
    await page
      .getByText(`The installation date you chose, ${earliest}, is after you move in on `)
      .waitFor();
    await expectNoAxeViolations(page, `package details, custom date (${viewport})`);
    await picture(page, `broadband-install-details-${viewport}`);
    await atWide.check(page, 'package details, custom date');
    await page.getByRole('button', { name: 'Great, set this up' }).click();

    await page.waitForURL('**/whole-of-market/hand-off/**');
    await page.getByRole('heading', { level: 1, name: `Taking you to ${provider}` }).waitFor();
    await expectNoAxeViolations(page, `hand-off (${viewport})`);
    await atWide.check(page, 'hand-off');
    const providerTab = page.context().waitForEvent('page');
    await page.getByRole('link', { name: `Go to ${provider} now (opens in a new tab)` }).click();
    await (await providerTab).close();
    await page.waitForURL('**/whole-of-market/visit-recorded');
    await expectNoAxeViolations(page, `visit recorded (${viewport})`);
    await atWide.check(page, 'visit recorded');
    await page.getByRole('button', { name: 'Yes' }).click();

    await page.waitForURL('**/enrolment/confirmation');
    const card = page.locator('[data-card="entertainment"]');
    await card.getByText(name).waitFor();
    await card.getByText(`Installation date: ${earliest}`).waitFor();
    await expectNoAxeViolations(page, `confirmation with the installation date (${viewport})`);
    await picture(page, `broadband-install-confirmation-${viewport}`);
    await atWide.check(page, 'confirmation with the installation date');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      "broadband list with the routers' group",
      'package details, installation date refused',
      'package details, custom date',
      'hand-off',
      'visit recorded',
      'confirmation with the installation date',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
