import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';

/**
 * `npm run agent-token -- --agent "<name or e-mail>" [--url <server>]`: asks the running server's
 * operator API for a single-use agent sign-in token and prints it with the telephony host's
 * sign-in link. It opens no database: the server it asks is the one the agent will use.
 */

export const AGENT_TOKEN_USAGE =
  'Usage: npm run agent-token -- --agent "<agent name or e-mail>" [--url <server base URL>]';

export type AgentTokenRequest = {
  agent: string;
  /** The server's base URL, no trailing slash. */
  baseUrl: string;
  operatorKey: string;
};

/** What the command prints: lines for stdout, or one line for stderr and exit code 1. */
export type AgentTokenOutcome = { ok: true; lines: string[] } | { ok: false; error: string };

/**
 * The command's arguments and environment: the agent, the server (--url, else PUBLIC_BASE_URL, else
 * localhost on PORT) and the operator key (OPERATOR_KEY, else the development key the server uses).
 */
export function readAgentTokenRequest(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): AgentTokenRequest | { error: string } {
  let values: { agent?: string; url?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { agent: { type: 'string' }, url: { type: 'string' } },
    }));
  } catch (error) {
    return {
      error: `${error instanceof Error ? error.message : String(error)}\n${AGENT_TOKEN_USAGE}`,
    };
  }
  const agent = values.agent?.trim();
  if (!agent) return { error: AGENT_TOKEN_USAGE };
  let config: ReturnType<typeof loadConfig>;
  try {
    // The command signs nothing itself: a stand-in secret keeps the configuration from making one.
    config = loadConfig({ ...env, TOKEN_SECRET: env.TOKEN_SECRET || 'x'.repeat(32) });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const baseUrl = (values.url ?? config.publicBaseUrl).replace(/\/+$/, '');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    return { error: `--url must be an http(s) URL, such as http://localhost:3000` };
  return { agent, baseUrl, operatorKey: config.operatorKey };
}

/**
 * The telephony host of a server: its host name with "telephony." in front, unless it has it; a
 * loopback address becomes telephony.localhost (an address cannot take a name in front).
 */
export function telephonyBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (host === '::1' || host.startsWith('127.')) url.hostname = 'telephony.localhost';
  } else if (!host.includes('telephony')) url.hostname = `telephony.${host}`;
  return url.origin;
}

type TokenAnswer = { token: string; agentName: string; expiresAt: string };

/** POST /api/operator/agent-sign-in-tokens on the running server, its answer as lines to print. */
export async function requestAgentToken(
  request: AgentTokenRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<AgentTokenOutcome> {
  const { agent, baseUrl, operatorKey } = request;
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}/api/operator/agent-sign-in-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey },
      body: JSON.stringify({ agent }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return {
      ok: false,
      error: `Could not reach the server at ${baseUrl}. Is it running? Start it (npm run dev or npm start), or name it with --url.`,
    };
  }
  const body = (await response.json().catch(() => null)) as
    (Partial<TokenAnswer> & { code?: string; message?: string }) | null;
  if (response.status === 201 && body?.token) {
    // The admin portal under the default brand (every portal address starts with a brand).
    const link = `${telephonyBaseUrl(baseUrl)}/${DEFAULT_BRAND_ROUTE}/agent?token=${encodeURIComponent(body.token)}`;
    return {
      ok: true,
      lines: [
        `Sign-in token for ${body.agentName ?? agent}. It works once, until ${body.expiresAt ?? 'it expires'}:`,
        body.token,
        `Sign in at: ${link}`,
      ],
    };
  }
  const said = body?.message ? ` ${body.message}` : '';
  switch (body?.code) {
    case 'AGENT_NOT_FOUND':
      return {
        ok: false,
        error: `No agent is called "${agent}" (by name or e-mail). An operator creates agents with POST /api/operator/agents.`,
      };
    case 'AGENT_INACTIVE':
      return {
        ok: false,
        error: `The agent "${agent}" is deactivated. Reactivate the account (POST /api/operator/agents/<id>/reactivate) first.`,
      };
    case 'AGENT_AMBIGUOUS':
      return { ok: false, error: `${said.trim()} (--agent "<e-mail>")` };
  }
  if (response.status === 401 || response.status === 403)
    return {
      ok: false,
      error: `The server at ${baseUrl} refused the operator key. Set OPERATOR_KEY to the key the server uses.`,
    };
  return {
    ok: false,
    error: `The server at ${baseUrl} answered ${response.status}.${said || ' Is it this portal’s server?'}`,
  };
}

/** The whole command: arguments, the call, the outcome. */
export async function runAgentToken(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<AgentTokenOutcome> {
  const request = readAgentTokenRequest(argv, env);
  if ('error' in request) return { ok: false, error: request.error };
  return requestAgentToken(request, fetchImpl);
}
