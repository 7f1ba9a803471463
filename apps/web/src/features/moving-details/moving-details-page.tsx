import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { WorkingStatus } from '../../ui/working-status';
import { MovingDetailsForm } from './moving-details-form';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { isTelephony } from '../../telephony/agent-session';

/** /enrolment/moving-details: "About your new home." (portal-access 2). */
export function MovingDetailsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);

  return (
    <div className="form-page">
      <div className="page-intro">
        <h1>About your new home.</h1>
        <p className="page-intro__subtitle">
          I now need to confirm the date you&apos;re moving in and your new address.
        </p>
      </div>
      {enrolment.isPending && <WorkingStatus message="Loading your details" />}
      {enrolment.isError && (
        <p className="notice notice--error" role="alert">
          {describeError(enrolment.error)}
        </p>
      )}
      {enrolment.data && (
        <MovingDetailsForm
          enrolment={enrolment.data}
          brand={currentBrand()}
          isTelephony={isTelephony()}
          onEnrolmentChange={(saved) => queryClient.setQueryData(OWN_ENROLMENT_KEY, saved)}
          onSaved={async (answer) => {
            queryClient.setQueryData(OWN_ENROLMENT_KEY, answer.enrolment);
            await navigate(answer.nextRoute);
          }}
        />
      )}
    </div>
  );
}

export { MovingDetailsPage as Component };
