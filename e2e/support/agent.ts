import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserHarness, ViewportName } from './browser';
import type { JourneyStep } from './journey';
import { REPO_ROOT } from './server';
import { uniqueName } from './unique-name';

/** The telephony host of the worker's server (agent mode: the host name contains "telephony"). */
export const telephonyUrl = (browser: BrowserHarness, path: string) =>
  `${browser.baseUrl.replace('127.0.0.1', 'telephony.localhost')}${path}`;

/** An operator's call (x-operator-key), as the operator API and the agent-token command make. */
export async function operatorCall<T>(
  browser: BrowserHarness,
  path: string,
  json?: unknown,
): Promise<T> {
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': browser.operatorKey },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

export type TestAgent = { name: string; email: string; token: string };

/** A new agent account, made by the operator API (a unique name and e-mail address). */
export async function newAgent(browser: BrowserHarness): Promise<{ name: string; email: string }> {
  const name = uniqueName('Agent ');
  const email = `${randomUUID().slice(0, 8)}@agents.example.com`;
  await operatorCall(browser, '/api/operator/agents', { name, email });
  return { name, email };
}

/**
 * What `npm run agent-token -- --agent "<agent>" --url <server>` prints for the worker's server
 * (the operator's command, run from the repository root with the server's operator key).
 */
export async function agentTokenFromCommand(
  browser: BrowserHarness,
  agent: string,
): Promise<{ token: string; link: string; output: string }> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '-s', 'agent-token', '--', '--agent', agent, '--url', browser.baseUrl],
    { cwd: REPO_ROOT, env: { ...process.env, OPERATOR_KEY: browser.operatorKey } },
  );
  const link = /^Sign in at: (\S+)$/m.exec(stdout)?.[1] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token, stdout).not.toBe('');
  return { token, link, output: stdout };
}

/** A new agent (operator API) and a single-use sign-in token for it. */
export async function newAgentWithToken(browser: BrowserHarness): Promise<TestAgent> {
  const { name, email } = await newAgent(browser);
  const { token } = await operatorCall<{ token: string }>(
    browser,
    '/api/operator/agent-sign-in-tokens',
    { agent: name },
  );
  return { name, email, token };
}

/** A new agent signed in to the admin portal by the link the agent-token command prints. */
export async function signInWithLink(
  browser: BrowserHarness,
  viewport: ViewportName,
): Promise<{ page: Page; agent: TestAgent }> {
  const agent = await newAgentWithToken(browser);
  const page = await browser.newPage(viewport);
  await page.goto(telephonyUrl(browser, `/default/agent?token=${encodeURIComponent(agent.token)}`));
  await page.getByRole('heading', { level: 1, name: 'Admin portal' }).waitFor();
  await page.locator('main').getByText(`Signed in as ${agent.name}`).waitFor();
  return { page, agent };
}

/**
 * A signed-in agent assisting a mover the dev fixture put at `step`: found by e-mail in the admin
 * portal's search and opened, as an agent does; the page is then where the journey's guard sends
 * the agent.
 */
export async function agentAssistingMoverAt(
  browser: BrowserHarness,
  step: JourneyStep,
  viewport: ViewportName,
): Promise<{ page: Page; agent: TestAgent; moverEmail: string; enrolmentId: string }> {
  const moverEmail = `caller.${randomUUID().slice(0, 8)}@example.com`;
  const { enrolmentId } = await operatorCall<{ enrolmentId: string }>(
    browser,
    '/api/dev/fixtures/mover',
    { step, email: moverEmail },
  );
  const { page, agent } = await signInWithLink(browser, viewport);
  await page.getByLabel('Search by name, email, mobile or postcode').fill(moverEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Enrolments found' })
    .getByRole('row')
    .filter({ hasText: moverEmail });
  await row.getByRole('button', { name: /^Open/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/agent'));
  return { page, agent, moverEmail, enrolmentId };
}

/** The agent panel beside (or below) a journey page on the telephony host. */
export const agentPanelOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Agent panel' });

/**
 * Opens a journey page (`/enrolment/...`) in the tab of an agent assisting an enrolment, under the
 * brand the tab is on (the agent's session stays in the tab), and waits for the agent panel.
 */
export async function openAsAgent(
  browser: BrowserHarness,
  page: Page,
  path: string,
): Promise<Page> {
  const brand = new URL(page.url()).pathname.split('/')[1] || 'default';
  await page.goto(telephonyUrl(browser, `/${brand}${path}`));
  await agentPanelOf(page).waitFor();
  return page;
}

/** The agent's access token as the portal keeps it in the tab (its session storage). */
export async function agentAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('agentSession'));
  expect(stored, 'the agent session in the tab').not.toBeNull();
  return (JSON.parse(stored ?? '{}') as { accessToken: string }).accessToken;
}

/** Waits out a modal's 200 ms fade-in, so axe sees its colours as they are once it is shown. */
export async function modalShown(page: Page): Promise<void> {
  await page
    .locator('.modal-backdrop')
    .evaluate((backdrop) => Promise.all(backdrop.getAnimations().map((a) => a.finished)));
}
