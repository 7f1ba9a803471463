import { redirect, type RouteObject } from 'react-router';
import { isLoggedIn } from '../api/session-store';
import { isAgentAssisting, isTelephony } from '../telephony/agent-session';

/**
 * Agent mode (portal-access 6: "personal details requires login"): on a telephony host a journey
 * page needs an agent assisting an enrolment; otherwise the agent goes to the admin portal.
 */
async function agentModeRedirect(): Promise<Response | null> {
  if (!isTelephony() || isAgentAssisting()) return null;
  const { adminPortalTarget } = await import('../telephony/admin-portal');
  return redirect(await adminPortalTarget());
}

/**
 * The same as a middleware: it runs before any page's loader, so none of them (the onboarding
 * pages' journey loader, say) calls the API, or redirects elsewhere, without an agent.
 */
async function requireAgentInTelephonyMode(): Promise<void> {
  const redirected = await agentModeRedirect();
  if (redirected) throw redirected;
}

/**
 * The access, pending, enrolment and e-mail preference routes (spec section 2). They are added
 * to the router on the first navigation that needs them (router.tsx), so their table costs the
 * landing page nothing.
 */
export const ACCESS_ROUTES: RouteObject[] = [
  {
    path: 'pending',
    // "Pending routes redirect to /enrolment when access is not allowed": a logged-in mover. An
    // agent's enrolment may well be pending (a caller's new one), so agent mode asks the agent's.
    middleware: [requireAgentInTelephonyMode],
    loader: () => (!isTelephony() && isLoggedIn() ? redirect('/enrolment') : null),
    children: [
      { index: true, loader: () => redirect('/pending/personal-details') },
      {
        path: 'personal-details',
        lazy: () => import('../features/personal-details/pending-personal-details-page'),
      },
      {
        path: 'personal-details/unpopulated/:unpopulatedToken',
        loader: () => (isTelephony() ? redirect('/pending/personal-details') : null),
        lazy: () => import('../features/personal-details/unpopulated-personal-details-page'),
      },
      {
        // A confirm token is the one /continue/{confirmToken} reads: the comm-click landing turns
        // it into the save-and-continue link, so the mover lands on confirm-details with it.
        path: 'confirm-details/:confirmToken?',
        loader: ({ params }) =>
          params.confirmToken
            ? redirect(`/continue/${encodeURIComponent(params.confirmToken)}`)
            : null,
        lazy: () => import('../features/access/confirm-details-page'),
      },
      {
        path: 'contact-details',
        lazy: () => import('../features/personal-details/contact-details-page'),
      },
    ],
  },
  {
    path: 'enrolment',
    middleware: [requireAgentInTelephonyMode],
    // The journey guard (log-in, then the domain's route rules) and the progress indicator.
    lazy: () => import('../features/journey/enrolment-route'),
    children: [
      {
        index: true,
        // An agent who opens an enrolment goes on from the caller's next step; a mover starts at
        // moving details (the resume rule loads only in agent mode).
        loader: async () =>
          redirect(
            isAgentAssisting()
              ? await (await import('../telephony/agent-resume')).agentResumePath()
              : '/enrolment/moving-details',
          ),
      },
      {
        path: 'moving-details',
        lazy: () => import('../features/moving-details/moving-details-page'),
      },
      {
        path: 'council-services-upfront',
        lazy: () => import('../features/council-water/council-water-page'),
      },
      {
        path: 'product-selection',
        lazy: () => import('../features/product-selection/product-selection-page'),
      },
      {
        path: 'council-services',
        lazy: () => import('../features/council-water/council-water-page'),
      },
      {
        path: 'energy/usage',
        lazy: () => import('../features/energy/usage/energy-usage-page'),
      },
      {
        path: 'energy/list',
        lazy: () => import('../features/energy/list/energy-list-page'),
      },
      {
        // Route parameters tariffUrl and fuel (service-journeys 2 "Tariff details").
        path: 'energy/details/:tariffUrl/:fuel?',
        lazy: () => import('../features/energy/details/energy-details-page'),
      },
      {
        // Add-ons; the optional supplier and priceId parts name the chosen price (service-journeys 2).
        path: 'energy/signup/:supplier?/:priceId?',
        lazy: () => import('../features/energy/signup/energy-signup-page'),
      },
      {
        path: 'energy/switch/:supplier?/:priceId?',
        lazy: () => import('../features/energy/switch/energy-switch-page'),
      },
      {
        path: 'energy/psr/:supplier?/:priceId?',
        lazy: () => import('../features/energy/psr/energy-psr-page'),
      },
      {
        path: 'energy/payment/:supplier?/:priceId?',
        lazy: () => import('../features/energy/payment/energy-payment-page'),
      },
      {
        path: 'entertainment/broadband-list',
        lazy: () => import('../features/broadband/list/broadband-list-page'),
      },
      {
        // Package details (service-journeys 2), for every package of the list.
        path: 'entertainment/whole-of-market/broadband-details/:packageId/:sourceId',
        lazy: () => import('../features/broadband/details/broadband-details-page'),
      },
      {
        // The whole-of-market hand-off and "We recorded your visit" (paths ours: docs/decisions.md).
        path: 'entertainment/whole-of-market/hand-off/:packageId/:sourceId',
        lazy: () => import('../features/broadband/handoff/hand-off-page'),
      },
      {
        path: 'entertainment/whole-of-market/visit-recorded',
        lazy: () => import('../features/broadband/handoff/visit-recorded-page'),
      },
      {
        // A partner provider's sign-up, e.g. /enrolment/entertainment/sky/signup/{packageId}/{sourceId}.
        path: 'entertainment/:providerSlug/signup/:packageId/:sourceId',
        lazy: () => import('../features/broadband/signup/partner-signup-page'),
      },
      {
        path: 'personal-details',
        lazy: () => import('../features/personal-details/enrolment-personal-details-page'),
      },
      {
        path: 'confirmation',
        lazy: () => import('../features/confirmation/confirmation-page'),
      },
      { path: 'offers', lazy: () => import('../features/offers/offers-page') },
      { path: 'tell-your-flatmates', lazy: () => import('../features/flatmates/flatmates-page') },
      // Any other /enrolment address still passes the guard (log-in first), then is not found.
      { path: '*', lazy: () => import('../features/not-found/not-found-page') },
    ],
  },
  {
    // The onboarding journey (spec section 2). Each page after verify loads the journey first
    // (features/onboarding/onboarding-guard.ts).
    path: 'onboarding',
    middleware: [requireAgentInTelephonyMode],
    children: [
      { index: true, loader: () => redirect('/onboarding/address') },
      {
        path: 'verify/:onboardingToken',
        lazy: () => import('../features/onboarding/onboarding-verify-page'),
      },
      { path: 'address', lazy: () => import('../features/onboarding/onboarding-address-page') },
      { path: 'contact', lazy: () => import('../features/onboarding/onboarding-contact-page') },
      { path: 'code', lazy: () => import('../features/onboarding/onboarding-code-page') },
      { path: 'confirm', lazy: () => import('../features/onboarding/onboarding-confirm-page') },
      {
        path: 'edit/address',
        lazy: () => import('../features/onboarding/onboarding-edit-address-page'),
      },
      {
        path: 'edit/emailAddress',
        lazy: () => import('../features/onboarding/onboarding-edit-contact-page'),
      },
      {
        path: 'edit/phoneNumber',
        lazy: () => import('../features/onboarding/onboarding-edit-contact-page'),
      },
      {
        path: 'edit/:key',
        lazy: () => import('../features/onboarding/onboarding-edit-field-page'),
      },
    ],
  },
  {
    path: 'commclick/forgottenpassword',
    lazy: () => import('../features/access/forgotten-password-page'),
  },
  { path: 'log-in', lazy: () => import('../features/access/log-in-page') },
  { path: 'log-in/:loginToken', lazy: () => import('../features/access/auto-log-in-page') },
  { path: 'login', lazy: () => import('../features/access/otp-login-page') },
  { path: 'login/code', lazy: () => import('../features/access/otp-login-code-page') },
  {
    path: 'password-reset-request',
    lazy: () => import('../features/access/password-reset-request-page'),
  },
  {
    path: 'password-reset/:resetToken',
    lazy: () => import('../features/access/password-reset-page'),
  },
  { path: 'continue/:confirmToken?', lazy: () => import('../features/access/continue-page') },
  {
    path: 'confirm-details/:saveAndContinueToken',
    lazy: () => import('../features/access/confirm-details-page'),
  },
  {
    path: 'email/confirm-unsubscribe/:token',
    lazy: () => import('../features/comms/email-confirm-unsubscribe-page'),
  },
  {
    path: 'email/unsubscribe/:token',
    lazy: () => import('../features/comms/email-unsubscribe-page'),
  },
  {
    path: 'email/resubscribe/:token',
    lazy: () => import('../features/comms/email-resubscribe-page'),
  },
];
