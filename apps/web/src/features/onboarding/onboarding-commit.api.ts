import { callApi } from '../../api/client';
import { readTokenAnswer, startUserSession } from '../../api/user-session';

/** POST /api/onboarding/commit-journey: the journey becomes the enrolment. */
export async function commitJourney(): Promise<void> {
  // OnboardingCommitResponse, checked by hand (see sendOnboardingCode in onboarding.api.ts).
  const answer = await callApi<{ token?: unknown }>('/api/onboarding/commit-journey', {
    auth: 'user',
    method: 'POST',
  });
  if (answer.token) startUserSession(readTokenAnswer(answer.token));
}
