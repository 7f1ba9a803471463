/**
 * WCAG 2.2 contrast (success criterion 1.4.3, level AA): the relative luminance of an sRGB colour
 * and the ratio of two, as the specification defines them. Written here (a dozen lines) rather than
 * taken from a package, so the browser's live check and the API's refusal are the same code.
 */

/** Text on its background needs at least this ratio at level AA (normal-size text). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Whether a value is a colour as brands store it: # and six hex digits. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** One sRGB channel (0–255) made linear. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb`, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => linear(Number.parseInt(pair, 16)));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white); order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * A ratio as people read it: rounded down to one decimal (4.49 shows as 4.4, never as a passing
 * 4.5), so the number shown never passes when the colours do not.
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
