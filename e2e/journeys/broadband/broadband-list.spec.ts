import {
  BROADBAND_PARTIAL_FAILURE_MESSAGE,
  BROADBAND_TOTAL_FAILURE_MESSAGE,
} from '@threshold/domain/messages/broadband';
import type { BroadbandResponse } from '@threshold/domain/schemas/broadband';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../../support/browser';
import { waitForMessage } from '../../support/mailbox';
import { otherWidthChecks } from '../../support/other-width';
import { moverAt, type MoverHome } from '../../support/journey';
import { layoutShiftSoFar, watchLayoutShifts } from '../../support/layout-shift';
import { picture } from '../../support/picture';

const browser = useBrowser();

/** Leeds city centre: every network, part-fibre and cable lines live. */
const CITY: MoverHome = { postcode: 'LS1 4AP', address: '6 Park Row' };
/** Northstowe: a new-build street no network reaches yet. */
const NOT_CONNECTED: MoverHome = { postcode: 'CB24 1AZ', address: 'CB241AZ-1' };

const SKYVIEW_CALLBACKS = 'callbacks@skyview-tv.threshold.example';

/**
 * A mover on Harbour Lettings (Tomasz, moving in 10 days) who chose broadband only, put on the
 * broadband list by the dev fixture.
 */
async function moverOnBroadbandList(
  viewport: ViewportName,
  home: MoverHome = CITY,
  surname = 'Nowak',
): Promise<Page> {
  const { page } = await moverAt(browser, 'broadband-list', {
    brand: 'harbour-lettings',
    branch: '101',
    home,
    viewport,
    firstName: 'Tomasz',
    surname,
  });
  // The providers' own sign-up sites are outside the test: each answers a plain page.
  await page.context().route('https://*.threshold.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Provider sign-up</title><h1>Sign up</h1>',
    }),
  );
  await page.waitForURL('**/enrolment/entertainment/broadband-list');
  await page.getByRole('heading', { level: 1, name: 'Broadband, phone and TV' }).waitFor();
  return page;
}

const countText = (page: Page) => page.locator('#broadband-results-count');

async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  await countText(page).waitFor();
  const match = /Showing (\d+) of (\d+)/.exec((await countText(page).textContent()) ?? '');
  return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

/** The filter panel is folded on phones: open it first. */
async function openFilters(page: Page): Promise<void> {
  const panel = page.locator('details.broadband-filters');
  if (!(await panel.evaluate((details: HTMLDetailsElement) => details.open))) {
    await page.getByText('Filter packages', { exact: true }).click();
  }
}

/** The list the API answers this mover for these filters (the page's own call, made here). */
async function apiList(page: Page, request: object): Promise<BroadbandResponse> {
  return page.evaluate(async (body) => {
    const token = sessionStorage.getItem('userToken');
    const response = await fetch('/api/entertainment/broadband', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as BroadbandResponse;
  }, request);
}

/** "Load more packages" until everything is listed (its name changes while a page loads). */
async function loadAll(page: Page): Promise<void> {
  const loadMore = page.getByRole('button', { name: 'Load more packages', exact: true });
  await countText(page).waitFor();
  for (let pages = 0; pages < 20 && (await loadMore.count()) > 0; pages += 1) {
    const before = (await countText(page).textContent()) ?? '';
    await loadMore.click();
    await page.waitForFunction(
      (shown) => document.getElementById('broadband-results-count')?.textContent !== shown,
      before,
    );
    await page.getByText('Loading more packages…').waitFor({ state: 'detached' });
  }
}

/** The promoted and listed packages' names (not the 4G/5G routers' group below them). */
const cardHeadings = (page: Page) =>
  page
    .locator('section:not(#broadband-interim-group)')
    .getByTestId('package-card')
    .getByRole('heading')
    .allTextContents();

async function setFault(fault: 'wombb' | 'partner' | 'combined' | null): Promise<void> {
  const response = await fetch(`${browser.baseUrl}/api/dev/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: {
      'x-operator-key': browser.operatorKey,
      ...(fault ? { 'content-type': 'application/json' } : {}),
    },
    body: fault ? JSON.stringify({ provider: 'broadband-catalogue', fault }) : undefined,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * From the list, the first package of a source ('wombb' for the whole of market, 'sky' for the
 * satellite partner) to its details page. Answers the package's name and provider.
 */
async function openDetailsOf(
  page: Page,
  sourceId: 'wombb' | 'sky',
): Promise<{ name: string; provider: string }> {
  const link = page.locator(`a[href*="/broadband-details/"][href$="/${sourceId}"]`).first();
  const card = page.getByTestId('package-card').filter({ has: link }).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const provider = (await card.locator('img').getAttribute('alt')) ?? '';
  await link.click();
  await page.waitForURL('**/broadband-details/**');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { name, provider };
}

describe('the broadband list', () => {
  afterEach(async () => {
    await setFault(null);
  });

  // A mover's phone; the list is also laid out at 1280 px on the way (asserted by the next test).
  const filteredWidth: ViewportName = 'small';
  const filteredAtWide = otherWidthChecks(filteredWidth);

  it('filtered by fibre and a provider, sorted by speed, loaded in full: the order and count the API gives this address (small)', async () => {
    const viewport = filteredWidth;
    filteredAtWide.reset();
    const page = await moverOnBroadbandList(viewport);
    await page.getByRole('complementary', { name: 'Speed check for your new home' }).waitFor();
    await page.getByText('Cheapest overall price', { exact: true }).waitFor();
    await page.getByText('Fastest available', { exact: true }).waitFor();
    await page.getByText('Recommended for renters', { exact: true }).waitFor();
    expect((await shownCount(page)).shown).toBe(4);
    await expectNoAxeViolations(page, `broadband list (${viewport})`);
    await picture(page, `broadband-list-${viewport}`);
    await filteredAtWide.check(page, 'broadband list');

    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Fibre broadband' }).check();
    await page.getByRole('checkbox', { name: 'Kestrel Broadband' }).check();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('button', { name: 'Remove filter Provider: Kestrel Broadband' }).waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Speed' });
    await page.waitForLoadState('networkidle');
    await loadAll(page);
    const expected = await apiList(page, {
      broadbandType: { standardBroadband: false, fibreBroadband: true },
      selectedProviders: ['kestrel-broadband'],
      sortOption: 3,
      pagesToLoad: 20,
    });
    const { shown, total } = await shownCount(page);
    expect(total).toBe(expected.packages.totalResults);
    expect(shown).toBe(total);
    expect(await cardHeadings(page)).toEqual(
      [...expected.promotedPackages, ...expected.packages.packages].map((pkg) => pkg.packageName),
    );
    // The listed (not promoted) packages come fastest first.
    const speeds = expected.packages.packages.map((pkg) => pkg.broadband.downloadSpeed);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    // A live promotion counts down in days, hours, minutes and seconds.
    const promoted = page
      .getByTestId('package-card')
      .filter({ hasText: '£50 reward card when you sign up' })
      .first();
    const countdown = (await promoted.getByRole('timer').textContent()) ?? '';
    expect(countdown).toMatch(/^Ends in \d+ days?, \d+ hours?, \d+ minutes?, \d+ seconds?$/);
    await page.waitForFunction(
      (shown) =>
        [...document.querySelectorAll('[role="timer"]')].every(
          (timer) => timer.textContent !== shown,
        ),
      countdown,
    );
    await expectNoAxeViolations(page, `broadband list filtered (${viewport})`);
    await picture(page, `broadband-list-filtered-${viewport}`);
    await filteredAtWide.check(page, 'broadband list filtered');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(filteredAtWide.pages().map((checked) => checked.where)).toEqual([
      'broadband list',
      'broadband list filtered',
    ]);
    expect(filteredAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A mover's phone: the provider opens by itself at 15 s (a fake clock); the link that opens it at
  // once is walked at 1280 px by the slow-pages journey below. Each page is also laid out at 1280 px.
  const wombbWidth: ViewportName = 'small';
  const wombbAtWide = otherWidthChecks(wombbWidth);

  it('a whole-of-market package: details, the hand-off (small), "We recorded your visit" Yes, the In progress card and "Select a new package"', async () => {
    const viewport = wombbWidth;
    wombbAtWide.reset();
    const page = await moverOnBroadbandList(viewport);
    await shownCount(page);
    const { name, provider } = await openDetailsOf(page, 'wombb');
    await page.getByRole('button', { name: 'Great, set this up' }).waitFor();
    await expectNoAxeViolations(page, `package details (${viewport})`);
    await picture(page, `broadband-details-${viewport}`);
    await wombbAtWide.check(page, 'package details');

    // The provider opens by itself at 15 s (a fake clock, so not laid out again while it counts).
    await page.clock.install();
    await page.getByRole('button', { name: 'Great, set this up' }).click();
    await page.waitForURL('**/whole-of-market/hand-off/**');
    await page.getByRole('heading', { level: 1, name: `Taking you to ${provider}` }).waitFor();
    await page.getByText(`${provider}'s website opens in a new tab in`, { exact: false }).waitFor();
    await expectNoAxeViolations(page, `hand-off (${viewport})`);
    await picture(page, `broadband-hand-off-${viewport}`);
    const providerTab = page.context().waitForEvent('page');
    await page.clock.fastForward(14_000);
    expect(page.url()).toContain('/hand-off/');
    await page.clock.fastForward(1_000);
    const opened = await providerTab;
    await opened.waitForLoadState();
    expect(opened.url()).toContain('threshold.example');
    await opened.close();

    await page.waitForURL('**/whole-of-market/visit-recorded');
    await page.getByRole('heading', { level: 1, name: 'We recorded your visit' }).waitFor();
    await expectNoAxeViolations(page, `visit recorded (${viewport})`);
    await picture(page, `broadband-visit-recorded-${viewport}`);
    await wombbAtWide.check(page, 'visit recorded');
    await page.getByRole('button', { name: 'Yes' }).click();

    await page.waitForURL('**/enrolment/confirmation');
    const card = page.locator('[data-card="entertainment"]');
    await card.getByText('Status: In progress').waitFor();
    await card.getByText(name).waitFor();
    await card.getByText(provider, { exact: true }).waitFor();
    await card.getByText(/^Monthly price:/).waitFor();
    await expectNoAxeViolations(page, `confirmation, broadband in progress (${viewport})`);
    await picture(page, `broadband-confirmation-in-progress-${viewport}`);
    await wombbAtWide.check(page, 'confirmation, broadband in progress');

    await card.getByRole('button', { name: 'Select a new package' }).click();
    await page.waitForURL('**/enrolment/entertainment/broadband-list');
    await shownCount(page);
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(wombbAtWide.pages().map((checked) => checked.where)).toEqual([
      'package details',
      'visit recorded',
      'confirmation, broadband in progress',
    ]);
    expect(wombbAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A laptop; the partner's pages are also laid out at 375 px on the way (asserted by the next test).
  const partnerAtSmall = otherWidthChecks('wide');

  it('the satellite-TV partner: slot 2 asked for, the call-back on the confirmation card and in the outbox', async () => {
    partnerAtSmall.reset();
    // A surname of letters only, this test's own, to find its call-back among others.
    const surname = `Okafor${[...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
    const page = await moverOnBroadbandList('wide', CITY, surname);
    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Skyview TV' }).check();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('button', { name: 'Remove filter Provider: Skyview TV' }).waitFor();
    await page.waitForLoadState('networkidle');
    await openDetailsOf(page, 'sky');
    await page.getByRole('button', { name: 'Great, set this up' }).click();
    await page.waitForURL('**/enrolment/entertainment/sky/signup/**');
    const slots = page.getByRole('group', { name: 'When should Skyview TV call you?' });
    await slots.waitFor();
    await page
      .getByText('Skyview TV calls back 12pm-8pm Monday to Friday, within 24 hours.')
      .waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('link', { name: 'Select when you would like to be called back' })
      .waitFor();
    await expectNoAxeViolations(page, 'partner sign-up with its error');
    await picture(page, 'broadband-partner-signup-error-wide');
    await partnerAtSmall.check(page, 'partner sign-up with its error');
    await slots.getByRole('radio', { name: 'Slot 2: 2pm-4pm' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL('**/enrolment/confirmation');
    const card = page.locator('[data-card="entertainment"]');
    await card
      .getByText(
        'Skyview TV will call you back between 2pm-4pm, Monday to Friday, within 24 hours.',
      )
      .waitFor();
    await picture(page, 'broadband-confirmation-callback-wide');
    await partnerAtSmall.check(page, 'confirmation with the call-back');
    const request = await waitForMessage(browser.baseUrl, SKYVIEW_CALLBACKS, (message) =>
      message.text.includes(surname),
    );
    expect(request.text).toContain('Slot 2: 2pm-4pm');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(partnerAtSmall.pages().map((checked) => checked.where)).toEqual([
      'partner sign-up with its error',
      'confirmation with the call-back',
    ]);
    expect(partnerAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  const wombbFailureWidth: ViewportName = 'small';
  const wombbFailureAtWide = otherWidthChecks(wombbFailureWidth);

  it('opens in place on a phone: the speed check, filters, packages and Back / Not now come together, so nothing on the page moves (layout shift under 0.1)', async () => {
    const page = await moverOnBroadbandList('small');
    await shownCount(page);
    // Opened afresh, as a mover's phone loads it.
    await watchLayoutShifts(page);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Speed check for your new home' }).waitFor();
    await shownCount(page);
    await page.getByRole('button', { name: 'Not now' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.1);
  });

  it('a whole-of-market failure: its text and code, no filter or sort (small)', async () => {
    const viewport = wombbFailureWidth;
    wombbFailureAtWide.reset();
    const page = await moverOnBroadbandList(viewport);
    await shownCount(page);
    await setFault('wombb');
    await page.reload();
    await page.getByText(BROADBAND_PARTIAL_FAILURE_MESSAGE).waitFor();
    await page.getByText('Error code: WOMBB_SEARCH_FAILED').waitFor();
    expect(await page.getByLabel('Sort by').count()).toBe(0);
    expect(await page.getByText('Filter packages', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page, `broadband list, whole-of-market failure (${viewport})`);
    await picture(page, `broadband-list-failure-${viewport}`);
    await wombbFailureAtWide.check(page, 'broadband list, whole-of-market failure');
  });

  it('lays out that whole-of-market failure at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(wombbFailureAtWide.pages().map((checked) => checked.where)).toEqual([
      'broadband list, whole-of-market failure',
    ]);
    expect(wombbFailureAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('an address no network reaches: "Service Unavailable"', async () => {
    const page = await moverOnBroadbandList('small', NOT_CONNECTED);
    await page.getByRole('heading', { name: 'Service Unavailable' }).waitFor();
    await page
      .getByText('Sorry, there are no valid results matching your filter criteria.')
      .waitFor();
    expect(await page.getByLabel('Sort by').count()).toBe(0);
    await expectNoAxeViolations(page, 'broadband list, Service Unavailable');
    await picture(page, 'broadband-list-unavailable-small');
  });

  // A laptop; the list is also laid out at 375 px on the way (asserted by the next test).
  const lateInstallAtSmall = otherWidthChecks('wide');

  it('a package not installed by the move-in date says so; "Ready by my move-in date" lists only those that are', async () => {
    lateInstallAtSmall.reset();
    const page = await moverOnBroadbandList('wide');
    await shownCount(page);
    await loadAll(page);
    const late = page
      .getByTestId('package-card')
      .filter({ hasText: /can't be installed before you move in on/ });
    expect(await late.count()).toBeGreaterThan(0);
    await late
      .first()
      .getByText(/The earliest install date is \d{2}\/\d{2}\/\d{4}\./)
      .waitFor();
    await late.first().getByRole('link', { name: '4G/5G router' }).waitFor();
    await page
      .getByRole('region', { name: '4G/5G routers while you wait for your line' })
      .getByTestId('package-card')
      .first()
      .waitFor();
    await picture(page, 'broadband-list-late-install-wide');
    await lateInstallAtSmall.check(page, 'broadband list, late installs');

    await page.getByLabel('Sort by').selectOption({ label: 'Ready by my move-in date' });
    await page.getByText(/^Showing 4 of/).waitFor();
    await loadAll(page);
    const { shown, total } = await shownCount(page);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThan(0);
    expect(await late.count()).toBe(0);
    await expectNoAxeViolations(page, 'broadband list, ready by move-in');
    await lateInstallAtSmall.check(page, 'broadband list, ready by move-in');
  });

  it('lays out the list with its late installs, then ready by move-in, at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(lateInstallAtSmall.pages().map((checked) => checked.where)).toEqual([
      'broadband list, late installs',
      'broadband list, ready by move-in',
    ]);
    expect(lateInstallAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  // A laptop (the journeys above run on a phone); the pages are also laid out at 375 px.
  const slowListWidth: ViewportName = 'wide';
  const slowListAtSmall = otherWidthChecks(slowListWidth);

  it('answers 1.5 s late, then failing: a loading state, then the list; then a clear message (wide)', async () => {
    const viewport = slowListWidth;
    slowListAtSmall.reset();
    const page = await moverOnBroadbandList(viewport);
    await shownCount(page);
    await page.route('**/api/entertainment/broadband', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await page.getByText('Loading broadband packages').waitFor();
    await picture(page, `broadband-list-loading-${viewport}`);
    await shownCount(page);
    await slowListAtSmall.check(page, 'broadband list, loaded late');
    await page.unroute('**/api/entertainment/broadband');
    await page.route('**/api/entertainment/broadband', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Sorry we have encountered some difficulties. Please try again in a moment."}',
      }),
    );
    await page.reload();
    await page.getByText(BROADBAND_TOTAL_FAILURE_MESSAGE).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectNoAxeViolations(page, `broadband list, call failed (${viewport})`);
    await picture(page, `broadband-list-call-failed-${viewport}`);
    await slowListAtSmall.check(page, 'broadband list, call failed');
  });

  it('lays out each state of that list at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(slowListAtSmall.pages().map((checked) => checked.where)).toEqual([
      'broadband list, loaded late',
      'broadband list, call failed',
    ]);
    expect(slowListAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  const slowPagesWidth: ViewportName = 'wide';
  const slowPagesAtSmall = otherWidthChecks(slowPagesWidth);

  it('package details, partner sign-up and "We recorded your visit" with their calls 1.5 s late, then failing: a clear state each time (wide)', async () => {
    const viewport = slowPagesWidth;
    slowPagesAtSmall.reset();
    const page = await moverOnBroadbandList(viewport);
    await loadAll(page);
    const hrefOf = async (sourceId: string) =>
      new URL(
        (await page
          .locator(`a[href*="/broadband-details/"][href$="/${sourceId}"]`)
          .first()
          .getAttribute('href')) ?? '',
        page.url(),
      ).toString();
    const wombbDetails = await hrefOf('wombb');
    const skyDetails = await hrefOf('sky');
    const skySignup = skyDetails.replace('/whole-of-market/broadband-details/', '/sky/signup/');
    const serverError =
      'Sorry we have encountered some difficulties. Please try again in a moment.';
    // A page opened by its address asks for its one package.
    const ONE_PACKAGE = '**/api/entertainment/packages/**';
    const slowPackage = async () =>
      page.route(ONE_PACKAGE, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    const failing = (path: string) =>
      page.route(path, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: serverError }),
        }),
      );

    for (const [href, name] of [
      [wombbDetails, 'details'],
      [skySignup, 'partner-signup'],
    ] as const) {
      await slowPackage();
      await page.goto(href);
      await page.getByText('Loading the package').waitFor();
      await page.getByTestId('package-card').waitFor();
      await expectNoAxeViolations(page, `${name} (${viewport})`);
      await picture(page, `broadband-${name}-${viewport}`);
      await slowPagesAtSmall.check(page, name);
      await page.unroute(ONE_PACKAGE);
      await failing(ONE_PACKAGE);
      await page.reload();
      await page.getByText(serverError).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await expectNoAxeViolations(page, `${name} failing (${viewport})`);
      await picture(page, `broadband-${name}-failing-${viewport}`);
      await slowPagesAtSmall.check(page, `${name} failing`);
      await page.unroute(ONE_PACKAGE);
    }

    // The hand-off counting down, then cancelled; its link still opens the provider at once (the
    // link's own walk); then "We recorded your visit" with its answer failing, then slow.
    await page.goto(wombbDetails);
    await page.getByRole('button', { name: 'Great, set this up' }).click();
    await page.waitForURL('**/whole-of-market/hand-off/**');
    await page.getByRole('heading', { level: 1, name: /^Taking you to / }).waitFor();
    await page.getByText(/'s website opens in a new tab in/).waitFor();
    await expectNoAxeViolations(page, `hand-off (${viewport})`);
    await picture(page, `broadband-hand-off-${viewport}`);
    await slowPagesAtSmall.check(page, 'hand-off');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/You stopped .* opening\. You can still open it yourself\./).waitFor();
    await expectNoAxeViolations(page, `hand-off cancelled (${viewport})`);
    await picture(page, `broadband-hand-off-cancelled-${viewport}`);
    await slowPagesAtSmall.check(page, 'hand-off cancelled');
    const providerTab = page.context().waitForEvent('page');
    await page.getByRole('link', { name: /^Go to .+ now \(opens in a new tab\)$/ }).click();
    const opened = await providerTab;
    await opened.waitForLoadState();
    expect(opened.url()).toContain('threshold.example');
    await opened.close();
    await page.waitForURL('**/whole-of-market/visit-recorded');
    await page.getByRole('heading', { level: 1, name: 'We recorded your visit' }).waitFor();
    await failing('**/api/entertainment/wombb-confirmation');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('alert').getByText(serverError).waitFor();
    await expectNoAxeViolations(page, `visit recorded failing (${viewport})`);
    await picture(page, `broadband-visit-recorded-failing-${viewport}`);
    await slowPagesAtSmall.check(page, 'visit recorded failing');
    await page.unroute('**/api/entertainment/wombb-confirmation');
    await page.route('**/api/entertainment/wombb-confirmation', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Saving…' }).waitFor();
    await page.waitForURL('**/enrolment/confirmation');
    await page.locator('[data-card="entertainment"]').getByText('Status: In progress').waitFor();
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(slowPagesAtSmall.pages().map((checked) => checked.where)).toEqual([
      'details',
      'details failing',
      'partner-signup',
      'partner-signup failing',
      'hand-off',
      'hand-off cancelled',
      'visit recorded failing',
    ]);
    expect(slowPagesAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
