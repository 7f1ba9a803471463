/**
 * Energy quote messages (service-journeys 8), written once: the API answers them and the pages
 * show them. The third-party and commercial-supply words are shared with the address lookup.
 */
import { COMMERCIAL_SUPPLY_MESSAGE } from './address';
import { METER_NOT_SUPPORTED_MESSAGE } from '../journey/product-selection';
import { NO_VALID_RESULTS_MESSAGE } from './filter-results';
import { THIRD_PARTY_FAILURE_MESSAGE } from './third-party';

/** Tariff retrieval fails (the page sets errorRetrievingTariff). */
export const TARIFF_RETRIEVAL_MESSAGE =
  'Error retrieving tariffs! Please try again later. Apologies for any inconvenience.';

/** The meter setup cannot be quoted (first written for product selection). */
export { METER_NOT_SUPPORTED_MESSAGE };

/** Filters leave no tariff. */
export const NO_MATCHING_TARIFFS_MESSAGE = NO_VALID_RESULTS_MESSAGE;

/** The catalogue's outside supplier failed or timed out. */
export const TARIFF_THIRD_PARTY_MESSAGE = THIRD_PARTY_FAILURE_MESSAGE;

/** The home has a commercial (not domestic) energy supply. */
export const COMMERCIAL_SUPPLY_QUOTE_MESSAGE = COMMERCIAL_SUPPLY_MESSAGE;

/** Continuing from the energy list without a tariff (service-journeys 5, Energy list). */
export const SELECT_TARIFF_MESSAGE = 'Please select a tariff to continue';

/**
 * The catalogue's prices are past their period (or not yet in it) and the service runs in
 * production: no price is quoted as current. The spec's "can't give you a quote" words, with why.
 */
export const PRICES_OUT_OF_DATE_MESSAGE =
  "Unfortunately, we can't give you a quote right now. We're updating our prices and will offer quotes again soon.";

/** The codes of the quote calls' error answers, so the web can tell them apart. */
export const QUOTE_ERROR_CODE = {
  tariffRetrieval: 'TARIFF_RETRIEVAL',
  thirdParty: 'THIRD_PARTY',
  commercialSupply: 'COMMERCIAL_SUPPLY',
  meterNotSupported: 'METER_NOT_SUPPORTED',
  noMatchingTariffs: 'NO_MATCHING_TARIFFS',
  pricesOutOfDate: 'PRICES_OUT_OF_DATE',
} as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODE)[keyof typeof QUOTE_ERROR_CODE];

/** The message each quote error code answers with. */
export const QUOTE_ERROR_MESSAGE: Record<QuoteErrorCode, string> = {
  TARIFF_RETRIEVAL: TARIFF_RETRIEVAL_MESSAGE,
  THIRD_PARTY: TARIFF_THIRD_PARTY_MESSAGE,
  COMMERCIAL_SUPPLY: COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  METER_NOT_SUPPORTED: METER_NOT_SUPPORTED_MESSAGE,
  NO_MATCHING_TARIFFS: NO_MATCHING_TARIFFS_MESSAGE,
  PRICES_OUT_OF_DATE: PRICES_OUT_OF_DATE_MESSAGE,
};
