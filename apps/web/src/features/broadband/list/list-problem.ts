import {
  BROADBAND_TOTAL_FAILURE_MESSAGE,
  NO_MATCHING_PACKAGES_MESSAGE,
  SERVICE_UNAVAILABLE_TITLE,
} from '@threshold/domain/messages/broadband';
import type { BroadbandResponse } from '@threshold/domain/schemas/broadband';
import { ApiError } from '../../../api/client';
import { describeError } from '../../../api/error-message';

/**
 * Why the list shows fewer packages than it could, in the spec's words (section 8): the error
 * state (apiError, with its error code) hides filter and sort; "Service Unavailable" is an address
 * no provider reaches; the no-results message is filters that leave nothing.
 */
export type ListProblem = {
  title: string | null;
  message: string;
  /** The error catalogue's code: WOMBB_SEARCH_FAILED or COMBINED_SEARCH_FAILED. */
  code: string | null;
  /** The error state: filter and sort are hidden. */
  isErrorState: boolean;
  canRetry: boolean;
};

export function answerProblem(answer: BroadbandResponse): ListProblem | null {
  if (answer.serviceUnavailable) {
    return {
      title: SERVICE_UNAVAILABLE_TITLE,
      message: answer.message ?? NO_MATCHING_PACKAGES_MESSAGE,
      code: null,
      isErrorState: true,
      canRetry: false,
    };
  }
  if (answer.apiError) {
    return {
      title: null,
      message: answer.apiError,
      code: answer.errorCode,
      isErrorState: true,
      canRetry: true,
    };
  }
  return null;
}

/**
 * A list call that failed outright: a refusal (4xx) says its own words; anything else (a server
 * failure, a lost connection) is the variant that no packages could be shown.
 */
export function callProblem(error: unknown): ListProblem {
  const isRefusal = error instanceof ApiError && error.status < 500 && error.status !== 0;
  return {
    title: null,
    message: isRefusal ? describeError(error) : BROADBAND_TOTAL_FAILURE_MESSAGE,
    code: null,
    isErrorState: true,
    canRetry: !isRefusal,
  };
}
