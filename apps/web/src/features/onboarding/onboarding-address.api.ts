import {
  onboardingAddressDetailsSchema,
  onboardingAddressesResponseSchema,
  type OnboardingAddressListItem,
} from '@threshold/domain/schemas/address';
import { callApi } from '../../api/client';

const encode = encodeURIComponent;

/** GET /api/onboarding/addresses: the journey's postcode, or another one (the edit page). */
export async function fetchOnboardingAddresses(
  postcode?: string,
): Promise<OnboardingAddressListItem[]> {
  const query = postcode ? `?postcode=${encode(postcode)}` : '';
  return onboardingAddressesResponseSchema.parse(
    await callApi(`/api/onboarding/addresses${query}`, { auth: 'user' }),
  );
}

/** GET /api/onboarding/address/{addressKey}: is it a home (else the business-address warning)? */
export async function fetchIsDomestic(addressKey: string): Promise<boolean> {
  const answer = await callApi(`/api/onboarding/address/${encode(addressKey)}`, { auth: 'user' });
  return onboardingAddressDetailsSchema.parse(answer).isDomestic;
}
