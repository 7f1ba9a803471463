import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { serverErrorsOf } from '../../api/form-errors';
import type { AgentSession } from '../../telephony/agent-session';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { PageIntro } from '../../ui/page-intro';
import { WorkingStatus } from '../../ui/working-status';
import { signInWithToken } from './agent-portal.api';
import { AgentCodeSignIn } from './agent-code-sign-in';

const signInSchema = z.object({
  token: z.string().trim().min(1, 'Enter your sign-in token').max(512, 'Enter your sign-in token'),
});

const TARGETS: FieldTargets = [['token', 'token']];

/**
 * The admin portal's sign-in: a token in the address (?token=…) signs in at once and leaves the
 * address bar; otherwise the agent types the single-use token an operator issued.
 */
export function AgentSignIn({ onSignedIn }: { onSignedIn: (session: AgentSession) => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [linkToken] = useState(() => searchParams.get('token'));
  const isLinkTokenUsed = useRef(false);
  const [isSigningInFromLink, setIsSigningInFromLink] = useState(linkToken !== null);
  const [way, setWay] = useState<'token' | 'code'>('token');
  const form = useSchemaForm(signInSchema, { token: '' });
  const { showErrors } = form;
  const signIn = useSubmit(({ token }: { token: string }) => signInWithToken(token), {
    onSuccess: onSignedIn,
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });

  useEffect(() => {
    const token = linkToken;
    if (token === null || isLinkTokenUsed.current) return;
    isLinkTokenUsed.current = true;
    // The token is single use and secret: off the address bar (and the history) at once.
    void navigate({ search: '' }, { replace: true });
    signInWithToken(token).then(onSignedIn, (error: unknown) => {
      showErrors(serverErrorsOf(error, TARGETS));
      setIsSigningInFromLink(false);
    });
  }, [linkToken, navigate, onSignedIn, showErrors]);

  return (
    <div className="form-page">
      <PageIntro
        title="Sign in to the admin portal"
        subtitle="Use the single-use sign-in token your team leader gave you."
      />
      {isSigningInFromLink ? (
        <WorkingStatus message="Signing you in" />
      ) : way === 'code' ? (
        <>
          <AgentCodeSignIn onSignedIn={onSignedIn} />
          <p>
            <button type="button" className="button button--quiet" onClick={() => setWay('token')}>
              Sign in with a sign-in token
            </button>
          </p>
        </>
      ) : (
        <FormShell
          form={form}
          targets={TARGETS}
          onSubmit={form.handleSubmit(signIn.run)}
          submitLabel="Sign in"
          isSubmitting={signIn.isPending}
        >
          <TextField
            id="token"
            label="Sign-in token"
            autoComplete="off"
            spellCheck={false}
            error={form.errors.token}
            {...form.bind('token')}
          />
        </FormShell>
      )}
      {!isSigningInFromLink && way === 'token' && (
        <p>
          <button type="button" className="button button--quiet" onClick={() => setWay('code')}>
            Sign in with an e-mail code
          </button>
        </p>
      )}
    </div>
  );
}
