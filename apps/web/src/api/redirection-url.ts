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
