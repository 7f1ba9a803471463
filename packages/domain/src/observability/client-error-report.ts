/**
 * What a browser error report may carry, and how it loses personal data: the portal's reporter
 * (apps/web/src/observability) and the API (POST /api/client-errors) both run these, so a report
 * is clean before it leaves the phone and again before it is logged or counted. No imports (no
 * zod): the reporter rides in the portal's entry and must stay tiny.
 */

export const CLIENT_ERROR_SOURCES = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

export const USER_AGENT_FAMILIES = [
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Samsung Internet',
  'Opera',
  'Other',
] as const;
export type UserAgentFamily = (typeof USER_AGENT_FAMILIES)[number];

export const CLIENT_ERROR_MESSAGE_MAX = 300;
export const CLIENT_ERROR_ROUTE_MAX = 120;

/** A URL's query string and fragment: tokens, e-mail addresses and postcodes ride there. */
const URL_TAIL = /(\b[a-z][a-z\d+.-]*:\/\/[^\s?#'"]*)[?#][^\s'"]*/gi;
const EMAIL = /[^\s@'"<>()[\]]+@[^\s@'"<>()[\]]+/g;
/** A long run of letters and digits with at least one digit: a token, an id, a hash. */
const TOKEN = /[\w-]*\d[\w-]*/g;
/** A UK postcode, with or without its space (checked before digits are replaced). */
const POSTCODE = /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/gi;
const DIGITS = /\d+/g;
const HIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029]+/gu;

/**
 * An error message without personal data: no query strings, e-mail addresses, postcodes, tokens
 * or numbers (phone numbers, account numbers, dates of birth), no hidden characters, one line,
 * at most CLIENT_ERROR_MESSAGE_MAX characters. Words stay, so the operator still sees what broke.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(HIDDEN, ' ')
    .replace(URL_TAIL, '$1')
    .replace(EMAIL, '[email]')
    .replace(POSTCODE, '[postcode]')
    .replace(TOKEN, (word) => (word.length >= 12 ? '[id]' : word.replace(DIGITS, '#')))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

/**
 * A path as a route pattern: no query or fragment, and any segment that could identify someone or
 * something (digits, an '@', a long token, a postcode) becomes ':id', so '/agent/enrolments/9f…'
 * and '/agent/enrolments/3c…' are one route. Segments are kept to letters, digits' stand-ins and '-'.
 */
export function routePatternOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^[a-z][a-z-]{0,39}$/i.test(segment) ? segment.toLowerCase() : ':id'));
  return `/${segments.join('/')}`.slice(0, CLIENT_ERROR_ROUTE_MAX);
}

/** The browser's family from its user agent string: the version and the device are left out. */
export function userAgentFamilyOf(userAgent: string): UserAgentFamily {
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Edg(A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
