import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { readSession, writeSession } from '../../api/session-store';
import { PageIntro } from '../../ui/page-intro';
import { PersonalDetailsForm } from './personal-details-form';
import { submitUnpopulatedPersonalDetails } from './personal-details.api';

/** The explanation under the title; confirm-details result 7 (details not matched) has its own. */
function explanationFor(validationStatus: string | null): string {
  return validationStatus === String(ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney)
    ? "The details you gave didn't match the ones we were sent, so please tell us about yourself and choose a password to continue."
    : "We weren't sent your details with your invitation, so please tell us about yourself and choose a password to continue.";
}

/**
 * /pending/personal-details/unpopulated/{unpopulatedToken}: a lead that came without personal
 * details (spec sections 2 and 4). The mover gives them with a password and is logged in.
 */
export function UnpopulatedPersonalDetailsPage() {
  const { unpopulatedToken = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <div className="form-page">
      <PageIntro
        title="We couldn't find your details"
        subtitle={explanationFor(readSession('validationStatus'))}
      />
      <PersonalDetailsForm
        enrolment={null}
        password="unpopulated"
        submit={(answers) =>
          submitUnpopulatedPersonalDetails(unpopulatedToken, {
            ...answers,
            password: answers.password ?? '',
          })
        }
        onDone={async () => {
          writeSession('validationStatus', null);
          queryClient.clear();
          await navigate('/enrolment/moving-details', { replace: true });
        }}
      />
    </div>
  );
}

export { UnpopulatedPersonalDetailsPage as Component };
