import { z } from 'zod';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';

/**
 * The agent's Actions tab (portal-access 4, "Telephony actions"): Finish, Send link and Send
 * invite, and the save-and-continue link a mover can ask for too. The spec's words where it has
 * them; ours for the refusals.
 */

/** Why Finish is refused for an enrolment of this status, or null when it may be finished. */
export function finishRefusal(status: number): 'pending' | 'complete' | null {
  if (status === ENROLMENT_STATUS.pending) return 'pending';
  if (status === ENROLMENT_STATUS.complete) return 'complete';
  return null;
}

/** Send link needs an e-mail address, a surname and a postcode (portal-access 4). */
export function hasLinkDetails(enrolment: {
  emailAddress: string | null;
  surname: string | null;
  postcode: string | null;
}): boolean {
  const filled = (value: string | null) => !!value && value.trim() !== '';
  return filled(enrolment.emailAddress) && filled(enrolment.surname) && filled(enrolment.postcode);
}

/** Finish (POST /api/enrolment/end-enrolment). */
export const ENROLMENT_FINALISED_MESSAGE = 'The enrolment has been finalised';
export const FINISH_PENDING_MESSAGE =
  'This enrolment cannot be finalised yet: the caller’s personal details have not been confirmed.';
export const FINISH_COMPLETE_MESSAGE = 'This enrolment has already been finalised.';

/** Send link (POST /api/enrolment/send-link) and the mover's own POST /api/enrolment/save-and-continue. */
export const LINK_SENT_MESSAGE = 'The link has been sent';
export const SEND_LINK_MISSING_DETAILS_MESSAGE =
  'The link can only be sent once the enrolment has an email address, a surname and a postcode.';
export const SEND_LINK_TOO_MANY_MESSAGE =
  'The link has already been sent several times in the last hour. Please try again later.';
/** Save-and-continue links per enrolment per hour, the agent's and the mover's together. */
export const SAVE_AND_CONTINUE_LINKS_PER_HOUR = 3;

/** What the mover is told when a link is sent (every link action answers this shape). */
export const linkSentSchema = z.object({ message: z.string() });
export type LinkSent = z.infer<typeof linkSentSchema>;

/** Send invite (POST /api/enrolment/send-invite): energy or broadband, by the page the agent is on. */
export const INVITE_PRODUCTS = ['energy', 'broadband'] as const;
export type InviteProduct = (typeof INVITE_PRODUCTS)[number];
export const sendInviteSchema = z.object({ product: z.enum(INVITE_PRODUCTS) }).strict();
export type SendInvite = z.infer<typeof sendInviteSchema>;

export const inviteSentMessage = (product: InviteProduct): string =>
  `The ${product} invite has been sent`;
export const inviteNotOfferedMessage = (product: InviteProduct): string =>
  `The caller’s brand does not offer ${product}, so there is no ${product} invite to send.`;
export const inviteCompleteMessage = (product: InviteProduct): string =>
  `The caller has already finished setting up ${product}.`;
export const INVITE_NO_EMAIL_MESSAGE =
  'The invite can only be sent once the enrolment has an email address.';
export const INVITE_TOO_MANY_MESSAGE =
  'This invite has already been sent several times in the last hour. Please try again later.';
/** Invites per enrolment and product per hour. */
export const INVITES_PER_HOUR = 3;
