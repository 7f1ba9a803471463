import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from './field-errors';
import {
  otpChannelDetailsQuerySchema,
  otpCodeFormSchema,
  otpCodeSchema,
  otpLogInBodySchema,
  otpRequestBodySchema,
  otpValidatePostcodeBodySchema,
  otpVerifyBodySchema,
} from './otp';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('the 6-digit code', () => {
  it.each([
    { typed: '123456', code: '123456' },
    { typed: '123 456', code: '123456' },
    { typed: ' 1 2 3 4 5 6 ', code: '123456' },
    { typed: '000000', code: '000000' },
  ])('reads "$typed" as $code', ({ typed, code }) => {
    expect(otpCodeSchema.parse(typed)).toBe(code);
  });

  it.each([
    '',
    '12345',
    '1234567',
    '12345a',
    '12-456',
    undefined,
    '123\t456',
    '123\n456',
    '123\u0000456',
  ])('refuses %j with "We need your 6-digit code"', (typed) => {
    expect(errorsOf(otpCodeFormSchema, { code: typed })).toEqual({
      code: 'We need your 6-digit code',
    });
  });
});

describe('one-time code calls', () => {
  it('sends a code by e-mail (channel 0) or by sms (channel 1)', () => {
    expect(otpRequestBodySchema.parse({ channel: 0, contact: ' ann@example.com ' })).toEqual({
      channel: 0,
      contact: 'ann@example.com',
    });
    expect(otpRequestBodySchema.parse({ channel: 1, contact: '07700900789' })).toEqual({
      channel: 1,
      contact: '07700900789',
    });
  });

  it.each([
    { channel: 0, contact: '', message: 'We need your email to continue' },
    { channel: 0, contact: 'ann', message: 'Please enter a valid email address' },
    { channel: 1, contact: '', message: 'We need your number to continue' },
    {
      channel: 1,
      contact: '07700 900789',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      channel: 1,
      contact: 'ann@example.com',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
  ])(
    'refuses channel $channel contact "$contact" with "$message"',
    ({ channel, contact, message }) => {
      expect(errorsOf(otpRequestBodySchema, { channel, contact })).toEqual({ contact: message });
    },
  );

  it('refuses an unknown channel', () => {
    expect(errorsOf(otpRequestBodySchema, { channel: 2, contact: 'ann@example.com' })).toEqual({
      channel: 'Channel must be 0 (email) or 1 (sms)',
    });
  });

  it('verifies a code with its contact', () => {
    expect(
      otpVerifyBodySchema.parse({ channel: 1, contact: '07700900789', code: '123 456' }),
    ).toEqual({
      channel: 1,
      contact: '07700900789',
      code: '123456',
    });
    expect(
      errorsOf(otpVerifyBodySchema, { channel: 0, contact: 'ann@example.com', code: '12' }),
    ).toEqual({
      code: 'We need your 6-digit code',
    });
  });

  it('logs in by e-mail only', () => {
    expect(otpLogInBodySchema.parse({ channel: 0, contact: 'ann@example.com' }).contact).toBe(
      'ann@example.com',
    );
    expect(errorsOf(otpLogInBodySchema, { channel: 0, contact: '' })).toEqual({
      contact: 'Please enter your email address',
    });
    expect(errorsOf(otpLogInBodySchema, { channel: 1, contact: 'ann@example.com' })).toEqual({
      channel: 'Channel must be 0 (email) or 1 (sms)',
    });
  });

  it.each([
    { postcode: '', message: 'We need your new postcode' },
    { postcode: 'SW1', message: "We don't recognise this postcode" },
  ])('refuses the onboarding postcode "$postcode" with "$message"', ({ postcode, message }) => {
    expect(errorsOf(otpValidatePostcodeBodySchema, { channel: 0, token: 'abc', postcode })).toEqual(
      {
        postcode: message,
      },
    );
  });

  it('normalises the postcode it validates', () => {
    expect(
      otpValidatePostcodeBodySchema.parse({ channel: 1, token: 'abc', postcode: 'm11ae' }),
    ).toEqual({
      channel: 1,
      token: 'abc',
      postcode: 'M1 1AE',
    });
  });

  it('reads the channel-details query', () => {
    expect(otpChannelDetailsQuerySchema.parse({ channel: 'sms', token: 'abc' })).toEqual({
      channel: 'sms',
      token: 'abc',
    });
    expect(errorsOf(otpChannelDetailsQuerySchema, { channel: 'post', token: '' })).toEqual({
      channel: 'Channel must be 0 (email) or 1 (sms)',
      token: 'Incorrect Token Error!',
    });
  });
});
