/**
 * The one-time code rules (OWASP ASVS): a 6-digit code from a CSPRNG, valid 10 minutes, single
 * use, 5 wrong tries, sends throttled per destination. Movers' codes and the partner console's
 * sign-in codes both follow them, so they are written once.
 */
export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_WRONG_TRIES = 5;
/** Another code to the same destination is refused (429) until this long after the last one. */
export const ONE_TIME_CODE_RESEND_AFTER_MS = 30 * 1000;
export const ONE_TIME_CODE_MAX_SENDS_PER_HOUR = 5;
