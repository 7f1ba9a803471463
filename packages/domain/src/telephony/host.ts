/**
 * Agent mode is on when the host name contains the word telephony (portal-access section 1).
 * A module without imports: the portal's entry reads it on every page.
 */
export function isTelephonyHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('telephony');
}
