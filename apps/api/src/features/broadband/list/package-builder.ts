import type { IsoDate } from '@threshold/domain/dates/calendar-date';
import { earliestInstallDate, isReadyByMoveIn } from '@threshold/domain/broadband/install-date';
import { speedsAtAddress } from '@threshold/domain/broadband/line-speed';
import { pricePackage } from '@threshold/domain/broadband/package-pricing';
import { dropExpiredPromotions } from '@threshold/domain/broadband/promotions';
import type { Nation } from '@threshold/domain/schemas/address';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import type { BroadbandContactNumbers } from '../../../config';
import type { PostcodeBroadband } from '../../../providers/addresses/address-dataset';
import type { ProvidedPackage } from '../../../providers/broadband-catalogue/broadband-catalogue';

/** Where, when and for whom a package is listed. */
export type ListingContext = {
  availability: PostcodeBroadband;
  nation: Nation;
  today: IsoDate;
  moveInDate: IsoDate | null;
  now: Date;
  contactNumbers: BroadbandContactNumbers;
};

/** The source a package's sourceId names: the whole-of-market comparison or the partner's slug. */
export const WHOLE_OF_MARKET_SOURCE_ID = 'wombb';

/**
 * A catalogue package as the list shows it at this address: priced, dated, promotions live, its
 * speeds no faster than the address's line gives (so sort 3 and "Fastest available" use them too).
 */
export function listedPackage(
  { provider, pkg }: ProvidedPackage,
  context: ListingContext,
): BroadbandPackage {
  const { availability } = context;
  const leadTime = provider.leadTimes[pkg.technology] ?? {
    newLineWorkingDays: 0,
    activeLineWorkingDays: 0,
  };
  const installDate = earliestInstallDate({
    today: context.today,
    nation: context.nation,
    leadTime,
    hasActiveLine: availability.activeLines.includes(pkg.technology),
  });
  const isPartner = provider.signUpKind === 'partner' && provider.partnerSlug !== null;
  const dealType = isPartner ? 'sky' : 'wombb';
  const { usageLimitGb } = pkg.broadband;
  const speeds = speedsAtAddress(
    { downloadSpeed: pkg.broadband.downloadMbps, uploadSpeed: pkg.broadband.uploadMbps },
    pkg.technology,
    { standard_mbps: availability.standardMbps, fibre_mbps: availability.fibreMbps },
  );
  return dropExpiredPromotions(
    {
      packageId: pkg.code,
      sourceId: isPartner
        ? (provider.partnerSlug ?? WHOLE_OF_MARKET_SOURCE_ID)
        : WHOLE_OF_MARKET_SOURCE_ID,
      packageName: pkg.name,
      provider: { id: provider.id, name: provider.name, imageUrl: provider.logoUrl },
      broadband: {
        name: pkg.broadband.name,
        ...speeds,
        usageLimit: usageLimitGb === null ? 'Unlimited' : `${usageLimitGb}GB`,
        unlimited: usageLimitGb === null,
        type: pkg.broadband.type,
      },
      call: pkg.call,
      tv: pkg.tv,
      pricing: pricePackage({
        setupCost: pkg.price.setupPence,
        contractLengthMonths: pkg.price.contractMonths,
        lineRentalCost: pkg.price.lineRentalPence,
        lineRentalIncluded: pkg.price.lineRentalIncluded,
        standardMonthlyCost: pkg.price.standardMonthlyPence,
        pricingOffers: pkg.price.offer ? [pkg.price.offer] : [],
      }),
      keyFeature: pkg.keyFeature,
      keyFeature2: pkg.keyFeature2,
      enhancedFeatures: pkg.enhancedFeatures,
      promotions: pkg.promotions,
      labels: pkg.labels,
      isPromoted: false,
      promotedText: null,
      tooltipText: null,
      tiliPromotionType: null,
      termsAndConditions: pkg.termsAndConditions,
      earliestInstallDate: installDate,
      readyByMoveIn: isReadyByMoveIn(installDate, context.moveInDate),
      installTechnology: pkg.technology,
      isInterim: pkg.isInterim,
      dealType,
      contactNumber: context.contactNumbers[dealType],
      signUp: isPartner
        ? { kind: 'partner', providerSlug: provider.partnerSlug ?? '' }
        : { kind: 'wholeOfMarket' },
    },
    context.now,
  );
}

/** The provider's sign-up page for a whole-of-market package: its link, naming the package. */
export function wombbPackageUrl({ provider, pkg }: ProvidedPackage): string {
  const url = new URL(provider.signupUrl);
  url.searchParams.set('package', pkg.code);
  return url.toString();
}
