// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');
const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const outDirs: string[] = [];

/** Runs the real `vite build` of the web app, as `npm run build` does, with the caller's NODE_ENV. */
async function build(
  nodeEnv: string,
): Promise<{ outDir: string; file: string; code: string; gzipBytes: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'threshold-web-build-'));
  outDirs.push(outDir);
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: nodeEnv } },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build wrote no entry chunk');
  const code = readFileSync(join(outDir, entry.file), 'utf8');
  return { outDir, file: entry.file, code, gzipBytes: gzipSync(code, { level: 9 }).length };
}

// One production build serves every test here (a build takes seconds of both cores).
let productionBuild: ReturnType<typeof build> | undefined;
const buildForProduction = () => (productionBuild ??= build('production'));

describe('the production build', () => {
  afterAll(() => {
    for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is the same production bundle when the caller has NODE_ENV=development', async () => {
    const [underDevelopment, underProduction] = await Promise.all([
      build('development'),
      buildForProduction(),
    ]);

    // React's production build: its errors are minified, and none of its development-only
    // warnings or the DevTools invitation are in the entry.
    // (Booleans, so that a failure does not print the whole bundle.)
    const has = (text: string) => underDevelopment.code.includes(text);
    expect(has('Minified React error'), 'minified React errors').toBe(true);
    expect(has('React DevTools for a better development experience'), 'DevTools invitation').toBe(
      false,
    );
    expect(has('Each child in a list should have a unique'), 'key warning').toBe(false);
    // The same size as a build under NODE_ENV=production (a development React is ~60% larger).
    expect(underDevelopment.gzipBytes).toBeGreaterThan(underProduction.gzipBytes * 0.98);
    expect(underDevelopment.gzipBytes).toBeLessThan(underProduction.gzipBytes * 1.02);
    expect(underDevelopment.file).toBe(underProduction.file);
  }, 60_000);

  it('keeps every bundle budget and leaves the partner console out of the mover pages (npm run size)', async () => {
    const { outDir } = await buildForProduction();
    const sizeScript = join(webRoot, '../../scripts/size.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [sizeScript, outDir]).catch(
      (failure: { stdout?: string; message: string }) => ({
        stdout: failure.stdout ?? failure.message,
      }),
    );
    expect(stdout).not.toContain('OVER BUDGET');
    expect(stdout).not.toContain('budget(s) missed');
    expect(stdout).toMatch(
      /Partner console: \d+ chunks, none of them loaded by the entry, the landing page or the mover's journey/,
    );
  }, 60_000);
});
