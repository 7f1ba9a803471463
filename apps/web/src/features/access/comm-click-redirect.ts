import {
  COMM_CLICK_RESULT,
  type CommClickEventResponse,
} from '@threshold/domain/schemas/comm-click';
import {
  ROUTES,
  confirmDetailsPath,
  onboardingVerifyPath,
  pendingUnpopulatedPersonalDetailsPath,
} from '@threshold/domain/journey/routes';

/** Where a comm-click result leads: a page, or "confirm with this token, then home". */
export type CommClickNext =
  | { kind: 'go'; to: string }
  | { kind: 'confirm-then-home'; saveAndContinueToken: string }
  | { kind: 'broken-link' };

/**
 * Spec section 4, "Comm-click redirect": 0 and 1 → confirm-details (onboarding verify when the
 * one-time-password variation is on); 2 → log-in (the code log-in for a log-in without a
 * password); 3 → confirm the details with the token, then home; 5 → the unpopulated personal
 * details. A result without the token it needs is a link the portal cannot follow.
 */
export function commClickNext(
  answer: CommClickEventResponse,
  { isOtpVariationOn }: { isOtpVariationOn: boolean },
): CommClickNext {
  switch (answer.result) {
    case COMM_CLICK_RESULT.confirmDetails:
    case COMM_CLICK_RESULT.confirmDetailsAgain:
      if (isOtpVariationOn && answer.onboardingToken) {
        return { kind: 'go', to: onboardingVerifyPath(answer.onboardingToken) };
      }
      return answer.saveAndContinueToken
        ? { kind: 'go', to: confirmDetailsPath(answer.saveAndContinueToken) }
        : { kind: 'broken-link' };
    case COMM_CLICK_RESULT.logIn:
      // A mover without a password always gets the code log-in, even with the experiment off.
      return { kind: 'go', to: answer.isCodeLogIn ? ROUTES.otpLogin : ROUTES.logIn };
    case COMM_CLICK_RESULT.confirmWithTokenThenHome:
      return answer.saveAndContinueToken
        ? { kind: 'confirm-then-home', saveAndContinueToken: answer.saveAndContinueToken }
        : { kind: 'broken-link' };
    case COMM_CLICK_RESULT.unpopulated:
      return answer.unpopulatedToken
        ? { kind: 'go', to: pendingUnpopulatedPersonalDetailsPath(answer.unpopulatedToken) }
        : { kind: 'broken-link' };
  }
}

/**
 * The API answers an onboardingToken when the brand's otpLogin OR onboardingJourney experiment
 * is on; the link then goes to onboarding verify (spec section 4, "Comm-click redirect").
 */
export function isOnboardingVerifyOn(flags: { otpLogin: boolean; onboardingJourney: boolean }) {
  return flags.otpLogin || flags.onboardingJourney;
}

/**
 * Spec section 7: commChannel is 0 for a campaign-sourced link, 1 otherwise. A link is
 * campaign-sourced when its query names a campaign medium (an invitation's `medium`, or
 * utm_campaign, or source=campaign).
 */
export function isCampaignLink(search: URLSearchParams): boolean {
  return search.has('medium') || search.has('utm_campaign') || search.get('source') === 'campaign';
}
