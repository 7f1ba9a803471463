// The two yardsticks, in a process of their own: GET /bare, Fastify with one route returning a
// small JSON body and nothing else; GET /select, the same doing one primary-key SELECT of an
// enrolment's whole row (as one JSON column, the quickest way either driver reads a wide row) on
// the same database as the API: PostgreSQL (DATABASE_URL, a pool the size of the API's) or a copy
// of the API's seeded PGlite data (DATA_DIR).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The app's migrations create pg_trgm (apps/api/src/db/pglite-extensions.ts): a PGlite opening its data loads it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

type Client = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

async function openClient(): Promise<Client> {
  if (process.env.DATABASE_URL) {
    // The API's pool size (apps/api/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  // The API keeps its PGlite files under DATA_DIR/pglite.
  const client = await PGlite.create(join(process.env.DATA_DIR ?? '', 'pglite'), {
    extensions: { pg_trgm },
  });
  return {
    query: (text, params) => client.query<Record<string, unknown>>(text, params),
    close: () => client.close(),
  };
}

const client = await openClient();
const [account] = (
  await client.query('select enrolment_id from accounts where email = $1', [
    'demo.mover@threshold.example',
  ])
).rows;
const enrolmentId = account?.enrolment_id;
if (typeof enrolmentId !== 'string') throw new Error('No demo mover in the seeded data');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'Threshold' }));
app.get('/select', async () => {
  const [row] = (
    await client.query('select row_to_json(enrolments) as row from enrolments where id = $1', [
      enrolmentId,
    ])
  ).rows;
  const enrolment = row?.row as { id: string; status: number; first_name: string } | undefined;
  if (!enrolment) throw new Error('The enrolment has gone');
  return { id: enrolment.id, status: enrolment.status, firstName: enrolment.first_name };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => client.close())
    .then(() => process.exit(0));
});
