import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { PageIntro } from '../../ui/page-intro';
import { WorkingStatus } from '../../ui/working-status';
import { PersonalDetailsForm } from './personal-details-form';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import { ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { submitPersonalDetails } from './personal-details.api';

/** /enrolment/personal-details: a logged-in mover checks or changes their details. */
export function EnrolmentPersonalDetailsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);

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
          password={enrolment.data.hasAccount ? 'none' : 'new-account'}
          submit={submitPersonalDetails}
          onDone={async () => {
            await queryClient.invalidateQueries({ queryKey: ENROLMENT_KEY });
            await navigate('/enrolment/moving-details');
          }}
        />
      )}
    </div>
  );
}

export { EnrolmentPersonalDetailsPage as Component };
