import type {
  BroadbandFilters,
  BroadbandPackage,
  BroadbandRequest,
  BroadbandResponse,
  EntertainmentChangeResponse,
  EntertainmentState,
  EntertainmentVisitBody,
  PartnerCallbackBody,
  PartnerCallbackResponse,
  SelectPackageBody,
  SelectPackageResponse,
} from '@threshold/domain/schemas/broadband';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api/client';
import { NO_BROADBAND_FILTERS } from './broadband-storage';

/**
 * The broadband, phone and TV calls (service-journeys 7; issue 11), shared by the broadband pages
 * and the confirmation card. As with the energy calls, answers are typed by the domain's contract
 * but not parsed here: the API answers through the same schemas, and a parse would put zod into
 * every broadband route's chunk (35 KB budget each).
 */
export const BROADBAND_STALE_TIME = 30_000;

/** Every broadband query key starts with this, so one invalidation refreshes them all. */
export const BROADBAND_KEY = ['broadband'] as const;

/** A list request with every default filled in (the query key must not change with omitted fields). */
export function fullBroadbandRequest(
  filters: BroadbandFilters,
  pagesToLoad: number | null,
): BroadbandRequest {
  return {
    ...NO_BROADBAND_FILTERS,
    ...filters,
    pagesToLoad,
    IncludePromotedPackages: true,
  };
}

/** POST /api/entertainment/broadband: the packages at the mover's address; the filters are saved. */
export async function fetchBroadband(request: BroadbandRequest): Promise<BroadbandResponse> {
  return callApi<BroadbandResponse>('/api/entertainment/broadband', {
    auth: 'user',
    method: 'POST',
    json: request,
  });
}

export function broadbandQuery(filters: BroadbandFilters, pagesToLoad: number | null) {
  const request = fullBroadbandRequest(filters, pagesToLoad);
  return {
    queryKey: [...BROADBAND_KEY, 'list', request] as const,
    queryFn: () => fetchBroadband(request),
    staleTime: BROADBAND_STALE_TIME,
  };
}

/** GET /api/entertainment/state: the saved filters, the chosen package and the hand-off dates. */
export const entertainmentStateQuery = {
  queryKey: [...BROADBAND_KEY, 'state'] as const,
  queryFn: () => callApi<EntertainmentState>('/api/entertainment/state', { auth: 'user' }),
  staleTime: BROADBAND_STALE_TIME,
};

type PackageRef = Pick<BroadbandPackage, 'packageId' | 'sourceId'>;

function findIn(answer: BroadbandResponse, ref: PackageRef): BroadbandPackage | undefined {
  return [...answer.promotedPackages, ...answer.packages.packages, ...answer.interimPackages].find(
    (pkg) => pkg.packageId === ref.packageId && pkg.sourceId === ref.sourceId,
  );
}

/**
 * One package as listed at the mover's address, for its details and sign-up pages: from a list
 * answer already in the cache (the list it was chosen from), else GET
 * /api/entertainment/packages/{sourceId}/{packageId} (whatever filters are applied now); null
 * when the address no longer has it (404).
 */
export function listedPackageQuery(queryClient: QueryClient, ref: PackageRef) {
  return {
    queryKey: [...BROADBAND_KEY, 'package', ref.packageId, ref.sourceId] as const,
    queryFn: async (): Promise<BroadbandPackage | null> => {
      for (const [, answer] of queryClient.getQueriesData<BroadbandResponse>({
        queryKey: [...BROADBAND_KEY, 'list'],
      })) {
        const found = answer && findIn(answer, ref);
        if (found) return found;
      }
      try {
        return await callApi<BroadbandPackage>(
          `/api/entertainment/packages/${encodeURIComponent(ref.sourceId)}/${encodeURIComponent(ref.packageId)}`,
          { auth: 'user' },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: BROADBAND_STALE_TIME,
  };
}

/** The hand-off screen of a whole-of-market package (ours: the spec names no path for it). */
export function handOffPath(ref: PackageRef): string {
  return `/enrolment/entertainment/whole-of-market/hand-off/${encodeURIComponent(ref.packageId)}/${encodeURIComponent(ref.sourceId)}`;
}

/** "We recorded your visit" (ours: the spec names no path for it). */
export const VISIT_RECORDED_PATH = '/enrolment/entertainment/whole-of-market/visit-recorded';

/** POST /api/entertainment/select-package: keeps the choice; a whole-of-market one answers its link. */
export async function selectPackage(body: SelectPackageBody): Promise<SelectPackageResponse> {
  return callApi<SelectPackageResponse>('/api/entertainment/select-package', {
    auth: 'user',
    method: 'POST',
    json: body,
  });
}

/**
 * POST /api/enrolment/wom-consent?serviceType=4: the mover agrees to go on with a whole-of-market
 * broadband package (service 4, wombb). No e-mail: the spec names none.
 */
export async function recordWombbConsent(): Promise<void> {
  await callApi<null>('/api/enrolment/wom-consent?serviceType=4&sendEmail=false', {
    auth: 'user',
    method: 'POST',
  });
}

/** POST /api/entertainment/visit: stamps wombbViewedDate, bbPackageViewedDate or wombbVisitRecordedDate. */
export async function recordVisit(
  step: EntertainmentVisitBody['step'],
): Promise<EntertainmentState> {
  return callApi<EntertainmentState>('/api/entertainment/visit', {
    auth: 'user',
    method: 'POST',
    json: { step } satisfies EntertainmentVisitBody,
  });
}

/** POST /api/entertainment/wombb-confirmation: "We recorded your visit", Yes (true) or No. */
export async function confirmWombb(
  wombbUserConfirmed: boolean,
): Promise<EntertainmentChangeResponse> {
  return callApi<EntertainmentChangeResponse>('/api/entertainment/wombb-confirmation', {
    auth: 'user',
    method: 'POST',
    json: { wombbUserConfirmed },
  });
}

/** POST /api/entertainment/{slug}/callback: the partner's call-back in the chosen slot. */
export async function requestCallback(
  providerSlug: string,
  body: PartnerCallbackBody,
): Promise<PartnerCallbackResponse> {
  return callApi<PartnerCallbackResponse>(
    `/api/entertainment/${encodeURIComponent(providerSlug)}/callback`,
    { auth: 'user', method: 'POST', json: body },
  );
}

/**
 * POST /api/enrolment/skipservice: the list's "Not now" skips broadband (service 1); the hand-off's
 * "Not now" skips the whole-of-market service (service 4). Answers the enrolment.
 */
export async function skipEntertainment(service: 'broadband' | 'wombb'): Promise<Enrolment> {
  return callApi<Enrolment>(
    `/api/enrolment/skipservice?service=${service === 'broadband' ? 1 : 4}`,
    {
      auth: 'user',
      method: 'POST',
    },
  );
}
