import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { leadOnMovingDetails, moverAt } from '../support/journey';
import { sitePath, waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const viewports: ViewportName[] = ['small', 'wide'];
const DAY_MS = 86_400_000;
const SCREENSHOTS = join(REPO_ROOT, 'e2e/artifacts/journey-guard');
const MOVING_DETAILS = 'About your new home.';

/** Saves a full-page picture for a person to look at (e2e/artifacts is not committed). */
async function keepScreenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport}.png`), fullPage: true });
}

/** A new mover (Sam Okafor) on the default brand, put on moving details by the dev fixture, logged in. */
async function signUp(viewport: ViewportName): Promise<{ page: Page; email: string }> {
  const { page, email } = await moverAt(browser, 'moving-details', {
    viewport,
    firstName: 'Sam',
    surname: 'Okafor',
  });
  await page.waitForURL('**/default/enrolment/moving-details');
  await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
  return { page, email };
}

/** A partner (Harbour Lettings, branch 101) sends a lead; the mover signs up from the invitation. */
async function signUpAsLead(viewport: ViewportName): Promise<Page> {
  const { page } = await leadOnMovingDetails(browser, { viewport, emailPrefix: 'guard.lead' });
  await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
  return page;
}

/** The brand prefix of the page's address ('/default', '/harbour-lettings/101'). */
function prefixOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/\/enrolment\/.*$/, '');
}

describe('the journey guard', () => {
  it.each(viewports)(
    'sends a new mover from confirmation and product selection to moving details, with the progress shown (%s)',
    async (viewport) => {
      const { page } = await signUp(viewport);
      for (const path of [
        '/default/enrolment/confirmation',
        '/default/enrolment/product-selection',
        '/default/enrolment',
      ]) {
        await page.goto(path);
        await page.waitForURL('**/default/enrolment/moving-details');
        await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
      }

      const progress = page.getByRole('navigation', { name: 'Your progress' });
      await progress.waitFor();
      const live = progress.locator('[aria-live="polite"]');
      expect(await live.textContent()).toBe('Step 2 of 4: Your new home');
      const current = progress.locator('[aria-current="step"]');
      expect(await current.textContent()).toContain('Your new home');
      const toggle = progress.getByRole('button', { name: /Step 2 of 4 · Your new home/ });
      const steps = progress.getByRole('listitem');
      if (viewport === 'small') {
        // One line at 375 px; the list opens from it.
        expect(await toggle.isVisible()).toBe(true);
        expect(await steps.first().isVisible()).toBe(false);
        const box = await progress.boundingBox();
        expect(box?.width ?? 999).toBeLessThanOrEqual(375);
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await steps.nth(3).waitFor();
      } else {
        expect(await toggle.isVisible()).toBe(false);
        expect(await steps.count()).toBe(4);
        for (let index = 0; index < 4; index += 1)
          expect(await steps.nth(index).isVisible()).toBe(true);
      }
      expect(await steps.first().textContent()).toContain('(completed)');
      await expectNoAxeViolations(page);
      await keepScreenshot(page, 'moving-details-progress', viewport);
    },
  );

  it.each(viewports)(
    'sends a mover from a partner lead to moving details too (%s)',
    async (viewport) => {
      const page = await signUpAsLead(viewport);
      const prefix = prefixOf(page);
      await page.goto(`${prefix}/enrolment/confirmation`);
      await page.waitForURL(`**${prefix}/enrolment/moving-details`);
      await page.goto(`${prefix}/enrolment/product-selection`);
      await page.waitForURL(`**${prefix}/enrolment/moving-details`);
      await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
      await page.getByRole('navigation', { name: 'Your progress' }).waitFor();
    },
  );

  // The journeys below run at one width each, small and wide in turn; each page a journey visits is
  // also laid out at the other width on the way, asserted by the test after it.
  const announceWidth: ViewportName = 'wide';
  const announceAtSmall = otherWidthChecks(announceWidth);

  it('announces the new step once moving details is done (wide)', async () => {
    announceAtSmall.reset();
    const { page } = await signUp(announceWidth);
    const moveIn = new Date(Date.now() + 10 * DAY_MS)
      .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
      .split('-');
    await page.getByLabel('Day').fill(moveIn[2] ?? '');
    await page.getByLabel('Month').fill(moveIn[1] ?? '');
    await page.getByLabel('Year').fill(moveIn[0] ?? '');
    await page
      .getByLabel('Which of these describes you at your new home?')
      .selectOption({ label: 'Private tenant' });
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page
      .getByLabel('Select your address')
      .selectOption({ label: '1 Park Row, Leeds, LS1 4AP' });
    await page.getByText('Your new address is:', { exact: true }).waitFor();
    await announceAtSmall.check(page, 'moving details, filled in');
    const live = page
      .getByRole('navigation', { name: 'Your progress' })
      .locator('[aria-live="polite"]');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/default\/enrolment\/(product-selection|council-services-upfront)$/);
    // The same live region (the layout stays) now says the new step, so it is announced.
    await expect.poll(() => live.textContent()).toBe('Step 3 of 4: Services');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await announceAtSmall.check(page, 'the step after moving details');
    // Moving details stays open to change the date or address.
    await page.goto('/default/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
    expect(page.url()).toMatch(/\/default\/enrolment\/moving-details$/);
    await page.waitForLoadState('networkidle');
    await announceAtSmall.check(page, 'moving details, saved');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(announceAtSmall.pages().map((checked) => checked.where)).toEqual([
      'moving details, filled in',
      'the step after moving details',
      'moving details, saved',
    ]);
    expect(announceAtSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it.each(viewports)(
    'sends a logged-out visitor from confirmation to log in (%s)',
    async (viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto('/default/enrolment/confirmation');
      await page.waitForURL(/\/default\/log-?in$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Your progress' }).count()).toBe(0);
    },
  );

  const slowWidth: ViewportName = 'small';
  const slowAtWide = otherWidthChecks(slowWidth);

  it('shows a spinner while the enrolment is slow, and a way to try again when it fails (small)', async () => {
    const viewport = slowWidth;
    slowAtWide.reset();
    const { page } = await signUp(viewport);

    // Slow: the spinner, then the page.
    await page.route('**/api/enrolment-auth', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/default/enrolment/moving-details');
    await page.getByRole('status').filter({ hasText: 'Loading, please wait' }).first().waitFor();
    await page
      .getByRole('heading', { level: 1, name: MOVING_DETAILS })
      .waitFor({ timeout: 10_000 });
    await page.unroute('**/api/enrolment-auth');
    await page.waitForLoadState('networkidle');
    await slowAtWide.check(page, 'moving details after a slow load');

    // Failing: a friendly message and "Try again", never a crash.
    await page.route('**/api/enrolment-auth', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'unavailable' }),
      }),
    );
    await page.goto('/default/enrolment/personal-details');
    await page
      .getByRole('heading', { level: 1, name: "We couldn't load your details" })
      .waitFor({ timeout: 15_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sorry we have encountered some difficulties' })
      .waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'guard-failure', viewport);
    await slowAtWide.check(page, 'personal details, failed to load');

    await page.unroute('**/api/enrolment-auth');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { level: 1, name: "Let's check your personal details." })
      .waitFor();
    await page.getByRole('navigation', { name: 'Your progress' }).waitFor();
    await page.waitForLoadState('networkidle');
    await slowAtWide.check(page, 'personal details');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(slowAtWide.pages().map((checked) => checked.where)).toEqual([
      'moving details after a slow load',
      'personal details, failed to load',
      'personal details',
    ]);
    expect(slowAtWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});

describe('/commclick/forgottenpassword', () => {
  // At 1280 px (the other journeys in this file take turns); each page is laid out at 375 px too.
  const viewport: ViewportName = 'wide';
  const atSmall = otherWidthChecks(viewport);

  it('e-mails a reset link that works: new password, then log in (wide)', async () => {
    atSmall.reset();
    const { email } = await signUp(viewport);
    const page = await browser.newPage(viewport);
    await page.goto(`/default/commclick/forgottenpassword?email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'forgotten-password', viewport);
    await atSmall.check(page, 'forgotten password');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(FORGOTTEN_PASSWORD_SENT_MESSAGE).waitFor();
    await expectNoAxeViolations(page);
    await atSmall.check(page, 'forgotten password, sent');

    const message = await waitForMessage(browser.baseUrl, email, (m) =>
      m.links.some((link) => link.includes('/password-reset/')),
    );
    const link = message.links.find((l) => l.includes('/password-reset/')) ?? '';
    expect(sitePath(link)).toMatch(/^\/default\/password-reset\/[^/]+$/);
    await page.goto(sitePath(link));
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await atSmall.check(page, 'reset your password');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('New password').fill('Fresh-start-9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();
    await atSmall.check(page, 'password changed');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();

    await page.waitForURL('**/default/log-in');
    await page.getByLabel('Email address').waitFor();
    await atSmall.check(page, 'log in');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start-9');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/default/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: MOVING_DETAILS }).waitFor();
    await page.waitForLoadState('networkidle');
    await atSmall.check(page, 'moving details');
  });

  it('lays out each page of that journey at 375 px with no sideways scrolling and no axe violation (small)', () => {
    expect(atSmall.pages().map((checked) => checked.where)).toEqual([
      'forgotten password',
      'forgotten password, sent',
      'reset your password',
      'password changed',
      'log in',
      'moving details',
    ]);
    expect(atSmall.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
