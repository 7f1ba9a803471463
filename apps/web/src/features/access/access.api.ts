import { accountValidateResponseSchema } from '@threshold/domain/schemas/confirm-details';
import type { AccountValidateResponse } from '@threshold/domain/schemas/confirm-details';
import {
  commClickEventResponseSchema,
  type CommClickEventResponse,
} from '@threshold/domain/schemas/comm-click';
import type { LogIn } from '@threshold/domain/schemas/log-in';
import type { OtpChallengeResponse } from '@threshold/domain/schemas/otp-challenge';
import { OTP_CHANNEL } from '@threshold/domain/codes/otp-channel';
import {
  passwordResetDoneResponseSchema,
  passwordResetRequestedResponseSchema,
  passwordResetTokenResponseSchema,
} from '@threshold/domain/schemas/password-reset-response';
import type { PasswordReset } from '@threshold/domain/schemas/password-reset';
import { callApi } from '../../api/client';
import { readSession, writeSession } from '../../api/session-store';
import { readTokenAnswer, startAnonymousSession, startUserSession } from '../../api/user-session';

const encode = encodeURIComponent;

/** POST /api/oauth/token, password grant with the mover's e-mail and password → user token. */
export async function logInWithPassword({ username, password }: LogIn): Promise<void> {
  const token = readTokenAnswer(
    await callApi('/api/oauth/token', {
      auth: 'none',
      method: 'POST',
      form: { grant_type: 'password', username, password },
    }),
  );
  startUserSession(token);
}

/** The auto log-in link (/log-in/{loginToken}): the link's token for a user token. */
export async function logInWithLink(loginToken: string): Promise<void> {
  const token = readTokenAnswer(
    await callApi('/api/oauth/token', {
      auth: 'none',
      method: 'POST',
      form: { grant_type: 'login_token', token: loginToken },
    }),
  );
  startUserSession(token);
}

/** The one-time log-in code last sent, kept for /login/code (the challenge it must answer). */
export type OtpLogInChallenge = OtpChallengeResponse & { contact: string; sentAt: number };

export function readOtpLogInChallenge(): OtpLogInChallenge | null {
  return JSON.parse(readSession('otpLogInChallenge') ?? 'null') as OtpLogInChallenge | null;
}

/** POST /api/v2/otp/login (channel 0, e-mail): sends a log-in code and remembers the challenge. */
export async function sendLogInCode(contact: string, now = Date.now()): Promise<OtpLogInChallenge> {
  // Checked by hand: otp-challenge's module builds on the token schema the entry holds.
  const challenge = await callApi<OtpChallengeResponse>('/api/v2/otp/login', {
    method: 'POST',
    json: { channel: OTP_CHANNEL.email, contact },
  });
  if (typeof challenge.challengeId !== 'string') throw new Error('Unexpected code answer');
  const kept: OtpLogInChallenge = { ...challenge, contact, sentAt: now };
  writeSession('otpLogInChallenge', JSON.stringify(kept));
  return kept;
}

/** POST /api/v2/otp/verify with the challenge: a right code logs the mover in. */
export async function verifyLogInCode(challenge: OtpLogInChallenge, code: string): Promise<void> {
  const verified = await callApi<{ token?: unknown }>('/api/v2/otp/verify', {
    method: 'POST',
    json: {
      channel: OTP_CHANNEL.email,
      contact: challenge.contact,
      code,
      challengeId: challenge.challengeId,
    },
  });
  // OtpVerifyResponse: a log-in code always answers a user token.
  startUserSession(readTokenAnswer(verified.token));
  writeSession('otpLogInChallenge', null);
}

/** POST /api/password-reset-request: the e-mailed link returns to `returnUrl` on this site. */
export async function requestPasswordReset(
  emailAddress: string,
  returnUrl: string,
): Promise<string> {
  const answer = await callApi('/api/password-reset-request', {
    method: 'POST',
    json: { emailAddress, returnUrl },
  });
  return passwordResetRequestedResponseSchema.parse(answer).message;
}

/** GET /api/password-reset-request/{resetToken}: can the link still be used? */
export async function checkResetLink(resetToken: string) {
  return passwordResetTokenResponseSchema.parse(
    await callApi(`/api/password-reset-request/${encode(resetToken)}`),
  );
}

/** POST /api/account/reset-password/{resetToken} with the e-mail and the new password. */
export async function resetPassword(resetToken: string, body: PasswordReset): Promise<string> {
  const answer = await callApi(`/api/account/reset-password/${encode(resetToken)}`, {
    method: 'POST',
    json: body,
  });
  return passwordResetDoneResponseSchema.parse(answer).message;
}

/** What a /continue link carries: its token, where it came from, its enrolment and distribution. */
export type CommClick = {
  token?: string;
  isCampaign: boolean;
  enrolmentId?: string;
  distributionToken?: string;
};

/** POST /api/comms/events/create (form-encoded): where the link's mover goes next. */
export async function recordCommClick(click: CommClick): Promise<CommClickEventResponse> {
  const form: Record<string, string> = {
    commChannel: click.isCampaign ? '0' : '1',
    commType: 'campaign',
  };
  if (click.token) form.token = click.token;
  if (click.enrolmentId) form.enrolmentId = click.enrolmentId;
  if (click.distributionToken) form.distributionToken = click.distributionToken;
  return commClickEventResponseSchema.parse(
    await callApi('/api/comms/events/create', { method: 'POST', form }),
  );
}

/**
 * PUT /api/account/validate: the save-and-continue token with the surname and postcode (or the
 * token alone for a token-only enrolment). A confirmed mover gets an anonymous token.
 */
export async function validateAccount(body: {
  token: string;
  surname?: string;
  postcode?: string;
}): Promise<AccountValidateResponse> {
  const answer = accountValidateResponseSchema.parse(
    await callApi('/api/account/validate', { method: 'PUT', json: body }),
  );
  const isConfirmed = answer.result === 0 || answer.result === 8;
  if (isConfirmed && answer.token) startAnonymousSession(answer.token, answer.pendingEnrolmentId);
  return answer;
}
