import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';
import { redirect } from 'react-router';
import { ApiError } from '../../api/client';
import { clearUserSession } from '../../api/session-store';
import { fetchJourney } from './onboarding.api';

/**
 * Spec section 2: "Onboarding pages load the journey first. On a non-200 answer or failure they
 * redirect to /. On 401 they redirect to /login. If the journey is already committed they
 * redirect to /enrolment." The loader of every onboarding page after verify.
 */
export async function loadOnboardingJourney(): Promise<OnboardingJourney | Response> {
  let journey: OnboardingJourney;
  try {
    journey = await fetchJourney();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The token is missing or dead: nothing of this session can be used any more.
      clearUserSession();
      return redirect('/login');
    }
    return redirect('/');
  }
  return journey.committedAt ? redirect('/enrolment') : journey;
}
