import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { accountValidateRequestSchema } from './account-validate';
import { COMM_CLICK_RESULT, commClickEventResponseSchema } from './comm-click';
import {
  enrolmentAuthCreateBodySchema,
  populatedPersonalDetailsBodySchema,
} from './enrolment-auth';
import { EMAIL_MESSAGES, PASSWORD_MESSAGE } from './fields';
import { loginTokenGrantSchema } from './login-token';
import { OTP_CODE_MESSAGE } from './otp';
import { otpVerifyChallengeBodySchema } from './otp-challenge';
import { GRANT_USERNAME_MESSAGES, passwordGrantSchema } from './token';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe('access request and response contracts', () => {
  it.each([
    [{ token: 'abc' }, {}],
    [{ token: 'abc', surname: ' Smith ', postcode: 'sw1a1aa' }, {}],
    [{ token: 'abc', surname: '', postcode: '' }, {}],
    [{ token: 'a b' }, { token: 'Incorrect Token Error!' }],
    [
      { token: 'abc', surname: 'S' },
      { surname: 'The length of Surname must be at least of 2 characters' },
    ],
    [{ token: 'abc', postcode: 'nope' }, { postcode: "We don't recognise this postcode" }],
    [{ token: 'abc', code: '12 34' }, { code: OTP_CODE_MESSAGE }],
  ])('account validate %j → %j', (body, errors) => {
    expect(errorsOf(accountValidateRequestSchema.safeParse(body))).toEqual(errors);
  });

  it('account validate normalises the answers and treats blanks as not given', () => {
    expect(
      accountValidateRequestSchema.parse({
        token: 'abc',
        surname: ' Smith ',
        postcode: 'sw1a1aa',
        code: '',
      }),
    ).toEqual({
      token: 'abc',
      surname: 'Smith',
      postcode: 'SW1A 1AA',
    });
  });

  it.each([
    [
      { selectedPartner: 'Harbour-Lettings', selectedSubpartner: '', selectedBranch: 101 },
      { selectedPartner: 'harbour-lettings', selectedBranch: '101' },
    ],
    [{ selectedPartner: 'default', selectedBranch: null }, { selectedPartner: 'default' }],
  ])('enrolment-auth create %j', (body, output) => {
    expect(enrolmentAuthCreateBodySchema.parse(body)).toEqual(output);
  });

  it('enrolment-auth create refuses a branch that is not a number', () => {
    expect(
      errorsOf(
        enrolmentAuthCreateBodySchema.safeParse({
          selectedPartner: 'default',
          selectedBranch: '12a',
        }),
      ),
    ).toEqual({
      selectedBranch: 'selectedBranch must be a branch number',
    });
  });

  it('populated personal details: the password is optional but checked when given', () => {
    const schema = populatedPersonalDetailsBodySchema({ today: '2026-03-02' });
    const details = {
      title: 'Mr',
      firstName: 'Sam',
      surname: 'Lee',
      dateOfBirth: '1990-01-01',
      contactNumber: '07700900123',
      emailAddress: 'sam@example.com',
    };
    expect(schema.safeParse(details).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...details, password: 'weak' }))).toEqual({
      password: PASSWORD_MESSAGE,
    });
  });

  it('comm-click answers only the results the landing knows (0, 1, 2, 3, 5)', () => {
    const answer = {
      enrolmentId: 'e',
      saveAndContinueToken: null,
      onboardingToken: null,
      unpopulatedToken: null,
    };
    for (const result of Object.values(COMM_CLICK_RESULT))
      expect(commClickEventResponseSchema.safeParse({ ...answer, result }).success).toBe(true);
    expect(commClickEventResponseSchema.safeParse({ ...answer, result: 4 }).success).toBe(false);
  });

  it('OTP verify needs the challenge id beside channel, contact and code', () => {
    const body = { channel: 0, contact: 'sam@example.com', code: '123 456' };
    expect(otpVerifyChallengeBodySchema.safeParse(body).success).toBe(false);
    const parsed = otpVerifyChallengeBodySchema.parse({
      ...body,
      challengeId: '3f1c4e2a-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
    });
    expect(parsed.code).toBe('123456');
  });

  it("the password grant refuses a NUL in the username or password (username=a%00b) with the log-in form's words", () => {
    const grant = { grant_type: 'password', username: 'ann@example.com', password: 'Secret1!' };
    expect(passwordGrantSchema.safeParse(grant).success).toBe(true);
    expect(errorsOf(passwordGrantSchema.safeParse({ ...grant, username: 'a\u0000b' }))).toEqual({
      username: 'Please enter a valid email address',
    });
    expect(errorsOf(passwordGrantSchema.safeParse({ ...grant, password: 'Sec\tret1!' }))).toEqual({
      password: "Incorrect password - please try again, or click 'forgotten password' below",
    });
    expect(GRANT_USERNAME_MESSAGES).toEqual(EMAIL_MESSAGES);
  });

  it('sign-up refuses a NUL in a brand route with "Please choose a brand from the list"', () => {
    expect(
      errorsOf(enrolmentAuthCreateBodySchema.safeParse({ selectedPartner: 'de\u0000fault' })),
    ).toEqual({
      selectedPartner: 'Please choose a brand from the list',
    });
  });

  it('the login_token grant takes a link token', () => {
    expect(
      loginTokenGrantSchema.safeParse({ grant_type: 'login_token', token: 'abc-DEF_123' }).success,
    ).toBe(true);
    expect(
      errorsOf(loginTokenGrantSchema.safeParse({ grant_type: 'login_token', token: '<script>' })),
    ).toEqual({ token: 'Incorrect Token Error!' });
  });
});
