import { otpChannelFromName } from '@threshold/domain/codes/otp-channel';
import { callApi } from '../../api/client';
import type { OnboardingCodeSent } from '../../api/onboarding-state';
import { readTokenAnswer, startUserSession } from '../../api/user-session';

/**
 * POST /api/v2/otp/verify: a right code records the contact on the journey and logs the mover
 * in; the answer's user token starts the user session.
 */
export async function verifyOnboardingCode(sent: OnboardingCodeSent, code: string): Promise<void> {
  const answer = await callApi<{ token?: unknown }>('/api/v2/otp/verify', {
    auth: 'user',
    method: 'POST',
    json: {
      channel: otpChannelFromName(sent.channel),
      contact: sent.contact,
      code,
      challengeId: sent.challengeId,
    },
  });
  if (answer.token) startUserSession(readTokenAnswer(answer.token));
}
