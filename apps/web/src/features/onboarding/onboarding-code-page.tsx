import { codeVerifyErrorMessage } from '@threshold/domain/messages/access';
import { ALREADY_VERIFIED_NOTICE } from '@threshold/domain/messages/onboarding';
import { otpCodeFormSchema } from '@threshold/domain/schemas/otp';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useLoaderData, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';
import { OneTimeCodeField, ResendCode, useSecondsUntilResend } from '../../ui/form/one-time-code';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { loadOnboardingJourney } from './onboarding-guard';
import { fetchVerifiedChannels, sendOnboardingCode } from './onboarding.api';
import { verifyOnboardingCode } from './onboarding-code.api';
import {
  readOnboardingState,
  shouldSkipCodeStep,
  updateOnboardingState,
  type OnboardingCodeSent,
} from '../../api/onboarding-state';
import { BackLink } from './onboarding-ui';

/**
 * The journey first. Then, spec section 4: with both e-mail and mobile verified and the step
 * not forced, skip to confirm with 'Verification has already been successfully performed'.
 * Without a code sent: a logged-in mover with a verified contact goes to confirm, anyone else
 * to the contact step.
 */
export async function loader(): Promise<OnboardingCodeSent | Response> {
  const journey = await loadOnboardingJourney();
  if (journey instanceof Response) return journey;
  const sent = readOnboardingState().codeSent;
  const verified = await fetchVerifiedChannels().catch(() => null);
  if (verified && shouldSkipCodeStep(verified, sent?.isForced ?? false)) {
    updateOnboardingState({
      codeSent: null,
      detailsNotification: { message: ALREADY_VERIFIED_NOTICE, variant: 'info' },
    });
    return redirect('/onboarding/confirm');
  }
  if (!sent) {
    const isVerified = verified !== null && (verified.email || verified.sms);
    return redirect(isLoggedIn() && isVerified ? '/onboarding/confirm' : '/onboarding/contact');
  }
  return sent;
}

const TARGETS: FieldTargets = [['code', 'code']];

/** Where Back goes: the contact step, or the edit page that asked for the code. */
function backPathOf(sent: OnboardingCodeSent): string {
  if (!sent.isForced) return '/onboarding/contact';
  return sent.channel === 'email'
    ? '/onboarding/edit/emailAddress'
    : '/onboarding/edit/phoneNumber';
}

/**
 * /onboarding/code: 'Verify your email' or 'Verify your number' with the 6-digit code (spec
 * sections 2, 4, 5 and 8). A right code logs the mover in and goes to the review page.
 */
export function OnboardingCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(useLoaderData<OnboardingCodeSent>());
  const [resendNotice, setResendNotice] = useState('');
  const seconds = useSecondsUntilResend(sent);
  const form = useSchemaForm(otpCodeFormSchema, { code: '' });
  const verify = useSubmit(({ code }: { code: string }) => verifyOnboardingCode(sent, code), {
    onSuccess: async () => {
      queryClient.clear();
      updateOnboardingState({
        codeSent: null,
        detailsNotification: sent.updatedNotice
          ? { message: sent.updatedNotice, variant: 'success' }
          : null,
      });
      // Spec section 4: to confirm with the onboarding experiment on, else to /enrolment.
      const isOnboardingOn = sent.isForced || currentBrand().flags.onboardingJourney;
      await navigate(isOnboardingOn ? '/onboarding/confirm' : '/enrolment', { replace: true });
    },
    onError: (error) => {
      const body = error instanceof ApiError ? error.body : null;
      // A contact that belongs to another log-in says so (the API's words); any other refusal
      // is the spec's: INVALID_OTP 'We don't recognise this code', else the general one.
      const taken = body?.errors?.emailAddress ?? body?.errors?.phoneNumber;
      form.showErrors({ code: taken ?? codeVerifyErrorMessage(body?.code ?? body?.message) });
    },
  });
  const resend = useSubmit(
    () =>
      sendOnboardingCode(
        sent.channel,
        sent.contact,
        sent.isForced ? { updatedNotice: sent.updatedNotice ?? '' } : null,
      ),
    {
      onSuccess: (next) => {
        setSent(next);
        setResendNotice(`We've sent a new code to ${next.contact}.`);
      },
      onError: (error) => setResendNotice(describeError(error)),
    },
  );

  return (
    <div className="form-page onboarding">
      <PageIntro
        title={sent.channel === 'email' ? 'Verify your email' : 'Verify your number'}
        subtitle={`We've sent a 6-digit code to ${sent.contact}.`}
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(verify.run)}
        submitLabel="Next"
        isSubmitting={verify.isPending}
        after={<BackLink to={backPathOf(sent)} />}
      >
        <OneTimeCodeField
          label="Your 6-digit code"
          error={form.errors.code}
          {...form.bind('code')}
        />
        <ResendCode
          seconds={seconds}
          isPending={resend.isPending}
          onResend={() => resend.run(undefined)}
          notice={resendNotice}
        />
      </FormShell>
    </div>
  );
}

export { OnboardingCodePage as Component };
