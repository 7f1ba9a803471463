/** What the resend rule reads of the last code sent. */
export type SentCode = { sentAt: number; resendAfterSeconds: number };

/**
 * Seconds until "Send me the code again" may be used: the API refuses a resend sooner than
 * `resendAfterSeconds` (30) after the last send, so the button waits that long.
 */
export function secondsUntilResend(sent: SentCode, now: number): number {
  const readyAt = sent.sentAt + sent.resendAfterSeconds * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}
