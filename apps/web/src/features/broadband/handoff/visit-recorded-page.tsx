import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@threshold/domain/journey/routes';
import { useNavigate } from 'react-router';
import { confirmWombb, skipEntertainment } from '../api/broadband';
import { readStoredEntertainment } from '../api/broadband-storage';
import { describeError } from '../../../api/error-message';
import { useAction } from '../../../ui/use-action';
import { HandOffStyles } from './hand-off-styles';

type Answer = 'yes' | 'no' | 'notNow';

/**
 * "We recorded your visit" (service-journeys 2): did the mover finish signing up? Yes saves
 * wombbUserConfirmed and goes to confirmation (the card is In progress until the provider
 * confirms); No and "Not now" skip the whole-of-market service and go where the rules lead.
 */
export function VisitRecordedPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = readStoredEntertainment();
  const provider = stored?.selectedPackage.provider.name ?? 'the provider';
  // A browser may block the tab the hand-off opened by itself: the mover can always open it here.
  const providerUrl = stored?.wombbPackageUrl ?? null;
  const answer = useAction(
    async (choice: Answer) => {
      const enrolment =
        choice === 'notNow'
          ? await skipEntertainment('wombb')
          : (await confirmWombb(choice === 'yes')).enrolment;
      const { keepEnrolmentAndFindNext } = await import('../../../enrolment/keep-enrolment');
      const next = keepEnrolmentAndFindNext(queryClient, enrolment);
      return choice === 'yes' ? ROUTES.confirmation : next;
    },
    { onSuccess: (next) => navigate(next) },
  );
  const button = (choice: Answer, label: string, secondary = false) => (
    <button
      type="button"
      className={secondary ? 'button button--secondary' : 'button'}
      aria-disabled={answer.isPending || undefined}
      onClick={() => {
        if (!answer.isPending) answer.mutate(choice);
      }}
    >
      {answer.isPending && answer.variables === choice ? 'Saving…' : label}
    </button>
  );

  return (
    <div className="hand-off-page">
      <HandOffStyles />
      <div className="page-intro">
        <h1>We recorded your visit</h1>
      </div>
      {providerUrl && (
        <p>
          If {provider}'s website did not open,{' '}
          <a href={providerUrl} target="_blank" rel="noopener noreferrer">
            go to {provider}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      )}
      <p id="visit-question">Did you complete your sign-up with {provider}?</p>
      <div className="visit-recorded__answers" role="group" aria-labelledby="visit-question">
        {button('yes', 'Yes')}
        {button('no', 'No', true)}
        {button('notNow', 'Not now', true)}
      </div>
      {answer.isError && (
        <p className="notice notice--error" role="alert">
          {describeError(answer.error)}
        </p>
      )}
    </div>
  );
}

export { VisitRecordedPage as Component };
