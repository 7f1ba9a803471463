import type { BroadbandPackage } from '../schemas/broadband';
import { pricePackage, type PackagePriceFacts } from './package-pricing';

/** A listed package for the rules' tests: a 24-month unlimited fibre line unless told otherwise. */
export function listedPackage(
  packageId: string,
  overrides: {
    providerId?: string;
    downloadSpeed?: number;
    type?: 'Broadband' | 'Fibre';
    unlimited?: boolean;
    monthly?: number;
    setup?: number;
    months?: number;
    offer?: { numberOfMonths: number; price: number };
    call?: BroadbandPackage['call'];
    tv?: BroadbandPackage['tv'];
    earliestInstallDate?: string;
    readyByMoveIn?: boolean;
    isInterim?: boolean;
  } = {},
): BroadbandPackage {
  const facts: PackagePriceFacts = {
    setupCost: overrides.setup ?? 0,
    contractLengthMonths: overrides.months ?? 24,
    lineRentalCost: 0,
    lineRentalIncluded: true,
    standardMonthlyCost: overrides.monthly ?? 3000,
    pricingOffers: overrides.offer ? [overrides.offer] : [],
  };
  const providerId = overrides.providerId ?? 'bt';
  return {
    packageId,
    sourceId: 'wombb',
    packageName: `Package ${packageId}`,
    provider: {
      id: providerId,
      name: providerId.toUpperCase(),
      imageUrl: `/logos/${providerId}.svg`,
    },
    broadband: {
      name: 'Fibre',
      downloadSpeed: overrides.downloadSpeed ?? 100,
      uploadSpeed: 20,
      usageLimit: overrides.unlimited === false ? '100GB' : 'Unlimited',
      unlimited: overrides.unlimited ?? true,
      type: overrides.type ?? 'Fibre',
    },
    call: overrides.call ?? null,
    tv: overrides.tv ?? null,
    pricing: pricePackage(facts),
    keyFeature: null,
    keyFeature2: null,
    enhancedFeatures: [],
    promotions: [],
    labels: [],
    isPromoted: false,
    promotedText: null,
    tooltipText: null,
    tiliPromotionType: null,
    termsAndConditions: 'Terms apply.',
    earliestInstallDate: overrides.earliestInstallDate ?? '2026-12-01',
    readyByMoveIn: overrides.readyByMoveIn ?? true,
    installTechnology: 'fullFibre',
    isInterim: overrides.isInterim ?? false,
    dealType: 'wombb',
    contactNumber: '0808 157 0000',
    signUp: { kind: 'wholeOfMarket' },
  };
}
