import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { preferredEncoding } from './compression';

describe('compressed JSON answers kept per text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // The API document: the same text on every request, as a cached answer (branding, addresses).
  const document = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a cached answer compressed, the same bytes each time, and its text as it is', async () => {
    const plain = await document();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const first = await document('gzip, deflate, br');
    const second = await document('gzip, deflate, br');
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzip = await document('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends a small answer plain whatever the client accepts', async () => {
    const token = await t.appToken();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/branding/default',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json<{ name?: unknown }>()).toHaveProperty('name');
  });

  it('follows the quality values a client gives', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
