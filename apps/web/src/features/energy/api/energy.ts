import type { EnergyJourney } from '@threshold/domain/schemas/energy-journey';
import type {
  QuoteRequest,
  QuoteResponse,
  QuoteSelectBody,
} from '@threshold/domain/schemas/energy-quotes';
import { callApi } from '../../../api/client';
import { NO_FILTERS } from './energy-storage';
import { ENERGY_STALE_TIME } from './supply-check';

/**
 * The energy calls of service-journeys 7, shared by every energy page. Queries are cached for
 * 30 seconds, as the spec says for the supply check, the energy journey and queries in general.
 * Answers are typed by the domain's contracts but not parsed with them here: the API answers
 * through the same schemas, and a runtime parse would put zod (about 20 KB gzip) into every
 * energy route's chunk (the list page's own budget is 35 KB).
 */
export {
  ENERGY_STALE_TIME,
  SUPPLY_CHECK_KEY,
  fetchSupplyCheck,
  supplyCheckQuery,
} from './supply-check';

/** Every energy query key starts with this, so one invalidation refreshes them all. */
export const ENERGY_KEY = ['energy'] as const;
export const ENERGY_JOURNEY_KEY = ['energy', 'journey'] as const;

/** A quote request with every default filled in (the key must not change with omitted fields). */
export function fullQuoteRequest(request: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    filters: { ...NO_FILTERS, ...request.filters },
    wholeOfMarket: request.wholeOfMarket ?? false,
    getAll: request.getAll ?? false,
    ...(request.fuelType ? { fuelType: request.fuelType } : {}),
  };
}

export function quotesKey(request: Partial<QuoteRequest> = {}) {
  return ['energy', 'quotes', fullQuoteRequest(request)] as const;
}

/** GET /api/energy-journey: usage, filters and the stored selections (after the supply check). */
export async function fetchEnergyJourney(): Promise<EnergyJourney> {
  return callApi<EnergyJourney>('/api/energy-journey', { auth: 'user' });
}

/**
 * POST /api/quotes, or /api/quotes/wom when the request asks for the whole of market. A refusal
 * arrives as an ApiError whose body carries the catalogue message (energyErrorMessage).
 */
export async function fetchQuotes(request: Partial<QuoteRequest> = {}): Promise<QuoteResponse> {
  const body = fullQuoteRequest(request);
  const path = body.wholeOfMarket ? '/api/quotes/wom' : '/api/quotes';
  return callApi<QuoteResponse>(path, { auth: 'user', method: 'POST', json: body });
}

/** POST /api/quotes/select: stores the chosen price(s); answers the energy journey. */
export async function selectQuote(body: QuoteSelectBody): Promise<EnergyJourney> {
  return callApi<EnergyJourney>('/api/quotes/select', { auth: 'user', method: 'POST', json: body });
}

/** POST /api/enrolment/wom-consent?serviceType=0: the mover agrees to a whole-of-market search. */
export async function recordWholeOfMarketConsent(): Promise<void> {
  await callApi<null>('/api/enrolment/wom-consent?serviceType=0&sendEmail=false', {
    auth: 'user',
    method: 'POST',
  });
}

/** The query options of the energy reads, for useQuery and queryClient.fetchQuery. */
export const energyJourneyQuery = {
  queryKey: ENERGY_JOURNEY_KEY,
  queryFn: fetchEnergyJourney,
  staleTime: ENERGY_STALE_TIME,
};

export function quotesQuery(request: Partial<QuoteRequest> = {}) {
  return {
    queryKey: quotesKey(request),
    queryFn: () => fetchQuotes(request),
    staleTime: ENERGY_STALE_TIME,
  };
}
