import { randomInt, randomUUID } from 'node:crypto';
import { ONE_TIME_CODE_RESEND_AFTER_MS } from '@threshold/domain/codes/one-time-code-rules';
import {
  PARTNER_KEY_BRAND_NOT_YOURS_MESSAGE,
  PARTNER_KEY_NAME_MESSAGE,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
  PARTNER_KEYS_OWNER_ONLY_MESSAGE,
  branchKeyOtherBranchMessage,
  partnerKeyCreatedSchema,
  partnerKeySchema,
  partnerKeysSchema,
  type PartnerKey,
} from '@threshold/domain/partner/partner-keys';
import { leadUploadResultsSchema } from '@threshold/domain/partner/lead-upload';
import { BRANCH_ID_MESSAGE } from '@threshold/domain/schemas/partner-lead';
import { BRANDING_LEVEL } from '@threshold/domain/schemas/brand';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KEY_MESSAGE } from '../../auth/partner-guard';
import { brands, enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';

let ipCounter = 0;
const nextIp = () => `10.24.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
const RUN = randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${RUN}@mover.example.com`;
const lead = (who: string, extra: Record<string, unknown> = {}) => ({
  surname: who,
  emailAddress: email(who),
  postcode: 'LS1 4AP',
  ...extra,
});

describe('partner console: API keys and the CSV upload', () => {
  let t: TestApp;
  let harbourOwner: string;
  let harbourStaff: string;
  let branchStaff: string;
  let oakfieldOwner: string;
  let leedsBrandId: number;
  /** A second branch of Harbour Lettings, made for this file. */
  let otherBranchCode: string;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: Record<string, unknown> | string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      remoteAddress: nextIp(),
      ...(payload !== undefined ? { payload } : {}),
    });
  const csvUpload = (token: string | undefined, csv: string) =>
    call('POST', '/partner/leads/bulk', token, csv, { 'content-type': 'text/csv' });

  async function signIn(address: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const asked = await call('POST', '/partner/sign-in/code', undefined, { email: address });
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, address), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const signedIn = await call('POST', '/partner/sign-in', undefined, {
      email: address,
      code: message?.meta.code ?? '',
      challengeId: asked.json().challengeId,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return signedIn.json().accessToken as string;
  }
  async function ownerOf(brand: string): Promise<string> {
    const address = `owner-${RUN}@${brand}.example.com`;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/operator/partner-owners',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { brand, email: address },
    });
    expect(made.statusCode, made.body).toBe(201);
    return signIn(address);
  }
  async function invite(owner: string, who: string, brandId?: number): Promise<string> {
    const address = `${who}-${RUN}@harbour.example.com`;
    const invited = await call('POST', '/partner/users', owner, {
      email: address,
      role: 'staff',
      ...(brandId ? { brandId } : {}),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    return signIn(address);
  }
  const keysOf = async (token: string): Promise<PartnerKey[]> => {
    const response = await call('GET', '/partner/keys', token);
    expect(response.statusCode, response.body).toBe(200);
    return partnerKeysSchema.parse(response.json()).keys;
  };
  const createKey = async (token: string, body: Record<string, unknown>) => {
    const response = await call('POST', '/partner/keys', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return partnerKeyCreatedSchema.parse(response.json());
  };
  const brandOfLead = async (enrolmentId: string) => {
    const [row] = await t.database.db
      .select({ brandId: enrolments.brandId, leadChannel: enrolments.leadChannel })
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    harbourOwner = await ownerOf('harbour-lettings');
    oakfieldOwner = await ownerOf('oakfield-homes');
    const [leeds] = await t.database.db
      .select({ id: brands.id, parentId: brands.parentId })
      .from(brands)
      .where(eq(brands.branchCode, '101'));
    if (!leeds?.parentId) throw new Error('the seeded branch 101 is missing');
    leedsBrandId = leeds.id;
    otherBranchCode = String(randomInt(900_000, 999_999));
    await t.database.db.insert(brands).values({
      parentId: leeds.parentId,
      level: BRANDING_LEVEL.branch,
      name: `Harbour Lettings Bradford ${RUN}`,
      branchCode: otherBranchCode,
    });
    harbourStaff = await invite(harbourOwner, 'staff');
    branchStaff = await invite(harbourOwner, 'branch-staff', leedsBrandId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an owner makes a key shown once, uses it on the lead API, sees its last use, and revokes it: the API refuses it at once', async () => {
    const created = await createKey(harbourOwner, { name: '  Lettings CRM  ' });
    expect(created).toMatchObject({
      name: 'Lettings CRM',
      brandName: 'Harbour Lettings',
      branchCode: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.key.startsWith(`${created.prefix}.`)).toBe(true);

    // The list names the key by its prefix; the whole key is never shown again.
    const listed = (await keysOf(harbourOwner)).find((key) => key.id === created.id);
    expect(listed).toEqual(partnerKeySchema.parse(created));
    expect(JSON.stringify(await keysOf(harbourOwner))).not.toContain(created.key);

    const usedAt = t.clock.now();
    const first = await call('POST', '/partner/leads', created.key, lead('Keyed'));
    expect(first.statusCode, first.body).toBe(201);
    const afterUse = (await keysOf(harbourOwner)).find((key) => key.id === created.id);
    expect(afterUse?.lastUsedAt).toBe(usedAt.toISOString());

    // Within the minute the use is not written again; after it, it is.
    t.clock.advance(30_000);
    expect((await call('POST', '/partner/leads', created.key, lead('Again'))).statusCode).toBe(201);
    expect((await keysOf(harbourOwner)).find((key) => key.id === created.id)?.lastUsedAt).toBe(
      usedAt.toISOString(),
    );
    t.clock.advance(31_000);
    const laterAt = t.clock.now();
    expect((await call('POST', '/partner/leads', created.key, lead('Later'))).statusCode).toBe(201);
    expect((await keysOf(harbourOwner)).find((key) => key.id === created.id)?.lastUsedAt).toBe(
      laterAt.toISOString(),
    );

    const revoked = await call('DELETE', `/partner/keys/${created.id}`, harbourOwner);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const refused = await call('POST', '/partner/leads', created.key, lead('Refused'));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(PARTNER_KEY_MESSAGE);
    const refusedCsv = await csvUpload(
      created.key,
      'surname,emailAddress,postcode\nX,x@y.example.com,LS1 4AP',
    );
    expect(refusedCsv.statusCode).toBe(401);
    expect((await keysOf(harbourOwner)).find((key) => key.id === created.id)?.revokedAt).toBe(
      t.clock.now().toISOString(),
    );
    // Revoking again changes nothing.
    expect((await call('DELETE', `/partner/keys/${created.id}`, harbourOwner)).statusCode).toBe(
      204,
    );
  });

  it('a key needs a name, and a brand of the owner’s own', async () => {
    const unnamed = await call('POST', '/partner/keys', harbourOwner, { name: '   ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain(PARTNER_KEY_NAME_MESSAGE);
    const oakfieldMe = (await call('GET', '/partner/me', oakfieldOwner)).json();
    const elsewhere = await call('POST', '/partner/keys', harbourOwner, {
      name: 'Theirs',
      brandId: oakfieldMe.brand.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PARTNER_KEY_BRAND_NOT_YOURS_MESSAGE);
  });

  it('staff cannot list, make or revoke keys: 403 with the owners-only message', async () => {
    const key = await createKey(harbourOwner, { name: 'Staff cannot see' });
    for (const token of [harbourStaff, branchStaff]) {
      for (const [method, url, body] of [
        ['GET', '/partner/keys', undefined],
        ['POST', '/partner/keys', { name: 'Mine' }],
        ['DELETE', `/partner/keys/${key.id}`, undefined],
      ] as const) {
        const response = await call(method, url, token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(PARTNER_KEYS_OWNER_ONLY_MESSAGE);
      }
    }
    expect((await call('POST', '/partner/leads', key.key, lead('StillWorks'))).statusCode).toBe(
      201,
    );
    // Without a partner user's token there is no console at all.
    expect((await call('GET', '/partner/keys', undefined)).statusCode).toBe(401);
  });

  it('another partner’s key is answered as if it did not exist', async () => {
    const key = await createKey(harbourOwner, { name: 'Harbour only' });
    const revoke = await call('DELETE', `/partner/keys/${key.id}`, oakfieldOwner);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().message).toBe(PARTNER_KEY_NOT_FOUND_MESSAGE);
    expect((await call('DELETE', '/partner/keys/999999999', harbourOwner)).statusCode).toBe(404);
    expect((await call('DELETE', '/partner/keys/99999999999', harbourOwner)).statusCode).toBe(400);
    expect((await keysOf(oakfieldOwner)).map((listed) => listed.id)).not.toContain(key.id);
    expect((await call('POST', '/partner/leads', key.key, lead('NotRevoked'))).statusCode).toBe(
      201,
    );
  });

  it('a key scoped to a branch creates leads for that branch only', async () => {
    const key = await createKey(harbourOwner, { name: 'Leeds desk', brandId: leedsBrandId });
    expect(key).toMatchObject({ brandId: leedsBrandId, branchCode: '101' });

    const plain = await call('POST', '/partner/leads', key.key, lead('AtLeeds'));
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await brandOfLead(plain.json().enrolmentId))?.brandId).toBe(leedsBrandId);
    const named = await call(
      'POST',
      '/partner/leads',
      key.key,
      lead('NamedLeeds', { branchId: '101' }),
    );
    expect(named.statusCode, named.body).toBe(201);
    expect((await brandOfLead(named.json().enrolmentId))?.brandId).toBe(leedsBrandId);

    const other = await call(
      'POST',
      '/partner/leads',
      key.key,
      lead('Elsewhere', { branchId: otherBranchCode }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ branchId: branchKeyOtherBranchMessage('101') });

    // The partner's own key still reaches the other branch.
    const partnerKey = await createKey(harbourOwner, { name: 'Head office' });
    const reached = await call(
      'POST',
      '/partner/leads',
      partnerKey.key,
      lead('Bradford', { branchId: otherBranchCode }),
    );
    expect(reached.statusCode, reached.body).toBe(201);
    // And a key of another partner does not.
    const oakfieldKey = await createKey(oakfieldOwner, { name: 'Oakfield' });
    const across = await call(
      'POST',
      '/partner/leads',
      oakfieldKey.key,
      lead('Across', { branchId: '101' }),
    );
    expect(across.statusCode).toBe(400);
    expect(across.json().errors).toEqual({ branchId: BRANCH_ID_MESSAGE });
  });

  it('the console uploads a CSV with a partner user’s token: per-row results, a branch user’s rows at their branch', async () => {
    const csv = [
      'firstName,surname,emailAddress,postcode,branchId',
      `Uma,Upload,${email('uma')},LS1 4AP,`,
      `Vic,Valid,${email('vic')},LS1 4AP,101`,
      `Wes,,${email('wes')},LS1 4AP,`,
    ].join('\n');
    const uploaded = await csvUpload(harbourStaff, csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { results } = leadUploadResultsSchema.parse(uploaded.json());
    expect(results.map((result) => [result.row, result.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'invalid'],
    ]);
    expect(results[2]).toMatchObject({ errors: { surname: expect.any(String) } });
    const [uma, vic] = results.map((result) =>
      result.status === 'created' ? result.enrolmentId : '',
    );
    const harbourMe = (await call('GET', '/partner/me', harbourOwner)).json();
    expect(await brandOfLead(uma ?? '')).toEqual({
      brandId: harbourMe.brand.id,
      leadChannel: 'csv',
    });
    expect((await brandOfLead(vic ?? ''))?.brandId).toBe(leedsBrandId);

    const branchCsv = [
      'surname,emailAddress,postcode,branchId',
      `Xander,${email('xander')},LS1 4AP,`,
      `Yara,${email('yara')},LS1 4AP,${otherBranchCode}`,
    ].join('\n');
    const branchUpload = await csvUpload(branchStaff, branchCsv);
    expect(branchUpload.statusCode, branchUpload.body).toBe(200);
    const branchResults = leadUploadResultsSchema.parse(branchUpload.json()).results;
    expect(branchResults[0]?.status).toBe('created');
    expect(branchResults[1]).toMatchObject({
      status: 'invalid',
      errors: { branchId: branchKeyOtherBranchMessage('101') },
    });
    const xander = branchResults[0]?.status === 'created' ? branchResults[0].enrolmentId : '';
    expect((await brandOfLead(xander))?.brandId).toBe(leedsBrandId);

    // The console's file errors are the lead API's.
    const headerless = await csvUpload(harbourOwner, '\n\n');
    expect(headerless.statusCode).toBe(400);
    // With no token the path is the lead API's, which asks for a key.
    const anonymous = await csvUpload(undefined, csv);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(PARTNER_KEY_MESSAGE);

    const created = await t.database.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(inArray(enrolments.emailAddress, [email('uma'), email('vic'), email('xander')]));
    expect(created).toHaveLength(3);
  });

  it('keeps the console’s upload out of the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bulk = document.paths?.['/api/partner/leads/bulk']?.post;
    expect(bulk?.tags).toEqual(['partner']);
    expect(document.paths?.['/api/partner/keys']?.post?.tags).toEqual(['partner console']);
  });
});
