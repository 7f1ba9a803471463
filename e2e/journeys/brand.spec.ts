import { describe, expect, it } from 'vitest';
import { fetchBranding } from '../support/api';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';

const browser = useBrowser();

/** '#0a2540' → 'rgb(10, 37, 64)', as the browser reports computed colours. */
function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('partner branding', () => {
  it.each<ViewportName>(['small', 'wide'])(
    'shows the partner logo and colours on a numbered branch (%s)',
    async (viewport) => {
      const branding = await fetchBranding(browser.baseUrl, 'harbour-lettings/101');
      const defaultBranding = await fetchBranding(browser.baseUrl, 'default');
      expect(branding.colours.headerBackground).not.toBe(defaultBranding.colours.headerBackground);

      const page = await browser.newPage(viewport);
      await page.goto('/harbour-lettings/101/');
      const logo = page.getByRole('banner').getByRole('img', { name: branding.logoAlt });
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toBe('/brand-assets/harbour-lettings.svg');
      expect(
        await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);

      const headerBackground = await page
        .getByRole('banner')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(headerBackground).toBe(hexToRgb(branding.colours.headerBackground));
      const getStarted = page
        .getByRole('link', { name: 'Get Started' })
        .or(page.getByRole('button', { name: 'Get Started' }));
      const buttonBackground = await getStarted.evaluate(
        (el) => getComputedStyle(el).backgroundColor,
      );
      expect(buttonBackground).toBe(hexToRgb(branding.colours.primary));

      // The branch's own support line is in the footer.
      expect(await page.getByRole('contentinfo').textContent()).toContain(branding.supportPhone);
      await expectNoAxeViolations(page);

      // Links stay under the branch prefix.
      await getStarted.click();
      await page.waitForURL('**/harbour-lettings/101/pending/personal-details');
    },
  );

  it('shows a second partner with its own logo', async () => {
    const branding = await fetchBranding(browser.baseUrl, 'oakfield-homes');
    const page = await browser.newPage();
    await page.goto('/oakfield-homes/');
    const logo = page.getByRole('banner').getByRole('img', { name: branding.logoAlt });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe('/brand-assets/oakfield-homes.svg');
    await expectNoAxeViolations(page);
  });
});
