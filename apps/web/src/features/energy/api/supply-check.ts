import type { SupplyCheck } from '@threshold/domain/schemas/energy-journey';
import { callApi } from '../../../api/client';

/**
 * The supply check of service-journeys 7, in a module of its own so a page that reads only the
 * supply facts (the energy switch page) does not carry the other energy calls and stored choices.
 * Cached for 30 seconds, as the spec says for the supply check and queries in general.
 */
export const ENERGY_STALE_TIME = 30_000;
export const SUPPLY_CHECK_KEY = ['energy', 'supply-check'] as const;

/** GET /api/address/check-supply: the new home's supply facts. */
export async function fetchSupplyCheck(): Promise<SupplyCheck> {
  return callApi<SupplyCheck>('/api/address/check-supply', { auth: 'user' });
}

/** The query options of the supply check, for useQuery and queryClient.fetchQuery. */
export const supplyCheckQuery = {
  queryKey: SUPPLY_CHECK_KEY,
  queryFn: fetchSupplyCheck,
  staleTime: ENERGY_STALE_TIME,
};
