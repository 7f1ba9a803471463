import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { BrowserHarness } from './browser';
import { operatorCall } from './agent';
import { messagesTo, waitForMessage } from './mailbox';

export type PartnerRole = 'owner' | 'staff';

/**
 * A new partner console user with a unique e-mail address: an owner made by the operator API (as
 * `npm run partner-owner` makes a partner's first owner). A staff user is invited by an owner in the page.
 */
export async function newPartnerOwner(
  browser: BrowserHarness,
  { brand, branch }: { brand: string; branch?: string },
): Promise<{ email: string; signInUrl: string }> {
  const email = `owner-${randomUUID().slice(0, 8)}@partners.example.com`;
  const made = await operatorCall<{ signInUrl: string }>(browser, '/api/operator/partner-owners', {
    brand,
    ...(branch ? { branch } : {}),
    email,
  });
  return { email, signInUrl: made.signInUrl };
}

/**
 * Signs in at `brandPath`/partner (e.g. '/harbour-lettings') as a person does: the e-mail address,
 * then the 6-digit code read from the dev mailbox. Waits until the console shows who is signed in.
 */
export async function signInToConsole(
  page: Page,
  browser: BrowserHarness,
  email: string,
  brandPath: string,
): Promise<void> {
  const earlier = new Set((await messagesTo(browser.baseUrl, email)).map((sent) => sent.id));
  await page.goto(`${browser.baseUrl}${brandPath}/partner`);
  await page.getByRole('heading', { level: 1, name: 'Partner console sign in' }).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const message = await waitForMessage(
    browser.baseUrl,
    email,
    (sent) => sent.code !== undefined && !earlier.has(sent.id),
  );
  await page.getByLabel('Your code').fill(message.code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
