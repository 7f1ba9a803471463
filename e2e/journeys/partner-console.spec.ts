import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { chooseProducts, leadOnMovingDetails } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';
import { picture } from '../support/picture';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const stage = (page: Page, label: string) =>
  page.getByRole('heading', { level: 2, name: `Stage: ${label}` });
const service = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Services', exact: true }).getByText(name, { exact: true });

/** The console's page of the lead with this e-mail address, found by the list's search. */
async function openLead(consolePage: Page, email: string): Promise<void> {
  await consolePage
    .getByRole('navigation', { name: 'Partner console' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await heading(consolePage, 'Leads').waitFor();
  await consolePage.getByLabel('Search', { exact: true }).fill(email);
  await consolePage.getByRole('button', { name: 'Search' }).click();
  const row = consolePage.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  await row.getByRole('link').first().click();
  await consolePage.getByRole('heading', { level: 2, name: /^Stage: / }).waitFor();
}

/** A lead of Harbour Lettings saving 1 Park Row, Leeds on moving details (the partner set the move-in date). */
async function saveMovingDetails(mover: Page): Promise<void> {
  await mover.getByLabel('Postcode').fill('LS1 4AP');
  await mover.getByRole('button', { name: 'Find address' }).click();
  await mover
    .getByLabel('Select your address')
    .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
  await mover.getByRole('button', { name: 'Next' }).click();
  await mover.waitForURL('**/enrolment/product-selection');
  await mover.getByRole('heading', { level: 1, name: 'Choose your products' }).waitFor();
}

describe('the partner console follows a mover (issue 22)', () => {
  const width: ViewportName = 'wide';
  const atSmall = otherWidthChecks(width);

  it("shows an owner a lead's stage and services advance while the mover goes from the invitation to a finished move in another browser (wide)", async () => {
    atSmall.reset();
    const { email: ownerEmail } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
    const consolePage = await browser.newPage(width);
    await signInToConsole(consolePage, browser, ownerEmail, '/harbour-lettings');
    await heading(consolePage, 'Leads').waitFor();
    await expectNoAxeViolations(consolePage);
    await atSmall.check(consolePage, 'leads');

    // The partner's system sends the lead; the mover confirms from the invitation in a browser of their own.
    const surname = uniqueName('Okoro', 4);
    const mover = await leadOnMovingDetails(browser, {
      viewport: 'small',
      surname,
      emailPrefix: 'console.follow',
    });
    await openLead(consolePage, mover.email);
    await stage(consolePage, 'Details given').waitFor();
    await service(consolePage, 'Not asked yet').first().waitFor();
    await expectNoAxeViolations(consolePage);
    await atSmall.check(consolePage, 'a lead with details given');
    await picture(consolePage, 'partner-console-lead-details-given-wide');

    // Moving details, then council tax and water only: both authorities are told, and the move is complete.
    await saveMovingDetails(mover.page);
    await chooseProducts(mover.page, ['council', 'water']);
    await mover.page.waitForURL('**/enrolment/confirmation');

    // The lead's page keeps itself up to date, with no reload: both authorities told, the move complete.
    await stage(consolePage, 'Complete').waitFor({ timeout: 30_000 });
    expect(
      await consolePage.getByRole('region', { name: 'Services', exact: true }).innerText(),
    ).toMatch(/Energy\s+Declined[\s\S]*Council tax\s+Completed[\s\S]*Water\s+Completed/);
    const timeline = consolePage.getByRole('region', { name: 'Timeline', exact: true });
    await timeline.getByText('Authority told').first().waitFor();
    await expectNoAxeViolations(consolePage);
    await atSmall.check(consolePage, 'a complete lead');
    await picture(consolePage, 'partner-console-lead-complete-wide');

    // The list shows the same stage.
    await consolePage
      .getByRole('navigation', { name: 'Partner console' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await consolePage.getByLabel('Search', { exact: true }).fill(mover.email);
    await consolePage.getByRole('button', { name: 'Search' }).click();
    await consolePage
      .getByRole('row')
      .filter({ hasText: mover.email })
      .getByText('Complete')
      .waitFor();
  });

  it('lays out the pages it visits at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(atSmall.pages().map((checked) => checked.where)).toEqual([
      'leads',
      'a lead with details given',
      'a complete lead',
    ]);
    expect(atSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
