import { randomUUID } from 'node:crypto';
import {
  CALL_SCRIPT_EMPTY_MESSAGE,
  CALL_SCRIPT_NOT_FOUND_MESSAGE,
} from '@threshold/domain/telephony/call-scripts';
import { PAGE_IDENTIFIERS } from '@threshold/domain/telephony/page-identifiers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { DEFAULT_CALL_SCRIPTS } from './call-scripts.seed';

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

describe('call scripts: the agent’s Script tab and the operators’ edits', () => {
  let t: TestApp;
  let agentToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name: 'Alex Morgan', email: `${randomUUID().slice(0, 8)}@agents.example.com` },
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: (created.json() as { email: string }).email },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: bearer(await t.appToken()),
      payload: { token: (issued.json() as { token: string }).token },
    });
    agentToken = (login.json() as { accessToken: string }).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (pageIdentifier: string, token = agentToken) =>
    t.app.inject({
      method: 'GET',
      url: `/api/call-scripts/${encodeURIComponent(pageIdentifier)}`,
      headers: bearer(token),
    });
  const edit = (pageIdentifier: string, payload: unknown, headers = operator) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/operator/call-scripts/${pageIdentifier}`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('has a seeded script for every journey page the agent panel names', async () => {
    for (const pageIdentifier of PAGE_IDENTIFIERS) {
      const answer = await read(pageIdentifier);
      expect(answer.statusCode, pageIdentifier).toBe(200);
      expect(answer.json()).toEqual({
        pageIdentifier,
        pageScript: DEFAULT_CALL_SCRIPTS[pageIdentifier],
      });
    }
    const unknown = await read('no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CALL_SCRIPT_NOT_FOUND_MESSAGE);
  });

  it('seeds plain text: no markup, and no number to read out', () => {
    for (const script of Object.values(DEFAULT_CALL_SCRIPTS)) expect(script).not.toMatch(/[<>\d]/);
  });

  it('is for agents only', async () => {
    const mover = await t.createMover();
    expect((await read('energy-list', await t.userToken(mover))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/call-scripts/energy-list' })).statusCode,
    ).toBe(401);
  });

  it('lets an operator edit a page’s script, keeping its line breaks', async () => {
    const pageScript = 'Hello, you are through to the moving team.\nHow can I help today?';
    const saved = await edit('offers', { pageScript: `  ${pageScript}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ pageIdentifier: 'offers', pageScript });
    expect((await read('offers')).json()).toEqual({ pageIdentifier: 'offers', pageScript });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operator/call-scripts',
      headers: operator,
    });
    expect(listed.json().callScripts).toContainEqual({ pageIdentifier: 'offers', pageScript });
  });

  it('refuses an edit without the operator key, an empty script, hidden characters or an unknown page', async () => {
    expect((await edit('offers', { pageScript: 'x' }, {} as typeof operator)).statusCode).toBe(401);
    expect(
      (await edit('offers', { pageScript: 'x' }, { 'x-operator-key': 'wrong-key' })).statusCode,
    ).toBe(403);
    const empty = await edit('offers', { pageScript: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CALL_SCRIPT_EMPTY_MESSAGE);
    expect((await edit('offers', { pageScript: 'a\u0000b' })).statusCode).toBe(400);
    expect((await edit('offers', { pageScript: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await edit('no-such-page', { pageScript: 'x' })).statusCode).toBe(400);
    expect((await edit('offers', { pageScript: 'x'.repeat(4001) })).statusCode).toBe(400);
  });
});
