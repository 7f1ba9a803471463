import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { waitForMessage } from '../support/mailbox';
import { otherWidthChecks } from '../support/other-width';

const browser = useBrowser();
const viewports: ViewportName[] = ['small', 'wide'];

const DEMO_MOVER = { email: 'demo.mover@threshold.example', password: 'Moving-day-1' };
const INCORRECT_PASSWORD =
  "Incorrect password - please try again, or click 'forgotten password' below";

describe('log-in', () => {
  it.each(viewports)(
    'refuses a wrong password with the spec message, then logs in and out (%s)',
    async (viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto('/default/log-in');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByLabel('Email address').fill(DEMO_MOVER.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.getByRole('link', { name: INCORRECT_PASSWORD }).waitFor();
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      // The message is beside the field too, and what was typed is still there.
      expect(
        await page.getByLabel('Password', { exact: true }).getAttribute('aria-describedby'),
      ).toContain('password-error');
      expect(await page.getByLabel('Email address').inputValue()).toBe(DEMO_MOVER.email);
      await expectNoAxeViolations(page);

      await page.getByLabel('Password', { exact: true }).fill(DEMO_MOVER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/default/enrolment/moving-details');
      await page.getByRole('heading', { level: 1, name: 'About your new home.' }).waitFor();
      await expectNoAxeViolations(page);

      // A logged-in customer on the log-in page goes to /enrolment (→ moving details).
      await page.goto('/default/log-in');
      await page.waitForURL('**/default/enrolment/moving-details');

      if (viewport === 'small') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('#site-menu').getByRole('button', { name: 'Log Out' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
      }
      await page.waitForURL(/\/default\/?$/);
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'Log In' })
        .or(page.getByRole('button', { name: 'Menu' }))
        .first()
        .waitFor();
      await page.goto('/default/enrolment/moving-details');
      await page.waitForURL('**/default/log-in');
    },
  );

  it('shows the error summary for an empty form and links to the field', async () => {
    const page = await browser.newPage();
    await page.goto('/default/log-in');
    await page.getByRole('button', { name: 'Log in' }).click();
    const link = page
      .getByTestId('error-summary')
      .getByRole('link', { name: 'Please enter your email address' });
    await link.waitFor();
    await link.click();
    expect(
      await page
        .getByLabel('Email address')
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });

  it('links forgotten password to the reset request, which confirms the e-mail is on its way', async () => {
    const page = await browser.newPage();
    await page.goto('/default/log-in');
    await page.getByRole('link', { name: 'Forgotten password' }).click();
    await page.waitForURL('**/default/password-reset-request');
    await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email address').fill(DEMO_MOVER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(
      'Please check your email inbox for reset instructions',
    );
    await expectNoAxeViolations(page);
    const message = await waitForMessage(
      browser.baseUrl,
      DEMO_MOVER.email,
      (m) => m.subject === 'Reset your Threshold password',
    );
    expect(message.links.some((link) => link.includes('/default/password-reset/'))).toBe(true);
  });
});

type MailboxMessage = { code?: string; subject: string };

/** The newest one-time code the dev mailbox holds for an address. */
async function newestCode(baseUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/messages?to=${encodeURIComponent(to)}`);
    const code = ((await response.json()) as MailboxMessage[]).find(
      (message) => message.code,
    )?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${to}`);
}

describe('one-time-code log-in', () => {
  it('says an unknown e-mail does not look right, refuses a wrong code, and logs in with the right one', async () => {
    const page = await browser.newPage('small');
    await page.goto('/default/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email address').fill('nobody.here@threshold.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: "That email doesn't look quite right" })
      .waitFor();

    await page.getByLabel('Email address').fill(DEMO_MOVER.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/default/login/code');
    await page.getByRole('heading', { level: 1, name: "Verify it's you" }).waitFor();
    const codeInput = page.getByLabel('Your code');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(await page.getByRole('button', { name: 'Send me the code again' }).isDisabled()).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    const code = await newestCode(browser.baseUrl, DEMO_MOVER.email);
    const wrongCode = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await codeInput.fill(wrongCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByTestId('error-summary')
      .getByRole('link', { name: "We don't recognise this code" })
      .waitFor();

    await codeInput.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/default/enrolment/moving-details');
  });
});

describe('pending personal details', () => {
  it.each(viewports)(
    'lists every missing answer at the top and moves through the date of birth (%s)',
    async (viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto('/default/pending/personal-details');
      await page
        .getByRole('heading', { level: 1, name: "Let's check your personal details." })
        .waitFor();
      await page.getByLabel('First name').waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.getByTestId('error-summary');
      await summary.waitFor();
      const messages = await summary.getByRole('link').allTextContents();
      expect(messages).toContain('Please enter your Title');
      expect(messages).toContain('Please enter a valid Date of Birth');
      await expectNoAxeViolations(page);

      await page.getByLabel('Day').click();
      await page.keyboard.type('07x03');
      expect(await page.getByLabel('Day').inputValue()).toBe('07');
      expect(await page.getByLabel('Month').inputValue()).toBe('03');
      expect(
        await page.getByLabel('Year').evaluate((element) => element === document.activeElement),
      ).toBe(true);
    },
  );
});

describe('link pages', () => {
  // A mover's phone; each page is also laid out at 1280 px on the way (asserted by the next test).
  const viewport: ViewportName = 'small';
  const atWide = otherWidthChecks(viewport);

  it('are axe clean when a link is broken or incomplete, and confirm-details lists its problems (small)', async () => {
    atWide.reset();
    const page = await browser.newPage(viewport);
    await page.goto('/default/continue/not-a-real-token');
    await page.getByRole('heading', { level: 1, name: "We couldn't open this link" }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'a broken invitation link');

    await page.goto('/default/password-reset/not-a-real-token');
    await page.getByText('This password reset link has expired or has already been used').waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'a used password reset link');

    await page.goto(
      '/default/email/confirm-unsubscribe/some-token?email=mover%40example.com&source=invitation',
    );
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from our emails?' }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'unsubscribe');

    await page.goto('/default/confirm-details/some-token');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByTestId('error-summary');
    await summary
      .getByRole('link', { name: 'Please tell me the postcode of your new home' })
      .waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'confirm details with its problems');
  });

  it('lays out each page of that journey at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'a broken invitation link',
      'a used password reset link',
      'unsubscribe',
      'confirm details with its problems',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });
});
