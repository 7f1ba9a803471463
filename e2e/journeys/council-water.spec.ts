import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { COUNCIL_WATER_MESSAGES as M } from '@threshold/domain/messages/council-water';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { moverAt, moverOnProductSelection } from '../support/journey';
import { messagesTo, waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();
const LEEDS_CONTACT = 'council.e08000035@authorities.threshold.example';
const YORKSHIRE_WATER_CONTACT = 'water.yorkshire@authorities.threshold.example';

/** `E2E_SCREENSHOTS=1` keeps a picture of the page at each width for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Letters only (names refuse digits), so each mover's e-mails to an authority can be told apart. */
function uniqueSurname(): string {
  return uniqueName('Hartley');
}

/**
 * A Northgate Lettings mover (combined council-and-water journey, both mandatory; Robin and the
 * surname) who saved the first address at the postcode on moving details: put there by the dev
 * fixture, landing on the combined journey's upfront page.
 */
async function onUpfrontPage(
  viewport: ViewportName,
  postcode: string,
  surname = uniqueSurname(),
): Promise<Page> {
  const { page } = await moverAt(browser, 'product-selection', {
    brand: 'northgate-lettings',
    viewport,
    firstName: 'Robin',
    surname,
    home: { postcode, address: `${postcode.replace(' ', '')}-1` },
  });
  await page.waitForURL('**/northgate-lettings/enrolment/council-services-upfront');
  await page.getByRole('heading', { level: 1, name: M.heading }).waitFor();
  return page;
}

describe('council and water', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('a Northgate Lettings mover is shown the dataset authorities, tells them, and goes on to product selection (small)', async () => {
    atWide.reset();
    const surname = uniqueSurname();
    const page = await onUpfrontPage(viewport, 'LS1 4AP', surname);
    await page.getByText('Leeds City Council').waitFor();
    await page.getByText('Yorkshire Water').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `council page (${viewport})`);
    await picture(page, `council-services-upfront-${viewport}`);
    await atWide.check(page, 'council services upfront');

    await page.getByRole('button', { name: M.notifyButton }).click();
    await page.waitForURL('**/northgate-lettings/enrolment/product-selection');
    await page.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
    await page.waitForLoadState('networkidle');
    await atWide.check(page, 'product selection');

    // Both e-mails are in the dev mailbox, sent by the outbox worker, naming the mover and the home.
    for (const contact of [LEEDS_CONTACT, YORKSHIRE_WATER_CONTACT]) {
      const told = await waitForMessage(
        browser.baseUrl,
        contact,
        (m) => m.text.includes(`Robin ${surname}`) && m.status === 'sent',
      );
      expect(told.subject).toMatch(/^New resident moving in \(reference TH-[A-Z2-9]{8}\)$/);
      expect(told.text).toContain('Park Row');
      expect(told.text).toContain('LS1 4AP');
    }
    expect(
      (await messagesTo(browser.baseUrl, LEEDS_CONTACT)).filter((m) =>
        m.text.includes(`Robin ${surname}`),
      ),
    ).toHaveLength(1);
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'council services upfront',
      'product selection',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('on the separate journey, the council page follows product selection and leads to confirmation, which shows what was told (wide)', async () => {
    // Harbour Lettings (branch 101) runs the separate journey: product selection comes first.
    const page = await moverOnProductSelection(browser, {
      home: { postcode: 'LS1 4AP', address: '1 Park Row' },
      viewport: 'wide',
      firstName: 'Priya',
      surname: 'Shah',
    });
    await page.getByRole('switch', { name: 'Energy', exact: true }).click();
    await page.getByRole('switch', { name: 'Broadband Phone & TV', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/enrolment/council-services');
    await page.getByRole('heading', { level: 1, name: M.heading }).waitFor();
    await page.getByText('Leeds City Council').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'council page, separate journey');
    await picture(page, 'council-services-wide');
    await page.getByRole('button', { name: M.notifyButton }).click();

    await page.waitForURL('**/enrolment/confirmation');
    await page.getByText(/We (told|are telling) Leeds City Council/).waitFor();
  });

  it("shows Scotland's water text without a Yes/No question (small)", async () => {
    const page = await onUpfrontPage('small', 'EH1 1YZ');
    await page.getByText('City of Edinburgh Council').waitFor();
    await page.getByText(M.scotlandWater).waitFor();
    expect(await page.getByRole('button', { name: 'Yes', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'No', exact: true }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'council page, Scotland');
    await picture(page, 'council-services-upfront-scotland-small');
  });

  it('links to the council finder when the address has no council (wide)', async () => {
    const page = await onUpfrontPage('wide', 'CB24 1AZ');
    await page.getByText(M.councilNotIdentified).waitFor();
    const finder = page.getByRole('link', { name: new RegExp(M.findCouncilLink) });
    expect(await finder.getAttribute('href')).toBe('https://www.gov.uk/find-local-council');
    await page.getByText('Cambridge Water').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'council page, no council');
    await picture(page, 'council-services-upfront-no-council-wide');

    await page.getByRole('button', { name: M.notifyButton }).click();
    await page.waitForURL('**/northgate-lettings/enrolment/product-selection');
  });
});
