import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  energyJourneySchema,
  supplyCheckSchema,
  type EnergyJourney,
  type SupplyCheck,
} from '@threshold/domain/schemas/energy-journey';
import {
  NO_QUOTE_FILTERS,
  quoteResponseSchema,
  type QuoteRequest,
  type QuoteResponse,
  type QuoteSelectBody,
} from '@threshold/domain/schemas/energy-quotes';
import { callApi } from './client';

/**
 * The energy calls of service-journeys 7, shared by every energy page. Answers are parsed with
 * the domain's contracts (zod already rides in the shared form chunk). Queries are cached for
 * 30 seconds, as the spec says for the supply check, the energy journey and queries in general.
 */
export const ENERGY_STALE_TIME = 30_000;

/** Every energy query key starts with this, so one invalidation refreshes them all. */
export const ENERGY_KEY = ['energy'] as const;
export const SUPPLY_CHECK_KEY = ['energy', 'supply-check'] as const;
export const ENERGY_JOURNEY_KEY = ['energy', 'journey'] as const;

/** A quote request with every default filled in (the key must not change with omitted fields). */
export function fullQuoteRequest(request: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    filters: { ...NO_QUOTE_FILTERS, ...request.filters },
    wholeOfMarket: request.wholeOfMarket ?? false,
    getAll: request.getAll ?? false,
    ...(request.fuelType ? { fuelType: request.fuelType } : {}),
  };
}

export function quotesKey(request: Partial<QuoteRequest> = {}) {
  return ['energy', 'quotes', fullQuoteRequest(request)] as const;
}

/** GET /api/address/check-supply: the new home's supply facts. */
export async function fetchSupplyCheck(): Promise<SupplyCheck> {
  return supplyCheckSchema.parse(await callApi('/api/address/check-supply', { auth: 'user' }));
}

/** GET /api/energy-journey: usage, filters and the stored selections (after the supply check). */
export async function fetchEnergyJourney(): Promise<EnergyJourney> {
  return energyJourneySchema.parse(await callApi('/api/energy-journey', { auth: 'user' }));
}

/**
 * POST /api/quotes, or /api/quotes/wom when the request asks for the whole of market. A refusal
 * arrives as an ApiError whose body carries the catalogue message (energyErrorMessage).
 */
export async function fetchQuotes(request: Partial<QuoteRequest> = {}): Promise<QuoteResponse> {
  const body = fullQuoteRequest(request);
  const path = body.wholeOfMarket ? '/api/quotes/wom' : '/api/quotes';
  return quoteResponseSchema.parse(
    await callApi(path, { auth: 'user', method: 'POST', json: body }),
  );
}

/**
 * POST /api/quotes/select: stores the chosen price(s). Answers the energy journey; null when the
 * answer is not one (the caller then reads the journey again).
 */
export async function selectQuote(body: QuoteSelectBody): Promise<EnergyJourney | null> {
  const answer = await callApi('/api/quotes/select', { auth: 'user', method: 'POST', json: body });
  const journey = energyJourneySchema.safeParse(answer);
  return journey.success ? journey.data : null;
}

/** POST /api/enrolment/skipservice?service=0: skips energy; answers the enrolment. */
export async function skipEnergy(): Promise<Enrolment> {
  return enrolmentSchema.parse(
    await callApi('/api/enrolment/skipservice?service=0', { auth: 'user', method: 'POST' }),
  );
}

/** The query options of the energy reads, for useQuery and queryClient.fetchQuery. */
export const supplyCheckQuery = {
  queryKey: SUPPLY_CHECK_KEY,
  queryFn: fetchSupplyCheck,
  staleTime: ENERGY_STALE_TIME,
};

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
