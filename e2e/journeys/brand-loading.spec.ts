import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { moverAt } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const viewports: ViewportName[] = ['small', 'wide'];
const BRAND_DELAY_MS = 1500;

/** `E2E_SCREENSHOTS=1` keeps a picture of each page for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The brand answers only after 1.5 s (a slow network, or scripts cached while the API is slow). */
async function delayBrand(page: Page): Promise<void> {
  await page.route('**/api/branding/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BRAND_DELAY_MS));
    await route.continue();
  });
}

/** Neither the router's own error screen nor a stack trace ever shows. */
async function expectNoCrash(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('Unexpected Application Error');
  expect(text).not.toMatch(/\bat \S+ \(|TypeError|Cannot read properties/);
}

/** A new mover (Sam Okafor) on the default brand, put on moving details by the dev fixture, logged in. */
async function signUp(viewport: ViewportName): Promise<Page> {
  const { page } = await moverAt(browser, 'moving-details', {
    viewport,
    firstName: 'Sam',
    surname: 'Okafor',
  });
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
  return page;
}

describe('pages wait for the brand', () => {
  it.each(viewports)('/log-in opens once a slow brand arrives (%s)', async (viewport) => {
    const page = await browser.newPage(viewport);
    await delayBrand(page);
    await page.goto('/default/log-in');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectNoCrash(page);
    await expectNoAxeViolations(page);
  });

  it.each(viewports)('the landing page opens once a slow brand arrives (%s)', async (viewport) => {
    const page = await browser.newPage(viewport);
    await delayBrand(page);
    await page.goto('/harbour-lettings/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await expectNoCrash(page);
    await expectNoAxeViolations(page);
  });

  it('/enrolment/moving-details goes to log-in when logged out, once a slow brand arrives', async () => {
    const page = await browser.newPage('small');
    await delayBrand(page);
    await page.goto('/default/enrolment/moving-details');
    await page.waitForURL('**/default/log-in');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expectNoCrash(page);
  });

  it.each(viewports)(
    '/enrolment/moving-details opens for a logged-in mover once a slow brand arrives (%s)',
    async (viewport) => {
      const page = await signUp(viewport);
      await delayBrand(page);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
      await expectNoCrash(page);
      await expectNoAxeViolations(page);
    },
  );
});

describe('an unexpected error', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('shows the branded error page with a way home, never a stack trace (small)', async () => {
    atWide.reset();
    const page = await browser.newPage(viewport);
    // The terms page's code cannot load: the route fails as any unexpected error would.
    await page.route('**/assets/terms-page-*.js', (route) => route.abort());
    await page.goto('/harbour-lettings/terms');
    await page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }).waitFor();
    await expectNoCrash(page);
    expect(await page.title()).toBe('Sorry, something went wrong – Harbour Lettings');
    const home = page.getByRole('link', { name: 'Go to the Harbour Lettings home page' });
    expect(await home.getAttribute('href')).toMatch(/^\/harbour-lettings\/?$/);
    // Branded: the partner's header colour, not the default brand's.
    const header = await page
      .getByRole('banner')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).toBe('rgb(20, 33, 61)');
    await expectNoAxeViolations(page);
    await picture(page, `error-page-${viewport}`);
    await atWide.check(page, 'error page');

    await home.click();
    await page.waitForURL(/\/harbour-lettings\/?$/);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'Harbour Lettings home page');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'error page',
      'Harbour Lettings home page',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows the error page when a page fails after a navigation inside the portal', async () => {
    const page = await browser.newPage('wide');
    await page.route('**/assets/terms-page-*.js', (route) => route.abort());
    await page.goto('/default/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }).waitFor();
    await expectNoCrash(page);
    await expectNoAxeViolations(page);
  });
});
