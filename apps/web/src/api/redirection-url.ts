/**
 * Where an answer's redirectionUrl may send the browser (service-journeys 7): a page of this site
 * over http(s), or any absolute https address (a partner's sign-up). Anything else — javascript:,
 * data:, plain http to another site, an unreadable value — is refused (null).
 */
export function allowedRedirection(value: unknown, currentHref: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let target: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    target = new URL(value.trim(), current);
  } catch {
    return null;
  }
  if (target.protocol === 'https:') return target.href;
  const isSameSite = target.origin === current.origin;
  return target.protocol === 'http:' && isSameSite ? target.href : null;
}

/** Sends the browser away (a seam for tests: jsdom cannot navigate). */
export const browserNavigation = { assign: (url: string) => location.assign(url) };

/** Goes to an allowed redirectionUrl and says so; a refused one is ignored (false). */
export function followRedirection(value: unknown): boolean {
  const target = allowedRedirection(value, location.href);
  if (target) browserNavigation.assign(target);
  return target !== null;
}
