import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { agentAssistingMoverAt, modalShown, openAsAgent, operatorCall } from '../support/agent';
import { expectNoAxeViolations, useBrowser, VIEWPORTS } from '../support/browser';

const browser = useBrowser();

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Agent panel' });

describe('the agent panel (agent mode, issue 20)', () => {
  it('sits beside the page at 25% of the width at 1280 px: info, script, notes and the invite, axe clean', async () => {
    const session = await agentAssistingMoverAt(browser, 'energy-list', 'wide');
    // Open takes the agent to the caller's next step, not back to moving details.
    await session.page.waitForURL(/\/enrolment\/energy\/(usage|list)$/);
    const page = await openAsAgent(browser, session.page, '/enrolment/energy/list');
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
      new RegExp(`\\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2} (AM|PM) · ${session.agent.name}`),
    );

    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'energy list with the agent panel (wide)');
  });

  it('sits below the page at 375 px without scrolling sideways, axe clean', async () => {
    const session = await agentAssistingMoverAt(browser, 'product-selection', 'small');
    const page = await openAsAgent(browser, session.page, '/enrolment/product-selection');
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
    const session = await agentAssistingMoverAt(browser, 'product-selection', 'wide');
    const page = await openAsAgent(browser, session.page, '/enrolment/product-selection');
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
    const session = await agentAssistingMoverAt(browser, 'product-selection', 'small');
    const page = await openAsAgent(browser, session.page, '/enrolment/product-selection');
    const panel = panelOf(page);
    await panel.getByRole('tab', { name: 'Actions' }).click();
    await panel.getByRole('button', { name: 'Right to be forgotten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget this caller?' });
    await dialog.waitFor();
    await modalShown(page);
    await expectNoAxeViolations(page, 'the forget dialog (small)');
    await dialog.getByRole('button', { name: 'Forget the caller' }).click();
    await page.waitForURL(new RegExp(`/default/agent/enrolments/${session.enrolmentId}$`));
    await page.getByText('The user has been forgotten').waitFor();
  });

  it('is never downloaded by a mover on the normal host', async () => {
    const mover = await operatorCall<{ logInPath: string }>(browser, '/api/dev/fixtures/mover', {
      step: 'product-selection',
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
