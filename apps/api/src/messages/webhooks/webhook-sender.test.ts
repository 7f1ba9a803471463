import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSecretBox, generateWebhookSecret } from './webhook-secrets';
import { isPrivateAddress, pointsToPrivateAddress, sendWebhook } from './webhook-sender';

describe('webhook receivers: which addresses are refused in production', () => {
  it('refuses loopback, private, link-local and mapped addresses, and lets public ones through', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('judges a URL by its host: an IP literal, localhost, or a name resolving to loopback', async () => {
    expect(await pointsToPrivateAddress('https://127.0.0.1/hooks')).toBe(true);
    expect(await pointsToPrivateAddress('https://[::1]:8443/hooks')).toBe(true);
    expect(await pointsToPrivateAddress('https://localhost/hooks')).toBe(true);
    expect(await pointsToPrivateAddress('https://receiver.localhost/hooks')).toBe(true);
    expect(await pointsToPrivateAddress('https://93.184.216.34/hooks')).toBe(false);
  });
});

describe('webhook endpoint secrets at rest', () => {
  it('are whsec_ and 32 random bytes, sealed so only the same endpoint opens them', () => {
    const secret = generateWebhookSecret();
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
    const box = createWebhookSecretBox('test-token-secret-that-is-long-enough-0123456789');
    const sealed = box.seal(secret, 'endpoint-a');
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.seal(secret, 'endpoint-a')).not.toBe(sealed);
    expect(box.open(sealed, 'endpoint-a')).toBe(secret);
    expect(() => box.open(sealed, 'endpoint-b')).toThrow();
    const otherKey = createWebhookSecretBox('another-token-secret-that-is-long-enough-98765');
    expect(() => otherKey.open(sealed, 'endpoint-a')).toThrow();
  });
});

describe('sending one webhook', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(307, { location: `${base}/target` });
        response.end();
      } else if (request.url === '/silent') {
        // Never answers: the attempt's deadline ends it.
      } else {
        response.writeHead(204);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const send = (path: string, refusePrivate = false, deadlineMs = 2_000) =>
    sendWebhook({ url: `${base}${path}`, headers: {}, body: '{}', deadlineMs, refusePrivate });

  it('answers the receiver’s status, follows no redirect, and gives up at the deadline', async () => {
    expect(await send('/ok')).toEqual({ statusCode: 204, error: null });
    expect(await send('/redirect')).toEqual({ statusCode: 307, error: null });
    expect(hits).not.toContain('/target');
    expect(await send('/silent', false, 200)).toEqual({ statusCode: null, error: 'timeout' });
    // A host name goes through the checked lookup and, outside production, is reached.
    const port = new URL(base).port;
    expect(
      await sendWebhook({
        url: `http://localhost:${port}/ok`,
        headers: {},
        body: '{}',
        deadlineMs: 2_000,
        refusePrivate: false,
      }),
    ).toEqual({ statusCode: 204, error: null });
  });

  it('in production never connects to a private address, whether literal or resolved', async () => {
    const before = hits.length;
    expect(await send('/ok', true)).toEqual({ statusCode: null, error: 'private-address' });
    const port = new URL(base).port;
    expect(
      await sendWebhook({
        url: `http://localhost:${port}/ok`,
        headers: {},
        body: '{}',
        deadlineMs: 2_000,
        refusePrivate: true,
      }),
    ).toEqual({ statusCode: null, error: 'private-address' });
    expect(hits).toHaveLength(before);
  });
});
