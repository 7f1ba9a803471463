import type { PartnerSession } from '@threshold/domain/partner/partner-users';
import { useSyncExternalStore } from 'react';
import { readSession, writeSession } from '../../api/session-store';

/**
 * The console's signed-in state, kept in session storage (one tab's session, like the movers') and
 * announced to the layout, so a refused token anywhere in the console shows the sign-in at once.
 */
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

/** The partner user's token, while it lasts (a minute's margin before it expires). */
export function readPartnerToken(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(readSession('partnerSession') ?? 'null') as {
      accessToken?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof stored?.accessToken !== 'string' || typeof stored.expiresAt !== 'number')
      return null;
    return stored.expiresAt > now ? stored.accessToken : null;
  } catch {
    return null;
  }
}

export function keepPartnerSession(session: PartnerSession, now = Date.now()): void {
  writeSession(
    'partnerSession',
    JSON.stringify({
      accessToken: session.accessToken,
      // A minute's margin, so a call never leaves with a token about to expire.
      expiresAt: now + (session.expiresIn - 60) * 1000,
    }),
  );
  announce();
}

export function endPartnerSession(): void {
  writeSession('partnerSession', null);
  announce();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a partner user is signed in in this tab (re-rendered when that changes). */
export function useIsPartnerSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => readPartnerToken() !== null);
}
