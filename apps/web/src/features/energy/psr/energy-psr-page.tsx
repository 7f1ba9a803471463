import { useQuery, useQueryClient } from '@tanstack/react-query';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { useNavigate } from 'react-router';
import { describeError } from '../../../api/error-message';
import { WorkingStatus } from '../../../ui/working-status';
import { ENERGY_PAYMENT_PATH, fetchPsr, PSR_KEY, savePsr } from './energy-psr.api';
import { EnergyPsrForm } from './energy-psr-form';
import { EnergyPsrStyles } from './energy-psr-styles';

/** /enrolment/energy/psr (service-journeys 2 "Priority Services Register"). */
export function EnergyPsrPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const psr = useQuery({ queryKey: PSR_KEY, queryFn: fetchPsr, staleTime: 30_000 });

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
      {psr.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(psr.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void psr.refetch()}
          >
            Try again
          </button>
        </div>
      ) : psr.data ? (
        <EnergyPsrForm
          saved={psr.data}
          today={todayIso(systemClock)}
          save={savePsr}
          onSaved={async (answer) => {
            // Saving replaces the cached answer (service-journeys 4: the cache is invalidated) and
            // goes to payment; coming back shows what was saved.
            queryClient.setQueryData(PSR_KEY, answer);
            await navigate(ENERGY_PAYMENT_PATH);
          }}
        />
      ) : (
        <WorkingStatus message="Loading your answers" />
      )}
    </div>
  );
}

export { EnergyPsrPage as Component };
