import { otpChannelFromName, type OtpChannelName } from '@threshold/domain/codes/otp-channel';
import {
  accountValidateResponseSchema,
  type AccountValidateResponse,
} from '@threshold/domain/schemas/confirm-details';
import {
  otpChannelDetailsResponseSchema,
  type OtpChannelDetails,
} from '@threshold/domain/schemas/otp';
import { callApi } from '../../api/client';

const encode = encodeURIComponent;

/** GET /api/v2/otp/channel-details: the (masked) contact the onboarding link was sent to. */
export async function fetchChannelDetails(
  onboardingToken: string,
  channel: OtpChannelName,
): Promise<OtpChannelDetails> {
  const query = `channel=${channel}&token=${encode(onboardingToken)}`;
  return otpChannelDetailsResponseSchema.parse(
    await callApi(`/api/v2/otp/channel-details?${query}`),
  );
}

/** POST /api/v2/otp/validate-postcode: the link's token with the postcode the mover knows. */
export async function validateOnboardingPostcode(body: {
  channel: OtpChannelName;
  token: string;
  postcode: string;
}): Promise<AccountValidateResponse> {
  return accountValidateResponseSchema.parse(
    await callApi('/api/v2/otp/validate-postcode', {
      method: 'POST',
      json: { ...body, channel: otpChannelFromName(body.channel) },
    }),
  );
}
