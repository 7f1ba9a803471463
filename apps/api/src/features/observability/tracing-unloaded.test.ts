import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = join(import.meta.dirname, '../../..');
const workDir = mkdtempSync(join(tmpdir(), 'threshold-tracing-'));

/** A module hook that refuses the OpenTelemetry SDK's packages, so loading one fails the start. */
const refuseHooks = join(workDir, 'refuse-hooks.mjs');
writeFileSync(
  refuseHooks,
  `const refused = /^@opentelemetry\\/(sdk-trace-base|exporter-trace-otlp-http|context-async-hooks|resources)$/;
export async function resolve(specifier, context, next) {
  if (refused.test(specifier)) throw new Error('OpenTelemetry was loaded: ' + specifier);
  return next(specifier, context);
}
`,
);
const registerRefusal = join(workDir, 'register.mjs');
writeFileSync(
  registerRefusal,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(refuseHooks).href)});\n`,
);

/** Runs start-app.script.ts in a process of its own with OpenTelemetry refused. */
async function startApp(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      registerRefusal,
      'src/features/observability/start-app.script.ts',
    ],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: workDir,
        DATABASE_URL: '',
        TOKEN_SECRET: 'tracing-test-token-secret-that-is-long-enough-0123',
        OPERATOR_KEY: 'tracing-test-operator-key',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent/threshold-tracing-test-web',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, output };
}

describe('OpenTelemetry stays unloaded unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('starts and answers without loading any of its packages; with the variable, it loads them', async () => {
    const { code, output } = await startApp({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
    expect(output).toContain('without the endpoint: answered 200');
    // The refusal is real: the same start with the variable set reaches for the SDK.
    expect(output).toMatch(/with the endpoint: OpenTelemetry was loaded: @opentelemetry\//);
    expect(code).toBe(0);
  }, 90_000);
});
