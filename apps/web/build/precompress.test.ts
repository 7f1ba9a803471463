// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'threshold-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'brand-assets'));
    mkdirSync(join(dir, '.vite'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside every text file, each decompressing to the original bytes', async () => {
    const files: Record<string, string> = {
      'index.html': `<!doctype html><title>Threshold</title>${'<div></div>'.repeat(50)}`,
      'assets/index-3f9a1c2b.js': 'export const greeting = "héllo, wörld";\n'.repeat(300),
      'assets/index-0c1d2e3f.css': 'body { margin: 0; color: #123456; }\n'.repeat(100),
      'brand-assets/default.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
      'assets/data-1a2b3c4d.json': JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ i }))),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    await precompressDir(dir);

    for (const name of Object.keys(files)) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(gz.length);
    }
  });

  it('leaves out images, hidden folders and copies that would not be smaller', async () => {
    writeFileSync(join(dir, 'brand-assets', 'logo.png'), Buffer.alloc(4096));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
    writeFileSync(join(dir, 'assets', 'tiny-00000000.js'), 'x');

    await precompressDir(dir);

    for (const name of [
      'brand-assets/logo.png',
      '.vite/manifest.json',
      'assets/tiny-00000000.js',
    ]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
