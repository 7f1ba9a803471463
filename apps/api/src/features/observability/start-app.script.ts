/**
 * Builds the app over a fresh in-memory PGlite with the configuration in the environment and asks
 * it for liveness; then builds it again with OTEL_EXPORTER_OTLP_ENDPOINT set. tracing-unloaded.test.ts
 * runs it in a process of its own, where loading OpenTelemetry's packages is refused.
 */
import { systemClock } from '@threshold/domain/dates/clock';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPglite } from '../../db/client';

const config = loadConfig();
// Not migrated: liveness never reads the database.
const database = await openPglite();
const app = await buildApp({ config, db: database, clock: systemClock });
const answer = await app.inject({ method: 'GET', url: '/api/liveness' });
await app.close();
process.stdout.write(`without the endpoint: answered ${answer.statusCode}\n`);

try {
  const traced = await buildApp({
    config: { ...config, otlpEndpoint: 'http://127.0.0.1:9' },
    db: database,
    clock: systemClock,
  });
  await traced.close();
  process.stdout.write('with the endpoint: built\n');
} catch (error) {
  process.stdout.write(`with the endpoint: ${(error as Error).message}\n`);
}
await database.close();
