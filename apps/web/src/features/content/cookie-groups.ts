import type { CookieItem } from '@threshold/domain/schemas/cookie-details';

export type CookieGroup = { group: string; cookies: CookieItem[] };

/** The cookie list grouped by group, groups in the order they first appear (spec: table by group). */
export function groupCookies(cookies: CookieItem[]): CookieGroup[] {
  const groups = new Map<string, CookieGroup>();
  for (const cookie of cookies) {
    const key = cookie.group.trim();
    const group = groups.get(key) ?? { group: key, cookies: [] };
    group.cookies.push(cookie);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A cookie item's title holds one or more names, comma-separated. */
export function splitCookieNames(title: string): string[] {
  return title
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
