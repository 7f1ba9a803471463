import { ENERGY_BLOCK_MESSAGE } from '@threshold/domain/journey/energy-availability';
import { ADDRESS_MESSAGES } from '@threshold/domain/schemas/address';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { chooseProducts, moverAt } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { picture } from '../support/picture';

/**
 * Issue 18 (access, journey rules, moving details, offers): a new mover at The Old Warehouse,
 * Bristol (a commercial energy supply), by keyboard on moving details, then the confirmation
 * page's energy card and the offers page, on a phone with axe on each page; each page is also laid
 * out at 1280 px on the way.
 */
const browser = useBrowser();
const DAY_MS = 86_400_000;

/** A new mover (Robin Hughes) on the default brand, put on moving details by the dev fixture. */
async function signUp(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'moving-details', { viewport });
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return page;
}

/** Whether the focused element lies wholly inside the viewport, and what it is. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      what: `${element?.tagName ?? 'nothing'} ${element?.textContent?.trim().slice(0, 30) ?? ''}`,
      isInView: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
}

describe('issue 18: moving details by keyboard, the energy card and the offers title', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('keeps "Find address" in view after the search, explains why energy cannot open, and titles the offers neutrally (small)', async () => {
    atWide.reset();
    const page = await signUp(viewport);
    await atWide.check(page, 'moving details');
    const [year = '', month = '', day = ''] = new Date(Date.now() + 10 * DAY_MS)
      .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
      .split('-');
    await page.getByLabel('Day').fill(day);
    await page.getByLabel('Month').fill(month);
    await page.getByLabel('Year').fill(year);
    const status = page.getByLabel('Which of these describes you at your new home?');
    if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });

    // Next without an address: the error summary takes focus; its link leads to the postcode.
    await page.getByRole('button', { name: 'Next' }).click();
    const summaryLink = page.getByRole('link', { name: ADDRESS_MESSAGES.searchRequired });
    await summaryLink.waitFor();
    await atWide.check(page, 'moving details with its error summary');
    await summaryLink.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('postcode');
    await page.keyboard.type('BS1 6QF');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByLabel('Select your address').waitFor();
    // The summary and the field's message went away above: focus is still on the button, in view.
    expect(await page.getByRole('link', { name: ADDRESS_MESSAGES.searchRequired }).count()).toBe(0);
    const place = await focusedPlace(page);
    expect(place.what).toContain('Find address');
    expect(place.isInView, `${place.what} is out of view`).toBe(true);
    await expectNoAxeViolations(page, `moving details after Find address (${viewport})`);
    await picture(page, `issue18-moving-details-${viewport}`);
    await atWide.check(page, 'moving details after Find address');

    await page.getByLabel('Select your address').selectOption('BS16QF-1');
    await page.getByText('Your new address is:', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/enrolment/product-selection');
    await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'product selection');
    await chooseProducts(page, ['energy']);

    // Energy can never open at a commercial supply: the card says why, and offers a call and a skip.
    await page.goto('/default/enrolment/confirmation');
    const card = page.locator('[data-card="energy"]');
    await card.getByText(ENERGY_BLOCK_MESSAGE.commercialSupply).waitFor();
    expect(await card.getByRole('link', { name: 'Continue set up' }).count()).toBe(0);
    expect(await card.locator('a[href^="tel:"]').count()).toBe(1);
    await card.getByRole('button', { name: 'Skip energy' }).waitFor();
    await expectNoAxeViolations(page, `confirmation, energy cannot open (${viewport})`);
    await picture(page, `issue18-confirmation-energy-${viewport}`);
    await atWide.check(page, 'confirmation, energy cannot open');
    await card.getByRole('button', { name: 'Skip energy' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Skip energy' }).count()).toBe(0);
    await card.getByText(ENERGY_BLOCK_MESSAGE.commercialSupply).waitFor();

    await page.goto('/default/enrolment/offers');
    await page
      .getByRole('heading', { level: 1, name: 'Check out your exclusive Threshold offers' })
      .waitFor();
    await expectNoAxeViolations(page, `offers (${viewport})`);
    await picture(page, `issue18-offers-${viewport}`);
    await atWide.check(page, 'offers');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'moving details',
      'moving details with its error summary',
      'moving details after Find address',
      'product selection',
      'confirmation, energy cannot open',
      'offers',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
