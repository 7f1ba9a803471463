import { randomUUID } from 'node:crypto';
import { AGENT_NOT_ASSISTING_MESSAGE } from '@threshold/domain/telephony/telephony';
import {
  agentEnrolmentSummarySchema,
  USER_FORGOTTEN_MESSAGE,
} from '@threshold/domain/telephony/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enrolments } from '../../db/schema';
import {
  createTestApp,
  TEST_OPERATOR_KEY,
  TEST_PASSWORD,
  type TestApp,
} from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { createPasswordHasher } from '../../auth/password-hashing';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };
const FORGET = '/api/enrolment/data-privacy/forget';
const PRIVACY = '/api/enrolment/data-privacy';

describe('right to be forgotten: who may forget, what the agent sees, and the edit page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedInAgent(name: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name, email: `${randomUUID().slice(0, 8)}@agents.example.com` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: name },
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: bearer(await t.appToken()),
      payload: { token: (issued.json() as { token: string }).token },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return (signedIn.json() as { accessToken: string }).accessToken;
  }

  /** A new enrolment the agent made for a caller, and the agent's token bound to it. */
  async function assisting(agentToken: string) {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/enrolments',
      headers: bearer(agentToken),
      payload: { brand: 'default' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const body = opened.json() as { accessToken: string; enrolmentId: string };
    return { token: body.accessToken, id: body.enrolmentId };
  }

  /** The caller's details as the personal-details page saves them, and a log-in. */
  async function withCaller(id: string, email: string) {
    await t.database.db
      .update(enrolments)
      .set({
        title: 'Ms',
        firstName: 'Avery',
        surname: 'Quinn',
        dateOfBirth: '1988-02-03',
        emailAddress: email,
        contactNumber: '07700900456',
        postcode: 'SW1A 1AA',
        addressLine1: '10 Downing Street',
        moveInDate: '2026-12-20',
      })
      .where(eq(enrolments.id, id));
    const hasher = createPasswordHasher(t.config.passwordHashing);
    await t.database.db
      .insert(accounts)
      .values({ email, passwordHash: await hasher.hashPassword(TEST_PASSWORD), enrolmentId: id });
  }

  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });

  it('offers Right to be forgotten only once a personal detail exists', async () => {
    const agentToken = await signedInAgent('Casey Morgan');
    const { token, id } = await assisting(agentToken);
    expect((await call('GET', PRIVACY, token)).json()).toEqual({ hasPersonalDetails: false });
    const page = await call('GET', `/api/telephony/enrolments/${id}`, agentToken);
    expect(page.json()).toMatchObject({ id, forgotten: false, hasPersonalDetails: false });
    await t.database.db
      .update(enrolments)
      .set({ contactNumber: '07700900111' })
      .where(eq(enrolments.id, id));
    expect((await call('GET', PRIVACY, token)).json()).toEqual({ hasPersonalDetails: true });
  });

  it('refuses a mover’s token, and an agent’s token before it opens an enrolment', async () => {
    const mover = await t.createMover();
    const moverToken = await t.userToken(mover);
    for (const [method, url] of [
      ['POST', FORGET],
      ['GET', PRIVACY],
      ['GET', `/api/telephony/enrolments/${mover.enrolmentId}`],
    ] as const)
      expect((await call(method, url, moverToken)).statusCode, url).toBe(403);
    const agentToken = await signedInAgent('Riley Shaw');
    const unbound = await call('POST', FORGET, agentToken);
    expect(unbound.statusCode).toBe(403);
    expect(unbound.json().message).toBe(AGENT_NOT_ASSISTING_MESSAGE);
    expect((await call('GET', '/api/telephony/enrolments/not-an-id', agentToken)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `/api/telephony/enrolments/${randomUUID()}`, agentToken)).statusCode,
    ).toBe(404);
    // Nothing was forgotten.
    const [row] = await t.database.db
      .select({ forgottenAt: enrolments.forgottenAt })
      .from(enrolments)
      .where(eq(enrolments.id, mover.enrolmentId));
    expect(row?.forgottenAt).toBeNull();
  });

  it('forgets the enrolment the agent assists and no other; the edit page says by whom and when', async () => {
    const agentToken = await signedInAgent('Drew Patel');
    const caller = await assisting(agentToken);
    const other = await assisting(agentToken);
    const email = `avery.${randomUUID().slice(0, 6)}@example.com`;
    await withCaller(caller.id, email);
    await withCaller(other.id, `other.${randomUUID().slice(0, 6)}@example.com`);
    const moverToken = await t.userToken({ email, password: TEST_PASSWORD });

    const before = agentEnrolmentSummarySchema.parse(
      (await call('GET', `/api/telephony/enrolments/${caller.id}`, agentToken)).json(),
    );
    expect(before).toMatchObject({
      forgotten: false,
      customerName: 'Avery Quinn',
      emailAddress: email,
      postcode: 'SW1A 1AA',
      hasPersonalDetails: true,
    });

    t.clock.advance(60_000);
    const forgotten = await call('POST', FORGET, caller.token);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(forgotten.json()).toEqual({ id: caller.id, message: USER_FORGOTTEN_MESSAGE });

    const page = await call('GET', `/api/telephony/enrolments/${caller.id}`, agentToken);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: caller.id,
      forgotten: true,
      status: before.status,
      type: before.type,
      brandName: before.brandName,
      createdAt: before.createdAt,
      forgottenAt: t.clock.now().toISOString(),
      forgottenBy: 'Drew Patel',
    });
    expect(page.body).not.toContain('Quinn');

    // The other enrolment is as it was.
    const untouched = await call('GET', `/api/telephony/enrolments/${other.id}`, agentToken);
    expect(untouched.json()).toMatchObject({ forgotten: false, customerName: 'Avery Quinn' });

    // The audit log has the action; the caller's log-in and the agent's bound token end.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/operator/agent-audit-log?enrolmentId=${caller.id}`,
      headers: operator,
    });
    expect(
      (log.json() as { entries: { action: string }[] }).entries.map((e) => e.action),
    ).toContain(`POST ${FORGET}`);
    expect((await call('GET', '/api/enrolment-auth', moverToken)).statusCode).toBe(401);
    expect((await call('POST', FORGET, caller.token)).statusCode).toBe(404);
    expect((await call('GET', PRIVACY, caller.token)).statusCode).toBe(404);
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/assist',
      headers: bearer(agentToken),
      payload: { enrolmentId: caller.id },
    });
    expect(reopened.statusCode).toBe(410);
    const search = await call('GET', `/api/telephony/enrolments?search=${email}`, agentToken);
    expect((search.json() as { enrolments: unknown[] }).enrolments).toEqual([]);
  });
});
