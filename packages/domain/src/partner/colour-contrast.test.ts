import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  relativeLuminance,
  WCAG_AA_TEXT_CONTRAST,
} from './colour-contrast';

describe('WCAG contrast', () => {
  it('gives the specification’s end points: black 0, white 1, black on white 21:1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published ratios of well-known pairs, in either order', () => {
    // Values as WebAIM's contrast checker gives them.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#0f172a', '#ffffff')).toBeCloseTo(17.85, 1);
  });

  it('draws the AA line between #767676 and #777777 on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(WCAG_AA_TEXT_CONTRAST);
  });

  it('shows a ratio rounded down, so a failing one never reads as 4.5:1', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.4:1');
    expect(formatContrastRatio(21)).toBe('21.0:1');
    expect(formatContrastRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1');
  });

  it('knows a stored colour from anything else', () => {
    expect(isHexColour('#0b7A75')).toBe(true);
    expect(isHexColour('0b7a75')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
    expect(() => relativeLuminance('red')).toThrow();
  });
});
