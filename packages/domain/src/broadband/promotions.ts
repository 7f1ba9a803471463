import type { BroadbandPackage, PackagePromotion } from '../schemas/broadband';

/** Whether a promotion still runs at `now` (it ends at the instant it expires). */
export function isPromotionLive(promotion: PackagePromotion, now: Date): boolean {
  const expires = Date.parse(promotion.expires);
  return Number.isFinite(expires) && expires > now.getTime();
}

/** The package without its expired promotions (service-journeys 2: an expired one is removed). */
export function dropExpiredPromotions<T extends Pick<BroadbandPackage, 'promotions'>>(
  pkg: T,
  now: Date,
): T {
  const live = pkg.promotions.filter((promotion) => isPromotionLive(promotion, now));
  return live.length === pkg.promotions.length ? pkg : { ...pkg, promotions: live };
}

/** What the countdown shows: whole days, hours, minutes and seconds left; all 0 once expired. */
export function promotionCountdown(
  expires: string,
  now: Date,
): { days: number; hours: number; minutes: number; seconds: number; isExpired: boolean } {
  const left = Math.max(0, Math.floor((Date.parse(expires) - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    isExpired: left === 0,
  };
}
