/** One-time-code channels (portal-access 7, 9): e-mail 0, sms (or anything else) 1. */
export const OTP_CHANNEL = {
  email: 0,
  sms: 1,
} as const;
export type OtpChannel = (typeof OTP_CHANNEL)[keyof typeof OTP_CHANNEL];
export type OtpChannelName = keyof typeof OTP_CHANNEL;

export function otpChannelName(channel: OtpChannel): OtpChannelName {
  return channel === OTP_CHANNEL.email ? 'email' : 'sms';
}

export function otpChannelFromName(name: OtpChannelName): OtpChannel {
  return OTP_CHANNEL[name];
}

/** Any code other than e-mail means sms, as the spec says "sms or other 1". */
export function otpChannelFromCode(code: number): OtpChannel {
  return code === OTP_CHANNEL.email ? OTP_CHANNEL.email : OTP_CHANNEL.sms;
}

/** The channel to verify next is the opposite of the one already verified (portal-access 4). */
export function channelToVerify(isEmailVerified: boolean): OtpChannelName {
  return isEmailVerified ? 'sms' : 'email';
}

/** Details go by sms when the campaign medium mentions sms, else by e-mail (portal-access 4). */
export function otpChannelForCampaignMedium(medium: string | null | undefined): OtpChannelName {
  return medium?.toLowerCase().includes('sms') ? 'sms' : 'email';
}

/** A 6-digit code (portal-access 9). */
export const OTP_CODE_LENGTH = 6;
