import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { accountValidateResponseSchema } from '@threshold/domain/schemas/confirm-details';
import { nameMessages, POSTCODE_MESSAGES, SURNAME_LABEL } from '@threshold/domain/schemas/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead, type LeadInput } from '../enrolment/access-fixtures';
import { ACCOUNT_LOCK_MS } from './account.service';

const R = ACCOUNT_VALIDATION_RESULT;
let ipCounter = 0;

describe('PUT /api/account/validate', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger('info', { write: (line: string) => logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each test comes from its own address, so the per-IP limit only bites where a test wants it. */
  async function validate(
    payload: Record<string, unknown>,
    remoteAddress = `10.0.0.${(ipCounter += 1)}`,
  ) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload,
      remoteAddress,
    });
    return response;
  }
  async function leadWithToken(input: LeadInput = {}) {
    const lead = await createLead(t, input);
    return { lead, token: await lead.linkToken('saveAndContinue') };
  }

  it('0 Success: surname and postcode match, ignoring case and spaces; answers an anonymous token once', async () => {
    const { lead, token } = await leadWithToken();
    const response = await validate({ token, surname: '  smith-JONES ', postcode: 'sw1a1aa' });
    expect(response.statusCode).toBe(200);
    const body = accountValidateResponseSchema.parse(response.json());
    expect(body).toMatchObject({ result: R.Success, pendingEnrolmentId: lead.enrolmentId });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(body.token ?? ''),
    });
    expect(own.json().id).toBe(lead.enrolmentId);
    // The link is single use.
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.InvalidToken);
  });

  it.each([
    ['1 IncorrectSurname', { surname: 'Brown', postcode: 'SW1A 1AA' }, R.IncorrectSurname],
    ['2 IncorrectPostcode', { surname: 'Smith-Jones', postcode: 'EC1A 1BB' }, R.IncorrectPostcode],
    [
      '3 IncorrectSurnameAndPostcode',
      { surname: 'Brown', postcode: 'EC1A 1BB' },
      R.IncorrectSurnameAndPostcode,
    ],
  ])('%s', async (_name, answers, result) => {
    const { lead, token } = await leadWithToken();
    expect((await validate({ token, ...answers })).json()).toEqual({
      result,
      token: null,
      pendingEnrolmentId: lead.enrolmentId,
    });
  });

  it('4 AccountIsLocked after 3 mismatches, for 30 minutes, recorded in the database', async () => {
    const { token } = await leadWithToken();
    const wrong = { token, surname: 'Brown', postcode: 'SW1A 1AA' };
    expect((await validate(wrong)).json().result).toBe(R.IncorrectSurname);
    expect((await validate(wrong)).json().result).toBe(R.IncorrectSurname);
    expect((await validate(wrong)).json().result).toBe(R.AccountIsLocked);
    // Even the right answers are refused while locked.
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.AccountIsLocked);
    t.clock.advance(ACCOUNT_LOCK_MS - 1000);
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.AccountIsLocked);
    t.clock.advance(2000);
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.Success);
  });

  it('31 concurrent wrong answers: only 2 are answered as mismatches, every other one is locked out (4), and the lock holds', async () => {
    const { lead, token } = await leadWithToken();
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => validate({ token, surname: 'Brown', postcode: 'SW1A 1AA' })),
    );
    const results = answers.map((answer) => answer.json().result as number);
    expect(results.filter((result) => result === R.IncorrectSurname)).toHaveLength(2);
    expect(results.filter((result) => result === R.AccountIsLocked)).toHaveLength(29);
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json(),
    ).toEqual({
      result: R.AccountIsLocked,
      token: null,
      pendingEnrolmentId: lead.enrolmentId,
    });
  });

  it('a right answer among 10 concurrent wrong ones after 2 mismatches: only one of them gets the 3rd try, so the right one passes only if it got it, else everyone is locked out', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token } = await leadWithToken();
      const wrong = { token, surname: 'Brown', postcode: 'SW1A 1AA' };
      await validate(wrong);
      await validate(wrong);
      const payloads = Array.from({ length: 11 }, (_, index) =>
        index === 5 ? { token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' } : wrong,
      );
      const results = (await Promise.all(payloads.map((payload) => validate(payload)))).map(
        (answer) => answer.json().result as number,
      );
      const others = results.filter((_, index) => index !== 5);
      const mismatches = others.filter((result) => result !== R.AccountIsLocked);
      expect(mismatches.every((result) => result === R.IncorrectSurname)).toBe(true);
      expect([R.Success, R.AccountIsLocked]).toContain(results[5]);
      // The 3rd try goes to one request only: a wrong one locks and the right one is refused with the rest;
      // the right one passes and starts the count again, so at most 2 late wrong ones are answered as mismatches.
      if (results[5] === R.AccountIsLocked) expect(mismatches).toEqual([]);
      else expect(mismatches.length).toBeLessThanOrEqual(2);
    }
  });

  it('a success resets the count of mismatches', async () => {
    const { lead, token } = await leadWithToken();
    const wrong = { token, surname: 'Brown', postcode: 'SW1A 1AA' };
    await validate(wrong);
    await validate(wrong);
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.Success);
    const next = await lead.linkToken('saveAndContinue');
    expect((await validate({ ...wrong, token: next })).json().result).toBe(R.IncorrectSurname);
    expect((await validate({ ...wrong, token: next })).json().result).toBe(R.IncorrectSurname);
  });

  it('5 InvalidToken for an unknown, expired or malformed token', async () => {
    expect(
      (await validate({ token: 'no-such-token', surname: 'Smith', postcode: 'SW1A 1AA' })).json(),
    ).toEqual({
      result: R.InvalidToken,
      token: null,
      pendingEnrolmentId: null,
    });
    const { token } = await leadWithToken();
    t.clock.advance(61 * 24 * 60 * 60 * 1000);
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json().result,
    ).toBe(R.InvalidToken);
    const malformed = await validate({ token: 'a b<c', surname: 'Smith', postcode: 'SW1A 1AA' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.token).toBe('Incorrect Token Error!');
  });

  it('7 ConvertedToUnpopulatedJourney: answers an unpopulated token for the personal-details page', async () => {
    const { lead, token } = await leadWithToken({
      isUnpopulated: true,
      surname: null,
      postcode: null,
    });
    const body = (await validate({ token, surname: 'Anyone', postcode: 'SW1A 1AA' })).json();
    expect(body).toMatchObject({
      result: R.ConvertedToUnpopulatedJourney,
      pendingEnrolmentId: lead.enrolmentId,
    });
    const submit = await t.app.inject({
      method: 'PUT',
      url: `/api/enrolment-auth/unpopulated/${body.token}`,
      headers: bearer(await t.appToken()),
      payload: {
        title: 'Dr',
        firstName: 'Kim',
        surname: 'Lee',
        dateOfBirth: '1985-01-01',
        contactNumber: '07700900222',
        emailAddress: 'kim.lee@example.com',
        password: 'Moving-day-4',
      },
    });
    expect(submit.statusCode).toBe(200);
  });

  it('8 EnrolmentWithTokenOnly: nothing to compare, the token alone opens it', async () => {
    const { lead, token } = await leadWithToken({ surname: null, postcode: null });
    const body = (await validate({ token })).json();
    expect(body).toMatchObject({
      result: R.EnrolmentWithTokenOnly,
      pendingEnrolmentId: lead.enrolmentId,
    });
    expect(typeof body.token).toBe('string');
  });

  it('9 RightToBeForgotten', async () => {
    const { token } = await leadWithToken({ forgotten: true });
    expect(
      (await validate({ token, surname: 'Smith-Jones', postcode: 'SW1A 1AA' })).json(),
    ).toEqual({
      result: R.RightToBeForgotten,
      token: null,
      pendingEnrolmentId: null,
    });
  });

  it('10 OtpInvalid: a code that does not check out', async () => {
    const { lead, token } = await leadWithToken();
    const body = (
      await validate({
        token,
        surname: 'Smith-Jones',
        postcode: 'SW1A 1AA',
        challengeId: crypto.randomUUID(),
        code: '123456',
      })
    ).json();
    expect(body).toEqual({
      result: R.OtpInvalid,
      token: null,
      pendingEnrolmentId: lead.enrolmentId,
    });
  });

  it.each([
    [{ surname: '' }, 'surname', nameMessages(SURNAME_LABEL).tooShort],
    [{ surname: 'Sm1th' }, 'surname', nameMessages(SURNAME_LABEL).invalidCharacters],
    [{ postcode: 'NOT A POSTCODE' }, 'postcode', POSTCODE_MESSAGES.invalid],
  ])('refuses the form %# with the spec message', async (answers, field, message) => {
    const { token } = await leadWithToken();
    const response = await validate({
      token,
      surname: 'Smith-Jones',
      postcode: 'SW1A 1AA',
      ...answers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('asks for the surname and postcode when the enrolment has them to compare', async () => {
    const { token } = await leadWithToken();
    const response = await validate({ token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.surname).toBe(nameMessages(SURNAME_LABEL).tooShort);
    const noPostcode = await validate({ token, surname: 'Smith-Jones' });
    expect(noPostcode.json().errors.postcode).toBe(POSTCODE_MESSAGES.required);
  });

  it('answers 429 with Retry-After after 20 attempts a minute from one address', async () => {
    const address = '10.9.9.9';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(
        (
          await validate(
            { token: 'no-such-token', surname: 'Smith', postcode: 'SW1A 1AA' },
            address,
          )
        ).statusCode,
      ).toBe(200);
    }
    const limited = await validate(
      { token: 'no-such-token', surname: 'Smith', postcode: 'SW1A 1AA' },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logs every attempt without the surname, postcode or token', async () => {
    const { token } = await leadWithToken({ surname: 'Uniquename' });
    await validate({ token, surname: 'Otheruniquename', postcode: 'EC1A 1BB' });
    const lines = logLines.join('\n');
    expect(lines).toContain('confirm-details attempt');
    // Word bounds: request ids are random UUIDs, whose hex can spell "ec1a".
    expect(lines).not.toMatch(/uniquename|\b(EC1A|SW1A) ?(1BB|1AA)\b/i);
    expect(lines).not.toContain(token);
  });

  it('refuses a call without a token (401)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
