// Reads the run's database directly, after the API has stopped (PGlite allows one process) or
// while it runs (PostgreSQL).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The app's migrations create pg_trgm (apps/api/src/db/pglite-extensions.ts): a PGlite opening its data loads it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Backend } from './servers';

export type Reader = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export async function openReader(backend: Backend): Promise<Reader> {
  if (backend.kind === 'pglite') {
    // The API keeps its PGlite files under DATA_DIR/pglite (apps/api/src/db/client.ts).
    const client = await PGlite.create(join(backend.dataDir, 'pglite'), {
      extensions: { pg_trgm },
    });
    return {
      async query<T>(text: string, params: unknown[] = []) {
        return (await client.query<T>(text, params)).rows;
      },
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: backend.databaseUrl });
  await client.connect();
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    close: () => client.end(),
  };
}
