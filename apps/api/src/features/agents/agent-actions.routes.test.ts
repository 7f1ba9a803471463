import { randomUUID } from 'node:crypto';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  ENROLMENT_FINALISED_MESSAGE,
  INVITE_NO_EMAIL_MESSAGE,
  INVITE_TOO_MANY_MESSAGE,
  inviteCompleteMessage,
  inviteNotOfferedMessage,
  FINISH_COMPLETE_MESSAGE,
  FINISH_PENDING_MESSAGE,
  LINK_SENT_MESSAGE,
  SEND_LINK_MISSING_DETAILS_MESSAGE,
  SEND_LINK_TOO_MANY_MESSAGE,
} from '@threshold/domain/telephony/agent-actions';
import { AGENT_NOT_ASSISTING_MESSAGE } from '@threshold/domain/telephony/telephony';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAuditLog, brands, enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer, createLead, type LeadInput } from '../enrolment/access-fixtures';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

describe('agent actions: Finish, Send link, and the mover’s save-and-continue link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A signed-in agent's token, not yet bound to an enrolment. */
  async function signedInAgent(): Promise<{ id: string; token: string }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name: 'Robin Hale', email: `${randomUUID().slice(0, 8)}@agents.example.com` },
    });
    const agent = created.json() as { id: string; email: string };
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: agent.email },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: bearer(await t.appToken()),
      payload: { token: (issued.json() as { token: string }).token },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { id: agent.id, token: (login.json() as { accessToken: string }).accessToken };
  }

  /** An agent assisting a lead made with `input`: the agent's bound token and the enrolment. */
  async function assistingLead(input: LeadInput = {}) {
    const agent = await signedInAgent();
    const lead = await createLead(t, input);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/assist',
      headers: bearer(agent.token),
      payload: { enrolmentId: lead.enrolmentId },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return {
      agent,
      lead,
      token: (opened.json() as { accessToken: string }).accessToken,
    };
  }

  const post = (url: string, token: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token) });

  async function messagesTo(email: string) {
    return t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt));
  }

  it('finishes an open enrolment: complete, answered, and in the audit log', async () => {
    const { agent, lead, token } = await assistingLead({ status: ENROLMENT_STATUS.open });
    const finished = await post('/api/enrolment/end-enrolment', token);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({
      id: lead.enrolmentId,
      status: ENROLMENT_STATUS.complete,
    });
    const [row] = await t.database.db
      .select({ status: enrolments.status, servicesCompletedAt: enrolments.servicesCompletedAt })
      .from(enrolments)
      .where(eq(enrolments.id, lead.enrolmentId));
    expect(row?.status).toBe(ENROLMENT_STATUS.complete);
    expect(row?.servicesCompletedAt).not.toBeNull();
    const logged = await t.database.db
      .select({ action: agentAuditLog.action })
      .from(agentAuditLog)
      .where(
        and(eq(agentAuditLog.agentId, agent.id), eq(agentAuditLog.enrolmentId, lead.enrolmentId)),
      );
    expect(logged.map((entry) => entry.action)).toContain('POST /api/enrolment/end-enrolment');

    const again = await post('/api/enrolment/end-enrolment', token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FINISH_COMPLETE_MESSAGE);
    expect(ENROLMENT_FINALISED_MESSAGE).toBe('The enrolment has been finalised');
  });

  it('will not finish a pending enrolment, nor for a mover or an agent assisting none', async () => {
    const { lead, token } = await assistingLead({ status: ENROLMENT_STATUS.pending });
    const pending = await post('/api/enrolment/end-enrolment', token);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(FINISH_PENDING_MESSAGE);
    const [row] = await t.database.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(eq(enrolments.id, lead.enrolmentId));
    expect(row?.status).toBe(ENROLMENT_STATUS.pending);

    const mover = await t.createMover();
    const moverCall = await post('/api/enrolment/end-enrolment', await t.userToken(mover));
    expect(moverCall.statusCode).toBe(403);
    const unbound = await post('/api/enrolment/end-enrolment', (await signedInAgent()).token);
    expect(unbound.statusCode).toBe(403);
    expect(unbound.json().message).toBe(AGENT_NOT_ASSISTING_MESSAGE);
    expect((await post('/api/enrolment/send-link', await t.userToken(mover))).statusCode).toBe(403);
  });

  it('sends the save-and-continue link: an auto log-in link, used once, that logs the mover in', async () => {
    const { lead, token } = await assistingLead({ status: ENROLMENT_STATUS.detailsPopulated });
    const sent = await post('/api/enrolment/send-link', token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: LINK_SENT_MESSAGE });

    const [message] = await messagesTo(lead.email);
    expect(message).toMatchObject({
      template: 'saveAndContinueLink',
      channel: 'email',
      enrolmentId: lead.enrolmentId,
    });
    expect(message?.subject).toContain('Carry on setting up your new home');
    const link = message?.meta.links.find((href) => href.includes('/log-in/')) ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/default\/log-in\/[^/?]+$/);
    const loginToken = decodeURIComponent(link.split('/log-in/')[1] ?? '');

    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'login_token', token: loginToken },
      });
    const first = await grant();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ enrolmentId: lead.enrolmentId });
    expect((await grant()).statusCode).toBe(400);
  });

  it('logs in a caller whose details an agent confirmed, who has no log-in yet, as a mover who can carry on', async () => {
    const { lead, token } = await assistingLead({ status: ENROLMENT_STATUS.detailsPopulated });
    expect((await post('/api/enrolment/send-link', token)).statusCode).toBe(200);
    const [message] = await messagesTo(lead.email);
    const link = message?.meta.links.find((href) => href.includes('/log-in/')) ?? '';
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'login_token',
        token: decodeURIComponent(link.split('/log-in/')[1] ?? ''),
      },
    });
    expect(granted.json()).toMatchObject({ kind: 'user', enrolmentId: lead.enrolmentId });
    const mover = (granted.json() as { access_token: string }).access_token;
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(mover),
    });
    expect(own.json()).toMatchObject({ hasAccount: true, emailAddressVerified: true });
    // A journey call only a logged-in mover may make (it refused the link's old anonymous token).
    const supply = await t.app.inject({
      method: 'GET',
      url: '/api/address/check-supply',
      headers: bearer(mover),
    });
    expect([401, 403]).not.toContain(supply.statusCode);
  });

  it('needs an e-mail address, a surname and a postcode', async () => {
    for (const missing of [{ email: null }, { surname: null }, { postcode: null }]) {
      const { token } = await assistingLead({ status: ENROLMENT_STATUS.open, ...missing });
      const refused = await post('/api/enrolment/send-link', token);
      expect(refused.statusCode, JSON.stringify(missing)).toBe(409);
      expect(refused.json().message).toBe(SEND_LINK_MISSING_DETAILS_MESSAGE);
    }
  });

  it('sends 3 links an hour per enrolment, the agent’s and the mover’s together, then 429 with Retry-After', async () => {
    const { lead, token } = await assistingLead({
      status: ENROLMENT_STATUS.open,
      withAccount: true,
    });
    const moverToken = await t.userToken({ email: lead.email, password: lead.password });
    expect((await post('/api/enrolment/send-link', token)).statusCode).toBe(200);
    expect((await post('/api/enrolment/save-and-continue', moverToken)).statusCode).toBe(200);
    expect((await post('/api/enrolment/send-link', token)).statusCode).toBe(200);
    const refused = await post('/api/enrolment/save-and-continue', moverToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SEND_LINK_TOO_MANY_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesTo(lead.email)).toHaveLength(3);

    t.clock.advance(61 * 60 * 1000);
    expect((await post('/api/enrolment/send-link', token)).statusCode).toBe(200);
  });

  it('lets an agent’s token reach only the enrolment it assists', async () => {
    const { token } = await assistingLead({ status: ENROLMENT_STATUS.open });
    const other = await createLead(t, { status: ENROLMENT_STATUS.open });
    await post('/api/enrolment/send-link', token);
    expect(await messagesTo(other.email)).toHaveLength(0);
  });

  const invite = (token: string, product: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enrolment/send-invite',
      headers: bearer(token),
      payload: { product },
    });

  it('sends an invite that logs the mover in straight to the energy or the broadband step', async () => {
    const { lead, token } = await assistingLead({ status: ENROLMENT_STATUS.detailsPopulated });
    for (const [product, step] of [
      ['energy', '/enrolment/energy/usage'],
      ['broadband', '/enrolment/entertainment/broadband-list'],
    ] as const) {
      const sent = await invite(token, product);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ message: `The ${product} invite has been sent` });
      const [message] = await messagesTo(lead.email);
      expect(message).toMatchObject({ template: 'serviceInvite', enrolmentId: lead.enrolmentId });
      expect(message?.subject).toContain(`Set up ${product} at your new home`);
      const link = new URL(message?.meta.links.find((href) => href.includes('/log-in/')) ?? '');
      expect(link.pathname).toMatch(/^\/default\/log-in\/[^/]+$/);
      expect(link.searchParams.get('to')).toBe(step);
      const grant = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: {
          grant_type: 'login_token',
          token: decodeURIComponent(link.pathname.split('/log-in/')[1] ?? ''),
        },
      });
      expect(grant.statusCode, grant.body).toBe(200);
    }
    expect((await invite(token, 'council')).statusCode).toBe(400);
  });

  it('will not invite to a product the brand does not offer, one the mover finished, or without an e-mail address', async () => {
    await t.database.db
      .update(brands)
      .set({ energyOfferedStatus: 2, entertainmentOfferedStatus: 2 })
      .where(eq(brands.urlRoute, 'oakfield-homes'));
    t.clock.advance(60_000); // past the brand cache
    const notOffered = await assistingLead({
      status: ENROLMENT_STATUS.open,
      brandRoute: 'oakfield-homes',
    });
    for (const product of ['energy', 'broadband'] as const) {
      const refused = await invite(notOffered.token, product);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(inviteNotOfferedMessage(product));
    }

    const finished = await assistingLead({ status: ENROLMENT_STATUS.open });
    await t.database.db
      .update(enrolments)
      .set({ energyComplete: true, broadbandComplete: true })
      .where(eq(enrolments.id, finished.lead.enrolmentId));
    for (const product of ['energy', 'broadband'] as const) {
      const refused = await invite(finished.token, product);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(inviteCompleteMessage(product));
    }

    const noEmail = await assistingLead({ status: ENROLMENT_STATUS.open, email: null });
    const refused = await invite(noEmail.token, 'energy');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVITE_NO_EMAIL_MESSAGE);
  });

  it('sends 3 invites of a product an hour, then 429, and only on an agent’s call', async () => {
    const { lead, token } = await assistingLead({
      status: ENROLMENT_STATUS.open,
      withAccount: true,
    });
    for (let sent = 0; sent < 3; sent += 1)
      expect((await invite(token, 'energy')).statusCode).toBe(200);
    const refused = await invite(token, 'energy');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(INVITE_TOO_MANY_MESSAGE);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await invite(token, 'broadband')).statusCode).toBe(200);
    const moverToken = await t.userToken({ email: lead.email, password: lead.password });
    expect((await invite(moverToken, 'energy')).statusCode).toBe(403);
  });
});
