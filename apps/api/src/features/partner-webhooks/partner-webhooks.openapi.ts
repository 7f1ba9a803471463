import {
  WEBHOOK_EVENT_TYPES,
  webhookPayloadSchema,
  type WebhookEventType,
  type WebhookPayload,
} from '@threshold/domain/partner/webhooks';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The webhook events in the OpenAPI document's `webhooks` section (OpenAPI 3.1): one entry per
 * event type, with the payload's schema and an example, and the Standard Webhooks headers a
 * receiver verifies. partner-webhooks.openapi.test.ts parses each example with the payload schema.
 */

const EXAMPLE_ENROLMENT_ID = '3f1c2a9e-7b4d-4e61-9a0f-5c2d8e7b1a46';
const EXAMPLE_TIMESTAMP = '2026-11-27T15:42:02.000Z';

/** What each event means, and an example of its payload. */
export const WEBHOOK_EVENT_DOCS: Record<
  WebhookEventType,
  { summary: string; description: string; example: WebhookPayload }
> = {
  'lead.created': {
    summary: 'A lead was created',
    description:
      'A lead sent by the API, a CSV upload or the console became a pending enrolment (its invitation is queued).',
    example: {
      type: 'lead.created',
      timestamp: EXAMPLE_TIMESTAMP,
      data: {
        enrolmentId: EXAMPLE_ENROLMENT_ID,
        brand: '/harbour-lettings/101',
        status: 'pending',
      },
    },
  },
  'enrolment.confirmed': {
    summary: 'The mover confirmed their details',
    description:
      'The mover confirmed who they are and their move (the enrolment reached detailsPopulated).',
    example: {
      type: 'enrolment.confirmed',
      timestamp: EXAMPLE_TIMESTAMP,
      data: {
        enrolmentId: EXAMPLE_ENROLMENT_ID,
        brand: '/harbour-lettings/101',
        status: 'detailsPopulated',
      },
    },
  },
  'service.completed': {
    summary: 'A service was completed',
    description:
      'One of the mover’s services (council, water, energy or broadband) was completed; data.service names it.',
    example: {
      type: 'service.completed',
      timestamp: EXAMPLE_TIMESTAMP,
      data: {
        enrolmentId: EXAMPLE_ENROLMENT_ID,
        brand: '/harbour-lettings/101',
        status: 'detailsPopulated',
        service: { name: 'energy', state: 'completed' },
      },
    },
  },
  'enrolment.completed': {
    summary: 'The mover completed their move',
    description: 'The enrolment reached complete: every service the mover chose is done.',
    example: {
      type: 'enrolment.completed',
      timestamp: EXAMPLE_TIMESTAMP,
      data: {
        enrolmentId: EXAMPLE_ENROLMENT_ID,
        brand: '/harbour-lettings/101',
        status: 'complete',
      },
    },
  },
  'enrolment.forgotten': {
    summary: 'The mover’s personal data was erased',
    description:
      'The mover asked to be forgotten: their personal data is gone, and the enrolment id will not be found again.',
    example: {
      type: 'enrolment.forgotten',
      timestamp: EXAMPLE_TIMESTAMP,
      data: { enrolmentId: EXAMPLE_ENROLMENT_ID, brand: '/harbour-lettings/101', status: 'open' },
    },
  },
};

const SIGNING =
  'Deliveries follow the Standard Webhooks specification (standardwebhooks.com): each is a POST of the JSON ' +
  'payload with the headers webhook-id, webhook-timestamp and webhook-signature. The signature is ' +
  '`v1,` + base64 HMAC-SHA256, keyed with your endpoint’s secret (`whsec_` + base64, shown once when you add ' +
  'the endpoint), of `{webhook-id}.{webhook-timestamp}.{body}`. Verify it with a Standard Webhooks library ' +
  '(e.g. the standardwebhooks package) over the raw body before trusting the payload, and refuse a timestamp ' +
  'more than 5 minutes old. Answer any 2xx within 10 seconds to acknowledge; anything else (or no answer) is ' +
  'retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is marked failed (you can ' +
  'replay it from the console). One endpoint’s deliveries go in the order the events happened; a retry or a ' +
  'replay keeps its webhook-id, so use it to ignore repeats. Payloads hold ids and states only, never a ' +
  'mover’s name or contact details.';

const headerParameter = (
  name: string,
  description: string,
  example: string,
): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const HEADER_PARAMETERS = [
  headerParameter(
    'webhook-id',
    'The delivery’s id: the same on every retry and replay of it.',
    'msg_3f1c2a9e7b4d4e619a0f5c2d8e7b1a46',
  ),
  headerParameter(
    'webhook-timestamp',
    'When this attempt was signed, in Unix seconds.',
    '1795794122',
  ),
  headerParameter(
    'webhook-signature',
    'Space-separated signatures, each `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`.',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

/** The payload's JSON Schema (2020-12, as OpenAPI 3.1 takes it). */
const { $schema: _dialect, ...payloadJsonSchema } = z.toJSONSchema(webhookPayloadSchema, {
  target: 'draft-2020-12',
  io: 'output',
});
export const WEBHOOK_PAYLOAD_JSON_SCHEMA = payloadJsonSchema as OpenAPIV3.NonArraySchemaObject &
  OpenAPIV3_1.NonArraySchemaObject;

/** The OpenAPI 3.1 `webhooks` object: one Path Item per event type. */
export const WEBHOOKS_OPENAPI: Record<string, OpenAPIV3_1.PathItemObject> = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type): [string, OpenAPIV3_1.PathItemObject] => {
    const { summary, description, example } = WEBHOOK_EVENT_DOCS[type];
    return [
      type,
      {
        post: {
          tags: ['partner webhooks'],
          summary,
          description: `${description}\n\n${SIGNING}`,
          operationId: `webhook_${type.replace('.', '_')}`,
          parameters: HEADER_PARAMETERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: WEBHOOK_PAYLOAD_JSON_SCHEMA,
                examples: { [type]: { summary, value: example } },
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: the delivery is done.' },
            default: { description: 'Anything else, or no answer in 10 seconds: retried later.' },
          },
        },
      },
    ];
  }),
);
