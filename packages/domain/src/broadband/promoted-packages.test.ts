import { describe, expect, it } from 'vitest';
import { promotePackages } from './promoted-packages';
import { listedPackage } from './test-packages';

describe('promotePackages', () => {
  it('badges the cheapest first year with set-up, the fastest, and unlimited fibre on the shortest contract', () => {
    const available = [
      listedPackage('slow-cheap', { downloadSpeed: 36, type: 'Broadband', monthly: 2000 }),
      listedPackage('setup-heavy', { monthly: 1900, setup: 6000 }),
      listedPackage('gigabit', { downloadSpeed: 900, monthly: 6000 }),
      listedPackage('rolling-fibre', { downloadSpeed: 150, monthly: 3500, months: 1 }),
      listedPackage('short-fibre-dear', { downloadSpeed: 150, monthly: 4500, months: 1 }),
    ];
    const promoted = promotePackages(available, { recommended: '0808 157 0222' });
    expect(promoted.map((p) => [p.packageId, p.promotedText])).toEqual([
      // slow-cheap: 24,000p; setup-heavy: 22,800 + 6,000 = 28,800p
      ['slow-cheap', 'Cheapest overall price'],
      ['gigabit', 'Fastest available'],
      ['rolling-fibre', 'Recommended for renters'],
    ]);
    expect(promoted.every((p) => p.isPromoted)).toBe(true);
    expect(promoted[2]?.tiliPromotionType).toBe('recommended');
    expect(promoted[2]?.contactNumber).toBe('0808 157 0222');
  });

  it('never gives one package two badges: the next best takes the second', () => {
    const available = [
      listedPackage('cheap-and-fast', { downloadSpeed: 900, monthly: 1500 }),
      listedPackage('second-fastest', { downloadSpeed: 500, monthly: 5000 }),
      listedPackage('fibre-12', { downloadSpeed: 80, monthly: 3000, months: 12 }),
    ];
    expect(promotePackages(available).map((p) => [p.packageId, p.tiliPromotionType])).toEqual([
      ['cheap-and-fast', 'cheapest'],
      ['second-fastest', 'fastest'],
      ['fibre-12', 'recommended'],
    ]);
  });

  it('leaves out a badge nobody can carry and never promotes an interim 4G package', () => {
    const available = [
      listedPackage('router', {
        downloadSpeed: 50,
        monthly: 1000,
        isInterim: true,
        type: 'Broadband',
      }),
      listedPackage('adsl', { downloadSpeed: 10, type: 'Broadband', unlimited: false }),
    ];
    expect(promotePackages(available).map((p) => p.packageId)).toEqual(['adsl']);
  });
});
