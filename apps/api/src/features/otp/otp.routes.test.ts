import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import {
  otpChallengeResponseSchema,
  otpVerifyResponseSchema,
} from '@threshold/domain/schemas/otp-challenge';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, otpCodes, outboxMessages } from '../../db/schema';
import { createLogger } from '../../http/logger';
import { statementsOf } from '../../test-support/sql-statements';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead, type LeadInput } from '../enrolment/access-fixtures';
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS, generateOtpCode, maskContact } from './otp.service';

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;

describe('one-time codes (v2)', () => {
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

  async function post(
    url: string,
    payload: Record<string, unknown>,
    token?: string,
    remoteAddress = nextIp(),
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/otp${url}`,
      headers: bearer(token ?? (await t.appToken())),
      payload,
      remoteAddress,
    });
  }
  async function latestCode(to: string): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    if (!message?.meta.code) throw new Error(`no code sent to ${to}`);
    expect(message.template).toBe('oneTimeCode');
    return message.meta.code;
  }
  async function logInCode(email: string) {
    const response = await post('/login', { channel: 0, contact: email });
    expect(response.statusCode).toBe(200);
    return {
      challenge: otpChallengeResponseSchema.parse(response.json()),
      code: await latestCode(email),
    };
  }
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('makes 6-digit codes and masks contacts', () => {
    for (let index = 0; index < 50; index += 1) expect(generateOtpCode()).toMatch(/^\d{6}$/);
    expect(maskContact('email', 'sam@example.com')).toBe('s***@example.com');
    expect(maskContact('sms', '07700900123')).toBe('*******0123');
  });

  it('logs in by code: a user token, the e-mail marked verified, the code single use', async () => {
    const lead = await createLead(t, { withAccount: true });
    const { challenge, code } = await logInCode(lead.email);
    expect(challenge).toMatchObject({
      channel: 'email',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    const stored = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.id, challenge.challengeId));
    expect(stored[0]?.codeHash).not.toContain(code);

    const verify = await post('/verify', {
      channel: 0,
      contact: lead.email,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
      challengeId: challenge.challengeId,
    });
    expect(verify.statusCode).toBe(200);
    const body = otpVerifyResponseSchema.parse(verify.json());
    expect(body.token?.kind).toBe('user');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(body.token?.access_token ?? ''),
    });
    expect(me.json()).toMatchObject({ id: lead.enrolmentId, emailAddressVerified: true });

    const again = await post('/verify', {
      channel: 0,
      contact: lead.email,
      code,
      challengeId: challenge.challengeId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_OTP',
      message: "We don't recognise this code",
    });
  });

  it('an unknown e-mail answers 404 NOT_FOUND ("That email doesn\'t look quite right") with no message sent, and is throttled per contact like a known one', async () => {
    const response = await post('/login', { channel: 0, contact: 'nobody-otp@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: "That email doesn't look quite right",
      errors: { contact: "That email doesn't look quite right" },
    });
    const sent = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'nobody-otp@example.com'));
    expect(sent).toHaveLength(0);
    // From another address, in another case: the contact itself is throttled (30 s, then 5 an hour).
    const again = await post(
      '/login',
      { channel: 0, contact: 'Nobody-OTP@example.com' },
      undefined,
      '10.8.8.8',
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait a moment before asking for another code.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
      expect(
        (await post('/login', { channel: 0, contact: 'nobody-otp@example.com' })).statusCode,
      ).toBe(404);
    }
    t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
    const capped = await post('/login', { channel: 0, contact: 'nobody-otp@example.com' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'You have asked for too many codes. Please try again later.',
    );
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('a known and an unknown e-mail run the same SQL statements in the same order (only the decoy message is rolled back)', async () => {
    const appToken = await t.appToken();
    const logIn = (contact: string) =>
      statementsOf(() => post('/login', { channel: 0, contact }, appToken));
    // The token check and the brand are cached after a first call; the lists are compared warm.
    await logIn((await createLead(t, { withAccount: true })).email);
    await logIn('nobody-warm@example.com');
    const lead = await createLead(t, { withAccount: true });
    const sameWork = (statements: string[]) =>
      statements
        .filter((statement) => !statement.includes('"revoked_tokens"'))
        .map((statement) =>
          /^(release|rollback to) savepoint/.test(statement) ? 'end savepoint' : statement,
        );
    const known = sameWork(await logIn(lead.email));
    const unknown = sameWork(await logIn('nobody-same-work@example.com'));
    expect(known.some((statement) => statement.startsWith('insert into "outbox_messages"'))).toBe(
      true,
    );
    expect(unknown).toEqual(known);
    expect(
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'nobody-same-work@example.com')),
    ).toEqual([]);
  });

  it('a wrong code answers 400 INVALID_OTP ("We don\'t recognise this code"); after 5 wrong tries even the right code is refused', async () => {
    const lead = await createLead(t, { withAccount: true });
    const { challenge, code } = await logInCode(lead.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/verify', {
        channel: 0,
        contact: lead.email,
        code: otherCode(code),
        challengeId: challenge.challengeId,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toBe("We don't recognise this code");
    }
    expect(
      (
        await post('/verify', {
          channel: 0,
          contact: lead.email,
          code,
          challengeId: challenge.challengeId,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the 5-try boundary: a right code still works after exactly 4 wrong tries, and not after 5', async () => {
    const lead = await createLead(t, { withAccount: true });
    const { challenge, code } = await logInCode(lead.email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (
          await post('/verify', {
            channel: 0,
            contact: lead.email,
            code: otherCode(code),
            challengeId: challenge.challengeId,
          })
        ).statusCode,
      ).toBe(400);
    }
    const right = await post('/verify', {
      channel: 0,
      contact: lead.email,
      code,
      challengeId: challenge.challengeId,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().verified).toBe(true);
    const [stored] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.id, challenge.challengeId));
    expect(stored?.failedAttempts).toBe(4);
  });

  it('31 concurrent tries, the right code 20th: at most 5 wrong tries are counted, and the right one passes only if fewer than 5 came before it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const lead = await createLead(t, { withAccount: true });
      t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
      const { challenge, code } = await logInCode(lead.email);
      const appToken = await t.appToken();
      const tries = Array.from({ length: 31 }, (_, index) =>
        index === 19 ? code : otherCode(code),
      );
      const answers = await Promise.all(
        tries.map((tried) =>
          post(
            '/verify',
            { channel: 0, contact: lead.email, code: tried, challengeId: challenge.challengeId },
            appToken,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      for (const answer of answers) {
        if (answer.statusCode !== 200)
          expect(answer.json()).toMatchObject({
            code: 'INVALID_OTP',
            message: "We don't recognise this code",
          });
      }
      const [stored] = await t.database.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.id, challenge.challengeId));
      const wrongCounted = stored?.failedAttempts ?? -1;
      expect(wrongCounted).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 200 && status !== 400)).toEqual([]);
      // Only the right code can pass, and only when it took one of the five tries: then at most 4 wrong ones were counted.
      expect(statuses.filter((status, index) => status === 200 && index !== 19)).toEqual([]);
      if (statuses[19] === 200) expect(wrongCounted).toBeLessThanOrEqual(4);
      else expect(wrongCounted).toBe(5);
      // Used up or dead: the right code no longer opens it.
      expect(
        (
          await post('/verify', {
            channel: 0,
            contact: lead.email,
            code,
            challengeId: challenge.challengeId,
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it('a code expires after 10 minutes', async () => {
    const lead = await createLead(t, { withAccount: true });
    const { challenge, code } = await logInCode(lead.email);
    t.clock.advance(OTP_TTL_MS + 1000);
    expect(
      (
        await post('/verify', {
          channel: 0,
          contact: lead.email,
          code,
          challengeId: challenge.challengeId,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a code is bound to the request that issued it (challenge id and contact)', async () => {
    const lead = await createLead(t, { withAccount: true });
    const first = await logInCode(lead.email);
    t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
    const second = await logInCode(lead.email);
    expect(
      (
        await post('/verify', {
          channel: 0,
          contact: lead.email,
          code: first.code,
          challengeId: second.challenge.challengeId,
        })
      ).statusCode,
    ).toBe(first.code === second.code ? 200 : 400);
    const other = await createLead(t, { withAccount: true });
    expect(
      (
        await post('/verify', {
          channel: 0,
          contact: other.email,
          code: first.code,
          challengeId: first.challenge.challengeId,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('resend: not before 30 s (429 with Retry-After), at most 5 an hour per contact', async () => {
    const lead = await createLead(t, { withAccount: true });
    await logInCode(lead.email);
    const tooSoon = await post('/login', { channel: 0, contact: lead.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
      expect((await post('/login', { channel: 0, contact: lead.email })).statusCode).toBe(200);
    }
    t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
    const capped = await post('/login', { channel: 0, contact: lead.email });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
    t.clock.advance(60 * 60 * 1000);
    expect((await post('/login', { channel: 0, contact: lead.email })).statusCode).toBe(200);
  });

  it('resend under concurrency: 10 requests at once for one contact send one code; the other 9 answer 429 with Retry-After', async () => {
    const lead = await createLead(t, { withAccount: true });
    const appToken = await t.appToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/login', { channel: 0, contact: lead.email }, appToken),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.json().message).toBe('Please wait a moment before asking for another code.');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, lead.email.toLowerCase()));
    expect(sent).toHaveLength(1);
  });

  it('answers 429 after 10 sends a minute from one IP address', async () => {
    const appToken = await t.appToken();
    const statuses: number[] = [];
    for (let send = 0; send < 11; send += 1) {
      statuses.push(
        (
          await post(
            '/login',
            { channel: 0, contact: `ip-${send}@example.com` },
            appToken,
            '10.7.7.7',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  async function onboardingLead(input: LeadInput = {}) {
    const lead = await createLead(t, { brandRoute: 'oakfield-homes', ...input });
    return { lead, token: await lead.linkToken('onboarding') };
  }

  it('validate-postcode: right postcode → result 0 and an anonymous token; channel details then say POSTCODE_VALIDATION_COMPLETED', async () => {
    const { lead, token } = await onboardingLead();
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v2/otp/channel-details?channel=email&token=${token}`,
      headers: bearer(await t.appToken()),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      channel: 'email',
      contactDetails: maskContact('email', lead.email),
    });
    const response = await post('/validate-postcode', { channel: 0, token, postcode: 'sw1a 1aa' });
    expect(response.json()).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.Success,
      pendingEnrolmentId: lead.enrolmentId,
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v2/otp/channel-details?channel=sms&token=${token}`,
      headers: bearer(await t.appToken()),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('POSTCODE_VALIDATION_COMPLETED');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v2/otp/channel-details?channel=sms&token=nope',
      headers: bearer(await t.appToken()),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("validate-postcode marks the invitation's channel verified (the link reached the mover there), and only that one", async () => {
    const { lead, token } = await onboardingLead();
    const anonymous = (
      await post('/validate-postcode', { channel: 0, token, postcode: 'SW1A 1AA' })
    ).json().token as string;
    const channels = await t.app.inject({
      method: 'GET',
      url: '/api/v2/otp/verified-channels',
      headers: bearer(anonymous),
    });
    expect(channels.json()).toEqual({ email: true, sms: false });
    const wrong = await onboardingLead();
    await post('/validate-postcode', { channel: 0, token: wrong.token, postcode: 'EC1A 1BB' });
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, wrong.lead.enrolmentId));
    expect(row?.emailAddressVerified).toBe(false);
    expect(lead.enrolmentId).not.toBe(wrong.lead.enrolmentId);
  });

  it('validate-postcode: wrong → 400 INVALID_POSTCODE ("Sorry but that\'s not the postcode we were provided, please check and try again."), the 3rd → result 4', async () => {
    const { token } = await onboardingLead();
    const wrong = await post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_POSTCODE',
      errors: {
        postcode: "Sorry but that's not the postcode we were provided, please check and try again.",
      },
    });
    await post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' });
    expect(
      (await post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' })).json().result,
    ).toBe(ACCOUNT_VALIDATION_RESULT.AccountIsLocked);
  });

  it('validate-postcode: 31 concurrent wrong postcodes → only 2 are answered INVALID_POSTCODE, every other one result 4, and the right one is then refused', async () => {
    const { lead, token } = await onboardingLead();
    const appToken = await t.appToken();
    const answers = await Promise.all(
      Array.from({ length: 31 }, () =>
        post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' }, appToken),
      ),
    );
    const invalid = answers.filter((answer) => answer.statusCode === 400);
    expect(invalid).toHaveLength(2);
    for (const answer of invalid)
      expect(answer.json().errors.postcode).toBe(
        "Sorry but that's not the postcode we were provided, please check and try again.",
      );
    const locked = answers.filter((answer) => answer.statusCode === 200);
    expect(locked).toHaveLength(29);
    for (const answer of locked)
      expect(answer.json()).toEqual({
        result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked,
        token: null,
        pendingEnrolmentId: lead.enrolmentId,
      });
    expect(
      (await post('/validate-postcode', { channel: 0, token, postcode: 'SW1A 1AA' })).json().result,
    ).toBe(ACCOUNT_VALIDATION_RESULT.AccountIsLocked);
  });

  it('validate-postcode: the right postcode still passes on the 3rd try, after 2 wrong ones', async () => {
    const { lead, token } = await onboardingLead();
    expect(
      (await post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/validate-postcode', { channel: 0, token, postcode: 'EC1A 1BB' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/validate-postcode', { channel: 0, token, postcode: 'SW1A 1AA' })).json(),
    ).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.Success,
      pendingEnrolmentId: lead.enrolmentId,
      token: expect.any(String),
    });
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, lead.enrolmentId));
    expect(row).toMatchObject({ validationFailures: 0, lockedUntil: null });
  });

  it('validate-postcode: an unpopulated lead → result 7 with an unpopulated token', async () => {
    const { token } = await onboardingLead({ isUnpopulated: true });
    const body = (
      await post('/validate-postcode', { channel: 1, token, postcode: 'SW1A 1AA' })
    ).json();
    expect(body).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.ConvertedToUnpopulatedJourney,
      token: expect.any(String),
    });
  });

  it('validates bodies with the spec messages', async () => {
    const noPostcode = await post('/validate-postcode', { channel: 0, token: 'abc', postcode: '' });
    expect(noPostcode.json().errors.postcode).toBe('We need your new postcode');
    const shortCode = await post('/verify', {
      channel: 0,
      contact: 'a@example.com',
      code: '12345',
      challengeId: crypto.randomUUID(),
    });
    expect(shortCode.json().errors.code).toBe('We need your 6-digit code');
    const noContact = await post('/login', { channel: 0, contact: '' });
    expect(noContact.statusCode).toBe(400);
  });

  it("verifies a contact of the caller's own enrolment; another mover cannot use the challenge", async () => {
    const { lead, token } = await onboardingLead({ email: null });
    const anonymous = (
      await post('/validate-postcode', { channel: 0, token, postcode: 'SW1A 1AA' })
    ).json().token as string;
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v2/otp/verified-channels',
      headers: bearer(anonymous),
    });
    expect(before.json()).toEqual({ email: false, sms: false });

    const request = await post(
      '/request',
      { channel: 0, contact: 'new.contact@example.com' },
      anonymous,
    );
    expect(request.statusCode).toBe(200);
    const { challengeId } = request.json();
    const code = await latestCode('new.contact@example.com');

    const stranger = await t.createMover();
    const strangerToken = await t.userToken(stranger);
    expect(
      (
        await post(
          '/verify',
          { channel: 0, contact: 'new.contact@example.com', code, challengeId },
          strangerToken,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('/verify', { channel: 0, contact: 'new.contact@example.com', code, challengeId }))
        .statusCode,
    ).toBe(400);

    const verify = await post(
      '/verify',
      { channel: 0, contact: 'new.contact@example.com', code, challengeId },
      anonymous,
    );
    expect(verify.json()).toEqual({ verified: true, channel: 'email', token: null });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v2/otp/verified-channels',
      headers: bearer(anonymous),
    });
    expect(after.json()).toEqual({ email: true, sms: false });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(anonymous),
    });
    expect(own.json()).toMatchObject({
      id: lead.enrolmentId,
      emailAddress: 'new.contact@example.com',
    });
  });

  it('PUT /account/validate code variant: a right code passes (0), a wrong one answers 10 OtpInvalid', async () => {
    const { lead, token } = await onboardingLead();
    const anonymous = (
      await post('/validate-postcode', { channel: 0, token, postcode: 'SW1A 1AA' })
    ).json().token as string;
    const { challengeId } = (
      await post('/request', { channel: 1, contact: '07700900777' }, anonymous)
    ).json();
    const code = await latestCode('07700900777');
    const saveAndContinue = await lead.linkToken('saveAndContinue');
    const validate = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/validate',
        headers: bearer(anonymous),
        payload: {
          token: saveAndContinue,
          surname: 'Smith-Jones',
          postcode: 'SW1A 1AA',
          challengeId,
          ...payload,
        },
        remoteAddress: nextIp(),
      });
    expect((await validate({ code: otherCode(code) })).json().result).toBe(
      ACCOUNT_VALIDATION_RESULT.OtpInvalid,
    );
    expect((await validate({ code })).json().result).toBe(ACCOUNT_VALIDATION_RESULT.Success);
  });

  it('never logs a code, a contact or a token (and does log the calls that carried them)', async () => {
    const lead = await createLead(t, { withAccount: true });
    const firstLine = logLines.length;
    const appToken = await t.appToken();
    t.clock.advance(OTP_RESEND_AFTER_MS + 1000);
    const login = await post('/login', { channel: 0, contact: lead.email }, appToken);
    const code = await latestCode(lead.email);
    const verify = await post(
      '/verify',
      { channel: 0, contact: lead.email, code, challengeId: login.json().challengeId },
      appToken,
    );
    expect(verify.statusCode).toBe(200);
    const userToken = verify.json().token.access_token as string;
    const captured = logLines.slice(firstLine);
    // The requests were logged: a check that captured nothing would pass whatever the code logged.
    expect(captured.filter((line) => line.includes('"url":"/api/v2/otp/login"'))).not.toHaveLength(
      0,
    );
    expect(captured.filter((line) => line.includes('"url":"/api/v2/otp/verify"'))).not.toHaveLength(
      0,
    );
    expect(captured.filter((line) => line.includes('"statusCode":200'))).not.toHaveLength(0);
    const lines = captured.join('\n');
    expect(lines).not.toContain(lead.email);
    expect(lines).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(lines).not.toContain(userToken);
    expect(lines).not.toContain(appToken);
  });
});
