import {
  agentCodeLoginSchema,
  agentCodeRequestSchema,
} from '@threshold/domain/telephony/agent-code';
import { useState } from 'react';
import { serverErrorsOf } from '../../api/form-errors';
import type { AgentSession } from '../../telephony/agent-session';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { requestSignInCode, signInWithCode } from './agent-portal.api';

const EMAIL_TARGETS: FieldTargets = [['email', 'agent-email']];
const CODE_TARGETS: FieldTargets = [['code', 'agent-code']];
const codeSchema = agentCodeLoginSchema.pick({ code: true });

/**
 * The second way in: the agent's e-mail address, then the 6-digit code sent to it (POST
 * /api/telephony/code, then /api/telephony/code-login).
 */
export function AgentCodeSignIn({ onSignedIn }: { onSignedIn: (session: AgentSession) => void }) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const emailForm = useSchemaForm(agentCodeRequestSchema, { email: '' });
  const codeForm = useSchemaForm(codeSchema, { code: '' });
  const send = useSubmit(
    async ({ email }: { email: string }) => ({ email, message: await requestSignInCode(email) }),
    {
      onSuccess: setSent,
      onError: (error) => emailForm.showErrors(serverErrorsOf(error, EMAIL_TARGETS)),
    },
  );
  const signIn = useSubmit(
    ({ code }: { code: string }) => signInWithCode(sent?.email ?? '', code),
    {
      onSuccess: onSignedIn,
      onError: (error) => codeForm.showErrors(serverErrorsOf(error, CODE_TARGETS)),
    },
  );

  if (!sent) {
    return (
      <FormShell
        form={emailForm}
        targets={EMAIL_TARGETS}
        onSubmit={emailForm.handleSubmit(send.run)}
        submitLabel="Send code"
        isSubmitting={send.isPending}
      >
        <TextField
          id="agent-email"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
          error={emailForm.errors.email}
          {...emailForm.bind('email')}
        />
      </FormShell>
    );
  }
  return (
    <>
      <p role="status">{sent.message}</p>
      <FormShell
        form={codeForm}
        targets={CODE_TARGETS}
        onSubmit={codeForm.handleSubmit(signIn.run)}
        submitLabel="Sign in"
        isSubmitting={signIn.isPending}
        after={
          <button type="button" className="button button--quiet" onClick={() => setSent(null)}>
            Send a new code
          </button>
        }
      >
        <TextField
          id="agent-code"
          label="Sign-in code"
          hint={`The 6-digit code sent to ${sent.email}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={codeForm.errors.code}
          {...codeForm.bind('code')}
        />
      </FormShell>
    </>
  );
}
