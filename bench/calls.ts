// The calls `npm run bench` measures, each with the yardstick it is held against and its target.
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';
import type { Request } from './measure';

/** bare: the bare Fastify route; select: the bare route doing one primary-key SELECT. */
export type Yardstick = 'bare' | 'select';

export type Call = Request & {
  name: string;
  yardstick: Yardstick;
  /** The least ratio to the yardstick's requests per second (issue 21). */
  target: number;
  /** A call every journey page of its step makes beside the named hot ones. */
  alsoOnPages?: boolean;
};

/** p99 latency every call must stay under on PGlite (issue 21). */
export const PGLITE_P99_TARGET_MS = 25;

async function token(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  if (!response.ok) throw new Error(`token for ${username}: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The calls, for the demo mover that apps/api/scripts/bench-mover.ts put on the energy and
 * broadband lists with council and water chosen. Cached reads go against the bare route, reads of
 * the caller's data against the one-SELECT route, the two priced lists against the bare route.
 */
export async function callsFor(baseUrl: string): Promise<Call[]> {
  // As a browser asks: compressed answers where the server compresses them.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const app = {
    ...browser,
    authorization: `Bearer ${await token(baseUrl, PORTAL_APP_USERNAME, PORTAL_APP_PASSWORD)}`,
  };
  const mover = {
    ...browser,
    authorization: `Bearer ${await token(baseUrl, 'demo.mover@threshold.example', 'Moving-day-1')}`,
  };
  const read = (name: string, path: string, alsoOnPages = false): Call => ({
    name: `GET ${name}`,
    url: `${baseUrl}${path}`,
    headers: mover,
    yardstick: 'select',
    target: 0.5,
    alsoOnPages,
  });
  const list = (name: string, path: string): Call => ({
    name: `POST ${name}`,
    url: `${baseUrl}${path}`,
    method: 'POST',
    headers: { ...mover, 'content-type': 'application/json' },
    body: '{}',
    yardstick: 'bare',
    target: 0.3,
  });
  return [
    {
      name: 'GET /api/branding/{brand}',
      url: `${baseUrl}/api/branding/default`,
      headers: app,
      yardstick: 'bare',
      target: 0.5,
    },
    {
      name: 'GET /api/addresses/{postcode}',
      url: `${baseUrl}/api/addresses/LS1%204AP`,
      headers: mover,
      yardstick: 'bare',
      target: 0.5,
    },
    read('/api/enrolment-auth', '/api/enrolment-auth'),
    read('/api/confirmationdetails', '/api/confirmationdetails'),
    read('/api/council-water', '/api/council-water'),
    // 81 tariffs over 14 regions; each request prices the list and keeps the quote.
    list('/api/quotes', '/api/quotes'),
    // 63 packages from 7 providers, filtered, sorted and dated at LS6 3BN.
    list('/api/entertainment/broadband', '/api/entertainment/broadband'),
    // The other enrolment and confirmation reads a journey page makes.
    read('/api/energy-journey', '/api/energy-journey', true),
    read('/api/address/check-supply', '/api/address/check-supply', true),
    read('/api/enrolment/energy-usage', '/api/enrolment/energy-usage', true),
    read('/api/energy/add-ons', '/api/energy/add-ons', true),
    read('/api/enrolment/start-date', '/api/enrolment/start-date', true),
    read('/api/enrolment/psr', '/api/enrolment/psr', true),
    read('/api/enrolment/energy/payment', '/api/enrolment/energy/payment', true),
    read('/api/entertainment/state', '/api/entertainment/state', true),
    read('/api/affiliates-by-category', '/api/affiliates-by-category', true),
  ];
}

/** Asks each call once: a call the mover's step does not allow (a 409) cannot be measured. */
export async function answering(calls: Call[]): Promise<{ measured: Call[]; skipped: string[] }> {
  const measured: Call[] = [];
  const skipped: string[] = [];
  for (const call of calls) {
    const response = await fetch(call.url, {
      method: call.method ?? 'GET',
      headers: call.headers,
      body: call.body,
    });
    await response.arrayBuffer();
    if (response.ok) measured.push(call);
    else skipped.push(`${call.name}: HTTP ${response.status} for the bench's mover`);
  }
  return { measured, skipped };
}
