import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';

const browser = useBrowser();

describe('cookie consent', () => {
  it.each<ViewportName>(['small', 'wide'])(
    'opens Cookie settings as a dialog that Escape closes, returning focus (%s)',
    async (viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto('/default/');
      const trigger = page.getByRole('button', { name: 'Cookie settings' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await dialog.waitFor();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 2_000 });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    },
  );

  it('starts with tracking consent not granted and remembers an acceptance', async () => {
    const page = await browser.newPage();
    await page.goto('/default/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const consentBefore = (await page.context().cookies()).find(
      (c) => c.name === 'threshold_consent',
    );
    expect(consentBefore?.value ?? 'C0002:0').toBe('C0002:0');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Accept performance cookies' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 2_000 });
    const consentAfter = (await page.context().cookies()).find(
      (c) => c.name === 'threshold_consent',
    );
    expect(consentAfter?.value).toBe('C0002:1');
  });
});
