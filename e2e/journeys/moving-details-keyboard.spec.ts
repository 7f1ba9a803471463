import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setServiceStatus } from '../support/api';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { moverAt } from '../support/journey';

/**
 * Moving details and personal details by keyboard alone (WCAG 2.2 AA): every step below is a
 * key press (page.keyboard); only the sign-up that reaches the page uses the mouse-like helpers.
 */
const browser = useBrowser();
const viewports: ViewportName[] = ['small', 'wide'];
const PARK_ROW = '1 Park Row, Leeds, LS1 4AP';

async function fillPersonalDetails(page: Page) {
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Surname').fill('Hughes');
  await page.getByLabel('Day').fill('12');
  await page.getByLabel('Month').fill('04');
  await page.getByLabel('Year').fill('1990');
  await page.getByLabel('Mobile number').fill('07700900123');
  await page.getByLabel('Email address').fill(`mover.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Create a password').fill('Moving-day-1');
}

/** A new mover (Robin Hughes) on the default brand, put on moving details by the dev fixture. */
async function onMovingDetails(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'moving-details', { viewport });
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('button', { name: 'Find address' }).waitFor();
  return page;
}

/** What has focus, described so a failure says where it went ("BODY", "INPUT#postcode"). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.id ? `#${element.id}` : '';
    return `${element.tagName}${name} ${element.textContent?.trim().slice(0, 30) ?? ''}`.trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, matches: (description: string) => boolean, key = 'Tab') {
  for (let presses = 0; presses < 40; presses += 1) {
    if (matches(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`never reached by ${key}; focus is on ${await focused(page)}`);
}

const announcement = (page: Page) => page.locator('#address-announcement');

describe('moving details by keyboard', () => {
  afterEach(async () => {
    await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Up');
  });

  it.each(viewports)(
    'keeps focus on "Find address" while it searches and announces what it found (%s)',
    async (viewport) => {
      const page = await onMovingDetails(viewport);
      // A slow answer, so the search is still going when focus is checked.
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/addresses/LS1*', async (route) => {
        await answered;
        await route.continue();
      });
      await tabUntil(page, (d) => d.startsWith('INPUT#postcode'));
      await page.keyboard.type('LS1 4AP');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toContain('Find address');
      await page.keyboard.press('Enter');
      await page.getByText('Finding addresses').waitFor();
      expect(await focused(page)).toContain('Find address');
      // A second press while it searches does nothing (and focus stays put).
      await page.keyboard.press('Enter');
      release();
      await page.getByLabel('Select your address').waitFor();
      expect(await focused(page)).toContain('Find address');
      const count = (await page.getByLabel('Select your address').locator('option').count()) - 1;
      await expect
        .poll(() => announcement(page).textContent())
        .toBe(count === 1 ? '1 address found' : `${count} addresses found`);
      await expectNoAxeViolations(page);
    },
  );

  it.each(viewports)(
    'moves through "Select your address" with ArrowDown without choosing or scrolling, and chooses on Enter (%s)',
    async (viewport) => {
      const page = await onMovingDetails(viewport);
      await tabUntil(page, (d) => d.startsWith('INPUT#postcode'));
      await page.keyboard.type('LS1 4AP');
      await page.keyboard.press('Enter');
      await page.getByLabel('Select your address').waitFor();
      await tabUntil(page, (d) => d.startsWith('SELECT#addressKey'));
      const chosen: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/address') && request.method() === 'POST')
          chosen.push(request.url());
      });
      const scrollBefore = await page.evaluate(() => window.scrollY);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');

      const select = page.getByLabel('Select your address');
      expect(await select.evaluate((element: HTMLSelectElement) => element.selectedIndex)).toBe(2);
      expect(await focused(page)).toMatch(/^SELECT#addressKey/);
      expect(await select.isEnabled()).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expect(await page.getByText('Your new address is:').count()).toBe(0);
      expect(chosen).toEqual([]);

      // Back up to Park Row, then Enter confirms it.
      await page.keyboard.press('ArrowUp');
      expect(await select.evaluate((element: HTMLSelectElement) => element.value)).not.toBe('');
      await page.keyboard.press('Enter');
      await page.getByText('Your new address is:').waitFor();
      expect(chosen).toHaveLength(1);
      expect(await focused(page)).toMatch(/^SELECT#addressKey/);
      // The chosen address appears inside a polite live region, so it is read out.
      const chosenRegion = page.locator('#address-chosen');
      expect(await chosenRegion.getAttribute('role')).toBe('status');
      expect(await chosenRegion.textContent()).toContain('Your new address is:');
      expect(await chosenRegion.textContent()).toContain('1 Park Row');
      expect(
        await select.evaluate(
          (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent,
        ),
      ).toBe(PARK_ROW);
      await expectNoAxeViolations(page);
    },
  );

  it.each(viewports)(
    'never hides the focused field under the Degraded banner when tabbing back up personal details (%s)',
    async (viewport) => {
      await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Degraded');
      const page = await browser.newPage(viewport);
      await page.goto('/default/pending/personal-details');
      const banner = page.getByText(/Our service is running slower than usual/);
      await banner.waitFor();
      await page.getByLabel('Title').waitFor();
      await fillPersonalDetails(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Down to Next, then back up field by field.
      await tabUntil(page, (d) => d.startsWith('BUTTON') && d.includes('Next'));
      const hidden: string[] = [];
      for (let presses = 0; presses < 25; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        const overlap = await page.evaluate(() => {
          const element = document.activeElement;
          const bar = document.querySelector('.status-banner');
          if (!element || !bar || element === document.body) return null;
          const field = element.getBoundingClientRect();
          const cover = bar.getBoundingClientRect();
          const covers = field.top < cover.bottom && field.bottom > cover.top;
          return covers
            ? `${element.tagName}#${element.id} at ${field.top} under ${cover.bottom}`
            : null;
        });
        if (overlap) hidden.push(overlap);
        if ((await focused(page)).startsWith('SELECT#title')) break;
      }
      expect(hidden).toEqual([]);
      expect(await focused(page)).toMatch(/^SELECT#title/);
    },
  );
});
