import { afterEach, describe, expect, it } from 'vitest';
import { setServiceStatus } from '../support/api';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';

const browser = useBrowser();

describe('service health and status', () => {
  afterEach(async () => {
    await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Up');
  });

  it('covers the page while the health check fails and removes the overlay once it recovers', async () => {
    const page = await browser.newPage();
    let isFailing = true;
    await page.route('**/api/healthcheck', (route) =>
      isFailing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"status":"unavailable"}',
          })
        : route.continue(),
    );
    await page.goto('/default/');
    const overlay = page.getByText('Threshold is unavailable right now');
    await overlay.waitFor({ timeout: 15_000 });
    await page
      .getByText('This issue may resolve itself shortly, please wait a minute or try again later')
      .waitFor();
    await expectNoAxeViolations(page);

    isFailing = false;
    // While failing the portal checks again every 5 seconds.
    await overlay.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: /Threshold/ }).waitFor();
  });

  it.each<ViewportName>(['small', 'wide'])(
    'shows the amber banner when the service is Degraded (%s)',
    async (viewport) => {
      await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Degraded');
      const page = await browser.newPage(viewport);
      await page.goto('/default/');
      const banner = page.getByText(
        /Our service is running slower than usual, so Threshold might not be able to assist right now/,
      );
      await banner.waitFor();
      // The content is still there beneath the banner.
      await page.getByRole('heading', { level: 1, name: /Threshold/ }).waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it('replaces the content with "Service Temporarily Unavailable" when the service is Down', async () => {
    await setServiceStatus(browser.baseUrl, browser.operatorKey, 'Down');
    const page = await browser.newPage();
    await page.goto('/default/');
    await page.getByRole('heading', { name: 'Service Temporarily Unavailable' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
