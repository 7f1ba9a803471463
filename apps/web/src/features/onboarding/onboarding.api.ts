import { otpChannelFromName, type OtpChannelName } from '@threshold/domain/codes/otp-channel';
import {
  onboardingJourneySchema,
  type OnboardingAddressInput,
  type OnboardingEditKey,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import {
  otpVerifiedChannelsResponseSchema,
  type OtpVerifiedChannels,
} from '@threshold/domain/schemas/otp';
import type { OtpChallengeResponse } from '@threshold/domain/schemas/otp-challenge';
import { callApi } from '../../api/client';
import { updateOnboardingState, type OnboardingCodeSent } from '../../api/onboarding-state';

/** GET /api/onboarding/journey (the mover's anonymous or user token). */
export async function fetchJourney(): Promise<OnboardingJourney> {
  return onboardingJourneySchema.parse(await callApi('/api/onboarding/journey', { auth: 'user' }));
}

/** What POST /api/onboarding/journey takes: the address step, or one edited field. */
export type JourneyChange = OnboardingAddressInput | Partial<Record<OnboardingEditKey, string>>;

/** POST /api/onboarding/journey: answers the journey as saved. */
export async function saveJourney(change: JourneyChange): Promise<OnboardingJourney> {
  return onboardingJourneySchema.parse(
    await callApi('/api/onboarding/journey', { auth: 'user', method: 'POST', json: change }),
  );
}

/** GET /api/v2/otp/verified-channels: which of the enrolment's contacts are verified. */
export async function fetchVerifiedChannels(): Promise<OtpVerifiedChannels> {
  return otpVerifiedChannelsResponseSchema.parse(
    await callApi('/api/v2/otp/verified-channels', { auth: 'user' }),
  );
}

/**
 * POST /api/v2/otp/request: sends a code to the contact and keeps it in the onboarding state
 * for the code page. `edit` marks a code asked for by an edit page (the step is forced).
 */
export async function sendOnboardingCode(
  channel: OtpChannelName,
  contact: string,
  edit: { updatedNotice: string } | null = null,
  now = Date.now(),
): Promise<OnboardingCodeSent> {
  // Answers are checked by hand where their schema builds on the token schema, which the entry
  // chunk holds (using it here would pull zod into the entry).
  const challenge = await callApi<OtpChallengeResponse>('/api/v2/otp/request', {
    auth: 'user',
    method: 'POST',
    json: { channel: otpChannelFromName(channel), contact },
  });
  if (typeof challenge.challengeId !== 'string') throw new Error('Unexpected code answer');
  const codeSent: OnboardingCodeSent = {
    challengeId: challenge.challengeId,
    channel,
    contact,
    sentAt: now,
    resendAfterSeconds: challenge.resendAfterSeconds,
    isForced: edit !== null,
    updatedNotice: edit?.updatedNotice ?? null,
  };
  updateOnboardingState({ verifyWith: channel, contact, codeSent });
  return codeSent;
}
