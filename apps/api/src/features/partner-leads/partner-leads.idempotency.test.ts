import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '../../messages/dev-mailbox.service';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let partnerKey: string;
let otherPartnerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  partnerKey = await t.partnerKey('oakfield-homes', 'idempotency tests');
  otherPartnerKey = await t.partnerKey('harbour-lettings', 'idempotency tests');
});
afterAll(() => t.close());

const REUSED =
  'This Idempotency-Key was already used with a different request. Use a new key for a new lead or file.';
const IN_FLIGHT =
  'A request with this Idempotency-Key is still being processed. Send it again in a moment to get its answer.';

function lead(email: string) {
  return { surname: 'Retry', emailAddress: email, postcode: 'M1 1AE' };
}

function postLead(payload: object, idempotencyKey?: string, key = partnerKey) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/leads',
    headers: {
      authorization: `Bearer ${key}`,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload,
  });
}

function postCsv(csv: string, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/leads/bulk',
    headers: {
      authorization: `Bearer ${partnerKey}`,
      'content-type': 'text/csv',
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: csv,
  });
}

async function mailbox(to: string): Promise<MailboxMessage[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${encodeURIComponent(to)}` })
  ).json<MailboxMessage[]>();
}

describe('Idempotency-Key on POST /api/partner/leads', () => {
  it('answers a retry with the same key and body with the first answer, and creates one lead and one invitation', async () => {
    const first = await postLead(lead('retry.same@example.com'), 'lead-0001');
    expect(first.statusCode).toBe(201);
    // The same lead with its fields in another order is the same request.
    const { postcode, surname, emailAddress } = lead('retry.same@example.com');
    const again = await postLead({ postcode, emailAddress, surname }, 'lead-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await mailbox('retry.same@example.com')).toHaveLength(1);
  });

  it('refuses the same key with another body with 409, and creates nothing for it', async () => {
    expect((await postLead(lead('retry.first@example.com'), 'lead-0002')).statusCode).toBe(201);
    const other = await postLead(lead('retry.other@example.com'), 'lead-0002');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REUSED);
    expect(await mailbox('retry.other@example.com')).toEqual([]);
  });

  it('answers 409 with Retry-After to a retry while the first request is still running, and only one lead is made', async () => {
    const csv = [
      'surname,emailAddress,postcode',
      ...Array.from({ length: 300 }, (_, n) => `Busy,busy${n}@example.com,M1 1AE`),
    ].join('\n');
    const [first, second] = await Promise.all([
      postCsv(csv, 'file-busy'),
      postCsv(csv, 'file-busy'),
    ]);
    const answers = [first, second].sort((a, b) => (a?.statusCode ?? 0) - (b?.statusCode ?? 0));
    expect(answers.map((answer) => answer?.statusCode)).toEqual([200, 409]);
    expect(answers[1]?.json().message).toBe(IN_FLIGHT);
    expect(answers[1]?.headers['retry-after']).toBe('1');
    expect(await mailbox('busy299@example.com')).toHaveLength(1);

    const replay = await postCsv(csv, 'file-busy');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(answers[0]?.json());
  });

  it('replays a refused lead too, keeps keys per partner key, and forgets a key after 24 hours', async () => {
    const invalid = await postLead(
      { surname: 'X', emailAddress: 'retry.invalid@example.com', postcode: 'M1 1AE' },
      'lead-0003',
    );
    expect(invalid.statusCode).toBe(400);
    const invalidAgain = await postLead(
      { surname: 'X', emailAddress: 'retry.invalid@example.com', postcode: 'M1 1AE' },
      'lead-0003',
    );
    expect([invalidAgain.statusCode, invalidAgain.json()]).toEqual([400, invalid.json()]);

    // Another partner's key has its own keys.
    expect(
      (await postLead(lead('retry.harbour@example.com'), 'lead-0003', otherPartnerKey)).statusCode,
    ).toBe(201);

    expect((await postLead(lead('retry.day@example.com'), 'lead-0004')).statusCode).toBe(201);
    t.clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await postLead(lead('retry.next.day@example.com'), 'lead-0004');
    expect(nextDay.statusCode).toBe(201);
    expect(await mailbox('retry.next.day@example.com')).toHaveLength(1);
  });

  it('lets a retry run again after a 429 (nothing was created)', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await postLead(lead('retry.capped@example.com'))).statusCode).toBe(201);
    const capped = await postLead(lead('retry.capped@example.com'), 'lead-0005');
    expect(capped.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    const later = await postLead(lead('retry.capped@example.com'), 'lead-0005');
    expect(later.statusCode).toBe(201);
  });

  it('refuses a key that is too long or not visible ASCII, naming the header', async () => {
    for (const key of ['x'.repeat(256), 'clé-unique']) {
      const response = await postLead(lead('retry.badkey@example.com'), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().errors).toEqual({
        'idempotency-key':
          'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID',
      });
    }
  });

  it('documents the header on both calls in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        {
          post: {
            parameters?: { in: string; name: string; description?: string }[];
            responses: object;
          };
        }
      >;
    }>();
    for (const path of ['/api/partner/leads', '/api/partner/leads/bulk']) {
      const header = spec.paths[path]?.post.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
      expect(header?.description, path).toContain(
        'the call answers what it answered the first time',
      );
      expect(Object.keys(spec.paths[path]?.post.responses ?? {}), path).toContain('409');
    }
  });
});
