import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import {
  enrolmentAuthCreateResponseSchema,
  personalDetailsSubmitResponseSchema,
} from '@threshold/domain/schemas/enrolment-auth';
import {
  DATE_OF_BIRTH_MESSAGES,
  EMAIL_MESSAGES,
  MOBILE_MESSAGES,
  PASSWORD_MESSAGE,
  TITLE_MESSAGES,
} from '@threshold/domain/schemas/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from './access-fixtures';
import { ENROLMENT_NOT_FOUND_MESSAGE } from './enrolment.service';

const identity = { title: 'Mr', firstName: 'Sam', surname: 'O-Neill', dateOfBirth: '1990-05-01' };
const contact = { contactNumber: '07700900456', emailAddress: 'sam.oneill@example.com' };

describe('enrolment-auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function startEnrolment(body: Record<string, unknown> = { selectedPartner: 'default' }) {
    return t.app.inject({
      method: 'POST',
      url: '/api/enrolment-auth/create',
      headers: bearer(await t.appToken()),
      payload: body,
    });
  }
  async function anonymousToken(): Promise<{ token: string; enrolmentId: string }> {
    const body = enrolmentAuthCreateResponseSchema.parse((await startEnrolment()).json());
    return { token: body.access_token, enrolmentId: body.enrolment.id };
  }

  it('starts a pending DirectHomeMove enrolment with an anonymous token (app token only)', async () => {
    const response = await startEnrolment({
      selectedPartner: 'harbour-lettings',
      selectedSubpartner: '',
      selectedBranch: '101',
    });
    expect(response.statusCode).toBe(200);
    const body = enrolmentAuthCreateResponseSchema.parse(response.json());
    expect(body.kind).toBe('anonymous');
    expect(body.enrolment).toMatchObject({
      status: ENROLMENT_STATUS.pending,
      enrolmentSource: 'DirectHomeMove',
      partnerName: 'Harbour Lettings',
      branchId: '101',
      hasAccount: false,
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(body.access_token),
    });
    expect(own.statusCode).toBe(200);
    expect(enrolmentSchema.parse(own.json()).id).toBe(body.enrolment.id);
  });

  it('refuses an unknown brand with 404 and a mover token on create with 403', async () => {
    expect((await startEnrolment({ selectedPartner: 'no-such-brand' })).statusCode).toBe(404);
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enrolment-auth/create',
      headers: bearer(token),
      payload: { selectedPartner: 'default' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers the caller's own enrolment by id and refuses another mover's with 404", async () => {
    const mine = await anonymousToken();
    const theirs = await anonymousToken();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/enrolment/${mine.enrolmentId}`,
      headers: bearer(mine.token),
    });
    expect(own.statusCode).toBe(200);
    // service-journeys 3 reads telephonyAgent: no agent runs an enrolment before agent mode exists.
    expect(own.json()).toMatchObject({ id: mine.enrolmentId, telephonyAgent: false });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/enrolment/${theirs.enrolmentId}`,
      headers: bearer(mine.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: ENROLMENT_NOT_FOUND_MESSAGE });
    const mover = await t.createMover();
    const user = await t.userToken(mover);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/enrolment/${mine.enrolmentId}`,
          headers: bearer(user),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/enrolment/${mover.enrolmentId}`,
          headers: bearer(user),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/enrolment/${mine.enrolmentId}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/enrolment/${mine.enrolmentId}`,
          headers: bearer(await t.appToken()),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('saves title, names and date of birth', async () => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload: identity,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...identity, status: ENROLMENT_STATUS.pending });
  });

  it.each([
    [{ ...identity, title: 'Sir' }, 'title', TITLE_MESSAGES.invalid],
    [{ ...identity, title: '' }, 'title', TITLE_MESSAGES.required],
    [{ ...identity, dateOfBirth: '1990-02-30' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.required],
    [
      { ...identity, firstName: 'S' },
      'firstName',
      'The length of First name must be at least of 2 characters',
    ],
    [{ ...identity, surname: 'x'.repeat(51) }, 'surname', 'Surname must be 50 characters or fewer'],
    [
      { ...identity, firstName: 'Sam2' },
      'firstName',
      'First name cannot contain numbers or special characters',
    ],
    [{ ...identity, dateOfBirth: '' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.required],
    [
      { ...identity, dateOfBirth: '2010-01-01' },
      'dateOfBirth',
      'You must be at least 18 years of age to sign up',
    ],
    [{ ...identity, dateOfBirth: '1920-01-01' }, 'dateOfBirth', DATE_OF_BIRTH_MESSAGES.tooOld],
  ])('refuses personal details %#: %s → "%s"', async (payload, field, message) => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('counts age from the clock: 18 today is accepted', async () => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload: { ...identity, dateOfBirth: '2008-03-02' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ ...contact, contactNumber: '' }, 'contactNumber', MOBILE_MESSAGES.required],
    [{ ...contact, contactNumber: '07700 900456' }, 'contactNumber', MOBILE_MESSAGES.invalid],
    [{ ...contact, emailAddress: '' }, 'emailAddress', EMAIL_MESSAGES.required],
    [{ ...contact, emailAddress: 'not-an-email' }, 'emailAddress', EMAIL_MESSAGES.invalid],
    [
      { ...contact, emailAddress: `${'a'.repeat(95)}@example.com` },
      'emailAddress',
      EMAIL_MESSAGES.invalid,
    ],
    [{ ...contact, contactNumber: '08081570456' }, 'contactNumber', MOBILE_MESSAGES.invalid],
  ])('refuses contact details %#: %s → "%s"', async (payload, field, message) => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/contact-details',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('saves contact details and resets a changed e-mail to unverified', async () => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/contact-details',
      headers: bearer(token),
      payload: contact,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...contact, emailAddressVerified: false });
  });

  it('populated submit without a log-in needs the password, then confirms the details and logs in', async () => {
    const { token } = await anonymousToken();
    const url = '/api/enrolment-auth';
    const missing = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { ...identity, ...contact },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toBe(PASSWORD_MESSAGE);
    const weak = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { ...identity, ...contact, password: 'password' },
    });
    expect(weak.json().errors.password).toBe(PASSWORD_MESSAGE);

    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      payload: { ...identity, ...contact, password: 'Moving-day-2' },
    });
    expect(response.statusCode).toBe(200);
    const body = personalDetailsSubmitResponseSchema.parse(response.json());
    expect(body.enrolment).toMatchObject({
      status: ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: 'movingDetails',
      hasAccount: true,
    });
    expect(body.token?.kind).toBe('user');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(body.token?.access_token ?? ''),
    });
    expect(me.json().id).toBe(body.enrolment.id);
    // The anonymous sign-up token ends when the log-in replaces it.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/enrolment-auth', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    // The new password logs in.
    expect(
      (await t.userToken({ email: contact.emailAddress, password: 'Moving-day-2' })).length,
    ).toBeGreaterThan(20);
  });

  it('populated submit: an e-mail another account uses answers 409 EMAIL_TAKEN in its words and creates nothing', async () => {
    const taken = await t.createMover();
    const { token, enrolmentId } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth',
      headers: bearer(token),
      payload: {
        ...identity,
        contactNumber: '07700900456',
        emailAddress: taken.email.toUpperCase(),
        password: 'Moving-day-2',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message:
        'An account already uses this email address. Please log in, or use another email address.',
      errors: {
        emailAddress:
          'An account already uses this email address. Please log in, or use another email address.',
      },
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(token),
    });
    expect(own.json()).toMatchObject({
      id: enrolmentId,
      hasAccount: false,
      status: ENROLMENT_STATUS.pending,
    });
  });

  it('a new log-in may claim one e-mail address 5 times an hour, known or not; then 429 with Retry-After, whoever asks', async () => {
    const taken = await t.createMover();
    for (const emailAddress of [taken.email, 'nobody-yet@example.com']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { token } = await anonymousToken();
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/enrolment-auth',
          headers: bearer(token),
          // An unknown e-mail is claimed once, then taken: each later try answers 409 like the known one.
          payload: {
            ...identity,
            contactNumber: '07700900456',
            emailAddress,
            password: 'Moving-day-2',
          },
          remoteAddress: `10.4.${attempt}.${statuses.length + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(1)).toEqual([409, 409, 409, 409]);
      const { token } = await anonymousToken();
      const limited = await t.app.inject({
        method: 'PUT',
        url: '/api/enrolment-auth',
        headers: bearer(token),
        payload: {
          ...identity,
          contactNumber: '07700900456',
          emailAddress: emailAddress.toUpperCase(),
          password: 'Moving-day-2',
        },
        remoteAddress: '10.4.9.9',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'There have been too many tries with this email address. Please try again later.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    }
    // The unpopulated submit claims through the same count.
    const lead = await createLead(t, { isUnpopulated: true, email: null });
    const link = await lead.linkToken('unpopulated');
    const unpopulated = await t.app.inject({
      method: 'PUT',
      url: `/api/enrolment-auth/unpopulated/${link}`,
      headers: bearer(await t.appToken()),
      payload: {
        ...identity,
        contactNumber: '07700900111',
        emailAddress: taken.email,
        password: 'Moving-day-3',
      },
    });
    expect(unpopulated.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    const later = await t.app.inject({
      method: 'PUT',
      url: `/api/enrolment-auth/unpopulated/${link}`,
      headers: bearer(await t.appToken()),
      payload: {
        ...identity,
        contactNumber: '07700900111',
        emailAddress: taken.email,
        password: 'Moving-day-3',
      },
    });
    expect(later.statusCode).toBe(409);
  });

  it('populated submit with a log-in needs no password and answers no new token', async () => {
    const mover = await t.createMover();
    const user = await t.userToken(mover);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth',
      headers: bearer(user),
      payload: { ...identity, contactNumber: '07700900999', emailAddress: mover.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token: null,
      enrolment: { status: ENROLMENT_STATUS.detailsPopulated },
    });
  });

  it('a body cannot set the status, the source or the verified flags (mass assignment)', async () => {
    const { token } = await anonymousToken();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload: {
        ...identity,
        status: 40,
        enrolmentSource: 'UploadedLead',
        emailAddressVerified: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: ENROLMENT_STATUS.pending,
      enrolmentSource: 'DirectHomeMove',
      emailAddressVerified: false,
    });
  });

  it('unpopulated submit: uses the link once, creates the log-in, answers a user token', async () => {
    const lead = await createLead(t, { isUnpopulated: true, email: null, surname: null });
    const link = await lead.linkToken('unpopulated');
    const url = `/api/enrolment-auth/unpopulated/${link}`;
    const payload = {
      ...identity,
      contactNumber: '07700900111',
      emailAddress: 'unpopulated@example.com',
      password: 'Moving-day-3',
    };
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(await t.appToken()),
      payload,
    });
    expect(response.statusCode).toBe(200);
    const body = personalDetailsSubmitResponseSchema.parse(response.json());
    expect(body.enrolment).toMatchObject({
      id: lead.enrolmentId,
      isUnpopulated: false,
      status: ENROLMENT_STATUS.detailsPopulated,
    });
    expect(body.token?.kind).toBe('user');
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(await t.appToken()),
      payload,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Incorrect Token Error!');
  });

  it('unpopulated submit refuses an e-mail another account uses (409) and keeps the link usable', async () => {
    const taken = await t.createMover();
    const lead = await createLead(t, { isUnpopulated: true, email: null });
    const link = await lead.linkToken('unpopulated');
    const url = `/api/enrolment-auth/unpopulated/${link}`;
    const payload = {
      ...identity,
      contactNumber: '07700900111',
      emailAddress: taken.email,
      password: 'Moving-day-3',
    };
    const conflict = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(await t.appToken()),
      payload,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: {
        emailAddress:
          'An account already uses this email address. Please log in, or use another email address.',
      },
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(await t.appToken()),
      payload: { ...payload, emailAddress: 'fresh@example.com' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
