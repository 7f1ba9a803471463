import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import { fastReadObserver } from '../db/fast-read';

type Prepare = (this: unknown, query: { sql: string }, ...rest: unknown[]) => unknown;

/**
 * The SQL statements `work` runs, in order, through either driver, Drizzle's path or the plain one
 * (db/fast-read), parameters left out. Tests use
 * it to show that two requests do the same work, e.g. a known and an unknown e-mail: a
 * deterministic stand-in for comparing their times, which a busy machine makes noisy.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const sessions = [PgliteSession.prototype, NodePgSession.prototype] as unknown as {
    prepareQuery: Prepare;
  }[];
  const originals = sessions.map((session) => session.prepareQuery);
  sessions.forEach((session, index) => {
    const original = originals[index] as Prepare;
    session.prepareQuery = function (this: unknown, query, ...rest) {
      statements.push(query.sql);
      return original.call(this, query, ...rest);
    };
  });
  const observing = fastReadObserver.onStatement;
  fastReadObserver.onStatement = (text) => statements.push(text);
  try {
    await work();
  } finally {
    fastReadObserver.onStatement = observing;
    sessions.forEach((session, index) => {
      session.prepareQuery = originals[index] as Prepare;
    });
  }
  return statements;
}
