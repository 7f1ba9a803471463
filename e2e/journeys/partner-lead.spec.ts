import { randomUUID } from 'node:crypto';
import {
  accountLockedMessage,
  INCORRECT_SURNAME_MESSAGE,
} from '@threshold/domain/messages/account-validation';
import { describe, expect, it } from 'vitest';
import { fetchBranding } from '../support/api';
import { expectNoAxeViolations, useBrowser } from '../support/browser';
import { messagesTo, sitePath, waitForMessage } from '../support/mailbox';

const browser = useBrowser();

function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type Lead = { emailAddress: string; surname: string; postcode: string };

/** A partner (Harbour Lettings) sends one lead through its API, as its own system would. */
async function createLead(overrides: Record<string, unknown> = {}): Promise<Lead> {
  const lead = {
    title: 'Ms',
    firstName: 'Priya',
    surname: 'Shah',
    dateOfBirth: '1990-04-12',
    emailAddress: `priya.${randomUUID().slice(0, 8)}@example.com`,
    contactNumber: '07700900123',
    moveInDate: isoDaysFromToday(10),
    postcode: 'LS1 4AP',
    enrolmentType: 'Lettings',
    branchId: '101',
    ...overrides,
  };
  const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return lead;
}

async function invitationPath(lead: Lead): Promise<string> {
  const invitation = await waitForMessage(
    browser.baseUrl,
    lead.emailAddress,
    (m) => m.links.length > 0,
  );
  const link = invitation.links[0];
  if (!link) throw new Error('the invitation carries no link');
  return sitePath(link);
}

describe('a partner invites a mover', () => {
  it('locks confirm-details after three wrong surnames, with the help e-mail and phone line', async () => {
    const lead = await createLead();
    const branding = await fetchBranding(browser.baseUrl, 'harbour-lettings/101');
    const page = await browser.newPage('small');
    await page.goto(await invitationPath(lead));
    await page.waitForURL('**/confirm-details/**');
    await page.getByRole('heading', { level: 1, name: 'Confirm your details' }).waitFor();
    await expectNoAxeViolations(page);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.getByLabel('Surname').fill('Wrongname');
      await page.getByLabel('Postcode of your new home').fill(lead.postcode);
      await page.getByRole('button', { name: 'Continue' }).click();
      const expected =
        attempt < 3
          ? INCORRECT_SURNAME_MESSAGE
          : accountLockedMessage({
              supportEmail: branding.supportEmail,
              supportPhone: branding.supportPhone,
            });
      await page.getByText(expected).first().waitFor();
    }
    await expectNoAxeViolations(page);
  });

  it('goes from the invitation through confirm-details and personal details to moving details', async () => {
    const lead = await createLead();
    const page = await browser.newPage('wide');
    await page.goto(await invitationPath(lead));
    await page.waitForURL('**/confirm-details/**');
    await page.getByLabel('Surname').fill(lead.surname.toUpperCase());
    await page
      .getByLabel('Postcode of your new home')
      .fill(lead.postcode.replace(' ', '').toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/pending/personal-details');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Priya');
    await expectNoAxeViolations(page);
    await page.getByLabel('Create a password').fill('Moving-day-2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/enrolment/moving-details');
    await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();

    // Log out, then log in with the password just chosen.
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Email address').fill(lead.emailAddress);
    await page.getByLabel('Password').fill('Moving-day-2');
    await page.getByRole('button', { name: /Log in/i }).click();
    await page.waitForURL('**/enrolment/**');
  });

  it('resets a password by e-mail link once, and not twice', async () => {
    const lead = await createLead();
    const page = await browser.newPage('wide');
    await page.goto(await invitationPath(lead));
    await page.getByLabel('Surname').fill(lead.surname);
    await page.getByLabel('Postcode of your new home').fill(lead.postcode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pending/personal-details');
    await page.getByLabel('Create a password').fill('Moving-day-2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/enrolment/moving-details');
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    // Log-out reloads at the brand's home page; let it finish before going elsewhere.
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto('/harbour-lettings/101/password-reset-request');
    await page.getByLabel('Email address').fill(lead.emailAddress);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    const resetMessage = await waitForMessage(browser.baseUrl, lead.emailAddress, (m) =>
      m.links.some((link) => link.includes('/password-reset/')),
    );
    const resetPath = sitePath(
      resetMessage.links.find((link) => link.includes('/password-reset/')) ?? '',
    );

    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').fill(lead.emailAddress);
    await page.getByLabel('New password').fill('Moving-day-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();

    const again = await browser.newPage('wide');
    await again.goto(resetPath);
    await again.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await again.getByRole('alert').waitFor();
    expect(await again.getByLabel('New password').count()).toBe(0);
  });

  it('stops campaign e-mail after an unsubscribe and sends it again after a resubscribe', async () => {
    const lead = await createLead();
    const invitation = await waitForMessage(
      browser.baseUrl,
      lead.emailAddress,
      (m) => m.links.length > 1,
    );
    const unsubscribe = invitation.links.find((link) =>
      link.includes('/email/confirm-unsubscribe/'),
    );
    const resubscribe = invitation.links.find((link) => link.includes('/email/resubscribe/'));
    if (!unsubscribe || !resubscribe) throw new Error('the invitation lacks its preference links');

    const page = await browser.newPage('small');
    await page.goto(sitePath(unsubscribe));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails?' }).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /unsubscribe/i })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: "You've been unsubscribed" }).waitFor();

    // The partner invites the same address again: the campaign message is held back.
    await createLead({ emailAddress: lead.emailAddress });
    const afterUnsubscribe = await messagesTo(browser.baseUrl, lead.emailAddress);
    expect(afterUnsubscribe[0]?.status).toBe('suppressed');

    await page.goto(sitePath(resubscribe));
    await page.getByRole('heading', { level: 1, name: "You're subscribed again" }).waitFor();
    await createLead({ emailAddress: lead.emailAddress });
    const afterResubscribe = await messagesTo(browser.baseUrl, lead.emailAddress);
    expect(afterResubscribe[0]?.status).not.toBe('suppressed');
  });

  it('creates the good rows of a CSV upload and reports the bad one', async () => {
    const today = isoDaysFromToday(5);
    const csv = [
      'firstName,surname,emailAddress,postcode,moveInDate',
      `Ana,Lopez,ana.${randomUUID().slice(0, 6)}@example.com,LS1 4AP,${today}`,
      `Ben,K3ll,not-an-email,LS1 4AP,${today}`,
      `Cara,Nolan,cara.${randomUUID().slice(0, 6)}@example.com,LS2 7EW,${today}`,
    ].join('\n');
    const response = await fetch(`${browser.baseUrl}/api/partner/leads/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${browser.partnerKey}`, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { row: number; status: string; errors?: Record<string, string> }[];
    };
    expect(results.map((r) => r.status)).toEqual(['created', 'invalid', 'created']);
    expect(results[1]?.row).toBe(3);
    expect(results[1]?.errors?.emailAddress).toBe('Please enter a valid email address');
    expect(results[1]?.errors?.surname).toBe(
      'Surname cannot contain numbers or special characters',
    );
  });
});
