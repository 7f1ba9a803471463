import { speedText } from '@threshold/domain/broadband/package-list';
import { formatPence } from '@threshold/domain/money/pence';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';

/**
 * A broadband package's facts in the mover's words, for its card, its details page and the
 * confirmation card. Dates are turned round here (yyyy-MM-dd to dd/MM/yyyy) rather than with the
 * domain's calendar-date module, as the tariff card does, to keep its shared chunk out.
 */

export function displayDate(isoDate: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : isoDate;
}

/** "24 month contract"; 0 is a rolling monthly contract. */
export function contractText(months: number): string {
  return months > 0 ? `${months} month contract` : 'Rolling monthly contract';
}

/** "Unlimited" or the allowance ("100GB a month"). */
export function usageText(pkg: Pick<BroadbandPackage, 'broadband'>): string {
  return pkg.broadband.unlimited ? 'Unlimited' : `${pkg.broadband.usageLimit} a month`;
}

export function setupText(setupCostPence: number): string {
  return setupCostPence > 0 ? `${formatPence(setupCostPence)} set-up fee` : 'No set-up fee';
}

/** "Download 150Mb, upload 30Mb"; a speed not above zero reads "Not available". */
export function speedsText(pkg: Pick<BroadbandPackage, 'broadband'>): string {
  return `Download ${speedText(pkg.broadband.downloadSpeed)}, upload ${speedText(pkg.broadband.uploadSpeed)}`;
}

/** The call plan, or that the package has no phone line calls. */
export function callPlanText(pkg: Pick<BroadbandPackage, 'call'>): string {
  return pkg.call ? pkg.call.name : 'No phone calls';
}

/** "£20.00 a month for the first 6 months", one line per introductory offer. */
export function offerTexts(pkg: Pick<BroadbandPackage, 'pricing'>): string[] {
  return pkg.pricing.monthlyPricing.pricingOffers.map(
    (offer) =>
      `${formatPence(offer.price)} a month for the first ${offer.numberOfMonths === 1 ? 'month' : `${offer.numberOfMonths} months`}`,
  );
}

/** The key features, each said once. */
export function featuresOf(pkg: BroadbandPackage): string[] {
  return [
    ...new Set(
      [pkg.keyFeature, pkg.keyFeature2, ...pkg.enhancedFeatures].filter(
        (feature): feature is string => !!feature,
      ),
    ),
  ];
}
