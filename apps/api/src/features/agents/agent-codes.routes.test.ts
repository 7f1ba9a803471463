import { randomUUID } from 'node:crypto';
import {
  AGENT_CODE_INVALID_MESSAGE,
  AGENT_CODE_SENT_MESSAGE,
  AGENT_CODE_TOO_MANY_MESSAGE,
} from '@threshold/domain/telephony/agent-code';
import { AGENT_INACTIVE_MESSAGE } from '@threshold/domain/telephony/telephony';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAuditLog, outboxMessages } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { SIGNED_IN_WITH_CODE_ACTION } from './agent-codes.service';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

describe('the admin portal’s sign-in by e-mail code', () => {
  let t: TestApp;
  let appToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    appToken = await t.appToken();
  });
  afterAll(async () => {
    await t.close();
  });

  async function newAgent() {
    const email = `Agent.${randomUUID().slice(0, 8)}@agents.example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name: 'Jamie Fox', email },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; email: string };
  }

  const askForCode = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telephony/code',
      headers: bearer(appToken),
      payload: { email },
    });
  const logIn = (email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telephony/code-login',
      headers: bearer(appToken),
      payload: { email, code },
    });

  async function codesSentTo(email: string): Promise<string[]> {
    const rows = await t.database.db
      .select({ meta: outboxMessages.meta, template: outboxMessages.template })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt));
    return rows.map((row) => {
      expect(row.template).toBe('oneTimeCode');
      return row.meta.code ?? '';
    });
  }

  it('sends an active agent a 6-digit code that signs them in once', async () => {
    const agent = await newAgent();
    const asked = await askForCode(agent.email.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: AGENT_CODE_SENT_MESSAGE });
    const [code = ''] = await codesSentTo(agent.email);
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await logIn(agent.email, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ agentName: 'Jamie Fox', enrolmentId: null });
    const name = await t.app.inject({
      method: 'GET',
      url: '/api/telephony/name',
      headers: bearer((signedIn.json() as { accessToken: string }).accessToken),
    });
    expect(name.json()).toEqual({ name: 'Jamie Fox' });
    const logged = await t.database.db
      .select({ action: agentAuditLog.action })
      .from(agentAuditLog)
      .where(
        and(
          eq(agentAuditLog.agentId, agent.id),
          eq(agentAuditLog.action, SIGNED_IN_WITH_CODE_ACTION),
        ),
      );
    expect(logged).toHaveLength(1);

    const again = await logIn(agent.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(AGENT_CODE_INVALID_MESSAGE);
  });

  it('answers the same for an unknown or deactivated address, and sends nothing', async () => {
    const unknown = `nobody.${randomUUID().slice(0, 8)}@agents.example.com`;
    const agent = await newAgent();
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/agents/${agent.id}/deactivate`,
      headers: operator,
    });
    for (const email of [unknown, agent.email]) {
      const asked = await askForCode(email);
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: AGENT_CODE_SENT_MESSAGE });
      expect(await codesSentTo(email)).toHaveLength(0);
      expect((await logIn(email, '123456')).statusCode).toBe(401);
    }
  });

  it('refuses an expired code, a code after 5 wrong tries, and one whose agent was deactivated', async () => {
    const agent = await newAgent();
    await askForCode(agent.email);
    const [late = ''] = await codesSentTo(agent.email);
    t.clock.advance(11 * 60 * 1000);
    expect((await logIn(agent.email, late)).statusCode).toBe(401);

    await askForCode(agent.email);
    const [code = ''] = await codesSentTo(agent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries += 1)
      expect((await logIn(agent.email, wrong)).statusCode).toBe(401);
    expect((await logIn(agent.email, code)).json().message).toBe(AGENT_CODE_INVALID_MESSAGE);

    await askForCode(agent.email);
    const [last = ''] = await codesSentTo(agent.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/agents/${agent.id}/deactivate`,
      headers: operator,
    });
    const refused = await logIn(agent.email, last);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AGENT_INACTIVE_MESSAGE);
  });

  it('holds the 5 tries when 20 wrong guesses arrive at once', async () => {
    const agent = await newAgent();
    await askForCode(agent.email);
    const [code = ''] = await codesSentTo(agent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 20 }, () => logIn(agent.email, wrong)));
    expect(guesses.every((guess) => guess.statusCode === 401)).toBe(true);
    expect((await logIn(agent.email, code)).json().message).toBe(AGENT_CODE_INVALID_MESSAGE);
  });

  it('lets an address ask 5 times an hour, known or not, then 429', async () => {
    const agent = await newAgent();
    for (const email of [agent.email, `nobody.${randomUUID().slice(0, 8)}@agents.example.com`]) {
      for (let asked = 0; asked < 5; asked += 1)
        expect((await askForCode(email)).statusCode).toBe(202);
      const refused = await askForCode(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(AGENT_CODE_TOO_MANY_MESSAGE);
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });

  it('checks the address and the code’s shape, and needs a portal token', async () => {
    expect((await askForCode('not-an-address')).statusCode).toBe(400);
    expect((await logIn('someone@agents.example.com', '12345')).statusCode).toBe(400);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/code',
      payload: { email: 'someone@agents.example.com' },
    });
    expect(bare.statusCode).toBe(401);
  });
});
