/**
 * Broadband, phone and TV messages (service-journeys 8 and 9), written once: the API answers
 * them and the pages show them.
 */
import type { BroadbandErrorCode } from '../schemas/broadband';
import type { SkyCallbackSlot } from '../codes/entertainment-partner';
import { NO_VALID_RESULTS_MESSAGE } from './filter-results';

/** One source failed: some packages are listed, not the full range (the page's apiError). */
export const BROADBAND_PARTIAL_FAILURE_MESSAGE =
  "Sorry, we couldn't show you the full range of packages right now. Please refresh the page, log out and back in, or try again later.";

/** Both sources failed: nothing can be listed. */
export const BROADBAND_TOTAL_FAILURE_MESSAGE =
  "Sorry, we couldn't show you any packages right now. Please refresh the page, log out and back in, or try again later.";

/** The two error codes: the whole-of-market search failed; and it failed with the partner's too. */
export const BROADBAND_ERROR_CODE = {
  wombbSearchFailed: 'WOMBB_SEARCH_FAILED',
  combinedSearchFailed: 'COMBINED_SEARCH_FAILED',
} as const satisfies Record<string, BroadbandErrorCode>;

export const BROADBAND_ERROR_MESSAGE: Record<BroadbandErrorCode, string> = {
  WOMBB_SEARCH_FAILED: BROADBAND_PARTIAL_FAILURE_MESSAGE,
  COMBINED_SEARCH_FAILED: BROADBAND_TOTAL_FAILURE_MESSAGE,
};

/** No provider reaches the address. */
export const SERVICE_UNAVAILABLE_TITLE = 'Service Unavailable';

/** Shown under "Service Unavailable", and when the filters leave nothing. */
export const NO_MATCHING_PACKAGES_MESSAGE = NO_VALID_RESULTS_MESSAGE;

/** A package that cannot be working by the move-in date (issue 11); dates are dd/MM/yyyy. */
export function installAfterMoveInMessage(earliestInstallDate: string, moveInDate: string): string {
  return `This package can't be installed before you move in on ${moveInDate}. The earliest install date is ${earliestInstallDate}.`;
}

/** A custom installation date chosen after the move-in date (issue 18); dates are dd/MM/yyyy. */
export function chosenInstallAfterMoveInMessage(installDate: string, moveInDate: string): string {
  return `The installation date you chose, ${installDate}, is after you move in on ${moveInDate}: you won't have broadband for your first days in your new home.`;
}

/** The partner's call-back promise (service-journeys 9). */
export const CALLBACK_HOURS_TEXT = '12pm-8pm Monday to Friday, within 24 hours';

/** What each call-back slot means (our reading: four two-hour slots within 12pm-8pm). */
export const CALLBACK_SLOT_LABEL: Record<SkyCallbackSlot, string> = {
  '1': '12pm-2pm',
  '2': '2pm-4pm',
  '3': '4pm-6pm',
  '4': '6pm-8pm',
  Anytime: 'Anytime',
};

/** The confirmation card's call-back message. */
export function callbackSlotMessage(providerName: string, slot: SkyCallbackSlot): string {
  const when =
    slot === 'Anytime'
      ? 'at any time between 12pm and 8pm'
      : `between ${CALLBACK_SLOT_LABEL[slot]}`;
  return `${providerName} will call you back ${when}, Monday to Friday, within 24 hours.`;
}

/** A package or call asked for is not in the list at this address. */
export const PACKAGE_NOT_AVAILABLE_MESSAGE = 'This package is not available at your new address.';
