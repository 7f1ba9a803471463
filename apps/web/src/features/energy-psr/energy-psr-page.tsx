import { useQuery, useQueryClient } from '@tanstack/react-query';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { ROUTES } from '@threshold/domain/journey/routes';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { fetchOwnEnrolment, OWN_ENROLMENT_KEY } from '../../api/own-enrolment';
import { WorkingStatus } from '../../ui/working-status';
import { fetchPsr, PSR_KEY, savePsr, stepBeforePsr } from './energy-psr.api';
import { EnergyPsrForm } from './energy-psr-form';
import { EnergyPsrStyles } from './energy-psr-styles';

/** /enrolment/energy/psr (service-journeys 2 "Priority Services Register"). */
export function EnergyPsrPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery({ queryKey: OWN_ENROLMENT_KEY, queryFn: fetchOwnEnrolment });
  const psr = useQuery({ queryKey: PSR_KEY, queryFn: fetchPsr, staleTime: 30_000 });
  const failed = enrolment.isError ? enrolment : psr.isError ? psr : null;

  return (
    <div className="form-page energy-psr-page">
      <EnergyPsrStyles />
      <div className="page-intro">
        <h1>Priority Services Register</h1>
        <p className="page-intro__subtitle">
          Energy suppliers offer free extra help to people who need it. Tell us if that includes
          you.
        </p>
      </div>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(failed.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void failed.refetch()}
          >
            Try again
          </button>
        </div>
      ) : enrolment.data && psr.data ? (
        <EnergyPsrForm
          saved={psr.data}
          today={todayIso(systemClock)}
          backTo={stepBeforePsr(enrolment.data)}
          save={savePsr}
          onSaved={async () => {
            // Saving invalidates the cached answer and goes to payment (service-journeys 4).
            await queryClient.invalidateQueries({ queryKey: PSR_KEY, refetchType: 'none' });
            await navigate(ROUTES.energyPayment);
          }}
        />
      ) : (
        <WorkingStatus message="Loading your answers" />
      )}
    </div>
  );
}

export { EnergyPsrPage as Component };
