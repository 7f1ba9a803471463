import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  webhookPayloadSchema,
  type WebhookPayload,
} from '@threshold/domain/partner/webhooks';
import { SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import type { Page, Route } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, type ViewportName } from '../support/browser';
import { leadOnMovingDetails } from '../support/journey';
import { otherWidthChecks } from '../support/other-width';
import { newPartnerOwner, signInToConsole } from '../support/partner';

const browser = useBrowser();
const BRAND_PATH = '/harbour-lettings';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Partner console' });
const summary = (page: Page) => page.locator('.error-summary');

/** One POST the receiver got: its headers and its body exactly as sent (signatures cover the bytes). */
type Received = { headers: IncomingHttpHeaders; body: string };

/** A partner's webhook receiver, started by the test on this machine: it keeps every POST and answers 204. */
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/threshold-events`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** The Standard Webhooks headers of a received POST, as the verifier takes them. */
const signedHeaders = ({ headers }: Received) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

/** A signed-in owner of Harbour Lettings on a new page at `width`, on the console's webhooks. */
async function ownerOnWebhooks(width: ViewportName): Promise<Page> {
  const { email } = await newPartnerOwner(browser, { brand: 'harbour-lettings' });
  const page = await browser.newPage(width);
  await signInToConsole(page, browser, email, BRAND_PATH);
  await heading(page, 'Leads').waitFor();
  await nav(page).getByRole('link', { name: 'Webhooks' }).click();
  await heading(page, 'Webhooks').waitFor();
  return page;
}

describe('the partner console’s webhooks (issue 22)', () => {
  const width: ViewportName = 'small';
  const atWide = otherWidthChecks(width);

  it('an owner registers a receiver; a lead and its confirmation reach it signed, in order; a tampered body fails verification; the deliveries page shows the 2xx and replays (small)', async () => {
    atWide.reset();
    const page = await ownerOnWebhooks(width);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page
      .getByRole('region', { name: 'Your endpoints' })
      .or(page.getByText('You have no endpoints yet.'))
      .waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'webhooks');

    // Nothing filled in: the summary says what is missing in the domain's words.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await summary(page).getByRole('link', { name: WEBHOOK_URL_MESSAGE }).waitFor();
    await summary(page).getByRole('link', { name: WEBHOOK_EVENTS_MESSAGE }).waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'webhooks, with errors');
    // The events' message leads to the first event's checkbox.
    await summary(page).getByRole('link', { name: WEBHOOK_EVENTS_MESSAGE }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('webhook-event-lead-created');

    await page.getByLabel('Address (URL)').fill(receiverUrl);
    await page.getByRole('checkbox', { name: /\(lead\.created\)/ }).check();
    await page.getByRole('checkbox', { name: /\(enrolment\.confirmed\)/ }).check();
    await page.getByLabel('Description').fill('Test receiver');
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once, with a copy button.
    const panel = page.getByRole('region', { name: 'Endpoint added: its signing secret' });
    await panel.waitFor();
    const secret = await panel.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await panel.getByRole('button', { name: 'Copy secret' }).click();
    await panel.getByRole('status').getByText('Secret copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page);
    await atWide.check(page, 'webhooks, new secret');
    await panel.getByRole('button', { name: 'I have copied it' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByText(secret).count()).toBe(0);
    const endpoints = page.getByRole('region', { name: 'Your endpoints' });
    const row = endpoints.getByRole('row', { name: new RegExp(receiverUrl) });
    await row.getByText('Enabled').waitFor();
    await row.getByText('Test receiver').waitFor();

    // A partner's lead for branch 101; the mover opens the invitation and confirms their details.
    await leadOnMovingDetails(browser, { viewport: width });
    await expect
      .poll(() => received.map(({ body }) => (JSON.parse(body) as WebhookPayload).type), {
        timeout: 20_000,
      })
      .toContain('enrolment.confirmed');

    const verifier = new Webhook(secret);
    const events = received.map((sent) => ({
      sent,
      payload: webhookPayloadSchema.parse(verifier.verify(sent.body, signedHeaders(sent))),
    }));
    const confirmed = events.find(({ payload }) => payload.type === 'enrolment.confirmed');
    const enrolmentId = confirmed?.payload.data.enrolmentId;
    const ofThisLead = events.filter(({ payload }) => payload.data.enrolmentId === enrolmentId);
    expect(ofThisLead.map(({ payload }) => payload.type)).toEqual([
      'lead.created',
      'enrolment.confirmed',
    ]);
    expect(ofThisLead.map(({ payload }) => payload.data.status)).toEqual([
      'pending',
      'detailsPopulated',
    ]);
    // Ids and states only: nothing of the mover.
    for (const { sent } of ofThisLead) expect(sent.body).not.toMatch(/Shah|Priya|@example\.com/);

    // A body changed on the way no longer verifies, nor does another endpoint's secret.
    const [first] = ofThisLead;
    if (!first) throw new Error('no lead.created delivery');
    const tampered = first.sent.body.replace('"pending"', '"complete"');
    expect(tampered).not.toBe(first.sent.body);
    expect(() => verifier.verify(tampered, signedHeaders(first.sent))).toThrow();
    const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() =>
      new Webhook(otherSecret).verify(first.sent.body, signedHeaders(first.sent)),
    ).toThrow();

    // The deliveries page: each event with its 2xx.
    await row.getByRole('link', { name: `Deliveries to ${receiverUrl}` }).click();
    await heading(page, 'Webhook deliveries').waitFor();
    const deliveries = page.getByRole('region', { name: 'Newest deliveries' });
    const leadRow = deliveries.getByRole('row', { name: /lead\.created/ }).first();
    await leadRow.getByRole('cell', { name: '204', exact: true }).waitFor();
    await leadRow.getByRole('cell', { name: 'Delivered', exact: true }).waitFor();
    await deliveries
      .getByRole('row', { name: /enrolment\.confirmed/ })
      .first()
      .getByRole('cell', { name: '204', exact: true })
      .waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'webhook deliveries');

    // Replay: the same delivery again, with the same webhook-id, and a second attempt shown.
    const before = received.length;
    await leadRow.getByRole('button', { name: /^Replay lead\.created/ }).click();
    await page.getByRole('status').getByText('will be sent again').waitFor();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(before);
    const replayed = received.slice(before).find(({ body }) => body === first.sent.body);
    expect(replayed?.headers['webhook-id']).toBe(first.sent.headers['webhook-id']);
    expect(() =>
      verifier.verify(replayed?.body ?? '', signedHeaders(replayed ?? first.sent)),
    ).not.toThrow();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => leadRow.getByRole('cell').nth(2).innerText(), { timeout: 20_000 })
      .toBe('2');

    // Back to the list: disable, then delete after a confirmation.
    await page.getByRole('link', { name: 'All endpoints' }).click();
    await heading(page, 'Webhooks').waitFor();
    await row.getByRole('button', { name: `Disable ${receiverUrl}` }).click();
    await row.getByText('Disabled').waitFor();
    await row.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await atWide.check(page, 'delete an endpoint, confirmation');
    await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('lays out the webhooks pages at 1280 px with no sideways scrolling and no axe violation (wide)', () => {
    expect(atWide.pages().map((checked) => checked.where)).toEqual([
      'webhooks',
      'webhooks, with errors',
      'webhooks, new secret',
      'webhook deliveries',
      'delete an endpoint, confirmation',
    ]);
    expect(atWide.pages().filter((checked) => checked.problems.length > 0)).toEqual([]);
  });

  it('shows that the endpoints are loading while the answer is slow, and what went wrong when it fails (small)', async () => {
    const page = await ownerOnWebhooks(width);
    const isList = (url: URL) => url.pathname === '/api/partner/webhooks';
    await page.route(isList, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').getByText('Loading your endpoints').waitFor();
    await page
      .getByRole('region', { name: 'Your endpoints' })
      .or(page.getByText('You have no endpoints yet.'))
      .waitFor();
    await page.unrouteAll();

    await page.route(isList, (route: Route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText(SERVER_ERROR_MESSAGE).waitFor();
    await heading(page, 'Webhooks').waitFor();
    // The form still works while the list is down.
    await page.getByLabel('Address (URL)').waitFor();
    await expectNoAxeViolations(page);
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('region', { name: 'Your endpoints' })
      .or(page.getByText('You have no endpoints yet.'))
      .waitFor();
  });
});
