import { promotionCountdown } from '@threshold/domain/broadband/promotions';
import { counted } from '@threshold/domain/messages/counted';
import type { PackagePromotion } from '@threshold/domain/schemas/broadband';
import { useEffect, useState } from 'react';

/** "2 days, 3 hours, 4 minutes, 5 seconds". */
export function countdownText(expires: string, now: Date): string {
  const left = promotionCountdown(expires, now);
  return [
    counted(left.days, 'day'),
    counted(left.hours, 'hour'),
    counted(left.minutes, 'minute'),
    counted(left.seconds, 'second'),
  ].join(', ');
}

type PromotionCountdownProps = {
  promotion: PackagePromotion;
  /** Called once, when the promotion runs out (service-journeys 2: the expiry handler). */
  onExpire: (promotion: PackagePromotion) => void;
};

/**
 * A promotion with the time it has left, in days, hours, minutes and seconds, ticking each second.
 * The ticking text is a timer (not announced on every tick); at zero the expiry handler runs and
 * the promotion is taken away by its card.
 */
export function PromotionCountdown({ promotion, onExpire }: PromotionCountdownProps) {
  const [now, setNow] = useState(() => new Date());
  const isExpired = promotionCountdown(promotion.expires, now).isExpired;
  useEffect(() => {
    if (isExpired) {
      onExpire(promotion);
      return;
    }
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [isExpired, onExpire, promotion]);
  if (isExpired) return null;
  return (
    <p className="package-card__promotion">
      <strong>{promotion.name}</strong>{' '}
      <span role="timer">Ends in {countdownText(promotion.expires, now)}</span>
    </p>
  );
}
