import { LOG_IN_SUBTITLE, LOG_IN_TITLE } from '@threshold/domain/messages/log-in';
import { logInSchema } from '@threshold/domain/schemas/log-in';
import { useQueryClient } from '@tanstack/react-query';
import { Link, redirect, useNavigate } from 'react-router';
import { isLoggedIn } from '../../api/session-store';
import { currentBrand } from '../../brand/brand-store';
import { PageIntro } from '../../ui/page-intro';
import { TextField } from '../../ui/form/field';
import { PasswordField } from '../../ui/form/password-field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { serverErrorsOf } from '../../api/form-errors';
import { useSubmit } from '../../ui/form/use-submit';
import { logInWithPassword } from './access.api';

/**
 * Spec section 2: a logged-in customer goes to /enrolment; with the one-time-password
 * variation on, log-in is by code at /login. (The router runs loaders once the brand has loaded.)
 */
export function loader() {
  if (isLoggedIn()) return redirect('/enrolment');
  if (currentBrand().flags.otpLogin) return redirect('/login');
  return null;
}

const TARGETS: FieldTargets = [
  ['username', 'username'],
  ['password', 'password'],
];

/**
 * /log-in: the classic password log-in. It always offers the code log-in too: a mover who joined
 * through the onboarding journey has no password, whatever the brand's experiment says.
 */
export function LogInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(logInSchema, { username: '', password: '' });
  const logIn = useSubmit(logInWithPassword, {
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/enrolment', { replace: true });
    },
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });

  return (
    <div className="form-page">
      <PageIntro title={LOG_IN_TITLE} subtitle={LOG_IN_SUBTITLE} />
      <FormShell
        form={form}
        targets={TARGETS}
        onSubmit={form.handleSubmit(logIn.run)}
        submitLabel="Log in"
        isSubmitting={logIn.isPending}
        after={<Link to="/password-reset-request">Forgotten password</Link>}
      >
        <TextField
          id="username"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={form.errors.username}
          {...form.bind('username')}
        />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="current-password"
          error={form.errors.password}
          {...form.bind('password')}
        />
      </FormShell>
      <p>
        No password, or joined with a code? <Link to="/login">Log in with a code instead</Link>
      </p>
      <p>
        New here? <Link to="/pending">Start your move</Link>
      </p>
    </div>
  );
}

export { LogInPage as Component };
