import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../test-support/test-app';
import {
  AGENT_TOKEN_USAGE,
  readAgentTokenRequest,
  runAgentToken,
  telephonyBaseUrl,
} from './agent-token';

describe('npm run agent-token: its arguments', () => {
  const env = { OPERATOR_KEY: 'an-operator-key-for-tests', PORT: '4100' };

  it('needs --agent, and takes the server from --url, PUBLIC_BASE_URL or PORT', () => {
    expect(readAgentTokenRequest([], env)).toEqual({ error: AGENT_TOKEN_USAGE });
    expect(readAgentTokenRequest(['--agent', '  '], env)).toEqual({ error: AGENT_TOKEN_USAGE });
    expect(readAgentTokenRequest(['--agent'], env)).toMatchObject({
      error: expect.stringContaining(AGENT_TOKEN_USAGE),
    });
    expect(readAgentTokenRequest(['--agent', 'Sam Carter', '--colour', 'red'], env)).toMatchObject({
      error: expect.stringContaining(AGENT_TOKEN_USAGE),
    });
    expect(readAgentTokenRequest(['--agent', 'Sam Carter'], env)).toEqual({
      agent: 'Sam Carter',
      baseUrl: 'http://localhost:4100',
      operatorKey: 'an-operator-key-for-tests',
    });
    expect(
      readAgentTokenRequest(['--agent', 'Sam Carter'], {
        ...env,
        PUBLIC_BASE_URL: 'https://portal.example.com/',
      }),
    ).toMatchObject({ baseUrl: 'https://portal.example.com' });
    expect(
      readAgentTokenRequest(['--agent=Sam Carter', '--url', 'http://127.0.0.1:9/'], env),
    ).toMatchObject({ agent: 'Sam Carter', baseUrl: 'http://127.0.0.1:9' });
    expect(readAgentTokenRequest(['--agent', 'Sam', '--url', 'ftp://x'], env)).toMatchObject({
      error: expect.stringContaining('--url'),
    });
  });

  it('uses the development operator key when OPERATOR_KEY is not set, as the server does', () => {
    expect(readAgentTokenRequest(['--agent', 'Sam Carter'], {})).toMatchObject({
      operatorKey: 'dev-operator-key',
      baseUrl: 'http://localhost:3000',
    });
  });

  it('signs in on the telephony host of the server', () => {
    expect(telephonyBaseUrl('http://localhost:3000')).toBe('http://telephony.localhost:3000');
    expect(telephonyBaseUrl('https://portal.example.com')).toBe(
      'https://telephony.portal.example.com',
    );
    expect(telephonyBaseUrl('http://127.0.0.1:3000')).toBe('http://telephony.localhost:3000');
    expect(telephonyBaseUrl('http://telephony.localhost:3000')).toBe(
      'http://telephony.localhost:3000',
    );
  });
});

describe('npm run agent-token: against a running server', () => {
  let t: TestApp;
  let baseUrl: string;
  const env = () => ({ OPERATOR_KEY: TEST_OPERATOR_KEY });
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/+$/, '');
  });
  afterAll(async () => {
    await t.close();
  });

  async function newAgent(name: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { name, email: `${randomUUID().slice(0, 8)}@agents.example.com` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; email: string };
  }

  it('prints a token that signs the agent in, and the telephony sign-in link', async () => {
    await newAgent('Jordan Blake');
    const outcome = await runAgentToken(['--agent', 'jordan blake', '--url', baseUrl], env());
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    if (!outcome.ok) return;
    const [heading, token = '', link] = outcome.lines;
    expect(heading).toMatch(/^Sign-in token for Jordan Blake\. It works once, until /);
    const port = new URL(baseUrl).port;
    expect(link).toBe(
      `Sign in at: http://telephony.localhost:${port}/default/agent?token=${encodeURIComponent(token)}`,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: { authorization: `Bearer ${await t.appToken()}` },
      payload: { token },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ agentName: 'Jordan Blake' });
  });

  it('says so when the agent is unknown or deactivated, or the key is wrong', async () => {
    expect(await runAgentToken(['--agent', 'Nobody Here', '--url', baseUrl], env())).toEqual({
      ok: false,
      error: expect.stringContaining('No agent is called "Nobody Here"'),
    });
    const agent = await newAgent('Casey Lowe');
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/agents/${agent.id}/deactivate`,
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    });
    expect(await runAgentToken(['--agent', agent.email, '--url', baseUrl], env())).toEqual({
      ok: false,
      error: expect.stringContaining('is deactivated'),
    });
    expect(
      await runAgentToken(['--agent', agent.email, '--url', baseUrl], {
        OPERATOR_KEY: 'not-the-operator-key',
      }),
    ).toEqual({ ok: false, error: expect.stringContaining('refused the operator key') });
  });

  it('says so when no server is running there', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
      });
    });
    expect(
      await runAgentToken(
        ['--agent', 'Sam Carter', '--url', `http://127.0.0.1:${closedPort}`],
        env(),
      ),
    ).toEqual({ ok: false, error: expect.stringContaining('Is it running?') });
  });
});
