import { randomUUID } from 'node:crypto';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import { EMPTY_NOTE_MESSAGE } from '@threshold/domain/telephony/notes';
import {
  AGENT_INACTIVE_MESSAGE,
  AGENT_NOT_ASSISTING_MESSAGE,
  AGENT_TOKEN_INVALID_MESSAGE,
  ENROLMENT_FORGOTTEN_FOR_AGENT_MESSAGE,
} from '@threshold/domain/telephony/telephony';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAuditLog, enrolments } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from '../enrolment/access-fixtures';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

/** An agent name no other test's agent has: letters only (the name rule), 32 random bits. */
function uniqueAgentName(): string {
  const hex = randomUUID().replace(/-/g, '').slice(0, 8);
  return `Agent ${hex.replace(/[0-9a-f]/g, (digit) => 'abcdefghijklmnop'[parseInt(digit, 16)] ?? 'a')}`;
}
const identity = { title: 'Mr', firstName: 'Sam', surname: 'O-Neill', dateOfBirth: '1990-05-01' };

describe('agent mode: agents, sign-in, the enrolment an agent assists, notes and the audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function newAgent(name = uniqueAgentName()) {
    const email = `${randomUUID().slice(0, 8)}@agents.example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name, email },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; name: string; email: string };
  }

  async function signInToken(agent: string): Promise<string> {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    return (issued.json() as { token: string }).token;
  }

  async function logIn(token: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: bearer(await t.appToken()),
      payload: { token },
    });
  }

  /** A signed-in agent's token, not yet bound to an enrolment. */
  async function signedInAgent() {
    const agent = await newAgent();
    const response = await logIn(await signInToken(agent.name));
    expect(response.statusCode, response.body).toBe(200);
    return { ...agent, token: (response.json() as { accessToken: string }).accessToken };
  }

  /** A new enrolment an agent made for a caller, and the agent's token bound to it. */
  async function assisting(agentToken: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/enrolments',
      headers: bearer(agentToken),
      payload: { brand: 'harbour-lettings' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as { accessToken: string; enrolmentId: string };
    return { token: body.accessToken, enrolmentId: body.enrolmentId };
  }

  it('lets only an operator create an agent, once per e-mail address, with the name rules', async () => {
    const payload = {
      name: 'Priya Shah',
      email: `priya.${randomUUID().slice(0, 6)}@agents.example.com`,
    };
    const url = '/api/operator/agents';
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload, headers: { 'x-operator-key': 'wrong' } }))
        .statusCode,
    ).toBe(403);
    const created = await t.app.inject({ method: 'POST', url, payload, headers: operator });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Priya Shah', active: true });
    const again = await t.app.inject({ method: 'POST', url, payload, headers: operator });
    expect(again.statusCode).toBe(409);
    const markup = await t.app.inject({
      method: 'POST',
      url,
      headers: operator,
      payload: { name: '<b>Eve</b>', email: 'eve@agents.example.com' },
    });
    expect(markup.statusCode).toBe(400);
  });

  it('signs an agent in once per token, and names the agent for the header', async () => {
    const agent = await newAgent('Morgan Ellis');
    const token = await signInToken('morgan ellis');
    const first = await logIn(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ agentName: 'Morgan Ellis', enrolmentId: null });
    const name = await t.app.inject({
      method: 'GET',
      url: '/api/telephony/name',
      headers: bearer((first.json() as { accessToken: string }).accessToken),
    });
    expect(name.json()).toEqual({ name: 'Morgan Ellis' });

    const second = await logIn(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(AGENT_TOKEN_INVALID_MESSAGE);
    expect((await logIn('not-a-token')).statusCode).toBe(401);

    // A token is good for minutes only.
    const late = await signInToken(agent.email);
    t.clock.advance(16 * 60 * 1000);
    expect((await logIn(late)).json().message).toBe(AGENT_TOKEN_INVALID_MESSAGE);
  });

  it('refuses a mover’s token on every agent call, and an agent’s token before it opens an enrolment', async () => {
    const mover = await t.createMover();
    const moverToken = await t.userToken(mover);
    const calls = [
      { method: 'GET', url: '/api/telephony/name' },
      { method: 'GET', url: '/api/telephony/enrolments?search=smith' },
      { method: 'POST', url: '/api/telephony/enrolments', payload: { brand: 'default' } },
      { method: 'POST', url: '/api/telephony/assist', payload: { enrolmentId: mover.enrolmentId } },
      { method: 'GET', url: '/api/notes' },
      { method: 'POST', url: '/api/note', payload: { content: 'Called back' } },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(moverToken) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const agent = await signedInAgent();
    const journey = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(agent.token),
    });
    expect(journey.statusCode).toBe(403);
    expect(journey.json().message).toBe(AGENT_NOT_ASSISTING_MESSAGE);
  });

  it('creates an enrolment for a caller and confirms their details without a password; the token reaches that enrolment only', async () => {
    const agent = await signedInAgent();
    const { token, enrolmentId } = await assisting(agent.token);
    const [row] = await t.database.db
      .select({ source: enrolments.source })
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    expect(row?.source).toBe(LEAD_SOURCE.manualTelephony);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth',
      headers: bearer(token),
      payload: {
        ...identity,
        contactNumber: '07700900456',
        emailAddress: `caller.${randomUUID().slice(0, 6)}@example.com`,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ token: null, enrolment: { hasAccount: false } });

    // Another mover's enrolment is not found through this token.
    const other = await t.createMover();
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/enrolment/${other.enrolmentId}`,
      headers: bearer(token),
    });
    expect(elsewhere.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/enrolment/${enrolmentId}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('finds enrolments by e-mail, mobile, postcode and name, and opens one (never a forgotten one)', async () => {
    const agent = await signedInAgent();
    const surname = `Quill${randomUUID().slice(0, 4).replace(/\d/g, 'q')}`;
    const lead = await createLead(t, {
      surname,
      postcode: 'LS6 3BN',
      contactNumber: '07700900777',
    });
    const search = async (term: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/telephony/enrolments?search=${encodeURIComponent(term)}`,
        headers: bearer(agent.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { enrolments: { id: string; customerName: string }[] }).enrolments;
    };
    for (const term of [lead.email.toUpperCase(), '+44 7700 900777', 'ls63bn', `alex ${surname}`]) {
      expect(
        (await search(term)).map((found) => found.id),
        term,
      ).toContain(lead.enrolmentId);
    }
    expect((await search(`alex ${surname}`))[0]).toMatchObject({
      customerName: `Alex ${surname}`,
      portalPath: '/default',
    });
    const harbour = await createLead(t, { surname, brandRoute: 'harbour-lettings' });
    const found = (await search(`alex ${surname}`)) as unknown as {
      id: string;
      portalPath: string;
    }[];
    expect(found.find((row) => row.id === harbour.enrolmentId)?.portalPath).toBe(
      '/harbour-lettings',
    );
    expect((await search('%%')).length).toBe(0);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/assist',
      headers: bearer(agent.token),
      payload: { enrolmentId: lead.enrolmentId },
    });
    expect(opened.statusCode).toBe(200);
    const bound = (opened.json() as { accessToken: string }).accessToken;
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(bound),
    });
    expect(own.json().id).toBe(lead.enrolmentId);

    const forgotten = await createLead(t, { forgotten: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/assist',
      headers: bearer(agent.token),
      payload: { enrolmentId: forgotten.enrolmentId },
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(ENROLMENT_FORGOTTEN_FOR_AGENT_MESSAGE);
  });

  it('refuses an agent deactivated mid-call at once, and issues them no new token', async () => {
    const agent = await signedInAgent();
    const { token } = await assisting(agent.token);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    const spare = await signInToken(agent.email);

    const off = await t.app.inject({
      method: 'POST',
      url: `/api/operator/agents/${agent.id}/deactivate`,
      headers: operator,
    });
    expect(off.json()).toMatchObject({ active: false });
    for (const url of ['/api/enrolment-auth', '/api/telephony/name', '/api/notes']) {
      const after = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(after.statusCode, url).toBe(401);
      expect(after.json().message).toBe(AGENT_INACTIVE_MESSAGE);
    }
    expect((await logIn(spare)).statusCode).toBe(401);
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: agent.email },
    });
    expect(issue.statusCode).toBe(409);

    await t.app.inject({
      method: 'POST',
      url: `/api/operator/agents/${agent.id}/reactivate`,
      headers: operator,
    });
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(token),
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps notes on the assisted enrolment, newest first, refusing an empty one in the spec’s words', async () => {
    const agent = await signedInAgent();
    const { token } = await assisting(agent.token);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=%20%20',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EMPTY_NOTE_MESSAGE);

    for (const [index, content] of [
      'Caller asked about gas',
      'Call back after 5pm\nat work until then',
    ].entries()) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/note',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `content=${encodeURIComponent(content)}`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({ content, agentName: agent.name });
      if (index === 0) t.clock.advance(60_000);
    }
    const notes = await t.app.inject({ method: 'GET', url: '/api/notes', headers: bearer(token) });
    expect((notes.json() as { notes: { content: string }[] }).notes.map((n) => n.content)).toEqual([
      'Call back after 5pm\nat work until then',
      'Caller asked about gas',
    ]);

    // Another agent's enrolment has its own notes.
    const { token: otherToken } = await assisting(agent.token);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: bearer(otherToken),
    });
    expect(none.json()).toEqual({ notes: [] });
  });

  it('writes each agent action to the audit log an operator reads, with no personal data', async () => {
    const agent = await signedInAgent();
    await t.app.inject({
      method: 'GET',
      url: '/api/telephony/enrolments?search=someone%40example.com',
      headers: bearer(agent.token),
    });
    const { token, enrolmentId } = await assisting(agent.token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload: identity,
    });
    const noted = await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: bearer(token),
      payload: { content: 'Spoke to Sam' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    // A refused call does nothing, so it is not an action.
    await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: bearer(token),
      payload: { content: '' },
    });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/agent-audit-log' })).statusCode,
    ).toBe(401);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/operator/agent-audit-log?agent=${encodeURIComponent(agent.email)}`,
      headers: operator,
    });
    expect(log.statusCode).toBe(200);
    const entries = (
      log.json() as { entries: { action: string; enrolmentId: string | null; agentName: string }[] }
    ).entries;
    expect(entries.map((entry) => [entry.action, entry.enrolmentId]).reverse()).toEqual([
      ['Signed in', null],
      ['Searched enrolments', null],
      ['Created the enrolment for a caller', enrolmentId],
      ['PUT /api/enrolment-auth/personal-details', enrolmentId],
      ['POST /api/note', enrolmentId],
    ]);
    expect(entries.every((entry) => entry.agentName === agent.name)).toBe(true);
    const stored = await t.database.db
      .select({ action: agentAuditLog.action })
      .from(agentAuditLog)
      .where(eq(agentAuditLog.agentId, agent.id));
    expect(JSON.stringify(stored)).not.toMatch(/someone|Sam|O-Neill/);
  });
});
