/**
 * The call script's page identifiers (portal-access 3, "Call script: pageIdentifier, pageScript"):
 * one stable name per journey page, so the API's seeded scripts and the agent panel's Script tab
 * share one list. Paths are without the brand prefix; a page not listed here has no script.
 */
export const PAGE_IDENTIFIERS = [
  'personal-details',
  'moving-details',
  'council-services-upfront',
  'product-selection',
  'council-services',
  'energy-usage',
  'energy-list',
  'energy-details',
  'energy-signup',
  'energy-switch',
  'energy-psr',
  'energy-payment',
  'broadband-list',
  'broadband-details',
  'broadband-signup',
  'confirmation',
  'offers',
  'flatmates',
] as const;
export type PageIdentifier = (typeof PAGE_IDENTIFIERS)[number];

/**
 * Each page's path prefix and its identifier. A prefix matches the path itself or the path
 * followed by "/" (route parameters); no prefix here is the start of another's segment.
 */
const PAGE_OF_PATH: ReadonlyArray<readonly [prefix: string, identifier: PageIdentifier]> = [
  ['/pending/personal-details', 'personal-details'],
  ['/enrolment/personal-details', 'personal-details'],
  ['/enrolment/moving-details', 'moving-details'],
  ['/enrolment/council-services-upfront', 'council-services-upfront'],
  ['/enrolment/product-selection', 'product-selection'],
  ['/enrolment/council-services', 'council-services'],
  ['/enrolment/energy/usage', 'energy-usage'],
  ['/enrolment/energy/list', 'energy-list'],
  ['/enrolment/energy/details', 'energy-details'],
  ['/enrolment/energy/signup', 'energy-signup'],
  ['/enrolment/energy/switch', 'energy-switch'],
  ['/enrolment/energy/psr', 'energy-psr'],
  ['/enrolment/energy/payment', 'energy-payment'],
  ['/enrolment/entertainment/broadband-list', 'broadband-list'],
  ['/enrolment/entertainment/whole-of-market/broadband-details', 'broadband-details'],
  ['/enrolment/confirmation', 'confirmation'],
  ['/enrolment/offers', 'offers'],
  ['/enrolment/tell-your-flatmates', 'flatmates'],
];

/** A partner provider's sign-up: /enrolment/entertainment/{providerSlug}/signup/... */
const PROVIDER_SIGNUP = /^\/enrolment\/entertainment\/[^/]+\/signup(\/|$)/;

/** The page identifier of a path (without the brand prefix), or null for a page without one. */
export function pageIdentifierOfPath(path: string): PageIdentifier | null {
  const clean = (path.split(/[?#]/)[0] ?? path).replace(/\/+$/, '');
  const found = PAGE_OF_PATH.find(([prefix]) => clean === prefix || clean.startsWith(`${prefix}/`));
  if (found) return found[1];
  return PROVIDER_SIGNUP.test(clean) ? 'broadband-signup' : null;
}

/** Which product's invite an agent can send from a path: energy or broadband pages, else none. */
export function inviteProductOfPath(path: string): 'energy' | 'broadband' | null {
  if (path.startsWith('/enrolment/energy/') || path === '/enrolment/energy') return 'energy';
  if (path.startsWith('/enrolment/entertainment/')) return 'broadband';
  return null;
}
