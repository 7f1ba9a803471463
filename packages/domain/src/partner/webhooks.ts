import { z } from 'zod';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';

/**
 * Partners' signed webhooks (issue 22): an owner registers endpoints with the events they want;
 * each event is delivered to them as the Standard Webhooks specification says. Payloads carry
 * ids and states only, never a mover's name, e-mail, address or phone number.
 */

export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'enrolment.confirmed',
  'service.completed',
  'enrolment.completed',
  'enrolment.forgotten',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

/** The services a service.completed event names. */
export const WEBHOOK_SERVICES = ['council', 'water', 'energy', 'broadband'] as const;
export type WebhookService = (typeof WEBHOOK_SERVICES)[number];

/** What an event's data holds: ids and states only. */
export const webhookEventDataSchema = z.object({
  enrolmentId: z.uuid(),
  /** The brand's portal prefix, e.g. "/harbour-lettings/101". */
  brand: z.string(),
  /** The enrolment's status name after the event (pending, open, detailsPopulated, closed, complete). */
  status: z.string().optional(),
  service: z.object({ name: z.enum(WEBHOOK_SERVICES), state: z.literal('completed') }).optional(),
});
export type WebhookEventData = z.infer<typeof webhookEventDataSchema>;

/** The JSON body a receiver gets (Standard Webhooks' recommended shape: type, timestamp, data). */
export const webhookPayloadSchema = z.object({
  type: webhookEventTypeSchema,
  timestamp: z.string(),
  data: webhookEventDataSchema,
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const WEBHOOK_OWNER_ONLY_MESSAGE =
  'Only an owner of your organisation can manage its webhooks.';
export const WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE = 'We could not find that webhook endpoint.';
export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'We could not find that webhook delivery.';
export const WEBHOOK_URL_MESSAGE = 'Enter the https address of your webhook receiver.';
export const WEBHOOK_URL_PRIVATE_MESSAGE =
  'This address points to a private or local network. Use a public https address.';
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event.';
export const WEBHOOK_BRAND_NOT_YOURS_MESSAGE =
  'Choose your own organisation or one of the branches below it.';

// ── Requests and answers ───────────────────────────────────────────────────────────────────────

/** An endpoint's address: an absolute http(s) URL without credentials, at most 2,000 characters (https only in production: the service checks). */
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: WEBHOOK_URL_MESSAGE })
  .max(2000, { error: WEBHOOK_URL_MESSAGE })
  // No user name or password in the address: a secret there would show in every listing.
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), { error: WEBHOOK_URL_MESSAGE });

/** POST /api/partner/webhooks */
export const webhookEndpointCreateSchema = z
  .object({
    url: webhookUrlSchema,
    events: z
      .array(webhookEventTypeSchema)
      .min(1, { error: WEBHOOK_EVENTS_MESSAGE })
      .max(WEBHOOK_EVENT_TYPES.length)
      .transform((events) => [...new Set(events)]),
    description: z.string().trim().max(200).optional(),
    /** One of the owner's brands; the owner's own when absent. */
    brandId: z.number().int().positive().optional(),
  })
  .strict();
export type WebhookEndpointCreate = z.output<typeof webhookEndpointCreateSchema>;

/** PATCH /api/partner/webhooks/{endpointId}: enable or disable. */
export const webhookEndpointPatchSchema = z.object({ enabled: z.boolean() }).strict();

export const webhookEndpointIdParamsSchema = z.object({ endpointId: z.uuid() }).strict();
export const webhookDeliveryParamsSchema = z
  .object({ endpointId: z.uuid(), deliveryId: z.uuid() })
  .strict();

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  brandId: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  description: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the signing secret, shown this once. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({
  /** `whsec_` + base64 of 32 random bytes. */
  secret: z.string(),
});
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookEndpointsSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  /** Why no status came, or 'redirect' (redirects are not followed): a kind, never a body. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
  replay: z.boolean(),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The webhook-id header, the same on every attempt and replay. */
  webhookId: z.string(),
  eventType: webhookEventTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

// ── Which events a status change makes ─────────────────────────────────────────────────────────

/**
 * The events an enrolment's status change makes: enrolment.confirmed when it reaches details
 * populated (the mover confirmed their details), enrolment.completed when it reaches complete.
 */
export function statusChangeEvents(before: number, after: number): WebhookEventType[] {
  const events: WebhookEventType[] = [];
  if (before < ENROLMENT_STATUS.detailsPopulated && after >= ENROLMENT_STATUS.detailsPopulated)
    events.push('enrolment.confirmed');
  if (before < ENROLMENT_STATUS.complete && after === ENROLMENT_STATUS.complete)
    events.push('enrolment.completed');
  return events;
}
