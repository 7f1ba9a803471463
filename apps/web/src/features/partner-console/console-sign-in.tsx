import { codeVerifyErrorMessage } from '@threshold/domain/messages/access';
import { partnerCodeRequestSchema } from '@threshold/domain/partner/partner-users';
import { otpCodeFormSchema } from '@threshold/domain/schemas/otp';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { serverErrorsOf } from '../../api/form-errors';
import { TextField } from '../../ui/form/field';
import { OneTimeCodeField, ResendCode, useSecondsUntilResend } from '../../ui/form/one-time-code';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { ConsolePage } from './console-page';
import { requestPartnerCode, signInToConsole } from './partner.api';

const EMAIL_TARGETS: FieldTargets = [['email', 'partner-email']];
const CODE_TARGETS: FieldTargets = [['code', 'code']];

type SentCode = { email: string; challengeId: string; sentAt: number; resendAfterSeconds: number };

async function sendCode(email: string): Promise<SentCode> {
  const challenge = await requestPartnerCode(email);
  return { email, ...challenge, sentAt: Date.now() };
}

/**
 * The console's sign-in (issue 22): the user's e-mail address, then the 6-digit code e-mailed to
 * it, on the movers' one-time code rules and in their words.
 */
export function ConsoleSignIn() {
  const [sent, setSent] = useState<SentCode | null>(null);
  const emailForm = useSchemaForm(partnerCodeRequestSchema, { email: '' });
  const send = useSubmit(({ email }: { email: string }) => sendCode(email), {
    onSuccess: setSent,
    onError: (error) => emailForm.showErrors(serverErrorsOf(error, EMAIL_TARGETS)),
  });
  return (
    <ConsolePage title="Partner console sign in">
      {sent ? (
        <CodeStep sent={sent} onResent={setSent} onChangeEmail={() => setSent(null)} />
      ) : (
        <>
          <p>We'll email you a 6-digit code to sign in.</p>
          <FormShell
            form={emailForm}
            targets={EMAIL_TARGETS}
            onSubmit={emailForm.handleSubmit(send.run)}
            submitLabel="Continue"
            isSubmitting={send.isPending}
          >
            <TextField
              id="partner-email"
              label="Email address"
              type="email"
              autoComplete="username"
              spellCheck={false}
              error={emailForm.errors.email}
              {...emailForm.bind('email')}
            />
          </FormShell>
        </>
      )}
    </ConsolePage>
  );
}

function CodeStep({
  sent,
  onResent,
  onChangeEmail,
}: {
  sent: SentCode;
  onResent: (next: SentCode) => void;
  onChangeEmail: () => void;
}) {
  const queryClient = useQueryClient();
  const [resendNotice, setResendNotice] = useState('');
  const seconds = useSecondsUntilResend(sent);
  const form = useSchemaForm(otpCodeFormSchema, { code: '' });
  const verify = useSubmit(
    ({ code }: { code: string }) => {
      // Nothing a previous user of this tab saw may show for this one. Removed before the session
      // is kept: removing after it would cancel, silently and for good, the console's first
      // /me call that the signed-in layout may already have started (an endless spinner).
      queryClient.removeQueries({ queryKey: ['partner-console'] });
      return signInToConsole({ email: sent.email, code, challengeId: sent.challengeId });
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          form.showErrors({ code: codeVerifyErrorMessage(error.body?.code) });
        } else form.showErrors({ code: describeError(error) });
      },
    },
  );
  const resend = useSubmit(() => sendCode(sent.email), {
    onSuccess: (next) => {
      onResent(next);
      setResendNotice(`We've sent a new code to ${next.email}.`);
    },
    onError: (error) => setResendNotice(describeError(error)),
  });
  return (
    <>
      <p role="status">
        We've sent a 6-digit code to {sent.email}, if it has access to a partner console.
      </p>
      <FormShell
        form={form}
        targets={CODE_TARGETS}
        onSubmit={form.handleSubmit(verify.run)}
        submitLabel="Sign in"
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
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Use a different email address
        </button>
      </p>
    </>
  );
}
