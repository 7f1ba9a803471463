import { PROMOTED_DEAL_BADGE } from '../codes/broadband-deal-type';
import type { BroadbandPackage, PromotedDealType } from '../schemas/broadband';
import { firstYearCostPence } from './package-pricing';

/** Why each badge went to its package, for the card's tooltip. */
export const PROMOTED_TOOLTIP: Record<PromotedDealType, string> = {
  cheapest:
    'The lowest cost over the first year, set-up included, of the packages at your address.',
  fastest: 'The highest download speed of the packages at your address.',
  recommended:
    'Unlimited fibre on the shortest contract at your address, so it moves with you; cheapest first year among those.',
};

type Rank = (a: BroadbandPackage, b: BroadbandPackage) => number;

const byFirstYearCost: Rank = (a, b) =>
  firstYearCostPence(a.pricing) - firstYearCostPence(b.pricing);
const byPackageId: Rank = (a, b) => a.packageId.localeCompare(b.packageId);

/** Each badge: who may carry it and how candidates rank (best first); ties fall to packageId. */
const BADGE_RULES: ReadonlyArray<{
  dealType: PromotedDealType;
  eligible: (pkg: BroadbandPackage) => boolean;
  rank: Rank;
}> = [
  { dealType: 'cheapest', eligible: () => true, rank: byFirstYearCost },
  {
    dealType: 'fastest',
    eligible: (pkg) => pkg.broadband.downloadSpeed > 0,
    rank: (a, b) => b.broadband.downloadSpeed - a.broadband.downloadSpeed || byFirstYearCost(a, b),
  },
  {
    dealType: 'recommended',
    eligible: (pkg) => pkg.broadband.unlimited && pkg.broadband.type === 'Fibre',
    rank: (a, b) =>
      a.pricing.contractLengthMonths - b.pricing.contractLengthMonths || byFirstYearCost(a, b),
  },
];

/**
 * The promoted packages among those available (service-journeys 2): Cheapest overall price,
 * Fastest available, Recommended for renters, in that order. A package carries one badge at
 * most: each badge goes to the best package not already badged, with its deal type's number. Interim (4G/5G) packages are
 * never promoted. Answers the badged copies; a badge with no candidate is left out.
 */
export function promotePackages(
  available: readonly BroadbandPackage[],
  contactNumbers: Partial<Record<PromotedDealType, string>> = {},
): BroadbandPackage[] {
  const candidates = available.filter((pkg) => !pkg.isInterim);
  const badged = new Set<string>();
  const promoted: BroadbandPackage[] = [];
  for (const rule of BADGE_RULES) {
    const best = candidates
      .filter((pkg) => !badged.has(packageKey(pkg)) && rule.eligible(pkg))
      .sort((a, b) => rule.rank(a, b) || byPackageId(a, b))[0];
    if (!best) continue;
    badged.add(packageKey(best));
    promoted.push({
      ...best,
      isPromoted: true,
      promotedText: PROMOTED_DEAL_BADGE[rule.dealType] ?? null,
      tooltipText: PROMOTED_TOOLTIP[rule.dealType],
      tiliPromotionType: rule.dealType,
      dealType: rule.dealType,
      contactNumber: contactNumbers[rule.dealType] ?? best.contactNumber,
    });
  }
  return promoted;
}

/** A package is one (packageId, sourceId) pair. */
export function packageKey(pkg: Pick<BroadbandPackage, 'packageId' | 'sourceId'>): string {
  return `${pkg.sourceId}/${pkg.packageId}`;
}
