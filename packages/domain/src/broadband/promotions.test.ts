import { describe, expect, it } from 'vitest';
import { dropExpiredPromotions, promotionCountdown } from './promotions';

const now = new Date('2026-11-24T12:00:00Z');

describe('promotions', () => {
  it('drops a promotion that expired and keeps one still running', () => {
    const pkg = {
      promotions: [
        { name: 'Ended', imageUrl: null, expires: '2026-11-24T12:00:00Z' },
        { name: 'Running', imageUrl: null, expires: '2026-11-24T12:00:01Z' },
      ],
    };
    expect(dropExpiredPromotions(pkg, now).promotions.map((p) => p.name)).toEqual(['Running']);
  });

  it('counts down in days, hours, minutes and seconds, and ends at zero', () => {
    expect(promotionCountdown('2026-11-26T15:04:05Z', now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      isExpired: false,
    });
    expect(promotionCountdown('2026-11-24T11:00:00Z', now).isExpired).toBe(true);
  });
});
