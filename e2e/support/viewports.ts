/** The two screens every page is checked at: a small phone and a laptop. */
export const VIEWPORTS = {
  small: { width: 375, height: 812 },
  wide: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
