import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** What one POST to a receiver came to: its status code, or why none came. */
export type WebhookSendResult =
  | { statusCode: number; error: null }
  | { statusCode: null; error: 'timeout' | 'private-address' | 'connection' };

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return privateRanges.check(mapped[1], 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** The host name of a URL without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * POSTs a webhook once: no redirect followed (a 3xx is just its status), the answer's body read
 * and thrown away, the whole attempt under `deadlineMs`. With `refusePrivate` (production), the
 * address the host resolves to is checked at connection time, so a name that resolves to a
 * private or loopback address (or changes to one after registration) is never reached.
 */
export function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  deadlineMs: number;
  refusePrivate: boolean;
}): Promise<WebhookSendResult> {
  const url = new URL(options.url);
  const host = bareHost(url);
  if (options.refusePrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve({ statusCode: null, error: 'private-address' });

  const lookup: RequestOptions['lookup'] = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      if (options.refusePrivate && list.some((entry) => isPrivateAddress(entry.address)))
        return callback(new PrivateAddressError('private address'), '', 0);
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const [first] = list;
      if (!first) return callback(new Error('no address'), '', 0);
      return callback(null, first.address, first.family);
    });
  };

  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(options.deadlineMs);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (result: WebhookSendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-length': String(Buffer.byteLength(options.body)),
        },
        agent: false,
        lookup,
        signal,
      },
      (response) => {
        // The status is all we keep: the body is drained and dropped (the deadline still cuts it off).
        finish({ statusCode: response.statusCode ?? 0, error: null });
        response.on('error', () => undefined);
        response.resume();
      },
    );
    request.on('error', (error) => {
      if (signal.aborted) finish({ statusCode: null, error: 'timeout' });
      else if (error instanceof PrivateAddressError || error.cause instanceof PrivateAddressError)
        finish({ statusCode: null, error: 'private-address' });
      else finish({ statusCode: null, error: 'connection' });
    });
    request.end(options.body);
  });
}

/**
 * Whether a URL's host is, or resolves to, a private or loopback address (checked when an
 * endpoint is registered in production; delivery checks again at each connection). A name that
 * does not resolve is not refused here: its deliveries fail and are retried.
 */
export async function pointsToPrivateAddress(rawUrl: string): Promise<boolean> {
  const host = bareHost(new URL(rawUrl));
  if (isIP(host)) return isPrivateAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const addresses = await new Promise<LookupAddress[]>((resolve) => {
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found));
  });
  return addresses.some((entry) => isPrivateAddress(entry.address));
}
