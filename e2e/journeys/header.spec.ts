import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('header', () => {
  it('shows Log In on a wide screen and a Menu on a small one', async () => {
    const wide = await browser.newPage('wide');
    await wide.goto('/default/');
    await wide.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect(await wide.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

    const small = await browser.newPage('small');
    await small.goto('/default/');
    const menu = small.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await menu.click();
    const siteMenu = small.locator('#site-menu');
    await siteMenu.waitFor();
    await siteMenu.getByRole('link', { name: 'Log In' }).waitFor();
    await expectNoAxeViolations(small);
    await siteMenu.getByRole('link', { name: 'Cookies' }).click();
    await small.waitForURL('**/default/cookie-policy');
  });

  it('shows the support line, hours and star rating in the footer', async () => {
    const page = await browser.newPage();
    await page.goto('/default/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Monday to Friday, 9am to 5pm').waitFor();
    // The rating arrives from the review API after the footer first renders.
    await footer.getByText(/Rated \d(\.\d)? out of 5/).waitFor();
  });
});
