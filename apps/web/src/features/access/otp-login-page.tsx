import { logInEmailErrorMessage } from '@threshold/domain/messages/access';
import { codeLogInSchema } from '@threshold/domain/schemas/log-in';
import { Link, redirect, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { readOtpLogInChallenge, sendLogInCode } from './access.api';
import { secondsUntilResend } from '../../ui/form/otp-resend';

/** Spec section 2: a logged-in customer goes to /enrolment. */
export function loader() {
  return isLoggedIn() ? redirect('/enrolment') : null;
}

const TARGETS: FieldTargets = [['emailAddress', 'emailAddress']];

/**
 * Spec section 8: OTP log-in 404 is NOT_FOUND, anything else UNKNOWN ('Something went wrong').
 * A 429 keeps the server's words ("Please wait a moment..."), which say what to do.
 */
export function logInCodeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return describeError(error);
  const isNotFound = error instanceof ApiError && error.status === 404;
  return logInEmailErrorMessage(isNotFound ? 'NOT_FOUND' : 'UNKNOWN');
}

/** /login: log in with a one-time code sent to the mover's e-mail. */
export function OtpLogInPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(codeLogInSchema, { emailAddress: '' });
  const send = useSubmit(
    async ({ emailAddress }: { emailAddress: string }) => {
      // Back from the code page within 30 s: the code already sent is still the one to use.
      const sent = readOtpLogInChallenge();
      const isStillFresh =
        sent?.contact === emailAddress && secondsUntilResend(sent, Date.now()) > 0;
      if (!isStillFresh) await sendLogInCode(emailAddress);
    },
    {
      onSuccess: () => navigate('/login/code'),
      onError: (error) => form.showErrors({ emailAddress: logInCodeErrorMessage(error) }),
    },
  );
  return (
    <div className="form-page">
      <PageIntro
        title="Welcome back!"
        subtitle="Enter your email address and we'll send you a code to log in."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(send.run)}
        submitLabel="Continue"
        isSubmitting={send.isPending}
      >
        <TextField
          id="emailAddress"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={form.errors.emailAddress}
          {...form.bind('emailAddress')}
        />
      </FormShell>
      <p>
        New here? <Link to="/pending">Start your move</Link>
      </p>
    </div>
  );
}

export { OtpLogInPage as Component };
