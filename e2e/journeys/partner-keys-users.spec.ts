import { randomUUID } from 'node:crypto';
import {
  PARTNER_KEY_NAME_MESSAGE,
  PARTNER_KEYS_OWNER_ONLY_MESSAGE,
} from '@threshold/domain/partner/partner-keys';
import {
  PARTNER_EMAIL_TAKEN_MESSAGE,
  PARTNER_OWNER_ONLY_MESSAGE,
} from '@threshold/domain/partner/partner-users';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { EMAIL_MESSAGES } from '@threshold/domain/schemas/fields';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';
import { uniqueName } from '../support/unique-name';

const browser = useBrowser();
const BRAND_PATH = '/harbour-lettings';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Partner console' });
const summary = (page: Page) => page.locator('.error-summary');

/** A signed-in owner of Harbour Lettings on a new page at `width`, on the console's leads. */
async function signedInOwner(width: ViewportName): Promise<Page> {
  const { email } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
  const page = await browser.newPage(width);
  await signInToConsole(page, browser, email, BRAND_PATH);
  await heading(page, 'Leads').waitFor();
  return page;
}

/** A lead sent to the lead API with a key, as a partner's developer sends one. */
async function sendLead(key: string): Promise<Response> {
  const surname = uniqueName('Keyed');
  return fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      surname,
      emailAddress: `${surname.toLowerCase()}@example.com`,
      postcode: 'LS1 4AP',
    }),
  });
}

describe('the partner console’s users and API keys (issue 22)', () => {
  const width: ViewportName = 'small';
  const atWide = otherWidthChecks(width);

  it('an owner invites a staff user and removes another; the staff user signs in and cannot reach users or keys (small)', async () => {
    atWide.reset();
    const page = await signedInOwner(width);
    await nav(page).getByRole('link', { name: 'Users' }).click();
    await heading(page, 'Users').waitFor();
    await page.getByRole('region', { name: 'People with access' }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'users');

    // The invitation's errors in the domain's words, in the summary.
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await summary(page).getByRole('link', { name: EMAIL_MESSAGES.required }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'users, with errors');

    const staffEmail = `staff-${randomUUID().slice(0, 8)}@partners.example.com`;
    await page.getByLabel('Email address').fill(staffEmail);
    await page.getByLabel('Role').selectOption({ label: 'Staff: leads and reports' });
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('status').getByText(`We have e-mailed ${staffEmail}`).waitFor();
    const people = page.getByRole('region', { name: 'People with access' });
    await people
      .getByRole('row', { name: new RegExp(staffEmail) })
      .getByRole('cell', { name: 'Staff', exact: true })
      .waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await atWide.check(page, 'users, invited');

    // The same address again: taken, said in the summary and beside the field.
    await page.getByLabel('Email address').fill(staffEmail);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await summary(page).getByRole('link', { name: PARTNER_EMAIL_TAKEN_MESSAGE }).waitFor();
    await expect
      .poll(() => page.locator('.field__error').innerText())
      .toContain(PARTNER_EMAIL_TAKEN_MESSAGE);

    // Another user, removed after a confirmation.
    const leaverEmail = `leaver-${randomUUID().slice(0, 8)}@partners.example.com`;
    await page.getByLabel('Email address').fill(leaverEmail);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const leaverRow = people.getByRole('row', { name: new RegExp(leaverEmail) });
    await leaverRow.waitFor();
    await leaverRow.getByRole('button', { name: `Remove ${leaverEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${leaverEmail}?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'remove a user, confirmation');
    // Cancel keeps them; confirming removes them.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await leaverRow.waitFor();
    await leaverRow.getByRole('button', { name: `Remove ${leaverEmail}` }).click();
    await dialog.getByRole('button', { name: 'Remove user' }).click();
    await leaverRow.waitFor({ state: 'detached' });
    await people.getByRole('row', { name: new RegExp(staffEmail) }).waitFor();

    // The staff user signs in: no users or keys in the nav, and their addresses say why.
    const staffPage = await browser.newPage(width);
    await signInToConsole(staffPage, browser, staffEmail, BRAND_PATH);
    await heading(staffPage, 'Leads').waitFor();
    await nav(staffPage).getByRole('link', { name: 'Leads' }).waitFor();
    expect(await nav(staffPage).getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await nav(staffPage).getByRole('link', { name: 'API keys' }).count()).toBe(0);
    await staffPage.goto(`${browser.baseUrl}${BRAND_PATH}/partner/keys`);
    await heading(staffPage, 'API keys').waitFor();
    await staffPage.getByText(PARTNER_KEYS_OWNER_ONLY_MESSAGE).waitFor();
    expect(await staffPage.getByRole('button', { name: 'Make key' }).count()).toBe(0);
    await expectNoAxeViolations(staffPage);
    await atWide.check(staffPage, 'API keys, as staff');
    await staffPage.goto(`${browser.baseUrl}${BRAND_PATH}/partner/users`);
    await heading(staffPage, 'Users').waitFor();
    await staffPage.getByText(PARTNER_OWNER_ONLY_MESSAGE).waitFor();
    expect(await staffPage.getByRole('button', { name: 'Invite', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(staffPage);
    await atWide.check(staffPage, 'users, as staff');
  });

  it('an owner makes a key, copies it, uses it on the lead API, sees its last use and revokes it: the API refuses it (small)', async () => {
    const page = await signedInOwner(width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await nav(page).getByRole('link', { name: 'API keys' }).click();
    await heading(page, 'API keys').waitFor();
    await page
      .getByRole('region', { name: 'Your keys' })
      .or(page.getByText('You have no keys yet.'))
      .waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'API keys');

    await page.getByRole('button', { name: 'Make key' }).click();
    await summary(page).getByRole('link', { name: PARTNER_KEY_NAME_MESSAGE }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'API keys, with errors');

    const name = uniqueName('Crm');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Leads go to').selectOption({ label: 'Harbour Lettings' });
    await page.getByRole('button', { name: 'Make key' }).click();
    await page.getByRole('heading', { name: `Your new key: ${name}` }).waitFor();
    await page.getByText('it will not be shown again').waitFor();
    const key = await page.getByLabel('Key', { exact: true }).inputValue();
    expect(key).toMatch(/^tpk_[\w-]{12}\.[\w-]+$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('status').getByText('Key copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectNoAxeViolations(page);
    await atWide.check(page, 'a new key');

    // The key works on the lead API.
    const created = await sendLead(key);
    expect(created.status).toBe(201);

    // Once gone from the page, the key is never shown again; the list names it by its start.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('key-name');
    await page.reload();
    const row = page
      .getByRole('region', { name: 'Your keys' })
      .getByRole('row', { name: new RegExp(name) });
    await row.getByText(key.split('.')[0] ?? '').waitFor();
    expect(await page.content()).not.toContain(key);
    // Its last use shows (not "Not used yet").
    expect(await row.innerText()).not.toContain('Not used yet');
    expect(await row.innerText()).toMatch(
      /\d{1,2} \w{3} \d{4}, \d{2}:\d{2}[\s\S]*\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    );

    // Revoked after a confirmation: the API refuses it at once.
    await row.getByRole('button', { name: `Revoke the key “${name}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the key “${name}”?` });
    await dialog.getByText('This cannot be undone.').waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'revoke a key, confirmation');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    // The page behind the dialog is inert until it has gone.
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(/^Revoked /).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page);
    await atWide.check(page, 'API keys, one revoked');
    const refused = await sendLead(key);
    expect(refused.status).toBe(401);
  });

  it('lays out the users and keys pages at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'users',
      'users, with errors',
      'users, invited',
      'remove a user, confirmation',
      'API keys, as staff',
      'users, as staff',
      'API keys',
      'API keys, with errors',
      'a new key',
      'revoke a key, confirmation',
      'API keys, one revoked',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows that the keys are loading while the answer is slow, and what went wrong when it fails (small)', async () => {
    const page = await signedInOwner(width);
    const isKeysList = (url: URL) => url.pathname === '/api/partner/keys';
    await page.route(isKeysList, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await nav(page).getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('status').getByText('Loading your keys').waitFor();
    await page
      .getByRole('region', { name: 'Your keys' })
      .or(page.getByText('You have no keys yet.'))
      .waitFor();
    await page.unrouteAll();

    await page.route(isKeysList, (route: Route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText(SERVER_ERROR_MESSAGE).waitFor();
    await heading(page, 'API keys').waitFor();
    // The form still works while the list is down.
    await page.getByLabel('Name').waitFor();
    await expectNoAxeViolations(page);
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('region', { name: 'Your keys' })
      .or(page.getByText('You have no keys yet.'))
      .waitFor();
  });
});
