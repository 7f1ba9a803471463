import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import { passwordResetRequestSchema } from '@threshold/domain/schemas/password-reset';
import { useState } from 'react';
import { Link, redirect, useHref } from 'react-router';
import { isLoggedIn } from '../../api/session-store';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { requestPasswordReset } from './access.api';

/** Spec section 2: a logged-in customer goes to /enrolment. */
export function loader() {
  return isLoggedIn() ? redirect('/enrolment') : null;
}

const TARGETS: FieldTargets = [['emailAddress', 'emailAddress']];

/** /password-reset-request: ask for a reset e-mail. */
export function PasswordResetRequestPage() {
  const returnUrl = useHref('/password-reset');
  const [isSent, setIsSent] = useState(false);
  const form = useSchemaForm(passwordResetRequestSchema, { emailAddress: '' });
  const send = useSubmit(
    ({ emailAddress }: { emailAddress: string }) => requestPasswordReset(emailAddress, returnUrl),
    {
      onSuccess: () => setIsSent(true),
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );

  if (isSent) {
    return (
      <div className="plain-page">
        <h1>Check your email</h1>
        <p className="notice" role="status">
          {FORGOTTEN_PASSWORD_SENT_MESSAGE}
        </p>
        <p>
          The link works once and expires after a while. <Link to="/log-in">Back to log in</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="form-page">
      <PageIntro
        title="Forgotten your password?"
        subtitle="Enter the email address you use with us and we'll send you a link to reset it."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(send.run)}
        submitLabel="Send reset link"
        isSubmitting={send.isPending}
        after={<Link to="/log-in">Back to log in</Link>}
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
    </div>
  );
}

export { PasswordResetRequestPage as Component };
