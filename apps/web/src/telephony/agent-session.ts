import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { readAgentSession, writeSession, type AgentSession } from '../api/session-store';

export { readAgentSession, type AgentSession };

/** Agent mode: the host name contains "telephony" (portal-access 1). One rule, in the domain. */
export function isTelephony(): boolean {
  return isTelephonyHost(location.hostname);
}

/** After sign-in, opening an enrolment or creating one: the token the API answered. */
export function writeAgentSession(session: AgentSession | null): void {
  writeSession('agentSession', session ? JSON.stringify(session) : null);
}

/** An agent signed in and assisting an enrolment: the journey's calls act on it. */
export function isAgentAssisting(): boolean {
  return isTelephony() && (readAgentSession()?.enrolmentId ?? null) !== null;
}
