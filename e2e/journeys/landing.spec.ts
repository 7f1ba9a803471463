import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { otherWidthChecks } from '../support/other-width';

const browser = useBrowser();

describe('landing page', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('shows Threshold and its five promises, and Get Started reaches personal details (small)', async () => {
    atWide.reset();
    const page = await browser.newPage(viewport);
    await page.goto('/default/');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toContain('Threshold');
    const main = (await page.getByRole('main').textContent())?.toLowerCase() ?? '';
    for (const promise of [
      'one-stop',
      'free to use',
      'five minutes',
      'lots of choice',
      'safe hands',
    ]) {
      expect(main).toContain(promise);
    }
    await expectNoAxeViolations(page);
    await atWide.check(page, 'landing page');

    await page
      .getByRole('link', { name: 'Get Started' })
      .or(page.getByRole('button', { name: 'Get Started' }))
      .click();
    await page.waitForURL('**/default/pending/personal-details');
    await page
      .getByRole('heading', { level: 1, name: "Let's check your personal details." })
      .waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'personal details');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'landing page',
      'personal details',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('sends a bare address to the default brand', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/default/');
    await page.getByRole('heading', { level: 1, name: /Threshold/ }).waitFor();
    await page
      .getByRole('link', { name: 'Get Started' })
      .or(page.getByRole('button', { name: 'Get Started' }))
      .waitFor();
    expect(await page.getByRole('heading', { level: 1, name: /not found/i }).count()).toBe(0);
  });

  it('keeps the query string when the brand prefix is taken off', async () => {
    const page = await browser.newPage();
    await page.goto('/default/cookie-policy?source=footer');
    await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/default/cookie-policy');
    expect(new URL(page.url()).search).toBe('?source=footer');
    expect(await page.getByRole('heading', { level: 1, name: /not found/i }).count()).toBe(0);
  });

  it('shows a clear not-found page with a link to the default brand for an unknown brand', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-agency/');
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the Threshold home page' }).click();
    await page.waitForURL('**/default/');
  });

  it('shows the not-found page for an unknown path under a known brand', async () => {
    const page = await browser.newPage();
    await page.goto('/default/no-such-page');
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    await expectNoAxeViolations(page);
  });
});
