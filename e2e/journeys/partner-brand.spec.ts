import {
  BRAND_CONTRAST_PAIRS,
  BRAND_LOGO_TYPE_MESSAGE,
  brandContrastMessage,
} from '@threshold/domain/partner/brand-settings';
import { contrastRatio } from '@threshold/domain/partner/colour-contrast';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';
import { picture } from '../support/picture';

const browser = useBrowser();
const BRANCH = 'Harbour Lettings Leeds (branch 101)';
const NEW_PRIMARY = '#5b21b6';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const isBrandsCall = (url: URL) => url.pathname === '/api/partner/brands';

/** A signed-in owner of Harbour Lettings on the console's Brand page. */
async function ownerOnBrandPage(width: ViewportName): Promise<Page> {
  const { email } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
  const page = await browser.newPage(width);
  await signInToConsole(page, browser, email, '/harbour-lettings');
  await page.getByRole('navigation').getByRole('link', { name: 'Brand', exact: true }).click();
  await heading(page, 'Brand').waitFor();
  return page;
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the partner console’s brand (issue 22)', () => {
  const width: ViewportName = 'small';
  const atWide = otherWidthChecks(width);

  it('refuses a too-low contrast with its message, then changes a branch colour that the mover’s branch landing page shows at once (small)', async () => {
    atWide.reset();
    const page = await ownerOnBrandPage(width);
    await page.getByLabel('Brand or branch').selectOption({ label: BRANCH });
    await page.getByRole('heading', { name: `Changes to ${BRANCH}` }).waitFor();
    await page.getByRole('button', { name: 'Save brand settings' }).waitFor();
    await expectNoAxeViolations(page);
    await picture(page, 'partner-brand-small');
    await atWide.check(page, 'brand');

    // The contrast is checked as the user types, in the words the save is refused with.
    const [, headerPair] = BRAND_CONTRAST_PAIRS;
    const tooPale = brandContrastMessage(headerPair, contrastRatio('#ffffff', '#eeeeee'));
    await page.getByLabel('Header background colour', { exact: true }).fill('#eeeeee');
    await page.locator('.brand-contrast').getByText(tooPale).waitFor();
    await page.getByRole('button', { name: 'Save brand settings' }).click();
    await page.locator('.error-summary').getByRole('link', { name: tooPale }).waitFor();
    await picture(page, 'partner-brand-contrast-refused-small');
    await page.getByLabel('Header background colour', { exact: true }).fill('');

    // A logo of a type the console does not take is refused before any upload.
    await page.getByLabel('Logo file').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    await page.locator('#brand-logo-error').getByText(BRAND_LOGO_TYPE_MESSAGE).waitFor();

    // A new primary colour: the preview shows it before saving.
    await page.getByLabel('Primary colour', { exact: true }).fill(NEW_PRIMARY);
    await expect.poll(() => backgroundOf(page, '.brand-preview__button')).toBe('rgb(91, 33, 182)');
    await page.getByRole('button', { name: 'Save brand settings' }).click();
    await page
      .getByRole('status')
      .getByText(`Saved. Movers of ${BRANCH} see the change now.`)
      .waitFor();
    const changes = page.getByRole('region', { name: `Changes to ${BRANCH}` });
    await changes.getByText(`Primary colour: the brand above’s → ${NEW_PRIMARY}`).waitFor();
    await expectNoAxeViolations(page);
    await picture(page, 'partner-brand-saved-small');
    await atWide.check(page, 'brand, saved');

    // The mover's landing page of the branch, in another browser context, shows it at once.
    const mover = await browser.newPage(width);
    await mover.goto('/harbour-lettings/101/');
    const getStarted = mover
      .getByRole('link', { name: 'Get Started' })
      .or(mover.getByRole('button', { name: 'Get Started' }));
    await getStarted.waitFor();
    expect(await getStarted.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(91, 33, 182)',
    );
    await expectNoAxeViolations(mover);

    // Back to the inherited colour, as the other journeys expect the branch.
    await page.getByLabel('Primary colour', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save brand settings' }).click();
    await changes.getByText(`Primary colour: ${NEW_PRIMARY} → the brand above’s`).waitFor();
  });

  it('lays out the brand page at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual(['brand', 'brand, saved']);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows that the settings are loading while the answer is slow, and what went wrong when it fails (small)', async () => {
    const page = await ownerOnBrandPage(width);
    await page.getByRole('button', { name: 'Save brand settings' }).waitFor();

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isBrandsCall, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').getByText('Loading your brand settings').waitFor();
    await heading(page, 'Brand').waitFor();
    await expectNoAxeViolations(page);
    release();
    await page.getByRole('button', { name: 'Save brand settings' }).waitFor();
    await page.unrouteAll();

    await page.route(isBrandsCall, (route: Route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText(SERVER_ERROR_MESSAGE).waitFor();
    await expectNoAxeViolations(page);
    await picture(page, 'partner-brand-failed-small');
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Save brand settings' }).waitFor();
  });
});
