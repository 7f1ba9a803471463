import {
  COMMERCIAL_SUPPLY_QUOTE_MESSAGE,
  METER_NOT_SUPPORTED_MESSAGE,
  QUOTE_ERROR_CODE,
  QUOTE_ERROR_MESSAGE,
  TARIFF_RETRIEVAL_MESSAGE,
  TARIFF_THIRD_PARTY_MESSAGE,
  type QuoteErrorCode,
} from '@threshold/domain/messages/energy';
import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import { ApiError } from '../../../api/client';
import { describeError } from '../../../api/error-message';

/** Why the list shows no tariffs, in the spec's words (section 8), and whether trying again may help. */
export type ListProblem = { message: string; canRetry: boolean };

const isQuoteErrorCode = (code: unknown): code is QuoteErrorCode =>
  typeof code === 'string' && code in QUOTE_ERROR_MESSAGE;

/** A home the supply check already says cannot be quoted: commercial supply or an unsupported meter. */
export function supplyProblem(supply: SupplyCheck): ListProblem | null {
  if (supply.isCommercialSupply)
    return { message: COMMERCIAL_SUPPLY_QUOTE_MESSAGE, canRetry: false };
  if (!supply.isMeterSupported) return { message: METER_NOT_SUPPORTED_MESSAGE, canRetry: false };
  return null;
}

/**
 * A failed quote call: the catalogue message its code names; an outside supplier's failure (502)
 * the third-party sentence; any other server failure or a lost connection "Error retrieving
 * tariffs!"; a refusal (4xx) its own words.
 */
export function quoteProblem(error: unknown): ListProblem {
  if (error instanceof ApiError) {
    const code = error.body?.code;
    if (isQuoteErrorCode(code)) {
      return {
        message: QUOTE_ERROR_MESSAGE[code],
        canRetry: code === QUOTE_ERROR_CODE.tariffRetrieval || code === QUOTE_ERROR_CODE.thirdParty,
      };
    }
    if (error.status === 502) return { message: TARIFF_THIRD_PARTY_MESSAGE, canRetry: true };
    if (error.status >= 500) return { message: TARIFF_RETRIEVAL_MESSAGE, canRetry: true };
    return { message: describeError(error), canRetry: false };
  }
  return { message: TARIFF_RETRIEVAL_MESSAGE, canRetry: true };
}

/** The supply check or the energy journey failed: its sentence and a way to try again. */
export function loadProblem(error: unknown): ListProblem {
  return { message: describeError(error), canRetry: true };
}
