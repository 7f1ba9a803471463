import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../auth/secret-hash';
import { brands, commsBlocks, outboxMessages } from '../db/schema';
import { createBrandRepo } from '../features/brand/brand.repo';
import { createBrandService } from '../features/brand/brand.service';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createOutbox, type Outbox } from './outbox';
import { createOutboxRepo } from './outbox.repo';

let t: TestApp;
let outbox: Outbox;
let defaultBrandId: number;
let branchBrandId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  outbox = createOutbox({
    repo: createOutboxRepo(),
    brandService: createBrandService({ repo: createBrandRepo(db), clock: t.clock }),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
    publicBaseUrl: 'https://portal.example',
  });
  const [defaultBrand] = await db
    .select()
    .from(brands)
    .where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  const [branch] = await db.select().from(brands).where(eq(brands.branchCode, '101'));
  if (!defaultBrand || !branch) throw new Error('seed brands missing');
  defaultBrandId = defaultBrand.id;
  branchBrandId = branch.id;
});
afterAll(() => t.close());

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no row');
  return row;
}

describe('outbox.enqueue', () => {
  it('renders a branded one-time code e-mail with the code in meta and no preference links', async () => {
    const { id } = await outbox.enqueue(t.database.db, {
      template: 'oneTimeCode',
      channel: 'email',
      to: 'Code.Person@Example.com',
      brandId: defaultBrandId,
      data: { code: '123456' },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      recipient: 'code.person@example.com',
      status: 'pending',
      isCampaign: false,
      preferenceTokenHash: null,
    });
    expect(row.subject).toBe('Your Threshold code is 123456');
    expect(row.textBody).toContain('Your code: 123456');
    expect(row.htmlBody).toContain('<html lang="en">');
    expect(row.meta).toEqual({ links: [], code: '123456' });
  });

  it('gives a campaign e-mail unsubscribe and resubscribe links under the brand and branch, with a stored token hash', async () => {
    const link = 'https://portal.example/harbour-lettings-north/101/continue/abc?medium=email';
    const { id } = await outbox.enqueue(t.database.db, {
      template: 'invitation',
      channel: 'email',
      to: 'invitee@example.com',
      brandId: branchBrandId,
      data: { link, firstName: 'Ada' },
    });
    const row = await rowOf(id);
    expect(row.isCampaign).toBe(true);
    expect(row.preferenceTokenHash).toMatch(/^[\w-]{43}$/);
    const [first, unsubscribe, resubscribe] = row.meta.links;
    expect(first).toBe(link);
    expect(unsubscribe).toMatch(
      /^https:\/\/portal\.example\/harbour-lettings-north\/101\/email\/confirm-unsubscribe\/[\w-]{43}\?email=invitee%40example\.com&source=invitation$/,
    );
    expect(resubscribe).toMatch(
      /^https:\/\/portal\.example\/harbour-lettings-north\/101\/email\/resubscribe\/[\w-]{43}\?/,
    );
    const token = /confirm-unsubscribe\/([\w-]+)\?/.exec(unsubscribe ?? '')?.[1] ?? '';
    expect((await outbox.findByPreferenceToken(t.database.db, token))?.id).toBe(id);
    expect(row.textBody).toContain('Hello Ada,');
    expect(row.textBody).toContain(`Unsubscribe from these e-mails: ${unsubscribe}`);
  });

  it('writes inside the caller’s transaction, reading the brand through it', async () => {
    const { id } = await t.database.db.transaction(async (tx) =>
      outbox.enqueue(tx, {
        template: 'passwordReset',
        channel: 'email',
        to: 'tx@example.com',
        brandId: branchBrandId,
        data: { link: 'https://x.example/r' },
      }),
    );
    expect((await rowOf(id)).subject).toContain('Reset your');
  });

  it('stores a campaign e-mail to a blocked address as suppressed, but not a one-time code', async () => {
    await t.database.db
      .insert(commsBlocks)
      .values({ emailAddress: 'blocked@example.com', isBlocked: true, source: 'test' });
    const campaign = await outbox.enqueue(t.database.db, {
      template: 'saveAndContinue',
      channel: 'email',
      to: 'Blocked@Example.com',
      brandId: defaultBrandId,
      data: { link: 'https://x.example/s' },
    });
    const code = await outbox.enqueue(t.database.db, {
      template: 'oneTimeCode',
      channel: 'email',
      to: 'blocked@example.com',
      brandId: defaultBrandId,
      data: { code: '654321' },
    });
    expect((await rowOf(campaign.id)).status).toBe('suppressed');
    expect((await rowOf(code.id)).status).toBe('pending');
  });

  it('escapes HTML in every value it puts in the e-mail', async () => {
    const { id } = await outbox.enqueue(t.database.db, {
      template: 'invitation',
      channel: 'email',
      to: 'escape@example.com',
      brandId: defaultBrandId,
      data: { link: 'https://x.example/c?a=1&b="2"', firstName: '<script>alert(1)</script>' },
    });
    const html = (await rowOf(id)).htmlBody ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('href="https://x.example/c?a=1&amp;b=&quot;2&quot;"');
  });

  it('writes a short SMS with its link and no HTML', async () => {
    const { id } = await outbox.enqueue(t.database.db, {
      template: 'invitation',
      channel: 'sms',
      to: '07700900123',
      brandId: defaultBrandId,
      data: { link: 'https://x.example/c' },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      channel: 'sms',
      recipient: '07700900123',
      htmlBody: null,
      preferenceTokenHash: null,
    });
    expect(row.textBody).toContain('https://x.example/c');
    expect(row.meta.links).toEqual(['https://x.example/c']);
  });

  it('refuses a template whose data lacks a key', async () => {
    await expect(
      outbox.enqueue(t.database.db, {
        template: 'passwordReset',
        channel: 'email',
        to: 'a@example.com',
        brandId: defaultBrandId,
        data: {},
      }),
    ).rejects.toThrow('missing data link');
  });
});
