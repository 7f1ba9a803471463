import type { WebhookEventType } from '@threshold/domain/partner/webhooks';

/** How the console names each event beside its code (the code is what a receiver reads). */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'A lead is created',
  'enrolment.confirmed': 'A mover confirms their details',
  'service.completed': 'A service is completed',
  'enrolment.completed': 'A mover completes their move',
  'enrolment.forgotten': 'A mover’s data is erased',
};
