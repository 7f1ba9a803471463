/**
 * Every path of the spec, without the brand prefix /{brandName}/{branchId?} (which the web
 * router adds). Fixed paths are constants; paths with a value in them have a builder, and the
 * router's pattern for each is in ROUTE_PATTERNS.
 */
export const ROUTES = {
  // Public and branded (portal-access 2)
  home: '/',
  logIn: '/log-in',
  otpLogin: '/login',
  otpLoginCode: '/login/code',
  passwordResetRequest: '/password-reset-request',
  continue: '/continue',
  cookiePolicy: '/cookie-policy',

  // Pending group
  pending: '/pending',
  pendingPersonalDetails: '/pending/personal-details',
  pendingConfirmDetails: '/pending/confirm-details',
  pendingContactDetails: '/pending/contact-details',

  // Onboarding journey
  onboardingAddress: '/onboarding/address',
  onboardingContact: '/onboarding/contact',
  onboardingCode: '/onboarding/code',
  onboardingConfirm: '/onboarding/confirm',
  onboardingEditAddress: '/onboarding/edit/address',
  onboardingEditEmailAddress: '/onboarding/edit/emailAddress',
  onboardingEditPhoneNumber: '/onboarding/edit/phoneNumber',

  // Enrolment group (login required)
  enrolment: '/enrolment',
  movingDetails: '/enrolment/moving-details',
  personalDetails: '/enrolment/personal-details',
  councilServicesUpfront: '/enrolment/council-services-upfront',
  productSelection: '/enrolment/product-selection',
  councilServices: '/enrolment/council-services',
  energyUsage: '/enrolment/energy/usage',
  energyList: '/enrolment/energy/list',
  energyDetailsEnergySwitch: '/enrolment/energy/details/energy-switch',
  energySignup: '/enrolment/energy/signup',
  energySwitch: '/enrolment/energy/switch',
  energyPsr: '/enrolment/energy/psr',
  energyPayment: '/enrolment/energy/payment',
  broadbandList: '/enrolment/entertainment/broadband-list',
  offers: '/enrolment/offers',
  tellYourFlatmates: '/enrolment/tell-your-flatmates',
  confirmation: '/enrolment/confirmation',
} as const;
export type RouteName = keyof typeof ROUTES;
export type FixedRoute = (typeof ROUTES)[RouteName];

/** Router patterns (":name" segments, "?" optional) for the parameterised paths. */
export const ROUTE_PATTERNS = {
  autoLogIn: '/log-in/:loginToken',
  passwordReset: '/password-reset/:resetToken',
  continueWithToken: '/continue/:confirmToken',
  confirmDetails: '/confirm-details/:saveAndContinueToken',
  emailConfirmUnsubscribe: '/email/confirm-unsubscribe/:token',
  emailUnsubscribe: '/email/unsubscribe/:token',
  emailResubscribe: '/email/resubscribe/:token',
  pendingUnpopulatedPersonalDetails: '/pending/personal-details/unpopulated/:unpopulatedToken',
  pendingConfirmDetails: '/pending/confirm-details/:confirmToken?',
  onboardingVerify: '/onboarding/verify/:onboardingToken',
  onboardingEditField: '/onboarding/edit/:key',
  energyDetailsByTariffUrl: '/enrolment/energy/details/:tariffUrl',
  energyDetailsByPrice: '/enrolment/energy/details/:supplier/:priceId',
  energySignupByPrice: '/enrolment/energy/signup/:supplier/:priceId',
  energySwitchByPrice: '/enrolment/energy/switch/:supplier/:priceId',
  energyPsrByPrice: '/enrolment/energy/psr/:supplier/:priceId',
  energyPaymentByPrice: '/enrolment/energy/payment/:supplier/:priceId',
  broadbandDetails:
    '/enrolment/entertainment/whole-of-market/broadband-details/:packageId/:sourceId',
  providerSignup: '/enrolment/entertainment/:providerSlug/signup/:packageId/:sourceId',
} as const;
export type RoutePatternName = keyof typeof ROUTE_PATTERNS;

/** Keys the onboarding edit route accepts; anything else redirects to confirm. */
export const ONBOARDING_EDIT_KEYS = [
  'firstName',
  'surname',
  'dateOfBirth',
  'address',
  'moveInDate',
] as const;
export type OnboardingEditKey = (typeof ONBOARDING_EDIT_KEYS)[number];

export function isOnboardingEditKey(value: string): value is OnboardingEditKey {
  return (ONBOARDING_EDIT_KEYS as readonly string[]).includes(value);
}

// Values in a path are encoded, so a token with "/" or "?" cannot change the route.
const segment = (value: string | number): string => encodeURIComponent(String(value));

export function autoLogInPath(loginToken: string): string {
  return `/log-in/${segment(loginToken)}`;
}

export function passwordResetPath(resetToken: string): string {
  return `/password-reset/${segment(resetToken)}`;
}

export function continuePath(confirmToken?: string): string {
  return confirmToken ? `/continue/${segment(confirmToken)}` : ROUTES.continue;
}

export function confirmDetailsPath(saveAndContinueToken: string): string {
  return `/confirm-details/${segment(saveAndContinueToken)}`;
}

export type EmailPreferenceAction = 'confirm-unsubscribe' | 'unsubscribe' | 'resubscribe';

/** The e-mail preference pages carry the per-message token and the email and source queries. */
export function emailPreferencePath(
  action: EmailPreferenceAction,
  token: string,
  query: { email: string; source: string },
): string {
  const search = `email=${segment(query.email)}&source=${segment(query.source)}`;
  return `/email/${action}/${segment(token)}?${search}`;
}

export function pendingUnpopulatedPersonalDetailsPath(unpopulatedToken: string): string {
  return `/pending/personal-details/unpopulated/${segment(unpopulatedToken)}`;
}

export function pendingConfirmDetailsPath(confirmToken?: string): string {
  return confirmToken
    ? `${ROUTES.pendingConfirmDetails}/${segment(confirmToken)}`
    : ROUTES.pendingConfirmDetails;
}

export function onboardingVerifyPath(onboardingToken: string): string {
  return `/onboarding/verify/${segment(onboardingToken)}`;
}

export function onboardingEditPath(
  key: OnboardingEditKey | 'emailAddress' | 'phoneNumber',
): string {
  return `/onboarding/edit/${segment(key)}`;
}

export type TariffPrice = { supplier: string; priceId: string | number };

export function energyDetailsPath(tariff: { tariffUrl: string } | TariffPrice): string {
  return 'tariffUrl' in tariff
    ? `/enrolment/energy/details/${segment(tariff.tariffUrl)}`
    : `/enrolment/energy/details/${segment(tariff.supplier)}/${segment(tariff.priceId)}`;
}

const withPrice = (base: string, price?: TariffPrice): string =>
  price ? `${base}/${segment(price.supplier)}/${segment(price.priceId)}` : base;

export function energySignupPath(price?: TariffPrice): string {
  return withPrice(ROUTES.energySignup, price);
}

export function energySwitchPath(price?: TariffPrice): string {
  return withPrice(ROUTES.energySwitch, price);
}

export function energyPsrPath(price?: TariffPrice): string {
  return withPrice(ROUTES.energyPsr, price);
}

export function energyPaymentPath(price?: TariffPrice): string {
  return withPrice(ROUTES.energyPayment, price);
}

export type PackageRef = { packageId: string | number; sourceId: string | number };

export function broadbandDetailsPath(pkg: PackageRef): string {
  return `/enrolment/entertainment/whole-of-market/broadband-details/${segment(pkg.packageId)}/${segment(pkg.sourceId)}`;
}

/** A partner provider's sign-up page; the satellite provider's slug is "sky". */
export function providerSignupPath(providerSlug: string, pkg: PackageRef): string {
  return `/enrolment/entertainment/${segment(providerSlug)}/signup/${segment(pkg.packageId)}/${segment(pkg.sourceId)}`;
}

/**
 * Prefixes a path with the brand route and optional numeric branch, keeping any query string.
 */
export function brandedPath(brandRoute: string, path: string, branchId?: string | null): string {
  const prefix = branchId
    ? `/${segment(brandRoute)}/${segment(branchId)}`
    : `/${segment(brandRoute)}`;
  return path === '/' ? `${prefix}/` : `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Enrolment pages in journey order (service-journeys 2). A route guard sends a mover who is not
 * allowed on a page to the next page the rules open.
 */
export const JOURNEY_ORDER = [
  ROUTES.movingDetails,
  ROUTES.councilServicesUpfront,
  ROUTES.productSelection,
  ROUTES.councilServices,
  ROUTES.energyUsage,
  ROUTES.energyList,
  ROUTES.energySignup,
  ROUTES.energySwitch,
  ROUTES.energyPsr,
  ROUTES.energyPayment,
  ROUTES.broadbandList,
  ROUTES.offers,
  ROUTES.tellYourFlatmates,
  ROUTES.confirmation,
] as const;
