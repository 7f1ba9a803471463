import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fetchBranding } from '../support/api';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { sitePath, waitForMessage } from '../support/mailbox';
import { REPO_ROOT } from '../support/server';

const browser = useBrowser();
const onboardingPartnerKey = inject('onboardingPartnerKey');

type Mover = { emailAddress: string; invitation: string };

/** `E2E_SCREENSHOTS=1` keeps a picture of each page for a person to look at. */
async function picture(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = join(REPO_ROOT, 'e2e/artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The newest one-time code sent to an address or number, newer than `after` (message ids). */
async function codeSentTo(to: string, after: readonly string[] = []): Promise<string> {
  const message = await waitForMessage(
    browser.baseUrl,
    to,
    (m) => typeof m.code === 'string' && !after.includes(m.id),
  );
  if (!message.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}

/**
 * Oakfield Homes invites a mover, who joins through the onboarding journey (postcode, address,
 * mobile by code, confirm): a log-in with no password. The brand's otpLogin experiment is off.
 */
async function joinThroughOnboarding(viewport: ViewportName): Promise<Mover> {
  const emailAddress = `joined.${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${onboardingPartnerKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      title: 'Ms',
      firstName: 'Jordan',
      surname: 'Ellis',
      dateOfBirth: '1992-02-20',
      emailAddress,
      postcode: 'LS1 4AP',
      moveInDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      enrolmentType: 'Lettings',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const message = await waitForMessage(browser.baseUrl, emailAddress, (m) =>
    m.links.some((l) => l.includes('/continue/')),
  );
  const invitation = sitePath(message.links.find((l) => l.includes('/continue/')) ?? '');

  const page = await browser.newPage(viewport);
  await page.goto(invitation);
  await heading(page, 'Confirm your details');
  await page.getByLabel('Postcode of your new home').fill('LS1 4AP');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await heading(page, 'Select your new address');
  const address = page.getByLabel('Your new address');
  const parkRow = await address
    .locator('option', { hasText: /^1 Park Row/ })
    .first()
    .getAttribute('value');
  await address.selectOption(parkRow ?? '');
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, "What's your mobile number?");
  const mobile = `077009${String(randomInt(0, 100_000)).padStart(5, '0')}`;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your 6-digit code').fill(await codeSentTo(mobile));
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Your details');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/oakfield-homes/enrolment/**');
  await page.close();
  return { emailAddress, invitation };
}

/** The code log-in from /login: the e-mail, then the code sent to it; the mover is back in. */
async function logInWithCode(page: Page, emailAddress: string): Promise<void> {
  await heading(page, 'Welcome back!');
  await expectNoAxeViolations(page);
  const earlier = (await fetch(
    `${browser.baseUrl}/api/dev/messages?to=${encodeURIComponent(emailAddress)}`,
  ).then((r) => r.json())) as { id: string }[];
  await page.getByLabel('Email address').fill(emailAddress);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, "Verify it's you");
  await page.getByLabel('Your code').fill(
    await codeSentTo(
      emailAddress,
      earlier.map((m) => m.id),
    ),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/oakfield-homes/enrolment/**');
}

describe('a mover without a password is always offered the code log-in (otpLogin off)', () => {
  it('the invitation clicked again goes to the code log-in, which logs the mover in', async () => {
    const branding = await fetchBranding(browser.baseUrl, 'oakfield-homes');
    expect(branding.flags.otpLogin).toBe(false);
    const mover = await joinThroughOnboarding('wide');

    const page = await browser.newPage('wide');
    await page.goto(mover.invitation);
    await page.waitForURL('**/oakfield-homes/login');
    await logInWithCode(page, mover.emailAddress);
  });

  it.each<ViewportName>(['small', 'wide'])(
    'Menu → Log In offers "Log in with a code instead", and the code log-in works (%s)',
    async (viewport) => {
      const mover = await joinThroughOnboarding(viewport);
      const page = await browser.newPage(viewport);
      await page.goto('/oakfield-homes/');
      await page.getByRole('link', { name: 'Get Started' }).waitFor();
      if (viewport === 'small') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Log In' }).filter({ visible: true }).click();
      await page.waitForURL('**/oakfield-homes/log-in');
      await heading(page, 'Log in');
      await expectNoAxeViolations(page);
      await picture(page, `log-in-${viewport}`);
      await page.getByRole('link', { name: 'Log in with a code instead' }).click();
      await page.waitForURL('**/oakfield-homes/login');
      await logInWithCode(page, mover.emailAddress);
    },
  );
});
