import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import { enrolments } from '../db/schema';
import { testAddressProvider } from '../features/addresses/test-addresses';
import { bearer, createLead } from '../features/enrolment/access-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * A fuzz of every text field the API accepts: a control character (C0 such as NUL, tab and line
 * breaks, DEL, C1) or the Unicode line separator inside any body, query or path value answers
 * 400 with that field's message, never 500. The database refuses NUL in text, so a value that
 * slipped through would fail there.
 */

// The test clock stands at 2 March 2026.
const CONTROL_CHARACTERS = {
  NUL: '\u0000',
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  escape: '\u001b',
  DEL: '\u007f',
  'next line (C1)': '\u0085',
  'application program command (C1)': '\u009f',
  'line separator': '\u2028',
} as const;

const INVALID_TOKEN = 'Incorrect Token Error!';
const VALID_EMAIL = 'Please enter a valid email address';
const VALID_MOBILE = 'Please enter a valid UK mobile number without spaces, starting with 07';
const UNKNOWN_POSTCODE = "We don't recognise this postcode";
const OTP_CODE = 'We need your 6-digit code';
const PASSWORD_CRITERIA = 'Please ensure your password match the criteria above';
const hidden = (label: string) =>
  `${label} cannot contain tabs, line breaks or other hidden characters`;
const nameRule = (label: string) => `${label} cannot contain numbers or special characters`;

/** One text field of one route: a good value, how to send it, and the message a bad one gets. */
type Probe = {
  route: string;
  field: string;
  good: string;
  /** The field's message; null where the schema keeps zod's own words for a code-only field. */
  message: string | null;
  send(value: string): Promise<LightMyRequestResponse>;
  /** Where the field's errors are: the 400 body (default) or the first CSV row's result. */
  errorsOf?(response: LightMyRequestResponse): Record<string, string> | undefined;
};

/** The good value with the character in its middle (leading and trailing whitespace is trimmed). */
function withInside(good: string, character: string): string {
  const middle = Math.max(1, Math.floor(good.length / 2));
  return `${good.slice(0, middle)}${character}${good.slice(middle)}`;
}

let t: TestApp;
let appToken: string;
let anonymousToken: string;
let userToken: string;
let onboardingToken: string;
let partnerKey: string;
let ipCounter = 0;

/** Each request from its own address, so no per-IP limit answers 429 before validation. */
function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  ipCounter += 1;
  return t.app.inject({
    ...options,
    remoteAddress: `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

function json(method: 'POST' | 'PUT', url: string, token: string | null, payload: object) {
  return inject({ method, url, headers: token === null ? {} : bearer(token), payload });
}

function form(
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  fields: Record<string, string>,
) {
  return inject({
    method,
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token === null ? {} : bearer(token)),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

function get(url: string, token: string | null) {
  return inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

beforeAll(async () => {
  t = await createTestApp({ addressProvider: testAddressProvider() });
  appToken = await t.appToken();

  const created = await json('POST', '/api/enrolment-auth/create', appToken, {
    selectedPartner: 'default',
  });
  expect(created.statusCode).toBe(200);
  anonymousToken = created.json<{ access_token: string }>().access_token;

  const mover = await t.createMover();
  await t.database.db
    .update(enrolments)
    .set({
      status: ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: 'movingDetails',
      firstName: 'Robin',
    })
    .where(eq(enrolments.id, mover.enrolmentId));
  userToken = await t.userToken(mover);

  // An invited lead on a brand with the onboarding journey, holding the anonymous token that the
  // postcode step would give it.
  const lead = await createLead(t, { brandRoute: 'oakfield-homes' });
  const tokens = createAccessTokens({ secret: t.config.tokenSecret, clock: t.clock });
  onboardingToken = (
    await tokens.issue({
      kind: 'anonymous',
      subject: lead.enrolmentId,
      enrolmentId: lead.enrolmentId,
    })
  ).accessToken;
  expect((await get('/api/onboarding/journey', onboardingToken)).statusCode).toBe(200);

  partnerKey = await t.partnerKey('oakfield-homes', 'control characters');
});
afterAll(() => t.close());

// ── Every text field of every route ───────────────────────────────────────────────────────

function bodyProbes(
  route: string,
  send: (body: Record<string, string>) => Promise<LightMyRequestResponse>,
  good: Record<string, string>,
  messages: Record<string, string | null>,
): Probe[] {
  return Object.entries(messages).map(([field, message]) => ({
    route,
    field,
    good: good[field] ?? '',
    message,
    send: (value) => send({ ...good, [field]: value }),
  }));
}

const identity = { title: 'Ms', firstName: 'Aoife', surname: "O'Brien", dateOfBirth: '1990-05-01' };
const identityMessages = {
  title: 'Invalid Title provided',
  firstName: nameRule('First name'),
  surname: nameRule('Surname'),
  dateOfBirth: 'Please enter a valid Date of Birth',
};
const contact = { contactNumber: '07700900123', emailAddress: 'mover@example.com' };
const contactMessages = { contactNumber: VALID_MOBILE, emailAddress: VALID_EMAIL };

const lead = {
  title: 'Ms',
  firstName: 'Zoë',
  surname: 'Nguyễn',
  dateOfBirth: '1990-05-01',
  emailAddress: 'lead@example.com',
  contactNumber: '07700900222',
  moveInDate: '2026-03-20',
  addressKey: 'test-home',
  postcode: 'LS1 4AP',
  enrolmentType: 'Lettings',
  branchId: '12',
  inviteBy: 'email',
};
const leadMessages = {
  title: 'Invalid Title provided',
  firstName: nameRule('First name'),
  surname: nameRule('Surname'),
  dateOfBirth: 'Please enter a valid Date of Birth',
  emailAddress: VALID_EMAIL,
  contactNumber: VALID_MOBILE,
  moveInDate: 'Invalid date format',
  addressKey: 'Please select an address from the dropdown',
  postcode: UNKNOWN_POSTCODE,
  enrolmentType: 'enrolmentType must be one of Direct, Lettings, Social, DoorToDoor or Telesales',
  branchId: 'branchId must be the numeric id of one of your branches',
  inviteBy: 'inviteBy must be email or sms',
};

/** A CSV of one lead, every cell quoted so a line break stays inside its cell. */
function csvOf(row: Record<string, string>): string {
  const cell = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return `${Object.keys(row).map(cell).join(',')}\n${Object.values(row).map(cell).join(',')}\n`;
}

const manualAddress = {
  moveInDate: '2026-03-12',
  residentialStatus: '200',
  houseNameOrNumber: 'Rose Cottage',
  addressLine1: 'Park Row',
  addressLine2: 'Little Woodhouse',
  town: 'Leeds',
  postcode: 'LS1 4AP',
};

const challengeId = '6f1c1a43-5c56-4d1e-9a2b-2f3c4d5e6f70';

function probes(): Probe[] {
  return [
    ...bodyProbes(
      'POST /api/oauth/token (password)',
      (body) => form('POST', '/api/oauth/token', null, body),
      { grant_type: 'password', username: 'mover@example.com', password: 'Moving-day-1' },
      {
        username: VALID_EMAIL,
        password: "Incorrect password - please try again, or click 'forgotten password' below",
      },
    ),
    ...bodyProbes(
      'POST /api/oauth/token (login_token)',
      (body) => form('POST', '/api/oauth/token', null, body),
      { grant_type: 'login_token', token: 'abcdefghijkl' },
      { token: INVALID_TOKEN },
    ),

    ...bodyProbes(
      'PUT /api/account/validate',
      (body) => json('PUT', '/api/account/validate', appToken, body),
      {
        token: 'abcdefghijkl',
        surname: "D'Souza",
        postcode: 'LS1 4AP',
        challengeId,
        code: '123456',
      },
      {
        token: INVALID_TOKEN,
        surname: nameRule('Surname'),
        postcode: UNKNOWN_POSTCODE,
        challengeId: INVALID_TOKEN,
        code: OTP_CODE,
      },
    ),

    {
      route: 'GET /api/addresses/{postcode}',
      field: 'postcode',
      good: 'LS1 4AP',
      message: UNKNOWN_POSTCODE,
      send: (value) => get(`/api/addresses/${encodeURIComponent(value)}`, userToken),
    },
    ...bodyProbes(
      'POST /api/address',
      (body) => json('POST', '/api/address', userToken, body),
      { addressKey: 'test-home' },
      { addressKey: 'Please select an address from the dropdown' },
    ),
    ...bodyProbes(
      'PUT /api/address',
      (body) => form('PUT', '/api/address', userToken, body),
      { moveInDate: '2026-03-12', residentialStatus: '201', addressKey: 'test-home' },
      {
        moveInDate: 'Invalid date format',
        residentialStatus: 'Please select an option',
        addressKey: 'Please select an address from the dropdown',
      },
    ),
    ...bodyProbes(
      'PUT /api/addresses/manual-address',
      (body) => form('PUT', '/api/addresses/manual-address', userToken, body),
      manualAddress,
      {
        moveInDate: 'Invalid date format',
        residentialStatus: 'Please select an option',
        houseNameOrNumber: hidden('House name/number'),
        addressLine1: hidden('Address line 1'),
        addressLine2: hidden('Address line 2'),
        town: hidden('City/town'),
        postcode: UNKNOWN_POSTCODE,
      },
    ),

    ...bodyProbes(
      'POST /api/enrolment-auth/create',
      (body) => json('POST', '/api/enrolment-auth/create', appToken, body),
      {
        selectedPartner: 'oakfield-homes',
        selectedSubpartner: 'oakfield-homes',
        selectedBranch: '12',
      },
      {
        selectedPartner: 'Please choose a brand from the list',
        selectedSubpartner: 'Please choose a brand from the list',
        selectedBranch: 'selectedBranch must be a branch number',
      },
    ),
    ...bodyProbes(
      'PUT /api/enrolment-auth/personal-details',
      (body) => json('PUT', '/api/enrolment-auth/personal-details', anonymousToken, body),
      identity,
      identityMessages,
    ),
    ...bodyProbes(
      'PUT /api/enrolment-auth/contact-details',
      (body) => json('PUT', '/api/enrolment-auth/contact-details', anonymousToken, body),
      contact,
      contactMessages,
    ),
    ...bodyProbes(
      'PUT /api/enrolment-auth',
      (body) => json('PUT', '/api/enrolment-auth', anonymousToken, body),
      { ...identity, ...contact, password: 'Moving-day-2' },
      { ...identityMessages, ...contactMessages, password: PASSWORD_CRITERIA },
    ),
    {
      route: 'PUT /api/enrolment-auth/unpopulated/{unpopulatedToken}',
      field: 'unpopulatedToken',
      good: 'abcdefghijkl',
      message: INVALID_TOKEN,
      send: (value) =>
        json('PUT', `/api/enrolment-auth/unpopulated/${encodeURIComponent(value)}`, appToken, {
          ...identity,
          ...contact,
          password: 'Moving-day-2',
        }),
    },
    ...bodyProbes(
      'PUT /api/enrolment-auth/unpopulated/{unpopulatedToken} body',
      (body) => json('PUT', '/api/enrolment-auth/unpopulated/abcdefghijkl', appToken, body),
      { ...identity, ...contact, password: 'Moving-day-2' },
      { ...identityMessages, ...contactMessages, password: PASSWORD_CRITERIA },
    ),

    {
      route: 'PUT /api/enrolment/comms-blocked-by-user/{token}',
      field: 'token',
      good: 'abcdefghijkl',
      message: INVALID_TOKEN,
      send: (value) =>
        json(
          'PUT',
          `/api/enrolment/comms-blocked-by-user/${encodeURIComponent(value)}?${query({ email: 'mover@example.com' })}`,
          null,
          { enabled: true, email: 'mover@example.com' },
        ),
    },
    ...bodyProbes(
      'PUT /api/enrolment/comms-blocked-by-user/{token} query',
      (fields) =>
        json('PUT', `/api/enrolment/comms-blocked-by-user/abcdefghijkl?${query(fields)}`, null, {
          enabled: true,
          email: 'mover@example.com',
        }),
      { email: 'mover@example.com', source: 'newsletter' },
      { email: VALID_EMAIL, source: hidden('Source') },
    ),
    ...bodyProbes(
      'PUT /api/enrolment/comms-blocked-by-user/{token} body',
      (body) =>
        json(
          'PUT',
          `/api/enrolment/comms-blocked-by-user/abcdefghijkl?${query({ email: 'mover@example.com' })}`,
          null,
          { ...body, enabled: true } as object,
        ),
      { email: 'mover@example.com' },
      { email: VALID_EMAIL },
    ),

    ...bodyProbes(
      'POST /api/comms/events/create',
      (body) => form('POST', '/api/comms/events/create', appToken, body),
      {
        token: 'abcdefghijkl',
        commChannel: '0',
        commType: 'campaign',
        enrolmentId: challengeId,
        distributionToken: 'abcdefghijkl',
      },
      {
        token: INVALID_TOKEN,
        commChannel: 'commChannel must be 0 (campaign) or 1',
        commType: null,
        enrolmentId: 'enrolmentId must be an enrolment id',
        distributionToken: INVALID_TOKEN,
      },
    ),

    ...bodyProbes(
      'POST /api/password-reset-request',
      (body) => json('POST', '/api/password-reset-request', appToken, body),
      { emailAddress: 'mover@example.com', returnUrl: '/default/password-reset' },
      { emailAddress: VALID_EMAIL, returnUrl: 'The return address must be a page on this site' },
    ),
    ...bodyProbes(
      'POST /api/commclick/forgottenpassword',
      (body) => json('POST', '/api/commclick/forgottenpassword', appToken, body),
      { emailAddress: 'mover@example.com', returnUrl: '/default/password-reset' },
      { emailAddress: VALID_EMAIL, returnUrl: 'The return address must be a page on this site' },
    ),
    {
      route: 'GET /api/password-reset-request/{resetToken}',
      field: 'resetToken',
      good: 'abcdefghijkl',
      message: INVALID_TOKEN,
      send: (value) => get(`/api/password-reset-request/${encodeURIComponent(value)}`, appToken),
    },
    ...bodyProbes(
      'POST /api/account/reset-password/{resetToken}',
      (body) => json('POST', '/api/account/reset-password/abcdefghijkl', appToken, body),
      { emailAddress: 'mover@example.com', password: 'Moving-day-2' },
      { emailAddress: VALID_EMAIL, password: PASSWORD_CRITERIA },
    ),

    ...bodyProbes(
      'POST /api/v2/otp/login',
      (body) => json('POST', '/api/v2/otp/login', appToken, { ...body, channel: 0 }),
      { contact: 'mover@example.com' },
      { contact: VALID_EMAIL },
    ),
    ...bodyProbes(
      'POST /api/v2/otp/request (e-mail)',
      (body) => json('POST', '/api/v2/otp/request', anonymousToken, { ...body, channel: 0 }),
      { contact: 'mover@example.com' },
      { contact: VALID_EMAIL },
    ),
    ...bodyProbes(
      'POST /api/v2/otp/request (SMS)',
      (body) => json('POST', '/api/v2/otp/request', anonymousToken, { ...body, channel: 1 }),
      { contact: '07700900123' },
      { contact: VALID_MOBILE },
    ),
    ...bodyProbes(
      'POST /api/v2/otp/verify',
      (body) => json('POST', '/api/v2/otp/verify', anonymousToken, { ...body, channel: 0 }),
      { contact: 'mover@example.com', code: '123456', challengeId },
      { contact: VALID_EMAIL, code: OTP_CODE, challengeId: INVALID_TOKEN },
    ),
    ...bodyProbes(
      'GET /api/v2/otp/channel-details',
      (fields) => get(`/api/v2/otp/channel-details?${query(fields)}`, appToken),
      { channel: 'email', token: 'abcdefghijkl' },
      { channel: 'Channel must be 0 (email) or 1 (sms)', token: INVALID_TOKEN },
    ),
    ...bodyProbes(
      'POST /api/v2/otp/validate-postcode',
      (body) => json('POST', '/api/v2/otp/validate-postcode', appToken, { ...body, channel: 0 }),
      { token: 'abcdefghijkl', postcode: 'LS1 4AP' },
      { token: INVALID_TOKEN, postcode: UNKNOWN_POSTCODE },
    ),

    ...bodyProbes(
      'POST /api/onboarding/journey (typed address)',
      (body) =>
        json('POST', '/api/onboarding/journey', onboardingToken, {
          ...body,
          isManualAddress: true,
        }),
      {
        manualAddressStreetOne: '1 Park Row',
        manualAddressStreetTwo: 'Little Woodhouse',
        manualAddressTown: 'Leeds',
        manualAddressCounty: 'West Yorkshire',
      },
      {
        manualAddressStreetOne: hidden('Street address'),
        manualAddressStreetTwo: hidden('Street address line 2'),
        manualAddressTown: hidden('Town or city'),
        manualAddressCounty: hidden('County'),
      },
    ),
    ...bodyProbes(
      'POST /api/onboarding/journey (chosen address)',
      (body) =>
        json('POST', '/api/onboarding/journey', onboardingToken, {
          ...body,
          isManualAddress: false,
        }),
      { address: 'test-home', addressHumanReadable: '1 Park Row, Leeds' },
      { address: 'We need your new address', addressHumanReadable: hidden('Address') },
    ),
    ...(['firstName', 'surname', 'dateOfBirth', 'address', 'moveInDate'] as const).map(
      (key): Probe => ({
        route: 'POST /api/onboarding/journey (one edit)',
        field: key,
        good: {
          firstName: 'Siobhán',
          surname: 'Ó Briain',
          dateOfBirth: '1990-05-01',
          address: 'test-home',
          moveInDate: '2026-03-20',
        }[key],
        message: {
          firstName: nameRule('First name'),
          surname: nameRule('Surname'),
          dateOfBirth: "That's not a real date",
          address: 'We need your new address',
          moveInDate: "That's not a real date",
        }[key],
        send: (value) => json('POST', '/api/onboarding/journey', onboardingToken, { [key]: value }),
      }),
    ),
    {
      route: 'GET /api/onboarding/addresses',
      field: 'postcode',
      good: 'LS1 4AP',
      message: "That postcode doesn't look quite right",
      send: (value) =>
        get(`/api/onboarding/addresses?${query({ postcode: value })}`, onboardingToken),
    },

    ...bodyProbes(
      'POST /api/partner/leads',
      (body) =>
        inject({
          method: 'POST',
          url: '/api/partner/leads',
          headers: bearer(partnerKey),
          payload: body,
        }),
      lead,
      leadMessages,
    ),
    ...Object.entries(leadMessages).map(([field, message]): Probe => ({
      route: 'POST /api/partner/leads/bulk',
      field,
      good: lead[field as keyof typeof lead],
      message,
      send: (value) =>
        inject({
          method: 'POST',
          url: '/api/partner/leads/bulk',
          headers: { 'content-type': 'text/csv', ...bearer(partnerKey) },
          payload: csvOf({ ...lead, [field]: value }),
        }),
      errorsOf: (response) => {
        expect(response.statusCode).toBe(200);
        const [row] = response.json<{
          results: { status: string; errors?: Record<string, string> }[];
        }>().results;
        expect(row?.status).toBe('invalid');
        return row?.errors;
      },
    })),

    {
      route: 'GET /api/dev/messages',
      field: 'to',
      good: 'mover@example.com',
      message: hidden('Recipient'),
      send: (value) => get(`/api/dev/messages?${query({ to: value })}`, null),
    },
    ...bodyProbes(
      'PUT /api/gbg-status-check',
      (body) =>
        inject({
          method: 'PUT',
          url: '/api/gbg-status-check',
          headers: { 'x-operator-key': 'test-operator-key' },
          payload: body,
        }),
      { status: 'Up' },
      { status: null },
    ),
  ];
}

describe('control characters in any text field', () => {
  it.each(probes().map((probe) => [probe.route, probe.field, probe] as const))(
    "%s refuses them in %s with the field's message (400, never 500)",
    async (_route, _field, probe) => {
      for (const [name, character] of Object.entries(CONTROL_CHARACTERS)) {
        const response = await probe.send(withInside(probe.good, character));
        const errors = probe.errorsOf
          ? probe.errorsOf(response)
          : (expect(response.statusCode, `${name}: ${response.body}`).toBe(400),
            response.json<{ errors?: Record<string, string> }>().errors);
        if (probe.message === null) expect(errors?.[probe.field], name).toEqual(expect.any(String));
        else
          expect(errors?.[probe.field], `${name}: ${JSON.stringify(errors)}`).toBe(probe.message);
      }
    },
  );
});

// ── The probe's own findings, as a person or client sent them ─────────────────────────────

describe('the reported NUL bytes', () => {
  it('PUT /api/addresses/manual-address with "Park\\u0000Row" answers 400 "Address line 1 cannot contain tabs, line breaks or other hidden characters"', async () => {
    const response = await form('PUT', '/api/addresses/manual-address', userToken, {
      ...manualAddress,
      addressLine1: 'Park\u0000Row',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Address line 1 cannot contain tabs, line breaks or other hidden characters',
      errors: {
        addressLine1: 'Address line 1 cannot contain tabs, line breaks or other hidden characters',
      },
    });
  });

  it('the onboarding typed address with "Park\\u0000Row" answers 400 "Street address cannot contain tabs, line breaks or other hidden characters"', async () => {
    const response = await json('POST', '/api/onboarding/journey', onboardingToken, {
      isManualAddress: true,
      manualAddressStreetOne: '1 Park\u0000Row',
      manualAddressTown: 'Leeds',
      manualAddressCounty: 'West Yorkshire',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      manualAddressStreetOne:
        'Street address cannot contain tabs, line breaks or other hidden characters',
    });
  });

  it('POST /api/oauth/token with username=a%00b answers 400 "Please enter a valid email address"', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%00b&password=Moving-day-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: 'Please enter a valid email address' });
  });

  it('GET /api/dev/messages?to=%00 and the mailbox page answer 400 "Recipient cannot contain tabs, line breaks or other hidden characters"', async () => {
    const list = await get('/api/dev/messages?to=%00', null);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toEqual({
      to: 'Recipient cannot contain tabs, line breaks or other hidden characters',
    });
    const page = await get('/dev/mailbox?to=%00', null);
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('Sorry we have encountered some difficulties');
  });
});
