// With several API processes: does state that must be shared reach every process? Each probe
// makes one process change it and looks at the other (or at both through nginx). They report,
// they do not fail the run: sharing through Redis is a separate piece of work.
import { PORTAL_APP_PASSWORD, PORTAL_APP_USERNAME } from '@threshold/domain/schemas/token';

export type ProbeResult = { name: string; shared: boolean; detail: string };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * The token endpoint's per-address limit (TOKEN_RATE_LIMIT_PER_MINUTE, 30 by default): tries
 * from one client address (X-Forwarded-For, which the processes trust from nginx) through the
 * proxy. Shared, the limit holds across processes; held in each process, it is multiplied.
 */
async function tokenRateLimit(proxyUrl: string, perMinute: number): Promise<ProbeResult> {
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  let accepted = 0;
  const tries = perMinute * 2 + 5;
  for (let index = 0; index < tries; index += 1) {
    const options = form({
      grant_type: 'password',
      username: `nobody.${index}@example.com`,
      password: 'Not-the-password-1',
    });
    const response = await fetch(`${proxyUrl}/api/oauth/token`, {
      ...options,
      headers: { ...options.headers, 'x-forwarded-for': address },
    });
    await response.arrayBuffer();
    if (response.status !== 429) accepted += 1;
  }
  return {
    name: 'Per-address rate limit (POST /api/oauth/token)',
    shared: accepted <= perMinute,
    detail: `${accepted} of ${tries} tries from one address answered before 429 (limit ${perMinute} a minute)`,
  };
}

/** A mover logs out on one process; the other must refuse the token they held. */
async function logOutReachesOthers(
  apiUrls: string[],
  mover: { email: string; password: string },
): Promise<ProbeResult> {
  const [first, second] = apiUrls as [string, string];
  const name = 'Log-out (POST /api/logout on one process, the token used on the other)';
  const logIn = await fetch(
    `${first}/api/oauth/token`,
    form({ grant_type: 'password', username: mover.email, password: mover.password }),
  );
  if (!logIn.ok) return { name, shared: false, detail: `log-in answered ${logIn.status}` };
  const token = ((await logIn.json()) as { access_token: string }).access_token;
  const bearer = { authorization: `Bearer ${token}` };
  // The other process reads the enrolment once, so whatever it keeps in memory is warm.
  const before = await fetch(`${second}/api/enrolment-auth`, { headers: bearer });
  await before.arrayBuffer();
  const logOut = await fetch(`${first}/api/logout`, { method: 'POST', headers: bearer });
  await logOut.arrayBuffer();
  const after = await fetch(`${second}/api/enrolment-auth`, { headers: bearer });
  await after.arrayBuffer();
  return {
    name,
    shared: after.status === 401,
    detail: `before ${before.status}, log-out ${logOut.status}, after on the other process ${after.status} (401 wanted)`,
  };
}

/** The portal's app token from one process is good at the other (one token secret). */
async function appTokenAcrossProcesses(apiUrls: string[]): Promise<ProbeResult> {
  const [first, second] = apiUrls as [string, string];
  const answer = await fetch(
    `${first}/api/oauth/token`,
    form({ grant_type: 'password', username: PORTAL_APP_USERNAME, password: PORTAL_APP_PASSWORD }),
  );
  const token = ((await answer.json()) as { access_token: string }).access_token;
  const branding = await fetch(`${second}/api/branding/default`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await branding.arrayBuffer();
  return {
    name: 'App token issued by one process, used at the other',
    shared: branding.ok,
    detail: `GET /api/branding/default answered ${branding.status}`,
  };
}

export async function probeReplicas(options: {
  proxyUrl: string;
  apiUrls: string[];
  mover: { email: string; password: string } | undefined;
  tokenRateLimitPerMinute: number;
}): Promise<ProbeResult[]> {
  const results = [await appTokenAcrossProcesses(options.apiUrls)];
  if (options.mover) results.push(await logOutReachesOthers(options.apiUrls, options.mover));
  results.push(await tokenRateLimit(options.proxyUrl, options.tokenRateLimitPerMinute));
  return results;
}
