import { useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { isTelephony, readAgentSession, type AgentSession } from '../../telephony/agent-session';
import { AgentHome } from './agent-home';
import { AgentPortalStyles } from './agent-portal-styles';
import { AgentSignIn } from './agent-sign-in';

/** The admin portal is agent mode's own page: elsewhere the address is the brand's home. */
export function loader() {
  return isTelephony() ? null : redirect('/');
}

/**
 * /agent: the admin portal (portal-access 6). Signed out: the sign-in; signed in: the agent's
 * name, the search, and a new enrolment for a caller.
 */
export function AgentPortalPage() {
  const navigate = useNavigate();
  const [session, setSession] = useState(readAgentSession);
  // The same address again, so the header (drawn by the layout) shows the agent's name.
  const onSignedIn = (signedIn: AgentSession) => {
    setSession(signedIn);
    void navigate('/agent', { replace: true });
  };
  return (
    <div className="agent-portal">
      <AgentPortalStyles />
      {session ? (
        <AgentHome session={session} onSignedOut={() => setSession(null)} />
      ) : (
        <AgentSignIn onSignedIn={onSignedIn} />
      )}
    </div>
  );
}

export { AgentPortalPage as Component };
