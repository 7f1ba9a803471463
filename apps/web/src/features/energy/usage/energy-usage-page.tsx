import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import { useNavigate } from 'react-router';
import { ENERGY_KEY, energyJourneyQuery, supplyCheckQuery } from '../api/energy';
import { saveEnergyUsage } from '../api/energy-usage';
import { describeError } from '../../../api/error-message';
import { WorkingStatus } from '../../../ui/working-status';
import { EnergyUsageForm } from './energy-usage-form';
import { EnergyUsageStyles } from './energy-usage-styles';

/**
 * /enrolment/energy/usage (service-journeys 2 "Energy usage"): the supply check first (fuels and
 * whether the meter details are known), then the energy journey (the answers saved before).
 * Continue saves and goes to the tariff list.
 */
export function EnergyUsagePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supply = useQuery(supplyCheckQuery);
  const journey = useQuery({ ...energyJourneyQuery, enabled: supply.isSuccess });
  const failed = supply.isError ? supply : journey.isError ? journey : null;

  return (
    <div className="form-page energy-usage-page">
      <EnergyUsageStyles />
      <div className="page-intro">
        <h1>Your energy usage</h1>
        <p className="page-intro__subtitle">
          We use how much energy your new home will use to work out what each tariff would cost you.
        </p>
      </div>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(failed.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void (supply.isError ? supply.refetch() : journey.refetch())}
          >
            Try again
          </button>
        </div>
      ) : supply.data && journey.data ? (
        <EnergyUsageForm
          home={{
            fuelType: supply.data.fuelType,
            knownMeterDetails: supply.data.knownMeterDetails,
            economy7: supply.data.economy7,
            isMoveInDateFuture: supply.data.isMoveInDateFuture,
          }}
          saved={journey.data.propertyUsage.usageInfo}
          save={saveEnergyUsage}
          onSaved={async () => {
            // The usage changes the journey's kWh and every price: read them again.
            await queryClient.invalidateQueries({ queryKey: ENERGY_KEY, refetchType: 'none' });
            await navigate(ROUTES.energyList);
          }}
        />
      ) : (
        <WorkingStatus message="Loading your energy details" />
      )}
    </div>
  );
}

export { EnergyUsagePage as Component };
