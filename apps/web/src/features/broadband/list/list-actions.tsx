import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { useNavigate } from 'react-router';
import { OWN_ENROLMENT_KEY } from '../../../enrolment/own-enrolment-key';
import { skipEntertainment } from '../api/broadband';
import { describeError } from '../../../api/error-message';
import { useAction } from '../../../ui/use-action';

/**
 * Where Back leads (see back-page.ts), or null: no Back; undefined until the rules have loaded.
 * The list calls it too, so the rules load beside the packages rather than after them.
 */
export function useBackPage(): string | null | undefined {
  const enrolment = useQueryClient().getQueryData<Enrolment>(OWN_ENROLMENT_KEY);
  const back = useQuery({
    queryKey: ['broadband-list', 'back', enrolment ?? null],
    queryFn: async () => (await import('./back-page')).backPage(enrolment),
    staleTime: Infinity,
  });
  return back.isPending ? undefined : (back.data ?? null);
}

/**
 * Back: the energy list when energy is not complete (service-journeys 2), as the next-page rules
 * say (see back-page.ts). "Not now": skips broadband (skipservice?service=1) and goes to
 * confirmation.
 */
export function ListActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useBackPage();
  const skip = useAction(
    async () => {
      const saved = await skipEntertainment('broadband');
      const { keepEnrolmentAndFindNext } = await import('../../../enrolment/keep-enrolment');
      keepEnrolmentAndFindNext(queryClient, saved);
    },
    { onSuccess: () => navigate(ROUTES.confirmation) },
  );
  // The row shows once it is known whether Back leads anywhere, so "Not now" never moves aside.
  if (back === undefined) return null;
  return (
    <>
      <div className="form__actions broadband-list__actions">
        {back && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(back)}
          >
            Back
          </button>
        )}
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
