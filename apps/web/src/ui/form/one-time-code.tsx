import { counted } from '@threshold/domain/messages/counted';
import { useEffect, useState, type ChangeEventHandler } from 'react';
import { secondsUntilResend, type SentCode } from './otp-resend';
import { TextField } from './field';

/** Counts down, once a second, to when "Send me the code again" may be used (0 = now). */
export function useSecondsUntilResend(sent: SentCode): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsUntilResend(sent, now);
  useEffect(() => {
    if (seconds === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, now]);
  return seconds;
}

type OneTimeCodeFieldProps = {
  label: string;
  error: string | undefined;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/**
 * The 6-digit code input (REFERENCE: `autocomplete="one-time-code"`, numeric keyboard); room for
 * a pasted "123 456" with spaces, which the schema drops.
 */
export function OneTimeCodeField({ label, ...input }: OneTimeCodeFieldProps) {
  return (
    <TextField
      id="code"
      label={label}
      className="input--short"
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      maxLength={11}
      {...input}
    />
  );
}

type ResendCodeProps = {
  seconds: number;
  isPending: boolean;
  onResend: () => void;
  /** What the last resend did ("We've sent a new code to ..." or why it failed). */
  notice: string;
};

/** 'Send me the code again', waiting out the resend rule, with its outcome announced. */
export function ResendCode({ seconds, isPending, onResend, notice }: ResendCodeProps) {
  return (
    <>
      <p>
        <button
          type="button"
          className="link-button"
          disabled={seconds > 0 || isPending}
          onClick={onResend}
        >
          Send me the code again
        </button>
        {seconds > 0 && (
          <span className="muted"> (you can ask again in {counted(seconds, 'second')})</span>
        )}
      </p>
      <p role="status">{notice}</p>
    </>
  );
}
