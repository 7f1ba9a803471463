import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { useNavigate } from 'react-router';
import { OWN_ENROLMENT_KEY, skipEntertainment } from '../../api/broadband';
import { describeError } from '../../api/error-message';
import { useAction } from '../../ui/use-action';

/**
 * Back: the energy list while the mover's energy is opted in and not complete, else product
 * selection (service-journeys 2). "Not now": skips broadband (skipservice?service=1) and goes to
 * confirmation.
 */
export function ListActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = queryClient.getQueryData<Enrolment>(OWN_ENROLMENT_KEY);
  const isEnergyOpen =
    enrolment?.energyOptIn === 1 && !enrolment.energyComplete && !enrolment.energySkipped;
  const skip = useAction(
    async () => {
      const saved = await skipEntertainment('broadband');
      const { keepEnrolmentAndFindNext } = await import('../../api/broadband-next-step');
      keepEnrolmentAndFindNext(queryClient, saved);
    },
    { onSuccess: () => navigate(ROUTES.confirmation) },
  );
  return (
    <>
      <div className="form__actions broadband-list__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigate(isEnergyOpen ? ROUTES.energyList : ROUTES.productSelection)}
        >
          Back
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={skip.isPending || undefined}
          onClick={() => {
            if (!skip.isPending) skip.mutate();
          }}
        >
          {skip.isPending ? 'Skipping broadband…' : 'Not now'}
        </button>
      </div>
      {skip.isError && (
        <p className="notice notice--error" role="alert">
          {describeError(skip.error)}
        </p>
      )}
    </>
  );
}
