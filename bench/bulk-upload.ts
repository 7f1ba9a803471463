// `npm run bench:bulk -w bench`: one 5,000-lead CSV upload to the real server (PGlite in a fresh
// DATA_DIR), with GET /api/healthcheck sent one after another from this process while it runs.
// Prints the upload's time and the health checks' waits: the longest should be a small fraction.
import { randomUUID } from 'node:crypto';
import { startServer } from '../e2e/support/server';

const LEADS = Number(process.env.BENCH_LEADS ?? 5_000);

const server = await startServer();
try {
  const run = randomUUID().slice(0, 8);
  const csv = [
    'surname,emailAddress,postcode',
    ...Array.from({ length: LEADS }, (_, n) => `Mover,bench.${run}.${n}@example.com,M1 1AE`),
  ].join('\n');
  const started = performance.now();
  let uploadMs: number | undefined;
  const upload = fetch(`${server.baseUrl}/api/partner/leads/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.partnerKey}`, 'content-type': 'text/csv' },
    body: csv,
  }).then(async (response) => {
    const { results } = (await response.json()) as { results?: { status: string }[] };
    uploadMs = performance.now() - started;
    return {
      status: response.status,
      created: results?.filter((result) => result.status === 'created').length ?? 0,
    };
  });

  const waits: number[] = [];
  while (uploadMs === undefined) {
    const sent = performance.now();
    const check = await fetch(`${server.baseUrl}/api/healthcheck`);
    await check.text();
    if (!check.ok) throw new Error(`health check answered ${check.status}`);
    waits.push(performance.now() - sent);
  }
  const { status, created } = await upload;
  if (status !== 200 || created !== LEADS)
    throw new Error(`upload answered ${status} with ${created} of ${LEADS} created`);
  waits.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(waits[Math.min(waits.length - 1, Math.floor(share * waits.length))] ?? 0);
  console.log(`${LEADS} leads uploaded in ${Math.round(uploadMs)} ms`);
  console.log(
    `${waits.length} health checks meanwhile: median ${at(0.5)} ms, 95th ${at(0.95)} ms, longest ${Math.round(waits.at(-1) ?? 0)} ms`,
  );
} finally {
  await server.stop();
}
