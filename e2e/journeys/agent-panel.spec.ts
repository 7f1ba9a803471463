import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchAppToken } from '../support/api';
import { expectNoAxeViolations, useBrowser, VIEWPORTS } from '../support/browser';
import type { JourneyStep } from '../support/journey';

const browser = useBrowser();

/** The telephony host of the worker's server (agent mode: the host name contains "telephony"). */
const telephonyUrl = (path: string) =>
  `${browser.baseUrl.replace('127.0.0.1', 'telephony.localhost')}${path}`;

async function call<T>(path: string, init: { token?: string; operator?: boolean; json?: unknown }) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.operator) headers['x-operator-key'] = browser.operatorKey;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * A mover part-way through the journey (the dev fixture), and an agent made by the operator API,
 * signed in and assisting that enrolment: the agent's session as the portal keeps it.
 */
async function agentAssistingMoverAt(step: JourneyStep) {
  const mover = await call<{ enrolmentId: string }>('/api/dev/fixtures/mover', {
    operator: true,
    json: { step },
  });
  const name = `Agent ${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
  const agent = await call<{ name: string }>('/api/operator/agents', {
    operator: true,
    json: { name, email: `${randomUUID().slice(0, 8)}@agents.example.com` },
  });
  const { token } = await call<{ token: string }>('/api/operator/agent-sign-in-tokens', {
    operator: true,
    json: { agent: agent.name },
  });
  const signedIn = await call<{ accessToken: string }>('/api/telephony/login', {
    token: await fetchAppToken(browser.baseUrl),
    json: { token },
  });
  const assisting = await call<{ accessToken: string; agentName: string; enrolmentId: string }>(
    '/api/telephony/assist',
    { token: signedIn.accessToken, json: { enrolmentId: mover.enrolmentId } },
  );
  return { ...assisting, agentName: name };
}

/** Opens a journey page on the telephony host with the agent's session in place. */
async function openAsAgent(
  session: { accessToken: string; agentName: string; enrolmentId: string },
  path: string,
  viewport: 'small' | 'wide',
): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.addInitScript((stored) => {
    if (location.hostname.includes('telephony') && !sessionStorage.getItem('agentSession'))
      sessionStorage.setItem('agentSession', stored);
  }, JSON.stringify(session));
  await page.goto(telephonyUrl(`/default${path}`));
  await page.getByRole('complementary', { name: 'Agent panel' }).waitFor();
  return page;
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Agent panel' });

describe('the agent panel (agent mode, issue 20)', () => {
  it('sits beside the page at 25% of the width at 1280 px: info, script, notes and the invite, axe clean', async () => {
    const session = await agentAssistingMoverAt('energy-list');
    const page = await openAsAgent(session, '/enrolment/energy/list', 'wide');
    const panel = panelOf(page);

    const [panelBox, mainBox] = await Promise.all([
      panel.boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect(panelBox).not.toBeNull();
    expect(mainBox).not.toBeNull();
    expect(panelBox!.width).toBeGreaterThan(VIEWPORTS.wide.width * 0.24);
    expect(panelBox!.width).toBeLessThan(VIEWPORTS.wide.width * 0.26);
    expect(panelBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width - 1);

    // Enrolment Info: the enrolment the journey loaded.
    await panel.getByText(session.enrolmentId).waitFor();
    // Actions: the energy invite on an energy page.
    await panel.getByRole('tab', { name: 'Enrolment Info' }).focus();
    await page.keyboard.press('ArrowRight');
    await panel.getByRole('button', { name: 'Send energy invite' }).waitFor();
    // Script: the energy list's script, as the operator's content has it.
    await page.keyboard.press('ArrowRight');
    await panel
      .getByRole('tabpanel', { name: 'Script' })
      .getByText(/Here are the tariffs available at your new address/)
      .waitFor();

    // Notes: an empty note is refused without a call, a note is saved and listed with its time.
    await page.keyboard.press('ArrowRight');
    const notes = panel.getByRole('tabpanel', { name: 'Notes/History' });
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByRole('link', { name: 'You cannot save an empty note' }).waitFor();
    await notes.getByLabel('Note').fill('Caller wants the cheapest fixed tariff.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    const saved = notes.getByRole('listitem').filter({ hasText: 'cheapest fixed tariff' });
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(
      new RegExp(`\\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2} (AM|PM) · ${session.agentName}`),
    );

    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy list with the agent panel (wide)');
  });

  it('sits below the page at 375 px without scrolling sideways, axe clean', async () => {
    const session = await agentAssistingMoverAt('product-selection');
    const page = await openAsAgent(session, '/enrolment/product-selection', 'small');
    const [panelBox, mainBox] = await Promise.all([
      panelOf(page).boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect(panelBox!.y).toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height - 1);
    expect(panelBox!.width).toBeGreaterThan(VIEWPORTS.small.width * 0.9);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'product selection with the agent panel (small)');
  });

  it('Send link and Finish: each announced, Finish lands on confirmation', async () => {
    const session = await agentAssistingMoverAt('product-selection');
    const page = await openAsAgent(session, '/enrolment/product-selection', 'wide');
    const panel = panelOf(page);
    await panel.getByRole('tab', { name: 'Actions' }).click();
    const status = panel.getByRole('tabpanel', { name: 'Actions' }).getByRole('status');
    await panel.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => status.textContent()).toBe('The link has been sent');
    await panel.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/default\/enrolment\/confirmation$/);
    await expect.poll(() => status.textContent()).toBe('The enrolment has been finalised');
    expect(await panel.getByRole('button', { name: 'Finish' }).count()).toBe(0);
  });

  it('Right to be forgotten asks first, then opens the admin portal’s page for the enrolment', async () => {
    const session = await agentAssistingMoverAt('product-selection');
    const page = await openAsAgent(session, '/enrolment/product-selection', 'small');
    const panel = panelOf(page);
    await panel.getByRole('tab', { name: 'Actions' }).click();
    await panel.getByRole('button', { name: 'Right to be forgotten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget this caller?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the forget dialog (small)');
    await dialog.getByRole('button', { name: 'Forget the caller' }).click();
    await page.waitForURL(new RegExp(`/default/agent/enrolments/${session.enrolmentId}$`));
  });

  it('is never downloaded by a mover on the normal host', async () => {
    const mover = await call<{ logInPath: string }>('/api/dev/fixtures/mover', {
      operator: true,
      json: { step: 'product-selection' },
    });
    const page = await browser.newPage('wide');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(mover.logInPath);
    await page.waitForURL((url) => url.pathname.endsWith('/enrolment/product-selection'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('complementary', { name: 'Agent panel' }).count()).toBe(0);
    expect(scripts.filter((url) => url.includes('agent-panel'))).toEqual([]);
  });
});
