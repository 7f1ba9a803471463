import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../../auth/secret-hash';
import { brands, commsBlocks, outboxMessages } from '../../db/schema';
import { createOutbox } from '../../messages/outbox';
import { createOutboxRepo } from '../../messages/outbox.repo';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBrandServiceOver } from '../brand/brand.service';
import { PREFERENCE_LINK_NOT_FOUND_MESSAGE } from './comms.service';

let t: TestApp;
let enqueueInvitation: (to: string) => Promise<{ id: string; token: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const outbox = createOutbox({
    repo: createOutboxRepo(),
    brandService: createBrandServiceOver(db, t.clock),
    hasher: createSecretHasher(t.config.tokenSecret),
    clock: t.clock,
    publicBaseUrl: t.config.publicBaseUrl,
  });
  const [brand] = await db.select().from(brands).where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  if (!brand) throw new Error('no default brand');
  enqueueInvitation = async (to) => {
    const { id } = await outbox.enqueue(db, {
      template: 'invitation',
      channel: 'email',
      to,
      brandId: brand.id,
      data: { link: 'https://x.example/c' },
    });
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    const token = /confirm-unsubscribe\/([\w-]+)\?/.exec(row?.meta.links[1] ?? '')?.[1];
    if (!token) throw new Error('no preference token in the links');
    return { id, token };
  };
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (
    await t.database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id))
  )[0]?.status;

function putPreference(token: string, enabled: boolean, email: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/enrolment/comms-blocked-by-user/${token}?email=${encodeURIComponent(email)}&source=invitation`,
    payload: { enabled, email },
  });
}

describe('PUT /api/enrolment/comms-blocked-by-user/{token}', () => {
  it('blocks the message’s recipient without a bearer token, suppresses later campaign e-mail, and resubscribing restores it', async () => {
    const first = await enqueueInvitation('Mover.Pref@Example.com');
    const blocked = await putPreference(first.token, true, 'mover.pref@example.com');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ enabled: true });
    const [block] = await t.database.db
      .select()
      .from(commsBlocks)
      .where(eq(commsBlocks.emailAddress, 'mover.pref@example.com'));
    expect(block).toMatchObject({ isBlocked: true, source: 'invitation' });

    const whileBlocked = await enqueueInvitation('mover.pref@example.com');
    expect(await statusOf(whileBlocked.id)).toBe('suppressed');

    const resubscribed = await putPreference(first.token, false, 'mover.pref@example.com');
    expect(resubscribed.statusCode).toBe(200);
    const afterwards = await enqueueInvitation('mover.pref@example.com');
    expect(await statusOf(afterwards.id)).toBe('pending');
  });

  it('answers 404 with a clear message for an unknown token', async () => {
    const response = await putPreference('unknown-token-0123456789', true, 'someone@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PREFERENCE_LINK_NOT_FOUND_MESSAGE);
  });

  it('refuses a body without a valid e-mail with the spec’s message', async () => {
    const { token } = await enqueueInvitation('valid@example.com');
    const response = await putPreference(token, true, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ email: 'Please enter a valid email address' });
  });

  it('is rate limited per IP: 429 with Retry-After', async () => {
    let response = await putPreference('walking-the-token-space-0', true, 'someone@example.com');
    for (let n = 1; n <= 25 && response.statusCode !== 429; n += 1) {
      response = await putPreference(`walking-the-token-space-${n}`, true, 'someone@example.com');
    }
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
