import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { FIRST_NAME_LABEL, nameMessages, SURNAME_LABEL } from '@threshold/domain/schemas/fields';
import { FLATMATE_MESSAGES } from '@threshold/domain/schemas/flatmates';
import { afterEach, describe, expect, it } from 'vitest';
import { agentAssistingMoverAt, agentPanelOf, operatorCall } from '../support/agent';
import { useBrowser, type BrowserHarness, type ViewportName } from '../support/browser';
import { moverAt } from '../support/journey';
import { messagesTo } from '../support/mailbox';

/**
 * Stored XSS (issue 21): script payloads stored through the real calls wherever text is accepted
 * and later shown render as text, or are refused in the spec's words, with the portal's real
 * Content-Security-Policy in force (pages made with `csp: true`: no axe, so no per-page check at
 * the other width here either). One width: a phone.
 */
const harness = useBrowser();
const browser: BrowserHarness = {
  get baseUrl() {
    return harness.baseUrl;
  },
  get operatorKey() {
    return harness.operatorKey;
  },
  get partnerKey() {
    return harness.partnerKey;
  },
  newPage: (viewport?: ViewportName) => harness.newPage(viewport, { csp: true }),
};
const viewport: ViewportName = 'small';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
] as const;

/** Records every dialog (alert, confirm, prompt) the page opens, dismissing it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** After the page settles: no payload ran (window.__xss unset) and no dialog opened. */
async function expectNoScriptRan(page: Page, dialogs: string[], where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  const xss = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect(xss, `window.__xss on ${where}`).toBeUndefined();
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
}

async function operatorPut(path: string, body: unknown): Promise<Response> {
  return fetch(`${browser.baseUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-operator-key': browser.operatorKey },
    body: JSON.stringify(body),
  });
}

const restore: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const undo of restore.splice(0).reverse()) await undo();
});

describe('stored XSS, under the portal’s Content-Security-Policy (issue 21)', () => {
  it('serves pages a strict policy, and the CSP page really enforces it', async () => {
    const response = await fetch(`${browser.baseUrl}/default`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('script-src-attr')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(csp).not.toContain('unsafe-eval');

    // The check below sees a payload that runs: in a page without the policy it does.
    const unguarded = await harness.newPage(viewport);
    await unguarded.goto('/default');
    await unguarded.locator('#root *').first().waitFor();
    await unguarded.evaluate((html) => {
      document.body.insertAdjacentHTML('beforeend', html);
    }, PAYLOADS[1]);
    await expect
      .poll(() => unguarded.evaluate(() => (window as unknown as { __xss?: unknown }).__xss))
      .toBe(1);

    // In a page with the policy in force an inline script does not run.
    const page = await browser.newPage(viewport);
    await page.goto('/default');
    await page.locator('#root *').first().waitFor();
    const dialogs = watchDialogs(page);
    await page.evaluate((payloads) => {
      for (const html of payloads) document.body.insertAdjacentHTML('beforeend', html);
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 1; alert(1)';
      document.body.append(script);
    }, PAYLOADS);
    await expectNoScriptRan(page, dialogs, 'the landing page with the payloads added as HTML');
  });

  it('names: a partner lead, personal details and a flatmate name carrying a payload are refused in the spec’s words, nothing stored', async () => {
    for (const payload of PAYLOADS) {
      const email = `lead.${randomUUID().slice(0, 8)}@example.com`;
      const response = await fetch(`${browser.baseUrl}/api/partner/leads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${browser.partnerKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          title: 'Ms',
          firstName: payload,
          surname: payload,
          dateOfBirth: '1990-04-12',
          emailAddress: email,
          contactNumber: '07700900123',
          moveInDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          postcode: 'LS1 4AP',
          enrolmentType: 'Lettings',
          branchId: '101',
        }),
      });
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(text).toContain(nameMessages(FIRST_NAME_LABEL).invalidCharacters);
      expect(text).toContain(nameMessages(SURNAME_LABEL).invalidCharacters);
      expect(await messagesTo(browser.baseUrl, email)).toEqual([]);
    }

    // Personal details: the name fields refuse each payload in the spec's words; nothing is sent.
    const signUp = await browser.newPage(viewport);
    const signUpDialogs = watchDialogs(signUp);
    await signUp.goto('/default/pending/personal-details');
    await signUp.getByLabel('Create a password').waitFor();
    // Opening the page starts the anonymous sign-up (POST /api/enrolment-auth/create); after that
    // a refused form sends nothing.
    await signUp.waitForLoadState('networkidle');
    const writes: string[] = [];
    signUp.on('request', (request) => {
      if (request.method() !== 'GET' && !request.url().includes('/api/oauth/token'))
        writes.push(`${request.method()} ${request.url()}`);
    });
    for (const payload of PAYLOADS) {
      await signUp.getByLabel('Title').selectOption('Ms');
      await signUp.getByLabel('First name').fill(payload);
      await signUp.getByLabel('Surname').fill(payload);
      await signUp.getByLabel('Day').fill('12');
      await signUp.getByLabel('Month').fill('04');
      await signUp.getByLabel('Year').fill('1990');
      await signUp.getByLabel('Mobile number').fill('07700900123');
      await signUp.getByLabel('Email address').fill(`xss.${randomUUID().slice(0, 8)}@example.com`);
      await signUp.getByLabel('Create a password').fill('Moving-day-1');
      await signUp.getByRole('button', { name: 'Next' }).click();
      const summary = signUp.getByTestId('error-summary');
      for (const label of [FIRST_NAME_LABEL, SURNAME_LABEL])
        await summary.getByRole('link', { name: nameMessages(label).invalidCharacters }).waitFor();
      expect(new URL(signUp.url()).pathname).toBe('/default/pending/personal-details');
      await expectNoScriptRan(signUp, signUpDialogs, `personal details with "${payload}"`);
    }
    expect(writes).toEqual([]);

    const { page } = await moverAt(browser, 'product-selection', { viewport });
    const dialogs = watchDialogs(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tell-flatmates')) sent.push(request.url());
    });
    await page.goto('/default/enrolment/tell-your-flatmates');
    await page.getByRole('heading', { level: 1, name: 'Tell your flatmates' }).waitFor();
    for (const payload of PAYLOADS) {
      await page.getByLabel("Your flatmate's name").fill(payload);
      await page
        .getByLabel("Your flatmate's email address")
        .fill(`flatmate.${randomUUID().slice(0, 8)}@example.com`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page
        .getByTestId('error-summary')
        .getByRole('link', { name: FLATMATE_MESSAGES.nameInvalidCharacters })
        .waitFor();
      expect(await page.getByLabel("Your flatmate's name").inputValue()).toBe(payload);
      await expectNoScriptRan(page, dialogs, `tell your flatmates with "${payload}"`);
    }
    expect(sent).toEqual([]);
  });

  it('an agent’s note, the call script and the operator’s words for the agent render as text', async () => {
    // The operator's call script for moving details (plain text) and the telephony words for the
    // page (HTML, sanitised in the browser), both put back afterwards.
    const { callScripts } = await operatorCall<{
      callScripts: { pageIdentifier: string; pageScript: string }[];
    }>(browser, '/api/operator/call-scripts');
    const oldScript = callScripts.find((s) => s.pageIdentifier === 'moving-details');
    expect(oldScript).toBeDefined();
    const script = `Script ${PAYLOADS.join(' ')}`;
    expect(
      (await operatorPut('/api/operator/call-scripts/moving-details', { pageScript: script }))
        .status,
    ).toBe(200);
    restore.push(async () => {
      await operatorPut('/api/operator/call-scripts/moving-details', {
        pageScript: oldScript?.pageScript,
      });
    });

    const contentPath = '/api/operator/content/default/telephony/page.moving-details';
    const { blocks } = await operatorCall<{
      blocks: {
        key: string;
        title: string;
        subtitle?: string | null;
        descriptionHtml?: string | null;
      }[];
    }>(browser, '/api/operator/content?brand=default&portal=telephony');
    const oldBlock = blocks.find((b) => b.key === 'page.moving-details');
    // The default brand has its own seeded block, so it can be put back (there is no delete).
    expect(oldBlock).toBeDefined();
    const html = `<p>Words before</p>${PAYLOADS.map((p) => `<p>${p}</p>`).join('')}<a href="javascript:window.__xss=1">Words link</a>`;
    const put = await operatorPut(contentPath, {
      title: 'Agent words <script>window.__xss=1</script>',
      subtitle: null,
      descriptionHtml: html,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    if (oldBlock) {
      restore.push(async () => {
        await operatorPut(contentPath, {
          title: oldBlock.title,
          subtitle: oldBlock.subtitle ?? null,
          descriptionHtml: oldBlock.descriptionHtml ?? null,
        });
      });
    }

    const { page } = await agentAssistingMoverAt(browser, 'moving-details', viewport);
    const dialogs = watchDialogs(page);
    await page.waitForURL('**/enrolment/moving-details');
    const panel = agentPanelOf(page);
    await panel.waitFor();

    // The operator's words: the text kept, the script parts gone.
    const words = page.getByRole('region', { name: 'For the agent' });
    await words.getByText('Words before').waitFor();
    expect(await words.locator('script, img[onerror], svg, [onload]').count()).toBe(0);
    // DOMPurify drops the javascript: address and keeps the link's words.
    await words.getByText('Words link').waitFor();
    expect(await words.locator('[href^="javascript:" i]').count()).toBe(0);
    await words.getByText('javascript:window.__xss=1').waitFor();
    expect(await words.textContent()).toContain('Agent words <script>window.__xss=1</script>');
    await expectNoScriptRan(page, dialogs, 'moving details with the agent words');

    // The call script: plain text, every payload shown as typed.
    await panel.getByRole('tab', { name: 'Script' }).click();
    const scriptTab = panel.getByRole('tabpanel', { name: 'Script' });
    await scriptTab.getByText('Script <script>', { exact: false }).waitFor();
    expect(await scriptTab.textContent()).toContain(script);
    await expectNoScriptRan(page, dialogs, 'the Script tab');

    // A note: saved and listed as typed.
    await panel.getByRole('tab', { name: 'Notes/History' }).click();
    const notes = panel.getByRole('tabpanel', { name: 'Notes/History' });
    const note = `Note ${PAYLOADS.join(' ')}`;
    await notes.getByLabel('Note').fill(note);
    await notes.getByRole('button', { name: 'Save note' }).click();
    const saved = notes.getByRole('listitem').filter({ hasText: 'Note <script>' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain(note);
    expect(await notes.locator('script, img, svg').count()).toBe(0);
    await expectNoScriptRan(page, dialogs, 'the Notes/History tab');

    // Again after a reload: the stored note comes back from the API as text.
    await page.reload();
    await panel.getByRole('tab', { name: 'Notes/History' }).click();
    await notes.getByRole('listitem').filter({ hasText: 'Note <script>' }).waitFor();
    await expectNoScriptRan(page, dialogs, 'the Notes/History tab after a reload');
  });

  it('the operator’s words on the cookie policy page (tenant portal) keep their text, not their scripts', async () => {
    const contentPath = '/api/operator/content/default/tenant/cookie-policy.introduction';
    const { blocks } = await operatorCall<{
      blocks: {
        key: string;
        title: string;
        subtitle: string | null;
        descriptionHtml: string | null;
      }[];
    }>(browser, '/api/operator/content?brand=default&portal=tenant');
    const oldBlock = blocks.find((b) => b.key === 'cookie-policy.introduction');
    // The default brand has its own seeded block, so it can be put back (there is no delete).
    expect(oldBlock).toBeDefined();
    const html = `<p>Policy words before</p>${PAYLOADS.map((p) => `<p>${p}</p>`).join('')}<a href="javascript:window.__xss=1">Policy link</a><iframe src="javascript:window.__xss=1"></iframe><object data="javascript:window.__xss=1"></object>`;
    const put = await operatorPut(contentPath, {
      title: 'Introduction <img src=x onerror="window.__xss=1">',
      subtitle: null,
      descriptionHtml: html,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    restore.push(async () => {
      await operatorPut(contentPath, {
        title: oldBlock?.title,
        subtitle: oldBlock?.subtitle ?? null,
        descriptionHtml: oldBlock?.descriptionHtml ?? null,
      });
    });

    const page = await browser.newPage(viewport);
    const dialogs = watchDialogs(page);
    await page.goto('/default/cookie-policy');
    const main = page.locator('main');
    await main.getByText('Policy words before').waitFor();
    await main.getByText('Introduction <img src=x onerror="window.__xss=1">').waitFor();
    await main.getByText('Policy link').waitFor();
    await main.getByText('javascript:window.__xss=1').waitFor();
    expect(
      await main
        .locator('script, img[onerror], svg, iframe, object, [onload], [href^="javascript:" i]')
        .count(),
    ).toBe(0);
    await expectNoScriptRan(page, dialogs, 'the cookie policy page');
  });
});
