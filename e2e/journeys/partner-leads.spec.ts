import { LEAD_NOT_FOUND_MESSAGE } from '@threshold/domain/partner/lead-list';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { EMAIL_MESSAGES, POSTCODE_MESSAGES } from '@threshold/domain/schemas/fields';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadedBytes,
  expectNoAxeViolations,
  useBrowser,
  type ViewportName,
} from '../support/browser';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';
import { picture } from '../support/picture';
import { VIEWPORTS } from '../support/viewports';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();
const BRAND_PATH = '/harbour-lettings';

/** With E2E_SCREENSHOTS set: a picture of the page at each width, for a person to look at. */
async function pictures(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await picture(page, `${name}-small`);
  await page.setViewportSize(VIEWPORTS.wide);
  await picture(page, `${name}-wide`);
  await page.setViewportSize(VIEWPORTS.small);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A signed-in owner of Harbour Lettings on a new page at `width`, on the console's leads. */
async function signedInOwner(width: ViewportName): Promise<Page> {
  const { email } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
  const page = await browser.newPage(width);
  await signInToConsole(page, browser, email, BRAND_PATH);
  await heading(page, 'Leads').waitFor();
  return page;
}

/** Only the list's own calls (GET /api/partner/leads), not a lead's page or the export. */
const isListCall = (url: URL) => url.pathname === '/api/partner/leads';

describe('the partner console’s leads (issue 22)', () => {
  const width: ViewportName = 'small';
  const atWide = otherWidthChecks(width);

  it('adds a lead by form, finds it, opens it, resends its invitation, uploads a CSV and exports the list (small)', async () => {
    atWide.reset();
    const page = await signedInOwner(width);
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-list');
    await atWide.check(page, 'leads');

    // The form: its error summary in the domain's words first, then a lead.
    await page.getByRole('link', { name: 'Add a lead' }).click();
    await heading(page, 'Add a lead').waitFor();
    await page.getByRole('button', { name: 'Add lead and send invitation' }).click();
    const summary = page.locator('.error-summary');
    await summary.getByRole('link', { name: EMAIL_MESSAGES.required }).waitFor();
    await summary.getByRole('link', { name: POSTCODE_MESSAGES.required }).waitFor();
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-new-errors');
    await atWide.check(page, 'add a lead, with errors');

    const surname = uniqueName('Lead');
    const email = `${surname.toLowerCase()}@example.com`;
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Surname').fill(surname);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Postcode of the new home').fill('LS1 4AP');
    const moveIn = page.getByRole('group', { name: 'Move-in date (optional)' });
    await moveIn.getByLabel('Day').fill('14');
    await moveIn.getByLabel('Month').fill('12');
    await moveIn.getByLabel('Year').fill('2027');
    await page.getByLabel('Branch').selectOption({ label: 'Harbour Lettings Leeds (branch 101)' });
    await page.getByRole('button', { name: 'Add lead and send invitation' }).click();

    // The new lead's page: invited, its invitation in the timeline.
    await heading(page, `Priya ${surname}`).waitFor();
    await page.getByRole('heading', { name: 'Stage: Invited' }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline events, oldest first' });
    await timeline.getByRole('cell', { name: 'Lead added' }).waitFor();
    await timeline.getByRole('cell', { name: 'From Console form' }).waitFor();
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-lead');
    await atWide.check(page, 'a lead');

    // Found by search from the list.
    await page.getByRole('link', { name: 'Back to leads' }).click();
    await heading(page, 'Leads').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(surname.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').getByText('Showing 1–1 of 1').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(surname.toLowerCase());
    const table = page.getByRole('region', { name: 'Leads' });
    await table.getByRole('cell', { name: email }).waitFor();
    await table.getByRole('cell', { name: 'LS1 4AP' }).waitFor();
    await table.getByRole('cell', { name: 'Console form' }).waitFor();
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-search');
    await atWide.check(page, 'leads, searched');

    // The export downloads the filtered list with the token: this lead, and no other.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(download.suggestedFilename()).toBe('leads.csv');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^id,firstName,surname,emailAddress,/);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([email]);

    // Sorting keeps the search and says so in aria-sort.
    await page.getByRole('button', { name: /^Name/ }).click();
    await page
      .getByRole('columnheader', { name: /^Name/ })
      .and(page.locator('[aria-sort="ascending"]'))
      .waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(surname.toLowerCase());

    // Back and reload keep the search.
    await page.reload();
    await table.getByRole('cell', { name: email }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(
      surname.toLowerCase(),
    );

    // Open it and send the invitation again.
    await table.getByRole('link', { name: `Priya ${surname}` }).click();
    await heading(page, `Priya ${surname}`).waitFor();
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    await page.getByText('We have sent the invitation again.').waitFor();
    await expect
      .poll(() => timeline.getByRole('cell', { name: 'Invitation', exact: true }).count())
      .toBe(2);
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-resent');
    await atWide.check(page, 'a lead, invitation resent');

    // Three invitations an hour per address: the fourth is refused in the API's words.
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    await expect
      .poll(() => timeline.getByRole('cell', { name: 'Invitation', exact: true }).count())
      .toBe(3);
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    await page
      .getByRole('alert')
      .getByText('This email address has had too many invitations in the last hour.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByText('We have sent the invitation again.').count()).toBe(0);
    await expectNoAxeViolations(page);

    // A CSV with one good row and one bad one: both results, and the summary.
    await page.getByRole('link', { name: 'Back to leads' }).click();
    await page.getByRole('link', { name: 'Upload a CSV' }).click();
    await heading(page, 'Upload leads from a CSV file').waitFor();
    await page.getByRole('link', { name: 'Download a template CSV file' }).waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('.error-summary').getByRole('link', { name: 'Select a CSV file' }).waitFor();
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .locator('.error-summary')
      .getByRole('link', { name: 'The selected file must be a CSV' })
      .waitFor();
    const goodSurname = uniqueName('Csv');
    const goodEmail = `${goodSurname.toLowerCase()}@example.com`;
    const file =
      'firstName,surname,emailAddress,postcode\r\n' +
      `Ada,${goodSurname},${goodEmail},SW1A 1AA\r\n` +
      'Alan,Turing,alan.turing@example,M1 1AE\r\n';
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').getByText('1 created, 1 needs fixing').waitFor();
    const results = page.getByRole('region', { name: 'Each row’s result' });
    const rows = results.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(/^2\s+Created\s+View the lead/);
    expect(await rows.nth(2).innerText()).toMatch(
      new RegExp(`^3\\s+Needs fixing\\s+emailAddress: ${EMAIL_MESSAGES.invalid}`),
    );
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-upload');
    await atWide.check(page, 'upload results');

    // The created row's lead is in the list.
    await results.getByRole('link', { name: 'View the lead of row 2' }).click();
    await heading(page, `Ada ${goodSurname}`).waitFor();
    await page.getByRole('cell', { name: 'From CSV upload' }).waitFor();

    // An address that names no lead of this brand.
    await page.goto(`${browser.baseUrl}${BRAND_PATH}/partner/leads/not-a-lead`);
    await heading(page, 'Lead not found').waitFor();
    await page.getByRole('alert').getByText(LEAD_NOT_FOUND_MESSAGE).waitFor();
    await expectNoAxeViolations(page);
  });

  it('lays out the lead pages at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'leads',
      'add a lead, with errors',
      'a lead',
      'leads, searched',
      'a lead, invitation resent',
      'upload results',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows that the list is loading while its answer is slow, and what went wrong when it fails (small)', async () => {
    const page = await signedInOwner(width);
    // The next list call waits until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isListCall, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Opened' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').getByText('(loading)').waitFor();
    await expectNoAxeViolations(page);
    release();
    await page
      .getByRole('status')
      .getByText(/^Showing|^No leads match/)
      .first()
      .waitFor();
    await page.unrouteAll();

    // A fresh load with the answer slow: a loading state, no table yet.
    await page.route(isListCall, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').getByText('Loading leads').waitFor();
    await pictures(page, 'partner-leads-loading');
    await page
      .getByRole('status')
      .getByText(/^Showing|^No leads match/)
      .first()
      .waitFor();
    await page.unrouteAll();

    // The list's call fails: the error in words, and a way to try again.
    await page.route(isListCall, (route: Route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText(`We could not load your leads. ${SERVER_ERROR_MESSAGE}`).waitFor();
    await heading(page, 'Leads').waitFor();
    await expectNoAxeViolations(page);
    await pictures(page, 'partner-leads-failed');
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('status')
      .getByText(/^Showing|^No leads match/)
      .first()
      .waitFor();
  });
});
