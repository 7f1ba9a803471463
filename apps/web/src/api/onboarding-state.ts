import type { OtpChannelName } from '@threshold/domain/codes/otp-channel';
import type { OtpVerifiedChannels } from '@threshold/domain/schemas/otp';
import { readSession, writeSession } from './session-store';

/** A channel a code goes by (spec section 7: e-mail 0, sms 1). */
export type OnboardingChannel = OtpChannelName;

/** A notice shown once at the top of the review page (spec section 3, detailsNotification). */
export type OnboardingNotification = { message: string; variant: 'success' | 'info' };

/** The code last sent on the contact step (or by an edited contact), for the code page. */
export type OnboardingCodeSent = {
  challengeId: string;
  channel: OnboardingChannel;
  contact: string;
  sentAt: number;
  resendAfterSeconds: number;
  /**
   * Sent by an edit page: the code page may not skip to confirm, and a right code says
   * `updatedNotice` ('Email address updated' / 'Mobile number updated') there.
   */
  isForced: boolean;
  updatedNotice: string | null;
};

/**
 * The spec's local onboarding state (section 3): verifyWith, contact and detailsNotification,
 * plus the invitation's campaign medium (the link's ?medium, kept by /continue) and the code
 * last sent. It lives in session storage under the spec's 'onboarding state' key.
 */
export type OnboardingState = {
  campaignMedium: string | null;
  verifyWith: OnboardingChannel | null;
  contact: string | null;
  detailsNotification: OnboardingNotification | null;
  codeSent: OnboardingCodeSent | null;
};

const EMPTY: OnboardingState = {
  campaignMedium: null,
  verifyWith: null,
  contact: null,
  detailsNotification: null,
  codeSent: null,
};

export function readOnboardingState(): OnboardingState {
  try {
    const stored = JSON.parse(readSession('onboardingState') ?? 'null') as Partial<OnboardingState>;
    return { ...EMPTY, ...stored };
  } catch {
    return EMPTY;
  }
}

export function updateOnboardingState(change: Partial<OnboardingState>): OnboardingState {
  const next = { ...readOnboardingState(), ...change };
  writeSession('onboardingState', JSON.stringify(next));
  return next;
}

export function clearOnboardingState(): void {
  writeSession('onboardingState', null);
}

/**
 * Spec section 4: the code page skips to confirm when both e-mail and mobile are verified and
 * the step is not forced (an edited contact always needs its code).
 */
export function shouldSkipCodeStep(verified: OtpVerifiedChannels, isForced: boolean): boolean {
  return verified.email && verified.sms && !isForced;
}
