import {
  ACCOUNT_VALIDATION_RESULT,
  type AccountValidationResult,
} from '@threshold/domain/codes/account-validation-result';
import { otpChannelForCampaignMedium } from '@threshold/domain/codes/otp-channel';
import { pendingUnpopulatedPersonalDetailsPath } from '@threshold/domain/journey/routes';
import { ACCESS_ERROR_CODE } from '@threshold/domain/messages/access';
import { accountValidationMessage } from '@threshold/domain/messages/account-validation';
import { postcodeVerifyErrorMessage } from '@threshold/domain/messages/onboarding';
import {
  onboardingVerifySchema,
  type OnboardingVerify,
} from '@threshold/domain/schemas/onboarding';
import type { OtpChannelDetails } from '@threshold/domain/schemas/otp';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Link,
  redirect,
  useLoaderData,
  useNavigate,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { ApiError } from '../../api/client';
import { writeSession } from '../../api/session-store';
import { startAnonymousSession } from '../../api/user-session';
import { currentBrand } from '../../brand/brand-store';
import { describedBy, PostcodeField } from '../../ui/form/field';
import {
  FormShell,
  useSchemaForm,
  type FieldTargets,
  type FormErrors,
} from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { fetchChannelDetails, validateOnboardingPostcode } from './onboarding-verify.api';
import { readOnboardingState } from '../../api/onboarding-state';

/** A single checkbox with its error above it (GOV.UK pattern). */
type CheckboxProps = {
  id: string;
  label: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

function Checkbox({ id, label, error, checked, onChange }: CheckboxProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="onboarding-checkbox">
        <input
          id={id}
          type="checkbox"
          className="onboarding-checkbox__input"
          checked={checked}
          aria-describedby={describedBy(id, { error })}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="onboarding-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}

const TARGETS: FieldTargets = [
  ['postcode', 'postcode'],
  ['termsAccepted', 'termsAccepted'],
];

/** The link's channel (from the invitation's medium) and where its details went. */
type VerifyData = { details: OtpChannelDetails | null };

/**
 * Reads the link's channel details first. Spec section 4: POSTCODE_VALIDATION_COMPLETED (the
 * link has done its work) goes to /log-in; an unknown link shows that it cannot be opened.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<VerifyData | Response> {
  const channel = otpChannelForCampaignMedium(readOnboardingState().campaignMedium);
  try {
    return { details: await fetchChannelDetails(params.onboardingToken ?? '', channel) };
  } catch (error) {
    const code = error instanceof ApiError ? (error.body?.code ?? error.body?.message) : null;
    if (code === ACCESS_ERROR_CODE.postcodeValidationCompleted) return redirect('/log-in');
    return { details: null };
  }
}

/**
 * Results other than success and the unpopulated journey: a postcode mismatch beside the
 * postcode, anything else (4: locked, with the brand's help e-mail and phone) above the form.
 */
function errorsForResult(result: AccountValidationResult): FormErrors {
  if (result === ACCOUNT_VALIDATION_RESULT.IncorrectPostcode) {
    return { postcode: postcodeVerifyErrorMessage(ACCESS_ERROR_CODE.invalidPostcode) };
  }
  return {
    '': accountValidationMessage(result, currentBrand()) ?? postcodeVerifyErrorMessage(null),
  };
}

/**
 * /onboarding/verify/{onboardingToken}: 'Confirm your details' — the postcode of the new home,
 * the contact the link went to (read-only) and the terms (spec sections 2, 4, 5 and 8).
 */
export function OnboardingVerifyPage() {
  const { onboardingToken = '' } = useParams();
  const { details } = useLoaderData<VerifyData>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(onboardingVerifySchema, { postcode: '', termsAccepted: false });
  const verify = useSubmit(
    ({ postcode }: OnboardingVerify) =>
      validateOnboardingPostcode({
        channel: details?.channel ?? 'email',
        token: onboardingToken,
        postcode,
      }),
    {
      onSuccess: async ({ result, token, pendingEnrolmentId }) => {
        if (result === ACCOUNT_VALIDATION_RESULT.Success && token) {
          startAnonymousSession(token, pendingEnrolmentId);
          queryClient.clear();
          await navigate('/onboarding/address', { replace: true });
        } else if (result === ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney && token) {
          writeSession('validationStatus', String(result));
          await navigate(pendingUnpopulatedPersonalDetailsPath(token), { replace: true });
        } else {
          form.showErrors(errorsForResult(result));
        }
      },
      onError: (error) => {
        const code = error instanceof ApiError ? (error.body?.code ?? null) : null;
        const message = postcodeVerifyErrorMessage(code);
        form.showErrors(
          code === ACCESS_ERROR_CODE.invalidPostcode ? { postcode: message } : { '': message },
        );
      },
    },
  );

  if (!details) {
    return (
      <div className="plain-page">
        <h1>We couldn&apos;t open this link</h1>
        <p>This link has expired or has already been used.</p>
        <p>
          <Link to="/login">Log in</Link> or <Link to="/pending">start a new move</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className="form-page onboarding">
      <PageIntro
        title="Confirm your details"
        subtitle="So we know it's you, please tell us the postcode of your new home."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(verify.run)}
        submitLabel="Confirm"
        isSubmitting={verify.isPending}
      >
        <dl className="field onboarding-readonly">
          <dt className="field__label">
            {details.channel === 'sms' ? 'Your mobile number' : 'Your email address'}
          </dt>
          <dd>{details.contactDetails}</dd>
        </dl>
        <PostcodeField error={form.errors.postcode} {...form.bind('postcode')} />
        <Checkbox
          id="termsAccepted"
          label={
            <>
              I agree to the <Link to="/terms">terms of use</Link> and have read the{' '}
              <Link to="/privacy-policy">privacy policy</Link>
            </>
          }
          error={form.errors.termsAccepted}
          checked={form.values.termsAccepted}
          onChange={(isTicked) => form.setValue('termsAccepted', isTicked)}
        />
      </FormShell>
    </div>
  );
}

export { OnboardingVerifyPage as Component };
