import { SANDBOX_BRAND_ROUTE, SANDBOX_HEADER } from '@threshold/domain/partner/sandbox';
import type { ApiErrorBody } from '@threshold/domain/schemas/api-error';
import { EMAIL_MESSAGES, SURNAME_LABEL, nameMessages } from '@threshold/domain/schemas/fields';
import { PARTNER_KEY_MESSAGE } from '../../auth/partner-guard';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../http/error-handler';
import {
  CSV_HEADER_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  TOO_MANY_INVITATIONS_MESSAGES,
  type CsvRowResult,
} from './partner-leads.service';

/**
 * The lead API's examples in the OpenAPI document (issue 22). Each is what the API really
 * answers, in its own words: partner-leads.examples.test.ts parses each one with the route's
 * schemas and sends the request examples to the sandbox brand.
 */

/** An OpenAPI Example Object; a schema's `x-examples` becomes its media type's named examples. */
export type OpenApiExample = { summary: string; description?: string; value: unknown };
export type OpenApiExamples = Record<string, OpenApiExample>;

/** A full valid lead: every field a partner may send except addressKey and branchId. */
export const LEAD_REQUEST_EXAMPLE = {
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1990-05-01',
  emailAddress: 'ada.lovelace@example.com',
  contactNumber: '07700900111',
  moveInDate: '2026-12-14',
  postcode: 'SW1A 1AA',
  enrolmentType: 'Lettings',
  inviteBy: 'email',
} as const;

/** A header and two leads: the first is created, the second's e-mail address is refused. */
export const CSV_REQUEST_EXAMPLE =
  'firstName,surname,emailAddress,postcode,moveInDate\n' +
  'Ada,Lovelace,ada.lovelace@example.com,SW1A 1AA,2026-12-14\n' +
  'Alan,Turing,alan.turing@example,M1 1AE,2026-12-21\n';

const EXAMPLE_ENROLMENT_ID = '3f1c2a9e-7b4d-4e61-9a0f-5c2d8e7b1a46';

export const LEAD_CREATED_EXAMPLE = { status: 'created', enrolmentId: EXAMPLE_ENROLMENT_ID };

export const CSV_RESULTS_EXAMPLE: { results: CsvRowResult[] } = {
  results: [
    { row: 2, record: 1, status: 'created', enrolmentId: EXAMPLE_ENROLMENT_ID },
    { row: 3, record: 2, status: 'invalid', errors: { emailAddress: EMAIL_MESSAGES.invalid } },
  ],
};

const example = (summary: string, value: unknown, description?: string): OpenApiExample => ({
  summary,
  value,
  ...(description ? { description } : {}),
});

const surnameRequired = nameMessages(SURNAME_LABEL).tooShort;

export const LEAD_REQUEST_EXAMPLES: OpenApiExamples = {
  lead: example('A full lead', LEAD_REQUEST_EXAMPLE),
};
export const CSV_REQUEST_EXAMPLES: OpenApiExamples = {
  twoRows: example('A header and two leads', CSV_REQUEST_EXAMPLE),
};
export const LEAD_CREATED_EXAMPLES: OpenApiExamples = {
  created: example('The lead was created and its invitation queued', LEAD_CREATED_EXAMPLE),
};
export const CSV_RESULTS_EXAMPLES: OpenApiExamples = {
  createdAndInvalid: example(
    'The first lead created, the second refused',
    CSV_RESULTS_EXAMPLE,
    'The answer to the request example: row 3 is not created, the other rows are kept.',
  ),
};

const invalidLead: ApiErrorBody = {
  message: surnameRequired,
  code: 'VALIDATION_FAILED',
  errors: { surname: surnameRequired, emailAddress: EMAIL_MESSAGES.invalid },
};
const keyRequired: ApiErrorBody = { message: PARTNER_KEY_MESSAGE, code: 'PARTNER_KEY_REQUIRED' };
const reused: ApiErrorBody = {
  message:
    'This Idempotency-Key was already used with a different request. Use a new key for a new lead or file.',
  code: 'IDEMPOTENCY_KEY_REUSED',
};
const inFlight: ApiErrorBody = {
  message:
    'A request with this Idempotency-Key is still being processed. Send it again in a moment to get its answer.',
  code: 'IDEMPOTENCY_KEY_IN_FLIGHT',
};
const tooManyRequests: ApiErrorBody = {
  message: TOO_MANY_REQUESTS_MESSAGE,
  code: 'TOO_MANY_REQUESTS',
};

/** Examples of each error status, per route. */
export const LEAD_ERROR_EXAMPLES = {
  400: {
    invalidLead: example('Every field that failed, with its message', invalidLead),
  },
  401: { keyRequired: example('No key, or a wrong or revoked key', keyRequired) },
  409: {
    reused: example('The key was used with another body', reused),
    inFlight: example(
      'The first request with the key is still running',
      inFlight,
      'Retry-After: 1',
    ),
  },
  413: {
    bodyTooLarge: example('A body over 100 KB', {
      message: 'Request body is too large',
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    }),
  },
  429: {
    tooManyInvitations: example(
      'The recipient has had 3 invitations this hour',
      {
        message: TOO_MANY_INVITATIONS_MESSAGES.email,
        code: 'TOO_MANY_INVITATIONS',
        errors: { emailAddress: TOO_MANY_INVITATIONS_MESSAGES.email },
      },
      'Retry-After says in how many seconds the lead can be sent again. Nothing was created.',
    ),
    tooManyRequests: example('Too many requests from one address a minute', tooManyRequests),
  },
} satisfies Record<number, OpenApiExamples>;

export const CSV_ERROR_EXAMPLES = {
  400: {
    noHeader: example('The file has no header row', {
      message: CSV_HEADER_MESSAGE,
      code: 'CSV_HEADER',
    }),
  },
  401: LEAD_ERROR_EXAMPLES[401],
  409: LEAD_ERROR_EXAMPLES[409],
  413: {
    tooManyRows: example('More than 5,000 leads: nothing is created', {
      message: CSV_TOO_MANY_ROWS_MESSAGE,
      code: 'CSV_TOO_MANY_ROWS',
    }),
  },
  429: { tooManyRequests: LEAD_ERROR_EXAMPLES[429].tooManyRequests },
} satisfies Record<number, OpenApiExamples>;

/** What the document says of the sandbox and how to get its key. */
export const SANDBOX_DESCRIPTION =
  `**Sandbox.** Send test leads to the sandbox brand, Sandbox Lettings (route \`${SANDBOX_BRAND_ROUTE}\`), ` +
  'with a sandbox key: they are validated and answered exactly as real ones (the same rules, messages, limits ' +
  'and idempotency), they exist as enrolments and make webhook events, but no invitation is ever written or ' +
  `sent to anyone. Every answer to a sandbox key carries the header \`${SANDBOX_HEADER}: true\`. A sandbox key ` +
  `is issued by the operator: \`npm run partner-key -- --brand ${SANDBOX_BRAND_ROUTE} --label "<your name>"\`.`;
