// One timed run of autocannon against one call: requests per second and p99 latency.
import autocannon from 'autocannon';

/** Connections of every measured run, the yardsticks' too. */
export const CONNECTIONS = 50;
/**
 * Requests per connection before autocannon closes it and opens another, as a client honouring
 * the server's `Connection: close` would (the server closes a socket after 1,000 requests).
 */
export const RECONNECT_EVERY = 500;

export type Request = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

export type Sample = { requestsPerSecond: number; p99Ms: number };

export async function measure(request: Request, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration: seconds,
    reconnectRate: RECONNECT_EVERY,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${request.method ?? 'GET'} ${request.url}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}) and ${result.errors} errors`,
    );
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
