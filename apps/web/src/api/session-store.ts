import { isTelephonyHost } from '@threshold/domain/telephony/host';

/**
 * The one place the portal keeps session state (spec portal-access section 3, "Tokens").
 * Keys are the spec's session-storage names; the app token is kept beside them so a reload
 * does not fetch a new one. Names are a type, so unused keys cost no bytes in the bundle.
 */
export type SessionKey =
  | 'appToken'
  | 'appTypeConfig'
  | 'anonymousUserToken'
  | 'userToken'
  | 'enrolmentSessionId'
  | 'brand'
  | 'content'
  | 'cmsContent'
  | 'onboardingState'
  | 'validationStatus'
  | 'energyTariff'
  | 'secondaryTariff'
  | 'addOns'
  | 'filterOptions'
  /** The whole-of-market list's filters, kept apart from the featured list's (filterOptions). */
  | 'filterOptionsWholeOfMarket'
  | 'broadbandAppliedFilters'
  | 'entertainmentState'
  /** Beside the spec's keys: the one-time log-in code last sent (/login → /login/code). */
  | 'otpLogInChallenge'
  /** Agent mode: the agent's token, name and the enrolment assisted (telephony/agent-session.ts). */
  | 'agentSession'
  /** The partner console: the partner user's token and when it expires (features/partner-console). */
  | 'partnerSession';

/** Set once the app has reloaded after its app token was refused (spec section 8: reload once). */
const APP_TOKEN_RELOADED = 'appTokenReloaded';

export function readSession(key: SessionKey | typeof APP_TOKEN_RELOADED): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(
  key: SessionKey | typeof APP_TOKEN_RELOADED,
  value: string | null,
): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the session lives in memory for this page only.
  }
}

/** What the portal keeps of an agent's session (agent mode, portal-access 3 "agentName"). */
export type AgentSession = {
  accessToken: string;
  agentName: string;
  /** The enrolment the agent assists; null until the agent opens or creates one. */
  enrolmentId: string | null;
};

export function readAgentSession(): AgentSession | null {
  try {
    const stored = JSON.parse(readSession('agentSession') ?? 'null') as AgentSession | null;
    return stored && typeof stored.accessToken === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The bearer for a mover's own calls: on a telephony host the agent's token (the agent acts on
 * the enrolment it assists, and a mover's token is never used there); elsewhere the user token,
 * else the anonymous sign-up token.
 */
export function readUserToken(): string | null {
  if (isTelephonyHost(location.hostname)) return readAgentSession()?.accessToken ?? null;
  return readSession('userToken') ?? readSession('anonymousUserToken');
}

export function isLoggedIn(): boolean {
  return readSession('userToken') !== null;
}

/** Spec section 4 step 6: log-out resets every per-user value; the app token and brand stay. */
export function clearUserSession(): void {
  const appToken = readSession('appToken');
  const brand = readSession('brand');
  try {
    sessionStorage.clear();
  } catch {
    // nothing stored to clear
  }
  writeSession('appToken', appToken);
  writeSession('brand', brand);
}

/**
 * Spec section 8: a refused app token reloads the page once. A second refusal within a minute
 * does not reload again, so a broken token service cannot put the page in a loop.
 */
export function shouldReloadForAppToken(now = Date.now()): boolean {
  writeSession('appToken', null);
  if (now - Number(readSession(APP_TOKEN_RELOADED)) < 60_000) return false;
  writeSession(APP_TOKEN_RELOADED, String(now));
  return true;
}
