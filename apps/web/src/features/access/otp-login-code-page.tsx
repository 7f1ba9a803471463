import { codeVerifyErrorMessage } from '@threshold/domain/messages/access';
import { otpCodeFormSchema } from '@threshold/domain/schemas/otp';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { ApiError, callApi } from '../../api/client';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';
import { OneTimeCodeField, ResendCode, useSecondsUntilResend } from '../../ui/form/one-time-code';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import {
  readOtpLogInChallenge,
  sendLogInCode,
  verifyLogInCode,
  type OtpLogInChallenge,
} from './access.api';

/**
 * A logged-in customer goes to /enrolment; with the onboarding experiment on, to the onboarding
 * review when a contact is verified, else to its contact step (spec section 4). Without a code
 * sent, the e-mail page comes first.
 */
export async function loader() {
  if (isLoggedIn()) {
    if (!currentBrand().flags.onboardingJourney) return redirect('/enrolment');
    const verified = await callApi<{ email?: boolean; sms?: boolean }>(
      '/api/v2/otp/verified-channels',
      { auth: 'user' },
    ).catch(() => null);
    return redirect(
      verified?.email || verified?.sms ? '/onboarding/confirm' : '/onboarding/contact',
    );
  }
  return readOtpLogInChallenge() ? null : redirect('/login');
}

const TARGETS: FieldTargets = [['code', 'code']];

/** /login/code: "Verify it's you" with the 6-digit code from the e-mail. */
export function OtpLogInCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState(() => readOtpLogInChallenge() as OtpLogInChallenge);
  const [resendNotice, setResendNotice] = useState('');
  const seconds = useSecondsUntilResend(challenge);
  const form = useSchemaForm(otpCodeFormSchema, { code: '' });
  const verify = useSubmit(({ code }: { code: string }) => verifyLogInCode(challenge, code), {
    onSuccess: async () => {
      queryClient.clear();
      await navigate(
        currentBrand().flags.onboardingJourney ? '/onboarding/confirm' : '/enrolment',
        {
          replace: true,
        },
      );
    },
    onError: (error) => {
      const code = error instanceof ApiError ? (error.body?.code ?? error.body?.message) : null;
      form.showErrors({ code: codeVerifyErrorMessage(code) });
    },
  });
  const resend = useSubmit(() => sendLogInCode(challenge.contact), {
    onSuccess: (next) => {
      setChallenge(next);
      setResendNotice(`We've sent a new code to ${next.contact}.`);
    },
    onError: (error) => setResendNotice(describeError(error)),
  });

  return (
    <div className="form-page">
      <PageIntro
        title="Verify it's you"
        subtitle={`We've sent a 6-digit code to ${challenge.contact}.`}
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(verify.run)}
        submitLabel="Continue"
        isSubmitting={verify.isPending}
      >
        <OneTimeCodeField label="Your code" error={form.errors.code} {...form.bind('code')} />
      </FormShell>
      <ResendCode
        seconds={seconds}
        isPending={resend.isPending}
        onResend={() => resend.run(undefined)}
        notice={resendNotice}
      />
      <p>
        <Link to="/login">Use a different email address</Link>
      </p>
    </div>
  );
}

export { OtpLogInCodePage as Component };
