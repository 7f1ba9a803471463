import { act, cleanup, render, screen } from '@testing-library/react';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PackageCard } from './package-card';
import { PromotionCountdown, countdownText } from './promotion-countdown';

const NOW = new Date('2026-11-24T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the promotion countdown', () => {
  it('reads the time left in days, hours, minutes and seconds', () => {
    expect(countdownText('2026-11-26T13:04:05Z', NOW)).toBe(
      '2 days, 3 hours, 4 minutes, 5 seconds',
    );
    expect(countdownText('2026-11-24T10:00:01Z', NOW)).toBe('0 days, 0 hours, 0 minutes, 1 second');
  });

  it('ticks each second and calls the expiry handler once at zero, when it disappears', () => {
    const promotion = { name: '£50 reward card', imageUrl: null, expires: '2026-11-24T10:00:03Z' };
    const onExpire = vi.fn();
    render(<PromotionCountdown promotion={promotion} onExpire={onExpire} />);
    expect(screen.getByRole('timer').textContent).toBe(
      'Ends in 0 days, 0 hours, 0 minutes, 3 seconds',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe(
      'Ends in 0 days, 0 hours, 0 minutes, 2 seconds',
    );
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onExpire).toHaveBeenCalledWith(promotion);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("takes a promotion off its package's card when it runs out, and never shows one already expired", () => {
    const pkg = {
      ...listedPackage('bt-fibre-100'),
      promotions: [
        { name: 'Free router upgrade', imageUrl: null, expires: '2026-11-24T10:00:02Z' },
        { name: 'Old offer', imageUrl: null, expires: '2026-11-24T09:59:59Z' },
      ],
    };
    render(<PackageCard pkg={pkg} moveInDate={null} />);
    expect(screen.getByText('Free router upgrade')).toBeTruthy();
    expect(screen.queryByText('Old offer')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Free router upgrade')).toBeNull();
  });
});
