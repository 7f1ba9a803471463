import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  agentAccessToken,
  agentAssistingMoverAt,
  agentPanelOf,
  modalShown,
  agentTokenFromCommand,
  newAgent,
  openAsAgent,
  operatorCall,
} from '../support/agent';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { messagesTo, sitePath, waitForMessage } from '../support/mailbox';
import { chooseProducts, moverAt } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { uniqueName } from '../support/unique-name';

/**
 * Issue 20's "Done when": an agent's whole call on a telephony host, from the sign-in token the
 * operator's command prints to the confirmation, the audit log of it, the right to be forgotten,
 * and the same pages on the normal host without any agent part.
 */
const browser = useBrowser();
const DAY_MS = 86_400_000;
const TARIFF = 'Fix 12 Months';
/** Vocalink's published test pair that passes the modulus check. */
const VALID_ACCOUNT = { sortCode: '08-99-99', accountNumber: '66374958' };
/** A home where energy is quotable and broadband is listed (dual fuel, meter details known). */
const HOME = { postcode: 'LS6 3BN', address: 'LS63BN-7' };
const NOTE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/;

/**
 * A surname no other test's caller has (letters only, so a name field takes it); six letters, so
 * "Robin Hughes…" fits the bank account holder's name (18 characters).
 */
const uniqueSurname = () => uniqueName('Hughes', 6);

/** The move-in date `days` from today in London: [yyyy, MM, dd]. */
const dateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS)
    .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
    .split('-');

const h1Of = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a tab of the agent panel (a click, as an agent does) and answers its panel. */
async function openTab(
  page: Page,
  name: 'Enrolment Info' | 'Actions' | 'Script' | 'Notes/History',
) {
  const panel = agentPanelOf(page);
  const tab = panel.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  return panel.getByRole('tabpanel', { name });
}

/**
 * The Script tab's text on the page the agent is on: waited for until it is the script of this
 * page (the previous page's script, or "Loading", is not).
 */
async function readScript(page: Page, previous: string): Promise<string> {
  const script = (await openTab(page, 'Script')).locator('.agent-script');
  await expect
    .poll(async () => ((await script.count()) > 0 ? await script.innerText() : ''), {
      timeout: 15_000,
    })
    .not.toMatch(new RegExp(`^(${previous.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?$`));
  return script.innerText();
}

/** The actions of the call the audit log must list, in this order (other calls may come between). */
const AUDITED_ACTIONS = [
  'Signed in',
  'Created the enrolment for a caller',
  'PUT /api/enrolment-auth', // personal details
  'PUT /api/address', // moving details
  'PUT /api/enrolment/product-selection',
  'POST /api/enrolment/send-link',
  'PUT /api/enrolment/energy-usage',
  'POST /api/note',
  'POST /api/note',
  'POST /api/quotes/select',
  'PUT /api/energy/add-ons',
  'PUT /api/enrolment/start-date',
  'POST /api/enrolment/psr',
  'PUT /api/enrolment/directdebit',
  'POST /api/enrolment/energy/complete',
  'POST /api/entertainment/select-package',
  'POST /api/enrolment/end-enrolment',
];

/** The wanted actions found in `taken` in their order, each after the one before it. */
function inOrder(taken: readonly string[], wanted: readonly string[]): string[] {
  const found: string[] = [];
  let from = 0;
  for (const action of wanted) {
    const at = taken.indexOf(action, from);
    if (at === -1) break;
    found.push(action);
    from = at + 1;
  }
  return found;
}

/** The enrolment the agent's tab assists, as the portal keeps the agent's session. */
async function assistedEnrolmentId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('agentSession'));
  const id = (JSON.parse(stored ?? '{}') as { enrolmentId?: string | null }).enrolmentId ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** What the journey test leaves for the right to be forgotten: the agent's tab and the caller. */
type FinishedCall = {
  page: Page;
  agentName: string;
  enrolmentId: string;
  callerEmail: string;
  surname: string;
};
let finishedCall: FinishedCall | null = null;
/** The save-and-continue link the caller was sent (a path on the normal host), unused. */
let callerLink: string | null = null;

describe('agent mode, the whole call (issue 20)', () => {
  // An agent's desk; each page is also laid out at 375 px on the way (asserted by the next test).
  const viewport: ViewportName = 'wide';
  const atSmall = otherWidthChecks(viewport);

  it('signs in with the token from the command, creates an enrolment for a caller and takes them to confirmation: scripts, two notes, Send link (the e-mail to the caller), Finish, and the audit log lists each action (wide)', async () => {
    atSmall.reset();
    finishedCall = null;
    callerLink = null;
    const scripts = new Map<string, string>();
    let lastScript = '';
    const script = async (page: Page, where: string) => {
      lastScript = await readScript(page, lastScript);
      scripts.set(where, lastScript);
    };

    // 1. The operator makes the agent, then the command prints the single-use sign-in link.
    const agent = await newAgent(browser);
    const command = await agentTokenFromCommand(browser, agent.name);
    expect(command.output).toContain(`Sign-in token for ${agent.name}.`);
    const link = new URL(command.link);
    expect(link.hostname).toBe('telephony.localhost');
    expect(link.port).toBe(new URL(browser.baseUrl).port);
    expect(link.pathname).toBe('/default/agent');
    const page = await browser.newPage(viewport);
    // The printed link itself, on the worker's port.
    await page.goto(command.link);
    await page.getByRole('heading', { level: 1, name: 'Admin portal' }).waitFor();
    await page.locator('.site-header__account').getByText(`Signed in as ${agent.name}`).waitFor();
    await page.locator('main').getByText(`Signed in as ${agent.name}`).waitFor();
    expect(page.url()).not.toContain('token=');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'admin portal (wide)');
    await atSmall.check(page, 'admin portal');

    // 2. A new enrolment for a caller on Harbour Lettings: personal details without a password.
    await page.getByLabel("Brand's web address name").fill('harbour-lettings');
    await page.getByRole('button', { name: 'Start enrolment' }).click();
    await page.waitForURL('**/harbour-lettings/pending/personal-details');
    await h1Of(page).filter({ hasText: "Let's check your personal details." }).waitFor();
    await agentPanelOf(page).waitFor();
    expect(await page.getByLabel('Create a password').count()).toBe(0);
    await script(page, 'personal details');
    expect(scripts.get('personal details')).toMatch(/^Thank you for calling\./);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'personal details (wide)');
    await atSmall.check(page, 'personal details');

    const surname = uniqueSurname();
    const callerEmail = `caller.${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Title').selectOption('Mr');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Surname').fill(surname);
    await page.getByLabel('Day').fill('12');
    await page.getByLabel('Month').fill('04');
    await page.getByLabel('Year').fill('1990');
    await page.getByLabel('Mobile number').fill('07700900123');
    await page.getByLabel('Email address').fill(callerEmail);
    await page.getByRole('button', { name: 'Next' }).click();

    // Moving details: the home, a move-in date 10 days ahead.
    await page.waitForURL('**/harbour-lettings/enrolment/moving-details');
    await h1Of(page).filter({ hasText: 'About your new home.' }).waitFor();
    await page.getByRole('button', { name: 'Find address' }).waitFor();
    await script(page, 'moving details');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'moving details (wide)');
    await atSmall.check(page, 'moving details');
    const [year = '', month = '', day = ''] = dateIn(10);
    await page.getByLabel('Day').fill(day);
    await page.getByLabel('Month').fill(month);
    await page.getByLabel('Year').fill(year);
    const status = page.getByLabel('Which of these describes you at your new home?');
    if ((await status.count()) > 0) await status.selectOption({ label: 'Private tenant' });
    await page.getByLabel('Postcode').fill(HOME.postcode);
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByLabel('Select your address').selectOption(HOME.address);
    await page.getByText('Your new address is:', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // Product selection: energy and broadband kept.
    await page.waitForURL('**/enrolment/product-selection');
    await h1Of(page).filter({ hasText: 'Choose your products' }).waitFor();
    await script(page, 'product selection');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'product selection (wide)');
    await atSmall.check(page, 'product selection');
    await chooseProducts(page, ['energy', 'entertainment']);

    // Energy usage: known, both fuels.
    await page.waitForURL('**/enrolment/energy/usage');
    await h1Of(page).filter({ hasText: 'Your energy usage' }).waitFor();
    await script(page, 'energy usage');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy usage (wide)');
    await atSmall.check(page, 'energy usage');

    // 5. Send link, before Finish (the link is opened by the caller's own test below).
    const actions = await openTab(page, 'Actions');
    await actions.getByRole('button', { name: 'Send link' }).click();
    await expect
      .poll(() => actions.getByRole('status').textContent())
      .toBe('The link has been sent');
    const message = await waitForMessage(browser.baseUrl, callerEmail, (m) => m.links.length > 0);
    // The caller's e-mail carries the auto log-in link on the normal host, under the brand.
    const sentLink = new URL(message.links.find((l) => l.includes('/log-in/')) ?? '');
    expect(sentLink.hostname).not.toContain('telephony');
    expect(sentLink.pathname).toMatch(/^\/harbour-lettings\/log-in\/[\w-]+$/);
    callerLink = sitePath(sentLink.href);

    await page.getByRole('radio', { name: 'Yes, I know how many kWh I use a year' }).check();
    await page.getByLabel('Electricity used a year').fill('3100');
    await page.getByLabel('Gas used a year').fill('9500');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Energy list: a tariff, and the two notes.
    await page.waitForURL('**/enrolment/energy/list');
    await h1Of(page).filter({ hasText: 'Choose an energy plan' }).waitFor();
    await page.getByTestId('tariff-card').first().waitFor();
    await script(page, 'energy list');
    expect(scripts.get('energy list')).toMatch(/^Here are the tariffs available/);
    const notes = await openTab(page, 'Notes/History');
    for (const note of ['Caller wants a fixed tariff.', 'Caller asked about broadband too.']) {
      await notes.getByRole('textbox', { name: 'Note' }).fill(note);
      await notes.getByRole('button', { name: 'Save note' }).click();
      await notes.getByRole('listitem').filter({ hasText: note }).waitFor();
    }
    const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
    expect(await listed.locator('.agent-notes__content').allInnerTexts()).toEqual([
      'Caller asked about broadband too.',
      'Caller wants a fixed tariff.',
    ]);
    for (const time of await listed.locator('time').allInnerTexts())
      expect(time).toMatch(NOTE_TIME);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy list with notes (wide)');
    await atSmall.check(page, 'energy list with notes');

    const card = page.getByTestId('tariff-card').filter({
      has: page.getByRole('heading', { name: TARIFF, exact: true }),
    });
    await card.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL(/\/enrolment\/energy\/details\//);
    await h1Of(page).filter({ hasText: TARIFF }).waitFor();
    await script(page, 'tariff details');
    await atSmall.check(page, 'tariff details');
    await page.getByRole('button', { name: 'Set this up' }).click();

    // Add-ons: none; the supply start date; the PSR.
    await page.waitForURL('**/enrolment/energy/signup');
    await page.getByRole('button', { name: 'Add Boiler cover' }).waitFor();
    await script(page, 'energy add-ons');
    await atSmall.check(page, 'energy add-ons');
    await page.getByRole('button', { name: 'Set this up' }).click();
    await page.waitForURL('**/enrolment/energy/switch');
    await h1Of(page).filter({ hasText: 'Your supply start date' }).waitFor();
    await page.getByRole('button', { name: 'Confirm and Switch' }).waitFor();
    await script(page, 'supply start date');
    await atSmall.check(page, 'supply start date');
    await page.getByRole('checkbox', { name: /cooling-off period/ }).check();
    await page.getByRole('button', { name: 'Confirm and Switch' }).click();
    await page.waitForURL('**/enrolment/energy/psr');
    await h1Of(page).filter({ hasText: 'Priority Services Register' }).waitFor();
    await script(page, 'Priority Services Register');
    await atSmall.check(page, 'Priority Services Register');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Payment with the valid pair.
    await page.waitForURL('**/enrolment/energy/payment');
    await page.getByRole('button', { name: 'Set up' }).waitFor();
    await script(page, 'energy payment');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy payment (wide)');
    await atSmall.check(page, 'energy payment');
    await page.getByLabel('Account holder name', { exact: true }).fill(`Robin ${surname}`);
    await page.getByLabel('Account number', { exact: true }).fill(VALID_ACCOUNT.accountNumber);
    await page.getByLabel('Sort code', { exact: true }).fill(VALID_ACCOUNT.sortCode);
    await page.getByLabel('Preferred payment day').selectOption('15');
    await page.getByLabel(/^I accept the .+ terms and conditions$/).check();
    await page.getByRole('button', { name: 'Set up' }).click();
    // Energy done: the journey goes on to broadband.
    await page.waitForURL('**/harbour-lettings/enrolment/entertainment/broadband-list');
    await h1Of(page).filter({ hasText: 'Broadband, phone and TV' }).waitFor();

    // Broadband: a whole-of-market package from the list, through the hand-off.
    await page.context().route('https://*.threshold.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Provider sign-up</title><h1>Sign up</h1>',
      }),
    );
    await page.locator('#broadband-results-count').waitFor();
    await script(page, 'broadband list');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'broadband list (wide)');
    await atSmall.check(page, 'broadband list');
    const wombb = page
      .getByTestId('package-card')
      .filter({ has: page.locator('a[href*="/broadband-details/"][href$="/wombb"]') })
      .first();
    const packageName = (await wombb.getByRole('heading').textContent()) ?? '';
    const provider = (await wombb.locator('img').getAttribute('alt')) ?? '';
    await wombb.getByRole('link', { name: /^Details/ }).click();
    await page.waitForURL('**/broadband-details/**');
    await h1Of(page).filter({ hasText: packageName }).waitFor();
    await script(page, 'package details');
    await atSmall.check(page, 'package details');
    await page.getByRole('button', { name: 'Great, set this up' }).click();
    await page.waitForURL('**/whole-of-market/hand-off/**');
    await h1Of(page)
      .filter({ hasText: `Taking you to ${provider}` })
      .waitFor();
    const providerTab = page.context().waitForEvent('page');
    await page.getByRole('link', { name: `Go to ${provider} now (opens in a new tab)` }).click();
    await (await providerTab).close();
    await page.waitForURL('**/whole-of-market/visit-recorded');
    await h1Of(page).filter({ hasText: 'We recorded your visit' }).waitFor();
    // 6. Finish while the caller is on the provider's site (once every service is settled the
    // enrolment is complete and Finish is hidden): announced, and the agent is on the confirmation.
    const finishActions = await openTab(page, 'Actions');
    await finishActions.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/harbour-lettings/enrolment/confirmation');
    await expect
      .poll(() => finishActions.getByRole('status').textContent())
      .toBe('The enrolment has been finalised');
    expect(await finishActions.getByRole('button', { name: 'Finish' }).count()).toBe(0);
    await h1Of(page).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Thanks, Robin' }).waitFor();
    await page.getByTestId('energy-chosen').getByText(TARIFF, { exact: false }).waitFor();
    await page.locator('[data-card="entertainment"]').waitFor();
    await script(page, 'confirmation');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'confirmation, finalised (wide)');
    await atSmall.check(page, 'confirmation, finalised');

    // 3. Each page's script was shown, and they are the pages' own.
    for (const [where, text] of scripts) expect(text.trim(), where).not.toBe('');
    expect(new Set(scripts.values()).size).toBe(scripts.size);

    // 7. The audit log: each action, in the order the agent took them.
    const { entries } = await operatorCall<{
      entries: { action: string; enrolmentId: string | null; agentName: string }[];
    }>(browser, `/api/operator/agent-audit-log?agent=${encodeURIComponent(agent.email)}`);
    const enrolmentId = await assistedEnrolmentId(page);
    const taken = entries.map((entry) => entry.action).reverse();
    expect(inOrder(taken, AUDITED_ACTIONS)).toEqual(AUDITED_ACTIONS);
    expect(entries.every((entry) => entry.agentName === agent.name)).toBe(true);
    // Signing in is before any enrolment; every later action names the caller's.
    const afterSignIn = entries.filter((entry) => entry.action !== 'Signed in');
    expect(new Set(afterSignIn.map((entry) => entry.enrolmentId))).toEqual(new Set([enrolmentId]));
    finishedCall = { page, agentName: agent.name, enrolmentId, callerEmail, surname };
  });

  it('lays out each page of that call at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(atSmall.pages().map((checked) => checked.where)).toEqual([
      'admin portal',
      'personal details',
      'moving details',
      'product selection',
      'energy usage',
      'energy list with notes',
      'tariff details',
      'energy add-ons',
      'supply start date',
      'Priority Services Register',
      'energy payment',
      'broadband list',
      'package details',
      'confirmation, finalised',
    ]);
    expect(atSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // The enrolment an agent started has no log-in: the link (sent to the caller's e-mail) makes
  // their password-less one, so they carry on as a mover.
  it('the caller opens the link on the normal host in a browser of their own: logged in, on their next step, without any agent part (wide)', async () => {
    expect(callerLink, 'the link the journey test sent').not.toBeNull();
    const caller = await browser.newPage('wide');
    await caller.goto(callerLink!);
    await caller.waitForURL((url) => /\/enrolment\//.test(url.pathname));
    expect(new URL(caller.url()).hostname).toBe(new URL(browser.baseUrl).hostname);
    await h1Of(caller).first().waitFor();
    await caller.waitForLoadState('networkidle');
    expect(new URL(caller.url()).pathname).toMatch(/\/enrolment\//);
    await caller
      .locator('.site-header__account')
      .getByRole('button', { name: 'Log Out' })
      .waitFor();
    expect(await agentPanelOf(caller).count()).toBe(0);
  });

  it('forgets the caller of that call: the modal (axe clean), the message, the admin portal page says by whom and when, and nothing personal is left for an agent or in the mailbox (wide)', async () => {
    expect(finishedCall, 'the enrolment the journey test finished').not.toBeNull();
    const { page, agentName, enrolmentId, callerEmail, surname } = finishedCall!;
    const actions = await openTab(page, 'Actions');
    await actions.getByRole('button', { name: 'Right to be forgotten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget this caller?' });
    await dialog
      .getByText('Every personal detail of this enrolment will be erased. This cannot be undone.')
      .waitFor();
    await modalShown(page);
    await expectNoAxeViolations(page, 'the forget dialog (wide)');
    await dialog.getByRole('button', { name: 'Forget the caller' }).click();

    // The admin portal's edit page for that enrolment: the message, and who forgot it and when.
    await page.waitForURL(new RegExp(`/harbour-lettings/agent/enrolments/${enrolmentId}$`));
    await page.getByRole('heading', { level: 1, name: 'Enrolment' }).waitFor();
    await page.getByText('The user has been forgotten').waitFor();
    const forgotten = page
      .locator('main')
      .getByText("This enrolment was forgotten at the customer's request on ");
    await forgotten.waitFor();
    expect(await forgotten.innerText()).toMatch(
      new RegExp(
        `^This enrolment was forgotten at the customer's request on \\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2} (AM|PM) by ${agentName}\\.$`,
      ),
    );
    expect(await page.getByRole('button', { name: 'Open' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'the forgotten enrolment (wide)');

    // What an agent can still read of it: that it was forgotten, nothing of the caller.
    const response = await fetch(`${browser.baseUrl}/api/telephony/enrolments/${enrolmentId}`, {
      headers: { authorization: `Bearer ${await agentAccessToken(page)}` },
    });
    const summary = await response.text();
    expect(response.status, summary).toBe(200);
    expect(JSON.parse(summary)).toMatchObject({ forgotten: true, forgottenBy: agentName });
    for (const personal of [surname, callerEmail, 'Robin', HOME.postcode, '07700900123'])
      expect(summary).not.toContain(personal);

    // The mailbox: no message to the caller's address, and none naming the caller any more
    // (the save-and-continue link, the supplier's sign-up with the bank details).
    expect(await messagesTo(browser.baseUrl, callerEmail)).toEqual([]);
    const everything = JSON.stringify(await messagesTo(browser.baseUrl, ''));
    expect(everything).not.toContain(surname);
    expect(everything).not.toContain(callerEmail);

    // And the database itself: no text or JSON column of any table holds the caller's surname,
    // e-mail address or bank account holder's name (the dev server's search, operators only).
    const { found } = await operatorCall<{ found: { table: string; column: string }[] }>(
      browser,
      '/api/dev/find-text',
      { texts: [surname, callerEmail, `Robin ${surname}`] },
    );
    expect(found).toEqual([]);
  });

  it('shows the same journey pages on the normal host without any agent part, and keeps the analytics consent rules (wide)', async () => {
    // A mover on the normal host, part-way through energy with broadband kept.
    const { page } = await moverAt(browser, 'energy-list', {
      brand: 'harbour-lettings',
      branch: '101',
      home: HOME,
      products: ['energy', 'broadband'],
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const seen: string[] = [];
    for (const path of [
      '/enrolment/moving-details',
      '/enrolment/energy/usage',
      '/enrolment/energy/list',
      '/enrolment/entertainment/broadband-list',
      '/enrolment/confirmation',
    ]) {
      await page.goto(`/harbour-lettings${path}`);
      await h1Of(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      seen.push(`${new URL(page.url()).pathname}: ${await h1Of(page).first().innerText()}`);
      expect(await agentPanelOf(page).count(), path).toBe(0);
      expect(await page.getByText(/Signed in as/).count(), path).toBe(0);
    }
    expect(seen).toEqual([
      expect.stringMatching(/^\/harbour-lettings\/enrolment\/moving-details: /),
      expect.stringMatching(/^\/harbour-lettings\/enrolment\/energy\/usage: /),
      expect.stringMatching(/^\/harbour-lettings\/enrolment\/energy\/list: /),
      expect.stringMatching(/^\/harbour-lettings\/enrolment\/entertainment\/broadband-list: /),
      expect.stringMatching(/^\/harbour-lettings\/enrolment\/confirmation: /),
    ]);
    expect(
      requested.filter((url) => /agent-panel|\/api\/(call-scripts|notes?)\b/.test(url)),
    ).toEqual([]);

    // Analytics on the normal host: no event before consent, the event once consent is given.
    const mover = await moverAt(browser, 'moving-details');
    const unknownDate = mover.page.getByLabel("I don't know my move-in date yet");
    const events = () =>
      mover.page.evaluate(
        () => (window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? [],
      );
    await unknownDate.check();
    await mover.page.waitForLoadState('networkidle');
    expect(await unknownDate.isChecked()).toBe(true);
    expect(await events()).toEqual([]);
    await unknownDate.uncheck();
    await mover.page.waitForLoadState('networkidle');
    await mover.page.getByRole('button', { name: 'Cookie settings' }).click();
    await mover.page.getByRole('button', { name: 'Accept performance cookies' }).click();
    await mover.page.getByRole('dialog').waitFor({ state: 'detached' });
    await unknownDate.check();
    await expect
      .poll(async () => (await events()).map((event) => event.event))
      .toEqual(['move_in_date_unknown']);

    // The telephony host: even with consent, no analytics at all (and no unknown-date box).
    const agentCall = await agentAssistingMoverAt(browser, 'moving-details', 'wide');
    await agentCall.page
      .context()
      .addCookies([
        { name: 'threshold_consent', value: 'C0002:1', domain: 'telephony.localhost', path: '/' },
      ]);
    const agentRequests: string[] = [];
    agentCall.page.on('request', (request) => agentRequests.push(request.url()));
    await openAsAgent(browser, agentCall.page, '/enrolment/moving-details');
    await agentCall.page.getByRole('button', { name: 'Find address' }).waitFor();
    await agentCall.page.waitForLoadState('networkidle');
    expect(await agentCall.page.getByLabel("I don't know my move-in date yet").count()).toBe(0);
    // The panel's chunk, which the normal host never asked for above, is this host's.
    expect(agentRequests.some((url) => url.includes('agent-panel'))).toBe(true);
    expect(
      await agentCall.page.evaluate(
        () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [],
      ),
    ).toEqual([]);
  });
});
