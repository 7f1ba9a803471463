import { REPORT_MESSAGES } from '@threshold/domain/partner/reports';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadedBytes,
  expectNoAxeViolations,
  useBrowser,
  type ViewportName,
} from '../support/browser';
import { moverAt } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';
import { picture } from '../support/picture';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();
const BRAND_PATH = '/harbour-lettings';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The funnel's columns, as the table heads them. */
const FUNNEL_COLUMNS = [
  'Invited',
  'Confirmed',
  'Details given',
  'Council tax chosen',
  'Council tax completed',
  'Water chosen',
  'Water completed',
  'Energy chosen',
  'Energy completed',
  'Broadband chosen',
  'Broadband completed',
  'Complete',
] as const;
type FunnelTotals = Record<(typeof FUNNEL_COLUMNS)[number], number>;

/** The funnel table's Total row, by column, as a person reads it. */
async function funnelTotals(page: Page): Promise<FunnelTotals> {
  const table = page.getByRole('table', { name: 'Funnel by week' });
  const heads = await table.locator('thead th').allInnerTexts();
  const cells = await table.locator('tfoot td').allInnerTexts();
  return Object.fromEntries(
    FUNNEL_COLUMNS.map((column) => [column, Number(cells[heads.indexOf(column) - 1])]),
  ) as FunnelTotals;
}

/** A lead of Harbour Lettings sent by its API key, as a partner's system does. */
async function sendLead(surname: string) {
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      surname,
      emailAddress: `${surname.toLowerCase()}@example.com`,
      postcode: 'LS1 4AP',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const reportCall = (url: URL) => url.pathname === '/api/partner/reports';

async function signedInOnReports(width: ViewportName): Promise<Page> {
  const { email } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
  const page = await browser.newPage(width);
  await signInToConsole(page, browser, email, BRAND_PATH);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await heading(page, 'Reports').waitFor();
  return page;
}

const waitForTable = (page: Page, name: string): Promise<void> =>
  page.getByRole('table', { name }).waitFor();

const cellTexts = async (row: Locator) =>
  (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());

describe('the partner console’s reports (issue 22)', () => {
  const width: ViewportName = 'wide';
  const atSmall = otherWidthChecks(width);

  it('counts new leads in the funnel and the opt-in table, filters by branch, refuses a bad range and downloads the CSV (wide)', async () => {
    atSmall.reset();
    const page = await signedInOnReports(width);
    await waitForTable(page, 'Funnel by week');
    // The last 12 weeks by default: the weeks' rows, and the charts as images with their words.
    await expect
      .poll(() => page.getByRole('table', { name: 'Funnel by week' }).locator('tbody tr').count())
      .toBeGreaterThanOrEqual(12);
    const before = await funnelTotals(page);

    // Two leads are invited; a mover of branch 101 confirms, gives details and chooses council and energy.
    await sendLead(uniqueName('Report'));
    await sendLead(uniqueName('Report'));
    const mover = await moverAt(browser, 'energy-usage', {
      brand: 'harbour-lettings',
      branch: '101',
      products: ['council', 'energy'],
    });
    await mover.page.close();

    await page.reload();
    await heading(page, 'Reports').waitFor();
    await waitForTable(page, 'Funnel by week');
    const after = await funnelTotals(page);
    const grew = Object.fromEntries(
      FUNNEL_COLUMNS.map((column) => [column, after[column] - before[column]]),
    );
    expect(grew).toEqual({
      Invited: 3,
      Confirmed: 1,
      'Details given': 1,
      'Council tax chosen': 1,
      'Council tax completed': 0,
      'Water chosen': 0,
      'Water completed': 0,
      'Energy chosen': 1,
      'Energy completed': 0,
      'Broadband chosen': 0,
      'Broadband completed': 0,
      Complete: 0,
    });
    await page.getByRole('img', { name: /^Bar chart of leads by the week/ }).waitFor();
    await page.getByRole('img', { name: /^Bar chart of the opt-in rate/ }).waitFor();
    await waitForTable(page, 'Time to complete');
    await waitForTable(page, 'Opt-in rate by branch');
    await expectNoAxeViolations(page);
    await picture(page, 'partner-reports-wide');
    await atSmall.check(page, 'reports');

    // One branch: its address, its row alone in the opt-in table, and the mover counted in it.
    await page
      .getByRole('combobox', { name: 'Branch', exact: true })
      .selectOption({ label: 'Harbour Lettings Leeds (branch 101)' });
    await page.getByRole('button', { name: 'Show reports' }).click();
    await page
      .getByRole('status')
      .getByText(/, branch 101:/)
      .waitFor();
    expect(new URL(page.url()).searchParams.get('branch')).toBe('101');
    const optIn = page.getByRole('table', { name: 'Opt-in rate by branch' });
    const rows = optIn.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const [branchName, leads, council, , energy] = await cellTexts(rows.first());
    expect(branchName).toBe('Harbour Lettings Leeds (branch 101)');
    expect(Number(leads)).toBeGreaterThanOrEqual(1);
    expect(council).toMatch(/^\d+(\.\d)?% \(\d+\)$/);
    expect(energy).toMatch(/^\d+(\.\d)?% \(\d+\)$/);
    const branchTotals = await funnelTotals(page);
    expect(branchTotals.Invited).toBe(Number(leads));

    // The CSV: the same range and branch, the same totals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^reports-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d-branch-101\.csv$/,
    );
    const csv = (await downloadedBytes(download)).toString('utf8').split('\r\n');
    const totalLine = csv.find((line) => line.startsWith('Total,'));
    expect(totalLine).toBe(
      `Total,,${FUNNEL_COLUMNS.map((column) => branchTotals[column]).join(',')}`,
    );
    await atSmall.check(page, 'reports, one branch');

    // A start after the end: the error summary, in the domain's words, and the field's message.
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Show reports' }).click();
    await page
      .locator('.error-summary')
      .getByRole('link', { name: REPORT_MESSAGES.order })
      .waitFor();
    await expectNoAxeViolations(page);
    await picture(page, 'partner-reports-error-wide');
    await atSmall.check(page, 'reports, a bad range');
    // The summary's link takes the keyboard to the field.
    await page.locator('.error-summary').getByRole('link', { name: REPORT_MESSAGES.order }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('report-to');
  });

  it('lays out the reports at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(atSmall.pages().map((checked) => checked.where)).toEqual([
      'reports',
      'reports, one branch',
      'reports, a bad range',
    ]);
    expect(atSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows that the reports are loading while the answer is slow, and what went wrong when it fails (wide)', async () => {
    const page = await signedInOnReports(width);
    await waitForTable(page, 'Funnel by week');

    await page.route(reportCall, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').getByText('Loading reports').waitFor();
    await heading(page, 'Reports').waitFor();
    await waitForTable(page, 'Funnel by week');
    await page.unrouteAll();

    await page.route(reportCall, (route: Route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText(`We could not load your reports. ${SERVER_ERROR_MESSAGE}`).waitFor();
    await expectNoAxeViolations(page);
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForTable(page, 'Funnel by week');
  });
});
