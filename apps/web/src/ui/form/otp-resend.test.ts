import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './otp-resend';

describe('"Send me the code again" waits 30 s after a send', () => {
  const sent = { sentAt: 1_000_000, resendAfterSeconds: 30 };

  it.each([
    [0, 30],
    [1, 30],
    [1_000, 29],
    [29_001, 1],
    [30_000, 0],
    [45_000, 0],
  ])('%i ms after the send: %i seconds to wait', (elapsed, seconds) => {
    expect(secondsUntilResend(sent, sent.sentAt + elapsed)).toBe(seconds);
  });
});
