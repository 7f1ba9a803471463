import type { WebhookDelivery } from '@threshold/domain/partner/webhooks';

/** How the deliveries page words a delivery's state and its last answer. */

export const DELIVERY_STATE_WORDS: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting to send',
  delivered: 'Delivered',
  failed: 'Failed',
};

const ATTEMPT_ERROR_WORDS: Record<string, string> = {
  timeout: 'No answer in time',
  connection: 'Could not connect',
  'private-address': 'Private address refused',
  redirect: 'Redirect (not followed)',
};

/** The last attempt's answer: its status code, or why none came; none before the first attempt. */
export function lastResponseWords(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not sent yet';
  if (last.statusCode !== null) return String(last.statusCode);
  return ATTEMPT_ERROR_WORDS[last.error ?? ''] ?? 'No answer';
}
