import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { isAgentAssisting } from '../../telephony/agent-session';
import { PageIntro } from '../../ui/page-intro';
import { WorkingStatus } from '../../ui/working-status';
import { PersonalDetailsForm } from './personal-details-form';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { findOrStartEnrolment } from './pending-enrolment.api';
import { submitPersonalDetails } from './personal-details.api';

/**
 * /pending/personal-details: the first step of sign-up (spec sections 2, 4 and 5). A new visitor's
 * enrolment starts here; a mover who has no log-in yet also chooses a password. Then moving details.
 */
export function PendingPersonalDetailsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Agent mode: the agent confirms the caller's details; the caller chooses a password later,
  // when opening the save-and-continue link, so none is asked here.
  const isAgent = isAgentAssisting();
  const enrolment = useQuery({
    queryKey: OWN_ENROLMENT_KEY,
    queryFn: findOrStartEnrolment,
    staleTime: Infinity,
  });

  return (
    <div className="form-page">
      <PageIntro
        title="Let's check your personal details."
        subtitle="Please confirm the following information."
      />
      {enrolment.isPending && <WorkingStatus message="Loading your details" />}
      {enrolment.isError && (
        <p className="notice notice--error" role="alert">
          {describeError(enrolment.error)}
        </p>
      )}
      {enrolment.data && (
        <PersonalDetailsForm
          enrolment={enrolment.data}
          password={isAgent || enrolment.data.hasAccount ? 'none' : 'new-account'}
          submit={submitPersonalDetails}
          onDone={async () => {
            queryClient.removeQueries({ queryKey: OWN_ENROLMENT_KEY });
            // A mover whose log-in already existed logs in to carry on (spec: enrolment needs login).
            await navigate(isAgent || isLoggedIn() ? '/enrolment/moving-details' : '/log-in');
          }}
        />
      )}
    </div>
  );
}

export { PendingPersonalDetailsPage as Component };
