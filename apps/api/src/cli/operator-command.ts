import { loadConfig } from '../config';
import { dataDirHolder } from '../db/data-dir-lock';

/**
 * What the operator commands (`npm run partner-owner`, `partner-key`, `lead`) share: they ask the
 * running server's operator API (x-operator-key), and only when no server answers do they open
 * the database themselves. On PGlite the server holds DATA_DIR's lock, so while it runs the
 * database is reachable through it alone; on PostgreSQL the server is the one place the rules run.
 * On PGlite a DATA_DIR that no live server holds is opened at once: no server serves that data.
 */

/**
 * The server a command asks: --url, else PUBLIC_BASE_URL, else localhost on PORT; and the key.
 * `freeDataDir`: on PGlite, a DATA_DIR no live server holds (then no server serves this data, and
 * one answering at the URL would be another's).
 */
export type ServerTarget = { baseUrl: string; operatorKey: string; freeDataDir?: string };

export function serverTarget(
  url: string | undefined,
  env: NodeJS.ProcessEnv,
): ServerTarget | { error: string } {
  let config: ReturnType<typeof loadConfig>;
  try {
    // The command signs nothing itself: a stand-in secret keeps the configuration from making one.
    config = loadConfig({ ...env, TOKEN_SECRET: env.TOKEN_SECRET || 'x'.repeat(32) });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const baseUrl = (url ?? config.publicBaseUrl).replace(/\/+$/, '');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    return { error: '--url must be an http(s) URL, such as http://localhost:3000' };
  const freeDataDir =
    !config.databaseUrl && dataDirHolder(config.dataDir) === undefined ? config.dataDir : undefined;
  return { baseUrl, operatorKey: config.operatorKey, ...(freeDataDir ? { freeDataDir } : {}) };
}

type ErrorBody = { code?: string; message?: string; errors?: Record<string, string> };

/** No server listens there (the command may open the database), or its answer. */
export type OperatorAnswer =
  | { reached: false }
  | { reached: true; status: number; body: (ErrorBody & Record<string, unknown>) | null };

const ANSWER_DEADLINE_MS = 15_000;

/** POSTs to the server's operator API; a refused or failed connection is "not reached". */
export async function askServer(
  target: ServerTarget,
  path: string,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<OperatorAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(`${target.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': target.operatorKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
    });
  } catch (error) {
    // A server that is there but does not answer in time is not "no server": opening the
    // database beside it would fight it for the data.
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new OperatorCommandError(
        `The server at ${target.baseUrl} did not answer within ${ANSWER_DEADLINE_MS / 1000} s. Try again, or stop it and run the command again.`,
      );
    return { reached: false };
  }
  const answered = (await response.json().catch(() => null)) as
    (ErrorBody & Record<string, unknown>) | null;
  return { reached: true, status: response.status, body: answered };
}

/** A refusal the command prints as one line (or a few) and exits 1. */
export class OperatorCommandError extends Error {
  override name = 'OperatorCommandError';
}

/** The line for a server's refusal: the operator key, the fields at fault, or its message. */
export function refusalOf(
  target: ServerTarget,
  answer: Extract<OperatorAnswer, { reached: true }>,
): OperatorCommandError {
  const { status, body } = answer;
  if (status === 401 || status === 403)
    return new OperatorCommandError(
      `The server at ${target.baseUrl} refused the operator key. Set OPERATOR_KEY to the key the server uses.`,
    );
  if (body?.errors && Object.keys(body.errors).length > 0)
    return new OperatorCommandError(
      Object.entries(body.errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('\n'),
    );
  if (body?.message) return new OperatorCommandError(body.message);
  return new OperatorCommandError(
    `The server at ${target.baseUrl} answered ${status}. Is it this portal’s server?`,
  );
}

/** The line a command prints when it opens the database itself. */
export function noServerLine(target: ServerTarget): string {
  return target.freeDataDir
    ? `No server holds DATA_DIR ${target.freeDataDir}: opening the database directly.`
    : `No server answered at ${target.baseUrl}: opening the database directly.`;
}
