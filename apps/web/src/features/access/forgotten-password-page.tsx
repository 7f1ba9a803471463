import { FORGOTTEN_PASSWORD_SENT_MESSAGE } from '@threshold/domain/messages/access';
import { passwordResetRequestSchema } from '@threshold/domain/schemas/password-reset';
import { useState } from 'react';
import { Link, redirect, useHref, useSearchParams } from 'react-router';
import { isLoggedIn } from '../../api/session-store';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { requestForgottenPasswordEmail } from './forgotten-password.api';

/** Spec section 2: a logged-in customer who opens a reset page goes to /enrolment. */
export function loader() {
  return isLoggedIn() ? redirect('/enrolment') : null;
}

const TARGETS: FieldTargets = [['emailAddress', 'emailAddress']];

/**
 * /commclick/forgottenpassword: the "forgotten password" link of a message. The mover confirms
 * the e-mail address (filled in from ?email= when the link carries it) and is sent a link back
 * to this brand's /password-reset/{resetToken}.
 */
export function ForgottenPasswordPage() {
  const [searchParams] = useSearchParams();
  const returnUrl = useHref('/password-reset');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useSchemaForm(passwordResetRequestSchema, {
    emailAddress: searchParams.get('email') ?? '',
  });
  const send = useSubmit(
    ({ emailAddress }: { emailAddress: string }) =>
      requestForgottenPasswordEmail(emailAddress, returnUrl),
    {
      onSuccess: (message) => setSentMessage(message || FORGOTTEN_PASSWORD_SENT_MESSAGE),
      onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
    },
  );

  if (sentMessage) {
    return (
      <div className="plain-page">
        <h1>Check your email</h1>
        <p className="notice" role="status">
          {sentMessage}
        </p>
        <p>
          The link works once and for one hour. <Link to="/log-in">Back to log in</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="form-page">
      <PageIntro
        title="Forgotten your password?"
        subtitle="Enter the email address you use with us and we'll send you a link to choose a new password."
      />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(send.run)}
        submitLabel="Send me a link"
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

export { ForgottenPasswordPage as Component };
