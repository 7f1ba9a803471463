import { describe, expect, it } from 'vitest';
import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';

const browser = useBrowser();

describe('cookie policy', () => {
  it.each<ViewportName>(['small', 'wide'])(
    'renders every cookie from the API in a table per group (%s)',
    async (viewport) => {
      const cookies = (await (
        await fetch(`${browser.baseUrl}/api/cookie-details`)
      ).json()) as CookieItem[];
      expect(cookies.length).toBeGreaterThan(0);
      const page = await browser.newPage(viewport);
      await page.goto('/default/cookie-policy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('table').first().waitFor();

      const groups = [...new Set(cookies.map((c) => c.group))];
      expect(await page.getByRole('table').count()).toBe(groups.length);
      for (const cookie of cookies) {
        // A row lists each of the comma-separated cookie names of the item.
        const names = cookie.title.split(',').map((name) => name.trim());
        let row = page.getByRole('row');
        for (const name of names) row = row.filter({ hasText: name });
        expect(await row.count(), `a row for ${cookie.title}`).toBeGreaterThan(0);
        const rowText = (await row.first().textContent()) ?? '';
        expect(rowText).toContain(cookie.vendor);
        expect(rowText).toContain(cookie.time);
      }
      await expectNoAxeViolations(page);
    },
  );
});
