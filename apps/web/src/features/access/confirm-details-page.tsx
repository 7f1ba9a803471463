import {
  ACCOUNT_VALIDATION_RESULT,
  type AccountValidationResult,
} from '@threshold/domain/codes/account-validation-result';
import { pendingUnpopulatedPersonalDetailsPath } from '@threshold/domain/journey/routes';
import { accountValidationMessage } from '@threshold/domain/messages/account-validation';
import { confirmDetailsSchema } from '@threshold/domain/schemas/confirm-details';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { writeSession } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';
import { PostcodeField, TextField } from '../../ui/form/field';
import {
  FormShell,
  useSchemaForm,
  type FieldTargets,
  type FormErrors,
} from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { validateAccount } from './access.api';

const TARGETS: FieldTargets = [
  ['surname', 'surname'],
  ['postcode', 'postcode'],
];

/** A wrong surname or postcode shows beside that field; every other result above the form. */
function errorsForResult(result: AccountValidationResult): FormErrors {
  const message = accountValidationMessage(result, currentBrand()) ?? '';
  if (result === ACCOUNT_VALIDATION_RESULT.IncorrectSurname) return { surname: message };
  if (result === ACCOUNT_VALIDATION_RESULT.IncorrectPostcode) return { postcode: message };
  return { '': message };
}

/**
 * /confirm-details/{saveAndContinueToken} (and /pending/confirm-details without a token, which
 * explains that the link is needed): the mover proves who they are with their surname and the postcode of their new home
 * (PUT /api/account/validate, spec sections 3, 7 and 8).
 */
export function ConfirmDetailsPage() {
  const { saveAndContinueToken: token } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(confirmDetailsSchema, { surname: '', postcode: '' });
  const confirm = useSubmit(
    (answers: { surname: string; postcode: string }) =>
      validateAccount({ token: token ?? '', ...answers }),
    {
      onSuccess: async ({ result, token: answerToken }) => {
        if (
          result === ACCOUNT_VALIDATION_RESULT.Success ||
          result === ACCOUNT_VALIDATION_RESULT.EnrolmentWithTokenOnly
        ) {
          queryClient.clear();
          await navigate('/pending/personal-details', { replace: true });
        } else if (
          result === ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney &&
          answerToken
        ) {
          writeSession('validationStatus', String(result));
          await navigate(pendingUnpopulatedPersonalDetailsPath(answerToken), { replace: true });
        } else {
          form.showErrors(errorsForResult(result));
        }
      },
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );

  if (!token) {
    return (
      <div className="plain-page">
        <h1>Confirm your details</h1>
        <p>
          To carry on with a saved move, please open the link in the email or text message we sent
          you.
        </p>
        <p>
          <Link to="/log-in">Log in</Link> or <Link to="/pending">start a new move</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className="form-page">
      <PageIntro
        title="Confirm your details"
        subtitle="So we know it's you, please tell us your surname and the postcode of your new home."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(confirm.run)}
        submitLabel="Continue"
        isSubmitting={confirm.isPending}
      >
        <TextField
          id="surname"
          label="Surname"
          autoComplete="family-name"
          error={form.errors.surname}
          {...form.bind('surname')}
        />
        <PostcodeField error={form.errors.postcode} {...form.bind('postcode')} />
      </FormShell>
    </div>
  );
}

export { ConfirmDetailsPage as Component };
