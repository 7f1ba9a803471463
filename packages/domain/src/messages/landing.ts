/**
 * The landing page's words (spec portal-access section 1). The server writes the page's first
 * paint into the HTML it sends with them, so its static shell and the page React draws over it
 * say the same. No imports: the landing page's chunk reads it.
 */

/** What the landing page promises. */
export const LANDING_PROMISES = [
  ['One-stop set-up', 'Energy, broadband, council tax and water, all in one place.'],
  ['Free to use', 'It costs you nothing to use.'],
  ['Around five minutes', 'Most people are done in around five minutes.'],
  ['Lots of choice', 'Choose the suppliers and deals that suit you.'],
  ['Safe hands', 'Your details are kept secure.'],
] as const;

export const LANDING_LEAD = 'Your free home-move assistant: set up the services for your new home.';
export const LANDING_START = 'Get Started';
export const landingWhyHeading = (brandName: string) => `Why use ${brandName}`;
