import type { PartnerBrand, PartnerMe } from '@threshold/domain/partner/partner-users';
import { useQuery } from '@tanstack/react-query';
import { partnerCall } from './partner.api';

export const partnerMeQuery = {
  queryKey: ['partner-console', 'me'],
  queryFn: () => partnerCall<PartnerMe>('/api/partner/me'),
  staleTime: 60_000,
} as const;

/** The signed-in partner user: role, own brand, and the brands they may see (own first). */
export function usePartnerMe() {
  return useQuery(partnerMeQuery);
}

/** How a brand is named in the console's lists and selects: branches with their number. */
export function brandLabel(brand: PartnerBrand): string {
  return brand.branchCode ? `${brand.name} (branch ${brand.branchCode})` : brand.name;
}
