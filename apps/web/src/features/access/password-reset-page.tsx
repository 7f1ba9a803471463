import {
  PASSWORD_CHANGED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@threshold/domain/schemas/password-reset-response';
import { passwordResetSchema, type PasswordReset } from '@threshold/domain/schemas/password-reset';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, redirect, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { isLoggedIn } from '../../api/session-store';
import { TextField } from '../../ui/form/field';
import { PasswordField } from '../../ui/form/password-field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { WorkingStatus } from '../../ui/working-status';
import { checkResetLink, resetPassword } from './access.api';

/** Spec section 2: a logged-in customer goes to /enrolment. */
export function loader() {
  return isLoggedIn() ? redirect('/enrolment') : null;
}

const TARGETS: FieldTargets = [
  ['emailAddress', 'emailAddress'],
  ['password', 'password'],
];

/** /password-reset/{resetToken}: set a new password with the e-mailed link. */
export function PasswordResetPage() {
  const { resetToken = '' } = useParams();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const link = useQuery({
    queryKey: ['password-reset-link', resetToken],
    queryFn: () => checkResetLink(resetToken),
    retry: false,
    staleTime: Infinity,
  });
  const form = useSchemaForm(passwordResetSchema, { emailAddress: '', password: '' });
  const reset = useSubmit((answers: PasswordReset) => resetPassword(resetToken, answers), {
    onSuccess: (message) => setDoneMessage(message || PASSWORD_CHANGED_MESSAGE),
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });

  if (doneMessage) {
    return (
      <div className="plain-page">
        <h1>Your password has been changed</h1>
        <p role="status">{doneMessage}</p>
        <p>
          <Link className="button" to="/log-in">
            Log in
          </Link>
        </p>
      </div>
    );
  }
  if (link.isPending) {
    return (
      <div className="plain-page">
        <h1>Reset your password</h1>
        <WorkingStatus message="Checking your reset link" />
      </div>
    );
  }
  if (link.isError) {
    const isLinkRefused = link.error instanceof ApiError && link.error.status < 500;
    return (
      <div className="plain-page">
        <h1>Reset your password</h1>
        <p role="alert">{isLinkRefused ? RESET_LINK_INVALID_MESSAGE : describeError(link.error)}</p>
        <p>
          <Link to="/password-reset-request">Ask for a new link</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="form-page">
      <PageIntro title="Reset your password" subtitle="Choose a new password for your account." />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(reset.run)}
        submitLabel="Reset password"
        isSubmitting={reset.isPending}
      >
        <TextField
          id="emailAddress"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={form.errors.emailAddress}
          {...form.bind('emailAddress')}
        />
        <PasswordField
          id="password"
          label="New password"
          autoComplete="new-password"
          error={form.errors.password}
          valueForHints={form.values.password}
          {...form.bind('password')}
        />
      </FormShell>
    </div>
  );
}

export { PasswordResetPage as Component };
