import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../auth/secret-hash';
import { brands } from '../db/schema';
import { createBrandRepo } from '../features/brand/brand.repo';
import { createBrandService } from '../features/brand/brand.service';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { MailboxMessage } from './dev-mailbox.service';
import { createOutbox } from './outbox';
import { createOutboxRepo } from './outbox.repo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const outbox = createOutbox({
    repo: createOutboxRepo(),
    brandService: createBrandService({ repo: createBrandRepo(db), clock: t.clock }),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
    publicBaseUrl: t.config.publicBaseUrl,
  });
  const [brand] = await db.select().from(brands).where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  if (!brand) throw new Error('no default brand');
  await outbox.enqueue(db, {
    template: 'passwordReset',
    channel: 'email',
    to: 'box@example.com',
    brandId: brand.id,
    data: { link: 'https://x.example/reset/1' },
  });
  await outbox.enqueue(db, {
    template: 'oneTimeCode',
    channel: 'email',
    to: 'Box@Example.com',
    brandId: brand.id,
    data: { code: '112233' },
  });
  await outbox.enqueue(db, {
    template: 'oneTimeCode',
    channel: 'sms',
    to: '07700900456',
    brandId: brand.id,
    data: { code: '445566' },
  });
  await outbox.enqueue(db, {
    template: 'invitation',
    channel: 'email',
    to: 'xss@example.com',
    brandId: brand.id,
    data: { link: 'https://x.example/c', firstName: '<img src=x onerror=alert(1)>' },
  });
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('lists the messages to an address, newest first, with links and the code', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/messages?to=box@example.com',
    });
    expect(response.statusCode).toBe(200);
    const messages = response.json<MailboxMessage[]>();
    expect(messages.map((message) => message.subject)).toEqual([
      'Your Threshold code is 112233',
      'Reset your Threshold password',
    ]);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      to: 'box@example.com',
      code: '112233',
      status: 'pending',
      links: [],
    });
    expect(messages[1]?.links).toEqual(['https://x.example/reset/1']);
    expect(messages[1]?.code).toBeUndefined();
  });

  it('finds an SMS by mobile number', async () => {
    const messages = (
      await t.app.inject({ method: 'GET', url: '/api/dev/messages?to=07700900456' })
    ).json<MailboxMessage[]>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', code: '445566' });
    expect(messages[0]?.text).toContain('445566 is your Threshold code');
  });

  it('serves an accessible HTML page with every value escaped', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=%22%3E%3Cscript%3E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Dev mailbox – Threshold</title>');
    expect(response.body).toContain('<h1>Dev mailbox</h1>');
    expect(response.body).toContain('<label for="to">');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(response.body).not.toContain('"><script>');

    const all = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(all.body).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(all.body).not.toContain('<img src=x');
  });
});

/** axe in jsdom (no layout, so colour contrast is left to the browser tests). */
async function axeViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  dom.window.eval(axe.source);
  const windowAxe = (dom.window as unknown as { axe: typeof axe }).axe;
  const results = await windowAxe.run(dom.window.document, {
    rules: { 'color-contrast': { enabled: false } },
  });
  dom.window.close();
  // axe really ran: the document rules (lang, title, labels) are among the passes.
  expect(results.passes.map((rule) => rule.id)).toEqual(
    expect.arrayContaining(['html-has-lang', 'document-title', 'label']),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('dev mailbox page accessibility', () => {
  it('passes axe with messages and with none', async () => {
    const withMessages = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(await axeViolations(withMessages.body)).toEqual([]);
    const empty = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=nobody@example.com' });
    expect(empty.body).toContain('No messages yet.');
    expect(await axeViolations(empty.body)).toEqual([]);
  });
});

describe('dev mailbox in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect(
        (
          await production.app.inject({
            method: 'GET',
            url: '/api/dev/messages?to=box@example.com',
          })
        ).statusCode,
      ).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });
});
