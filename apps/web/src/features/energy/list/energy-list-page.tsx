import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { energyJourneyQuery, supplyCheckQuery } from '../api/energy';
import { WorkingStatus } from '../../../ui/working-status';
import { EnergyListStyles } from './energy-list-styles';
import { loadProblem, supplyProblem } from './list-problem';
import { ProblemNotice, SkipEnergy } from './skip-energy';
import { TariffChooser } from './tariff-chooser';
import { METER_NOT_SUPPORTED_MESSAGE } from '@threshold/domain/messages/energy';

/**
 * /enrolment/energy/list (service-journeys 2 "Energy list"): the supply check, then the energy
 * journey, then the tariffs. A home that cannot be quoted shows why and can still move on; a slow
 * or failing call shows its state and a way to try again.
 */
export function EnergyListPage() {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const supply = useQuery(supplyCheckQuery);
  const journey = useQuery({ ...energyJourneyQuery, enabled: supply.isSuccess });
  const failed = supply.isError ? supply : journey.isError ? journey : null;
  const cannotQuote =
    supply.data &&
    (supplyProblem(supply.data) ??
      (journey.data?.type === 'exception'
        ? { message: METER_NOT_SUPPORTED_MESSAGE, canRetry: false }
        : null));

  return (
    <div className="energy-list-page">
      <EnergyListStyles />
      <div className="page-intro">
        <h1 ref={headingRef} tabIndex={-1}>
          Choose an energy plan
        </h1>
      </div>
      {failed ? (
        <ProblemNotice problem={loadProblem(failed.error)} onRetry={() => void failed.refetch()} />
      ) : cannotQuote ? (
        <>
          <ProblemNotice problem={cannotQuote} />
          <div className="form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void navigate(ROUTES.energyUsage)}
            >
              Back
            </button>
            <SkipEnergy />
          </div>
        </>
      ) : supply.data && journey.data ? (
        <TariffChooser supply={supply.data} journey={journey.data} headingRef={headingRef} />
      ) : (
        <WorkingStatus message="Loading your energy details" />
      )}
    </div>
  );
}

export { EnergyListPage as Component };
