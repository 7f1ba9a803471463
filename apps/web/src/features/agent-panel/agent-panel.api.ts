import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  ENROLMENT_FINALISED_MESSAGE,
  LINK_SENT_MESSAGE,
  finishRefusal,
  hasLinkDetails,
  inviteSentMessage,
  type InviteProduct,
} from '@threshold/domain/telephony/agent-actions';
import { callScriptSchema } from '@threshold/domain/telephony/call-scripts';
import { notesResponseSchema, type Note } from '@threshold/domain/telephony/notes';
import type { PageIdentifier } from '@threshold/domain/telephony/page-identifiers';
import {
  USER_FORGOTTEN_MESSAGE,
  dataPrivacyStateSchema,
  forgetResponseSchema,
} from '@threshold/domain/telephony/privacy';
import { ApiError, callApi } from '../../api/client';

export type { InviteProduct };

/** The Script tab's words for a page without a script. */
export const NO_SCRIPT_MESSAGE = 'No script for this page yet.';

/** The message an action's answer carries, else the spec's words for it. */
function messageOf(answer: unknown, fallback: string): string {
  if (typeof answer === 'object' && answer && 'message' in answer) {
    const { message } = answer as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** GET /api/notes: the assisted enrolment's notes, newest first (no-store on the server). */
export const notesQuery = (enrolmentId: string) => ({
  queryKey: ['agent-panel', 'notes', enrolmentId] as const,
  queryFn: async (): Promise<Note[]> => {
    const { notes } = notesResponseSchema.parse(await callApi('/api/notes', { auth: 'user' }));
    // Newest first, whatever order the answer came in.
    return notes.toSorted((a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated));
  },
  staleTime: 0,
});

/** POST /api/note, form-encoded like the spec's call. */
export function saveNote(content: string): Promise<unknown> {
  return callApi('/api/note', { auth: 'user', method: 'POST', form: { content } });
}

/** GET /api/call-scripts/{pageIdentifier}: the page's script, or null when it has none (404). */
export const callScriptQuery = (pageIdentifier: PageIdentifier) => ({
  queryKey: ['agent-panel', 'call-script', pageIdentifier] as const,
  queryFn: async (): Promise<string | null> => {
    try {
      const { pageScript } = callScriptSchema.parse(
        await callApi(`/api/call-scripts/${encodeURIComponent(pageIdentifier)}`, { auth: 'user' }),
      );
      return pageScript.trim() ? pageScript : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});

/** Finish: POST /api/enrolment/end-enrolment → the finalised enrolment. */
export async function finishEnrolment(): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/enrolment/end-enrolment', { auth: 'user', method: 'POST' }),
  );
}

export { ENROLMENT_FINALISED_MESSAGE };

/** Send link: POST /api/enrolment/send-link (the save-and-continue link). */
export async function sendLink(): Promise<string> {
  const answer = await callApi('/api/enrolment/send-link', { auth: 'user', method: 'POST' });
  return messageOf(answer, LINK_SENT_MESSAGE);
}

/** Send invite: POST /api/enrolment/send-invite {product}; the answer's message is shown. */
export async function sendInvite(product: InviteProduct): Promise<string> {
  const answer = await callApi('/api/enrolment/send-invite', {
    auth: 'user',
    method: 'POST',
    json: { product },
  });
  return messageOf(answer, inviteSentMessage(product));
}

/** Right to be forgotten: POST /api/enrolment/data-privacy/forget → the enrolment's id. */
export async function forgetCaller(): Promise<{ id: string; message: string }> {
  const answer = forgetResponseSchema.parse(
    await callApi('/api/enrolment/data-privacy/forget', { auth: 'user', method: 'POST' }),
  );
  return { id: answer.id, message: messageOf(answer, USER_FORGOTTEN_MESSAGE) };
}

const filled = (value: string | null | undefined) => !!value && value.trim() !== '';

/** Finish is hidden while the API would refuse it (pending or complete): the domain's rule. */
export function canFinish(enrolment: Enrolment): boolean {
  return finishRefusal(enrolment.status) === null;
}

/** Send link is shown when the API would send it: the domain's rule. */
export function canSendLink(enrolment: Enrolment): boolean {
  return hasLinkDetails(enrolment);
}

/**
 * GET /api/enrolment/data-privacy: whether Right to be forgotten is offered. The API's rule (any
 * personal detail: the enrolment's, a log-in, onboarding answers, notes, flatmates), not a copy.
 */
export const dataPrivacyQuery = (enrolmentId: string) => ({
  queryKey: ['data-privacy', enrolmentId] as const,
  queryFn: async () =>
    dataPrivacyStateSchema.parse(await callApi('/api/enrolment/data-privacy', { auth: 'user' })),
});

/** The new home as lines: house number or name with the first line, the other lines, postcode. */
export function addressLines(enrolment: Enrolment): string[] {
  const first = [enrolment.houseNumber, enrolment.houseName, enrolment.addressLine1]
    .filter(filled)
    .join(' ');
  return [
    first,
    enrolment.addressLine2,
    enrolment.addressLine3,
    enrolment.addressLine4,
    enrolment.town,
    enrolment.county,
    enrolment.postcode,
  ].filter((line): line is string => filled(line));
}
