import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const PAGE = `<!doctype html><title>Threshold</title><div id="root"></div>${'<!-- padding -->'.repeat(20)}`;
const SCRIPT = 'console.log("portal");\n'.repeat(200);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes `name` with brotli and gzip copies beside it, as the web build does. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** The body as the client would read it after undoing the answer's content-encoding. */
function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed answers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'threshold-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeWithCopies(join(webDist, 'index.html'), PAGE);
    writeWithCopies(join(webDist, 'assets', 'app-3f9a1c2b.js'), SCRIPT);
    // A file the build left without copies (they would not have been smaller).
    writeFileSync(join(webDist, 'assets', 'tiny-0a1b2c3d.js'), SCRIPT);
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['identity', undefined, undefined],
    ['identity (no encoding accepted)', 'identity', undefined],
  ])('a built file, as %s', (_name, acceptEncoding, encoding) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

    it('sends a hashed asset as its precompressed copy, cached for a year', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-3f9a1c2b.js',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoded(encoding, response.rawPayload)).toBe(SCRIPT);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    });

    // A brand's pages carry its first paint, compressed when drawn (first-paint.test.ts).
    it('sends index.html (and the history fallback) as its copy, never cached', async () => {
      for (const url of ['/', '/index.html', '/no-such-brand/cookie-policy']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(encoding, response.rawPayload), url).toBe(PAGE);
      }
    });
  });

  it('sends a file without copies as it is, not compressed per request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-0a1b2c3d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SCRIPT);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('compresses a large JSON answer for Accept-Encoding %s', async (acceptEncoding, encoding) => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(encoding, response.rawPayload))).toEqual(plain.json());
  });

  it('sends a small JSON answer plain whatever the client accepts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gbg-status-check',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toBeDefined();
  });

  it('refuses a compressed request body rather than inflating it', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/gbg-status-check',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{"status":"ok"}'),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
