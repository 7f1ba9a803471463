import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import {
  COMM_CLICK_RESULT,
  commClickEventResponseSchema,
} from '@threshold/domain/schemas/comm-click';
import {
  otpChallengeResponseSchema,
  otpVerifyResponseSchema,
} from '@threshold/domain/schemas/otp-challenge';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead, type LeadInput } from '../enrolment/access-fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /api/comms/events/create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function click(fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/comms/events/create',
      headers: { ...FORM, ...bearer(await t.appToken()) },
      payload: new URLSearchParams({
        commChannel: '0',
        commType: 'campaign',
        ...fields,
      }).toString(),
    });
  }
  async function clickLead(input: LeadInput = {}) {
    const lead = await createLead(t, input);
    const response = await click({
      token: await lead.linkToken('confirm'),
      enrolmentId: lead.enrolmentId,
      distributionToken: '',
    });
    expect(response.statusCode).toBe(200);
    return { lead, body: commClickEventResponseSchema.parse(response.json()) };
  }

  it('0: a populated pending lead goes to confirm-details with a fresh save-and-continue token that validates', async () => {
    const { lead, body } = await clickLead();
    expect(body).toMatchObject({
      result: COMM_CLICK_RESULT.confirmDetails,
      enrolmentId: lead.enrolmentId,
      onboardingToken: null,
      unpopulatedToken: null,
    });
    const validate = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload: { token: body.saveAndContinueToken, surname: 'Smith-Jones', postcode: 'SW1A 1AA' },
    });
    expect(validate.json().result).toBe(ACCOUNT_VALIDATION_RESULT.Success);
  });

  it('0 with an onboarding token when the brand runs the onboarding experiment', async () => {
    const { body } = await clickLead({ brandRoute: 'oakfield-homes' });
    expect(body.result).toBe(COMM_CLICK_RESULT.confirmDetails);
    expect(body.onboardingToken).toEqual(expect.any(String));
  });

  it('1: details confirmed before but no log-in yet: confirm-details again', async () => {
    const { body } = await clickLead({ status: ENROLMENT_STATUS.detailsPopulated });
    expect(body.result).toBe(COMM_CLICK_RESULT.confirmDetailsAgain);
    expect(body.saveAndContinueToken).toEqual(expect.any(String));
  });

  it('2: an account exists: log in', async () => {
    const { body } = await clickLead({ withAccount: true });
    expect(body).toMatchObject({ result: COMM_CLICK_RESULT.logIn, saveAndContinueToken: null });
  });

  it('2 for a log-in with a password: the password log-in', async () => {
    const { body } = await clickLead({ withAccount: true });
    expect(body.isCodeLogIn).toBe(false);
  });

  it('2 for a mover without a password (joined through onboarding): the code log-in, which works with the brand’s otpLogin off', async () => {
    const oakfield = (
      await t.app.inject({
        method: 'GET',
        url: '/api/branding/oakfield-homes',
        headers: bearer(await t.appToken()),
      })
    ).json();
    expect(oakfield.flags.otpLogin).toBe(false);
    const lead = await createLead(t, { brandRoute: 'oakfield-homes' });
    // The log-in the onboarding journey makes: an e-mail and no password.
    await t.database.db.insert(accounts).values({
      email: lead.email.toLowerCase(),
      passwordHash: null,
      enrolmentId: lead.enrolmentId,
    });

    const response = await click({ token: await lead.linkToken('confirm') });
    expect(commClickEventResponseSchema.parse(response.json())).toMatchObject({
      result: COMM_CLICK_RESULT.logIn,
      isCodeLogIn: true,
    });

    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v2/otp/login',
      headers: bearer(await t.appToken()),
      payload: { channel: 0, contact: lead.email },
    });
    expect(send.statusCode).toBe(200);
    const challenge = otpChallengeResponseSchema.parse(send.json());
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, lead.email.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v2/otp/verify',
      headers: bearer(await t.appToken()),
      payload: {
        channel: 0,
        contact: lead.email,
        code: message?.meta.code,
        challengeId: challenge.challengeId,
      },
    });
    expect(verify.statusCode).toBe(200);
    expect(otpVerifyResponseSchema.parse(verify.json()).token).toMatchObject({
      kind: 'user',
      enrolmentId: lead.enrolmentId,
    });
  });

  it('3: nothing to confirm: the token alone validates (result 8), then home', async () => {
    const { body } = await clickLead({ surname: null, postcode: null });
    expect(body.result).toBe(COMM_CLICK_RESULT.confirmWithTokenThenHome);
    const validate = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload: { token: body.saveAndContinueToken },
    });
    expect(validate.json()).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.EnrolmentWithTokenOnly,
      token: expect.any(String),
    });
  });

  it('5: an unpopulated lead goes to unpopulated personal details with its token', async () => {
    const { body } = await clickLead({ isUnpopulated: true, surname: null });
    expect(body.result).toBe(COMM_CLICK_RESULT.unpopulated);
    expect(body.unpopulatedToken).toEqual(expect.any(String));
  });

  it('a second click replaces the previous save-and-continue token', async () => {
    const lead = await createLead(t);
    const confirm = await lead.linkToken('confirm');
    const first = (await click({ token: confirm })).json();
    const second = (await click({ token: confirm })).json();
    expect(second.result).toBe(COMM_CLICK_RESULT.confirmDetails);
    const old = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload: { token: first.saveAndContinueToken, surname: 'Smith-Jones', postcode: 'SW1A 1AA' },
    });
    expect(old.json().result).toBe(ACCOUNT_VALIDATION_RESULT.InvalidToken);
  });

  it("refuses an unknown token, another enrolment's id and a forgotten enrolment with 'Incorrect Token Error!'", async () => {
    const unknown = await click({ token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Incorrect Token Error!');
    const lead = await createLead(t);
    const other = await createLead(t);
    expect(
      (await click({ token: await lead.linkToken('confirm'), enrolmentId: other.enrolmentId }))
        .statusCode,
    ).toBe(404);
    const forgotten = await createLead(t, { forgotten: true });
    expect((await click({ token: await forgotten.linkToken('confirm') })).statusCode).toBe(404);
    // A save-and-continue token is not an invitation.
    expect((await click({ token: await lead.linkToken('saveAndContinue') })).statusCode).toBe(404);
  });

  it('validates commChannel and needs a token', async () => {
    const response = await click({ commChannel: '7', token: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.commChannel).toBe('commChannel must be 0 (campaign) or 1');
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/comms/events/create',
      headers: FORM,
      payload: 'commChannel=0',
    });
    expect(noToken.statusCode).toBe(401);
  });
});
