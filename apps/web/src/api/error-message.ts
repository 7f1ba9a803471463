import { GENERIC_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { ApiError } from './client';

/** Server codes that reach a person, in the spec's words (section 8). */
const SERVER_MESSAGES: Record<string, string> = {
  GSP_NOT_FOUND:
    "Unfortunately we weren't able to find enough details about your address. Can you provide the details below, so we can offer you the best deals?",
  INVALID_OTP: "We don't recognise this code",
  INVALID_POSTCODE:
    "Sorry but that's not the postcode we were provided, please check and try again.",
};

/** Spec section 8: 'Name ... is already taken.' is stripped from enrolment errors. */
const NAME_TAKEN = /\s*Name .*? is already taken\./g;

/**
 * The sentence a person sees for a failed call (spec section 8): 502 (an outside supplier
 * failed or was too slow) → the third-party sentence; other 5xx → the fixed server sentence;
 * a known server code → its text; field errors → joined; a 4xx without a message → 'Something
 * went wrong'; a call that got no answer → its own text.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  }
  if (error.status === 502) return THIRD_PARTY_FAILURE_MESSAGE;
  if (error.status >= 500) return SERVER_ERROR_MESSAGE;
  const code = error.body?.code ?? error.body?.message ?? '';
  const known = SERVER_MESSAGES[code];
  if (known) return known;
  const fieldMessages = Object.values(error.body?.errors ?? {});
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  const message = (error.body?.message ?? '').replace(NAME_TAKEN, '').trim();
  return message || GENERIC_ERROR_MESSAGE;
}
