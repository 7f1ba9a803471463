import type { EnrolmentFound } from '@threshold/domain/telephony/enrolment-search';
import type { TelephonyLoginResponse } from '@threshold/domain/telephony/telephony';
import { callApi } from '../../api/client';
import { writeAgentSession, type AgentSession } from '../../telephony/agent-session';

/** Keeps the agent token an answer carries (sign-in, opening or creating an enrolment). */
function keepAgentSession(answer: TelephonyLoginResponse): AgentSession {
  const session: AgentSession = {
    accessToken: answer.accessToken,
    agentName: answer.agentName,
    enrolmentId: answer.enrolmentId,
  };
  writeAgentSession(session);
  return session;
}

/** POST /api/telephony/login: the single-use sign-in token an operator issued, with the app token. */
export async function signInWithToken(token: string): Promise<AgentSession> {
  return keepAgentSession(
    await callApi<TelephonyLoginResponse>('/api/telephony/login', {
      method: 'POST',
      json: { token },
    }),
  );
}

/** GET /api/telephony/enrolments?search=: the admin portal's search (the agent's token). */
export async function searchEnrolments(search: string): Promise<EnrolmentFound[]> {
  const answer = await callApi<{ enrolments: EnrolmentFound[] }>(
    `/api/telephony/enrolments?${new URLSearchParams({ search }).toString()}`,
    { auth: 'user' },
  );
  return answer.enrolments;
}

/** POST /api/telephony/assist: the agent opens an enrolment; the token answered is bound to it. */
export async function assistEnrolment(enrolmentId: string): Promise<AgentSession> {
  return keepAgentSession(
    await callApi<TelephonyLoginResponse>('/api/telephony/assist', {
      auth: 'user',
      method: 'POST',
      json: { enrolmentId },
    }),
  );
}

/** POST /api/telephony/enrolments: a new enrolment for the caller, on a brand (and branch). */
export async function startEnrolmentForCaller(input: {
  brand: string;
  branch?: string | undefined;
}): Promise<AgentSession> {
  return keepAgentSession(
    await callApi<TelephonyLoginResponse>('/api/telephony/enrolments', {
      auth: 'user',
      method: 'POST',
      json: input.branch ? { brand: input.brand, branch: input.branch } : { brand: input.brand },
    }),
  );
}

/** What GET /api/telephony/enrolments/:id answers: the enrolment found, or who forgot it. */
export type AgentEnrolment =
  | (EnrolmentFound & { forgotten: false })
  | {
      id?: string;
      forgotten: true;
      forgottenAt: string | null;
      forgottenBy: string | null;
    };

/** GET /api/telephony/enrolments/:id: the admin portal's edit page. */
export function fetchAgentEnrolment(enrolmentId: string): Promise<AgentEnrolment> {
  return callApi<AgentEnrolment>(`/api/telephony/enrolments/${encodeURIComponent(enrolmentId)}`, {
    auth: 'user',
  });
}

/** POST /api/telephony/code: a sign-in code by e-mail (the same answer for any address). */
export async function requestSignInCode(email: string): Promise<string> {
  const answer = await callApi<{ message: string }>('/api/telephony/code', {
    method: 'POST',
    json: { email },
  });
  return answer.message;
}

/** POST /api/telephony/code-login: the e-mailed code for an agent session. */
export async function signInWithCode(email: string, code: string): Promise<AgentSession> {
  return keepAgentSession(
    await callApi<TelephonyLoginResponse>('/api/telephony/code-login', {
      method: 'POST',
      json: { email, code },
    }),
  );
}
