import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { describeError } from '../../../api/error-message';
import { Modal, useModalState } from '../../../ui/modal';
import { useAction } from '../../../ui/use-action';
import type { ListProblem } from './list-problem';

/** A message of the error catalogue, with Try again when trying again may help. */
export function ProblemNotice({
  problem,
  onRetry,
}: {
  problem: ListProblem;
  onRetry?: () => void;
}) {
  return (
    <div className="notice notice--error energy-problem" role="alert">
      <p>{problem.message}</p>
      {problem.canRetry && onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * "No thanks" and its modal "You could pay more!" (service-journeys 2): "Back to savings" closes
 * it; "Not now" skips energy (POST /api/enrolment/skipservice?service=0) and goes to the next
 * page the rules open (the broadband list or confirmation).
 */
export function SkipEnergy() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modal = useModalState();
  const skip = useAction(
    async () => (await import('./energy-next-step')).skipEnergyAndFindNext(queryClient),
    { onSuccess: (next) => navigate(next) },
  );
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={skip.isPending || undefined}
        onClick={() => {
          if (!skip.isPending) modal.open();
        }}
      >
        {skip.isPending ? 'Skipping energy…' : 'No thanks'}
      </button>
      {skip.isError && (
        <p className="field__error energy-list__action-error" role="alert">
          {describeError(skip.error)}
        </p>
      )}
      <Modal
        state={modal.state}
        title="You could pay more!"
        subtitle="Without a new energy plan you could stay on your supplier's standard rates, which usually cost more than a fixed deal."
        primaryAction={{ label: 'Back to savings' }}
        secondaryAction={{ label: 'Not now', onSelect: () => skip.mutate() }}
        onClose={modal.close}
      >
        <span className="energy-skip-modal" hidden />
      </Modal>
    </>
  );
}
