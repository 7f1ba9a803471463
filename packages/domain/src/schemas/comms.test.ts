import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  commClickEventBodySchema,
  commsBlockedByUserBodySchema,
  emailPreferenceQuerySchema,
} from './comms';

const ENROLMENT_ID = '0b6f1c1e-8a52-4d5e-9a57-2a3f4b5c6d7e';

describe('comm-click event', () => {
  it('reads the form-encoded body of a campaign link', () => {
    expect(
      commClickEventBodySchema.parse({
        token: 'abc123',
        commChannel: '0',
        commType: 'campaign',
        enrolmentId: ENROLMENT_ID,
        distributionToken: 'dist-1',
      }),
    ).toEqual({
      token: 'abc123',
      commChannel: 0,
      commType: 'campaign',
      enrolmentId: ENROLMENT_ID,
      distributionToken: 'dist-1',
    });
  });

  it('treats blank fields as not given (/continue without a token)', () => {
    expect(commClickEventBodySchema.parse({ token: '', commChannel: 1, enrolmentId: '' })).toEqual({
      commChannel: 1,
      commType: 'campaign',
    });
  });

  it.each([
    { field: 'commChannel', value: '2', message: 'commChannel must be 0 (campaign) or 1' },
    { field: 'enrolmentId', value: 'not-an-id', message: 'enrolmentId must be an enrolment id' },
    { field: 'token', value: 'a b', message: 'Incorrect Token Error!' },
  ])('refuses $field "$value" with "$message"', ({ field, value, message }) => {
    const result = commClickEventBodySchema.safeParse({ commChannel: '1', [field]: value });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({ [field]: message });
  });
});

describe('e-mail preferences', () => {
  it('blocks or restores campaign e-mail for an address', () => {
    expect(
      commsBlockedByUserBodySchema.parse({ enabled: true, email: ' ann@example.com ' }),
    ).toEqual({
      enabled: true,
      email: 'ann@example.com',
    });
  });

  it('refuses a body without a valid e-mail with "Please enter a valid email address"', () => {
    const result = commsBlockedByUserBodySchema.safeParse({ enabled: false, email: 'ann' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('reads the query of the preference pages', () => {
    expect(emailPreferenceQuerySchema.parse({ email: 'ann@example.com' })).toEqual({
      email: 'ann@example.com',
      source: '',
    });
  });

  it('refuses a NUL in the source with "Source cannot contain tabs, line breaks or other hidden characters"', () => {
    const result = emailPreferenceQuerySchema.safeParse({
      email: 'ann@example.com',
      source: 'a\u0000b',
    });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      source: 'Source cannot contain tabs, line breaks or other hidden characters',
    });
  });
});
