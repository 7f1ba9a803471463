import { describe, expect, it } from 'vitest';
import type { InstallTechnology } from '../schemas/broadband';
import { speedText } from './package-list';
import { lineLimitMbps, speedsAtAddress } from './line-speed';

// A rural home: ADSL gives 6 Mb, part fibre from the cabinet 24 Mb.
const RURAL = { standard_mbps: 6, fibre_mbps: 24 };
// A town: ADSL 16 Mb, full fibre up to 900 Mb.
const TOWN = { standard_mbps: 16, fibre_mbps: 900 };
// A city with cable: the best is 1130 Mb.
const CITY = { standard_mbps: 16, fibre_mbps: 1130 };

describe('speedsAtAddress', () => {
  it.each<[string, [number, number], InstallTechnology, typeof RURAL, [number, number]]>([
    ['part fibre 67/18 on a rural 24 Mb line', [67, 18], 'fttc', RURAL, [24, 18]],
    ['ADSL 10/1 on a 6 Mb copper line, not the fibre speed', [10, 1], 'copper', RURAL, [6, 1]],
    [
      'symmetric full fibre 3000/3000 on a 900 Mb network',
      [3000, 3000],
      'fullFibre',
      TOWN,
      [900, 900],
    ],
    ['full fibre 500/74 where the network is faster', [500, 74], 'fullFibre', TOWN, [500, 74]],
    ['cable 2000/200 where 1130 Mb is the best', [2000, 200], 'cable', CITY, [1130, 200]],
    ['a 5G router 150/20: it does not use the line', [150, 20], 'mobile', RURAL, [150, 20]],
  ])('%s', (_, [down, up], technology, speeds, [atHomeDown, atHomeUp]) => {
    expect(speedsAtAddress({ downloadSpeed: down, uploadSpeed: up }, technology, speeds)).toEqual({
      downloadSpeed: atHomeDown,
      uploadSpeed: atHomeUp,
    });
  });

  it('has no line limit for a 4G/5G router', () => {
    expect(lineLimitMbps('mobile', RURAL)).toBeNull();
    expect(lineLimitMbps('fttc', RURAL)).toBe(24);
  });

  it('gives 0 where the line gives nothing, and the card reads "Not available"', () => {
    const noCopper = { standard_mbps: 0, fibre_mbps: 80 };
    const atHome = speedsAtAddress({ downloadSpeed: 11, uploadSpeed: 1 }, 'copper', noCopper);
    expect(atHome).toEqual({ downloadSpeed: 0, uploadSpeed: 0 });
    expect(speedText(atHome.downloadSpeed)).toBe('Not available');
    const rural = speedsAtAddress({ downloadSpeed: 67, uploadSpeed: 18 }, 'fttc', RURAL);
    expect(speedText(rural.downloadSpeed)).toBe('24Mb');
  });
});
