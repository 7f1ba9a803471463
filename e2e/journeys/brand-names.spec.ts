import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { sitePath, waitForMessage } from '../support/mailbox';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();

/** The sub-partner's and the branch's own names: offices of Harbour Lettings, never shown to a mover. */
const OTHER_NAMES = /Harbour Lettings (North|Leeds)/;

/** `E2E_SCREENSHOTS=1` keeps a picture of each page for a person to look at. */
async function picture(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = join(REPO_ROOT, 'e2e/artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Every brand name the header and the page's content show (text, and the logo's text). */
async function namesShown(page: Page): Promise<string> {
  const header = await page.getByRole('banner').innerText();
  const logo = await page
    .getByRole('banner')
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? '').join('\n'));
  const main = await page.getByRole('main').innerText();
  return [header, logo, main, await page.title()].join('\n');
}

describe('one brand name per screen (branch 101 of Harbour Lettings)', () => {
  it.each<ViewportName>(['small', 'wide'])(
    'the branch landing page shows one name (%s)',
    async (viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto('/harbour-lettings/101/');
      await page.getByRole('heading', { level: 1, name: 'Harbour Lettings' }).waitFor();
      await page.getByRole('banner').getByRole('img', { name: 'Harbour Lettings' }).waitFor();
      const shown = await namesShown(page);
      expect(shown).not.toMatch(OTHER_NAMES);
      expect(shown).not.toContain('Threshold');
      expect(await page.locator('body').innerText()).not.toMatch(OTHER_NAMES);
      expect(await page.title()).toBe('Harbour Lettings');
      await expectNoAxeViolations(page);
      await picture(page, `branch-landing-${viewport}`);
    },
  );

  it('the invitation names the same brand, links to the route the partner used, and its page agrees', async () => {
    const emailAddress = `branch.${randomUUID().slice(0, 8)}@example.com`;
    const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${browser.partnerKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        surname: 'Branchley',
        emailAddress,
        postcode: 'LS1 4AP',
        branchId: '101',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const invitation = await waitForMessage(browser.baseUrl, emailAddress);
    expect(invitation.subject).toBe('Harbour Lettings can help you set up your new home');
    expect(invitation.text).toContain('Harbour Lettings can help you set up energy');
    expect(invitation.text).not.toMatch(OTHER_NAMES);
    const link = invitation.links.find((l) => l.includes('/continue/')) ?? '';
    expect(sitePath(link)).toMatch(/^\/harbour-lettings\/101\/continue\//);

    const page = await browser.newPage('small');
    await page.goto(sitePath(link));
    await page.waitForURL('**/harbour-lettings/101/pending/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const shown = await namesShown(page);
    expect(shown).toContain('Harbour Lettings');
    expect(await page.locator('body').innerText()).not.toMatch(OTHER_NAMES);
    await expectNoAxeViolations(page);
  });
});
