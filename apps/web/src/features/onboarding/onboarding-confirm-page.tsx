import { onboardingEditPath } from '@threshold/domain/journey/routes';
import { COMMIT_FAILED_MESSAGE } from '@threshold/domain/messages/onboarding';
import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { ErrorSummary } from '../../ui/form/error-summary';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { shownAddress, shownDate } from './onboarding-details';
import { loadOnboardingJourney } from './onboarding-guard';
import { commitJourney } from './onboarding-commit.api';
import {
  clearOnboardingState,
  readOnboardingState,
  updateOnboardingState,
} from '../../api/onboarding-state';
import { OnboardingNotice } from './onboarding-ui';

export const loader = loadOnboardingJourney;

type Row = {
  label: string;
  value: string | null;
  edit: Parameters<typeof onboardingEditPath>[0];
};

type Section = { title: string; rows: Row[] };

function sectionsOf(journey: OnboardingJourney): Section[] {
  return [
    {
      title: 'Personal details',
      rows: [
        { label: 'First name', value: journey.firstName, edit: 'firstName' },
        { label: 'Last name', value: journey.surname, edit: 'surname' },
        { label: 'Date of birth', value: shownDate(journey.dateOfBirth), edit: 'dateOfBirth' },
      ],
    },
    {
      title: 'Contact details',
      rows: [
        { label: 'Mobile number', value: journey.phoneNumber, edit: 'phoneNumber' },
        { label: 'E-mail address', value: journey.emailAddress, edit: 'emailAddress' },
      ],
    },
    {
      title: 'New home details',
      rows: [
        { label: 'New address', value: shownAddress(journey), edit: 'address' },
        { label: 'Move-in date', value: shownDate(journey.moveInDate), edit: 'moveInDate' },
      ],
    },
  ];
}

/** The notice an edit or the code step left for this page; shown once. */
function useDetailsNotification() {
  const [notification] = useState(() => readOnboardingState().detailsNotification);
  useEffect(() => {
    if (notification) updateOnboardingState({ detailsNotification: null });
  }, [notification]);
  return notification;
}

/**
 * /onboarding/confirm: 'Your details' — personal, contact and new home details, each with
 * Edit, and 'Confirm', which commits the journey and goes to /enrolment (spec sections 2 and 4).
 */
export function OnboardingConfirmPage() {
  const journey = useLoaderData<OnboardingJourney>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notification = useDetailsNotification();
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const commit = useSubmit(commitJourney, {
    onSuccess: async () => {
      clearOnboardingState();
      queryClient.clear();
      await navigate('/enrolment', { replace: true });
    },
    onError: (error) => {
      // Spec section 8: "Commit failure: 'Something went wrong'", followed by what is missing
      // when the API says (no address, no verified contact), so the mover knows what to edit.
      const missing = error instanceof ApiError ? Object.values(error.body?.errors ?? {}) : [];
      setProblems([COMMIT_FAILED_MESSAGE, ...missing]);
      setAttempt((count) => count + 1);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    commit.run(undefined);
  };

  return (
    <div className="form-page onboarding onboarding--wide">
      <PageIntro title="Your details" subtitle="Please check your details before you confirm." />
      {notification && <OnboardingNotice notification={notification} />}
      {sectionsOf(journey).map((section) => (
        <section key={section.title} className="onboarding-section">
          <h2>{section.title}</h2>
          <dl className="summary-list">
            {section.rows.map((row) => (
              <div key={row.label} className="summary-list__row">
                <dt className="summary-list__key">{row.label}</dt>
                <dd className="summary-list__value">
                  {row.value ?? <span className="muted">Not given</span>}
                </dd>
                <dd className="summary-list__action">
                  <Link to={onboardingEditPath(row.edit)}>
                    Edit<span className="visually-hidden"> {row.label.toLowerCase()}</span>
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <form className="form" noValidate onSubmit={onSubmit}>
        <ErrorSummary
          errors={problems.map((message) => ({ targetId: null, message }))}
          attempt={attempt}
        />
        <div className="form__actions">
          <button type="submit" className="button button--large" disabled={commit.isPending}>
            Confirm
          </button>
        </div>
      </form>
    </div>
  );
}

export { OnboardingConfirmPage as Component };
