import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { waitForMessage } from '../support/mailbox';
import {
  newAgentWithToken as newAgentWithBrowserToken,
  operatorCall as agentOperatorCall,
  signInWithLink as signInAgentWithLink,
  telephonyUrl as agentTelephonyUrl,
} from '../support/agent';
import { otherWidthChecks } from '../support/other-width';

const browser = useBrowser();

const telephonyUrl = (path: string) => agentTelephonyUrl(browser, path);
const operatorCall = <T>(path: string, json?: unknown) => agentOperatorCall<T>(browser, path, json);
const newAgentWithToken = () => newAgentWithBrowserToken(browser);
const signInWithLink = (viewport: ViewportName) => signInAgentWithLink(browser, viewport);

const agentWords = (page: Page) => page.getByRole('region', { name: 'For the agent' });

const signInHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Sign in to the admin portal' });

describe('the admin portal and agent mode on the web (issue 20)', () => {
  const guardWidth: ViewportName = 'small';
  const guardAtWide = otherWidthChecks(guardWidth);

  it('sends every journey page to the admin portal without an agent assisting an enrolment (small)', async () => {
    guardAtWide.reset();
    const page = await browser.newPage(guardWidth);
    const landed: string[] = [];
    for (const path of [
      '/',
      '/pending/personal-details',
      '/pending/personal-details/unpopulated/some-token',
      '/pending/contact-details',
      '/enrolment/moving-details',
      '/enrolment/energy/list',
      '/onboarding/address',
    ]) {
      await page.goto(telephonyUrl(`/default${path}`));
      await signInHeading(page)
        .or(page.getByRole('heading', { level: 1 }))
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      landed.push(`${path} → ${new URL(page.url()).pathname}`);
    }
    expect(landed.filter((line) => !line.endsWith('→ /default/agent'))).toEqual([]);
    await signInHeading(page).waitFor();
    await page.getByLabel('Sign-in token').waitFor();
    await expectNoAxeViolations(page);
    await guardAtWide.check(page, 'sign-in');

    // A wrong or used token: the API's words, in the error summary and beside the field.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Enter your sign-in token' }).waitFor();
    await page.getByLabel('Sign-in token').fill('not-a-real-token');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.error-summary').getByText('Incorrect Token Error!').waitFor();
    await signInHeading(page).waitFor();
    await expectNoAxeViolations(page);
    await guardAtWide.check(page, 'sign-in with an error');
  });

  it('lays out the sign-in pages at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(guardAtWide.pages().map((checked) => checked.where)).toEqual([
      'sign-in',
      'sign-in with an error',
    ]);
    expect(guardAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  const journeyWidth: ViewportName = 'wide';
  const journeyAtSmall = otherWidthChecks(journeyWidth);

  it('signs in by link, searches, opens, starts an enrolment for a caller, fills personal details without a password and reaches moving details, then logs out (wide)', async () => {
    journeyAtSmall.reset();
    // A mover on moving details (the dev fixture), for the agent to find and open.
    const moverEmail = `caller.${randomUUID().slice(0, 8)}@example.com`;
    await operatorCall('/api/dev/fixtures/mover', { step: 'moving-details', email: moverEmail });
    const { page, agent } = await signInWithLink(journeyWidth);
    // The single-use token leaves the address bar at once.
    expect(page.url()).not.toContain('token=');
    expect(page.url()).toMatch(/\/default\/agent$/);
    await page.locator('.site-header__account').getByText(`Signed in as ${agent.name}`).waitFor();
    await expectNoAxeViolations(page);
    await journeyAtSmall.check(page, 'admin portal');

    // The search: that mover by e-mail, in a table with Open.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Enter at least 2 characters to search').first().waitFor();
    await page.getByLabel('Search by name, email, mobile or postcode').fill(moverEmail);
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Enrolments found' });
    await results.waitFor();
    const headers = await results.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 7)).toEqual([
      'Customer name',
      'Email',
      'Postcode',
      'Address',
      'Move-in date',
      'Brand',
      'Status',
    ]);
    const row = results.getByRole('row').filter({ hasText: moverEmail });
    expect(await row.count()).toBe(1);
    await expectNoAxeViolations(page);
    await journeyAtSmall.check(page, 'admin portal with results');

    // Open: the agent's token is bound to that enrolment and the journey's guard picks the page.
    await row.getByRole('button', { name: /^Open/ }).click();
    await page.waitForURL('**/default/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
    // The telephony portal's words for the page (content's second base path), for the agent only.
    await agentWords(page).getByText('Confirm the caller’s move-in date and new address').waitFor();
    await page.locator('.site-header__account').getByText(`Signed in as ${agent.name}`).waitFor();

    // Back to the admin portal, still signed in: a new enrolment for a caller on another brand.
    await page.goto(telephonyUrl('/default/agent'));
    await page
      .getByRole('heading', { level: 2, name: 'Start a new enrolment for a caller' })
      .waitFor();
    await page.getByRole('button', { name: 'Start enrolment' }).click();
    await page
      .getByRole('link', {
        name: "Enter the brand's web address name, for example harbour-lettings",
      })
      .waitFor();
    await page.getByLabel("Brand's web address name").fill('harbour-lettings');
    await page.getByRole('button', { name: 'Start enrolment' }).click();
    await page.waitForURL('**/harbour-lettings/pending/personal-details');
    await page
      .getByRole('heading', { level: 1, name: "Let's check your personal details." })
      .waitFor();
    await page.getByLabel('First name').waitFor();
    await agentWords(page).getByText('Confirm who the caller is').waitFor();
    expect(await page.getByLabel('Create a password').count()).toBe(0);
    expect(await page.getByRole('link', { name: /log in/i }).count()).toBe(0);
    await page.locator('.site-header__account').getByText(`Signed in as ${agent.name}`).waitFor();
    await expectNoAxeViolations(page);
    await journeyAtSmall.check(page, 'personal details');

    await page.getByLabel('Title').selectOption('Ms');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Surname').fill('Hughes');
    await page.getByLabel('Day').fill('12');
    await page.getByLabel('Month').fill('04');
    await page.getByLabel('Year').fill('1990');
    await page.getByLabel('Mobile number').fill('07700900123');
    await page.getByLabel('Email address').fill(`caller.${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/harbour-lettings/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
    await page.getByRole('button', { name: 'Find address' }).waitFor();
    // A partner without telephony words of its own shows the default brand's.
    await agentWords(page).getByText('Confirm the caller’s move-in date and new address').waitFor();
    expect(await page.getByLabel("I don't know my move-in date yet").count()).toBe(0);
    await expectNoAxeViolations(page);
    await journeyAtSmall.check(page, 'moving details');

    // Log Out ends the agent's token and goes to the admin portal's sign-in.
    await page.locator('.site-header__account').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/harbour-lettings/agent');
    await signInHeading(page).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('agentSession'))).toBeNull();
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(journeyAtSmall.pages().map((checked) => checked.where)).toEqual([
      'admin portal',
      'admin portal with results',
      'personal details',
      'moving details',
    ]);
    expect(journeyAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('signs in with an e-mail code instead of a token; a wrong code says so (small)', async () => {
    const agent = await newAgentWithToken();
    const page = await browser.newPage('small');
    await page.goto(telephonyUrl('/default/agent'));
    await page.getByRole('button', { name: 'Sign in with an e-mail code' }).click();
    await page.getByLabel('Email address').fill(agent.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('If this email address belongs to an agent').waitFor();
    const message = await waitForMessage(browser.baseUrl, agent.email);
    const code = message.code ?? /\b\d{6}\b/.exec(message.text)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Sign-in code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .locator('.error-summary')
      .getByText('That code is not right or has expired.', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Sign-in code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('main').getByText(`Signed in as ${agent.name}`).waitFor();
  });

  it("says clearly when the admin portal's enrolment page finds no enrolment (small)", async () => {
    const { page } = await signInWithLink('small');
    await page.goto(telephonyUrl(`/default/agent/enrolments/${randomUUID()}`));
    await page.getByRole('heading', { level: 1, name: 'Enrolment' }).waitFor();
    await page.getByRole('alert').getByText('This enrolment could not be found.').waitFor();
    await page.getByRole('link', { name: 'Back to the search' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows no agent parts on the normal host: no admin portal, a password for a new visitor (small)', async () => {
    const page = await browser.newPage('small');
    await page.goto('/default/agent');
    await page.waitForURL(/\/default\/?$/);
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/default/pending/personal-details');
    await page.getByLabel('Create a password').waitFor();
    expect(await page.getByText(/Signed in as/).count()).toBe(0);
    expect(await page.getByText('For the agent').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
