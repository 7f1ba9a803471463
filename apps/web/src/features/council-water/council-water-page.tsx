import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNCIL_WATER_MESSAGES as M } from '@threshold/domain/messages/council-water';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { CouncilWaterPage as CouncilWaterRoute } from '@threshold/domain/schemas/council-water-notify';
import { useLocation, useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { nextStepPath } from '../../enrolment/next-step';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { AuthorityPanel, PANELS_STYLE } from './authority-panel';
import { COUNCIL_WATER_KEY, fetchCouncilWater, notifyAuthorities } from './council-water.api';

/**
 * /enrolment/council-services-upfront and /enrolment/council-services (service-journeys 2): the
 * new home's council and water board, and one button that tells them both. The upfront variant
 * then goes to product selection; the other to the next applicable page.
 */
export function CouncilWaterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page: CouncilWaterRoute = useLocation().pathname.endsWith(ROUTES.councilServicesUpfront)
    ? ROUTES.councilServicesUpfront
    : ROUTES.councilServices;
  const authorities = useQuery({ queryKey: COUNCIL_WATER_KEY, queryFn: fetchCouncilWater });
  const notify = useAction(() => notifyAuthorities(page), {
    onSuccess: async (enrolment) => {
      queryClient.setQueryData(OWN_ENROLMENT_KEY, enrolment);
      await queryClient.invalidateQueries({ queryKey: COUNCIL_WATER_KEY });
      // The upfront variant always leads to product selection; the other follows the next-page rules.
      await navigate(
        page === ROUTES.councilServicesUpfront ? ROUTES.productSelection : nextStepPath(enrolment),
      );
    },
  });

  return (
    <div className="form-page council-water-page">
      <div className="page-intro">
        <h1>{M.heading}</h1>
        <p className="page-intro__subtitle">{M.intro}</p>
      </div>
      {authorities.isPending && <WorkingStatus message={M.loading} />}
      {authorities.isError && (
        <div className="notice notice--error" role="alert">
          <p>{describeError(authorities.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void authorities.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {authorities.data && (
        <>
          <div className="authority-panels" style={PANELS_STYLE}>
            <AuthorityPanel
              kind="council"
              name={authorities.data.council.councilName}
              logoUrl={authorities.data.council.councilLogoUrl}
              isScotland={false}
              notification={authorities.data.council.notification}
            />
            <AuthorityPanel
              kind="water"
              name={authorities.data.water.boardName}
              logoUrl={authorities.data.water.boardLogoUrl}
              isScotland={authorities.data.water.isScotland}
              notification={authorities.data.water.notification}
            />
          </div>
          {notify.isError && (
            <p className="notice notice--error" role="alert">
              {describeError(notify.error)}
            </p>
          )}
          {notify.isPending && <WorkingStatus message={M.notifying} />}
          <div className="form__actions">
            <button
              type="button"
              className="button button--large"
              aria-disabled={notify.isPending || undefined}
              onClick={() => {
                if (!notify.isPending) notify.mutate(undefined);
              }}
            >
              {M.notifyButton}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

export { CouncilWaterPage as Component };
