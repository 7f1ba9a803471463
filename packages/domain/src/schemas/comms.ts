import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE } from '../messages/account-validation';
import { emailSchema, linkTokenSchema, optionalInBody, plainTextSchema } from './fields';

/** Comm-click landing and e-mail preferences (portal-access sections 2 and 7). */

/** commChannel: 0 when the link came from a campaign, 1 otherwise. */
export const COMM_CHANNEL = { campaign: 0, other: 1 } as const;
export type CommChannel = (typeof COMM_CHANNEL)[keyof typeof COMM_CHANNEL];

export const COMM_CHANNEL_MESSAGE = 'commChannel must be 0 (campaign) or 1';
export const ENROLMENT_ID_MESSAGE = 'enrolmentId must be an enrolment id';

/** A JSON body carries the number; a form-encoded one its text ('0' or '1'). */
const commChannelSchema = z
  .union([z.literal([0, 1]), z.literal(['0', '1'])], { error: COMM_CHANNEL_MESSAGE })
  .transform((value) => Number(value) as CommChannel);

/**
 * POST /comms/events/create (form-encoded), from /continue and /continue/{confirmToken}: the
 * link's token, where it came from, and the enrolment and distribution it belongs to.
 */
export const commClickEventBodySchema = z.object({
  token: optionalInBody(linkTokenSchema(INVALID_TOKEN_MESSAGE)),
  commChannel: commChannelSchema,
  commType: z.literal('campaign').default('campaign'),
  enrolmentId: optionalInBody(z.uuid({ error: ENROLMENT_ID_MESSAGE })),
  distributionToken: optionalInBody(linkTokenSchema(INVALID_TOKEN_MESSAGE)),
});
export type CommClickEventBody = z.output<typeof commClickEventBodySchema>;

/** The query of the e-mail preference pages and of PUT /enrolment/comms-blocked-by-user/{token}. */
export const emailPreferenceQuerySchema = z.object({
  email: emailSchema(),
  source: plainTextSchema({ label: 'Source', maxLength: 100 }).default(''),
});
export type EmailPreferenceQuery = z.output<typeof emailPreferenceQuerySchema>;

/** The per-message token of an unsubscribe or resubscribe link. */
export const emailPreferenceParamsSchema = z.object({
  token: linkTokenSchema(INVALID_TOKEN_MESSAGE),
});

/** PUT /enrolment/comms-blocked-by-user/{token}: enabled true blocks campaign e-mail, false resubscribes. */
export const commsBlockedByUserBodySchema = z.object({
  enabled: z.boolean(),
  email: emailSchema(),
});
export type CommsBlockedByUserBody = z.output<typeof commsBlockedByUserBodySchema>;
