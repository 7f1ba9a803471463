import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import { GSP_NOT_FOUND, GSP_NOT_FOUND_MESSAGE } from '@threshold/domain/messages/address';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { commClickEventResponseSchema } from '@threshold/domain/schemas/comm-click';
import { onboardingAddressesResponseSchema } from '@threshold/domain/schemas/address';
import {
  NAME_TOO_SHORT_MESSAGE,
  NOT_A_REAL_DATE_MESSAGE,
  ONBOARDING_ADDRESS_MESSAGES,
  ONBOARDING_POSTCODE_MESSAGE,
  ONE_CHANGE_AT_A_TIME_MESSAGE,
  onboardingCommitResponseSchema,
  onboardingJourneySchema,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import {
  otpChallengeResponseSchema,
  otpVerifyResponseSchema,
} from '@threshold/domain/schemas/otp-challenge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretHasher } from '../../auth/secret-hash';
import { accounts, enrolments, outboxMessages } from '../../db/schema';
import type { MailboxMessage } from '../../messages/dev-mailbox.service';
import type { DatasetPostcode } from '../../providers/addresses/address-dataset';
import { createDatasetAddressProvider } from '../../providers/addresses/dataset-address-provider';
import { withFaults } from '../../providers/addresses/faulty-address-provider';
import { createLogger } from '../../http/logger';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBrandServiceOver } from '../brand/brand.service';
import { VERIFIED_EMAIL_REQUIRED_MESSAGE } from './onboarding.service';
import { createPasswordHasher } from '../../auth/password-hashing';
import { bearer, createLead } from '../enrolment/access-fixtures';
import { createPartnerKeysServiceOver } from '../partner-leads/partner-keys.service';
import { supplyIn } from '../../providers/addresses/supply';

/** Today on the test clock is 2 March 2026. */
const supply = supplyIn('_C');
const council = {
  code: 'E09000033',
  name: 'Westminster City Council',
  website: 'https://www.westminster.gov.uk',
};
const waterBoard = {
  code: 'THAMES',
  name: 'Thames Water',
  website: 'https://www.thameswater.co.uk',
};

/** The built-in provider over a few test addresses: a home, a shop, one with no supply match, and another postcode. */
const ADDRESSES: DatasetPostcode[] = [
  {
    postcode: 'SW1A 1AA',
    nation: 'England',
    town: 'London',
    county: 'Greater London',
    council,
    waterBoard,
    supply,
    addresses: [
      { addressKey: 'SW1A1AA-1', houseNumber: '1', street: 'Palace Walk', locality: 'St James' },
      {
        addressKey: 'SW1A1AA-SHOP',
        houseName: 'The Corner Shop',
        street: 'Palace Walk',
        isDomestic: false,
      },
      {
        addressKey: 'SW1A1AA-NOGSP',
        houseNumber: '3',
        street: 'Palace Walk',
        supply: { gspGroup: null },
      },
    ],
  },
  {
    postcode: 'EC1A 1BB',
    nation: 'England',
    town: 'London',
    county: 'Greater London',
    council,
    waterBoard,
    supply,
    addresses: [{ addressKey: 'EC1A1BB-7', houseNumber: '7', street: 'Little Britain' }],
  },
];

const lead = {
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1990-05-01',
  contactNumber: '07700900100',
  moveInDate: '2026-03-20',
  postcode: 'sw1a1aa',
};

/** Each request from its own address, so the per-IP limits of the code calls never trip these tests. */
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;

type Invited = { enrolmentId: string; anonymousToken: string; email: string; mobile: string };

describe('the onboarding journey', () => {
  let t: TestApp;
  let oakfieldKey: string;
  let counter = 0;
  const logLines: string[] = [];
  const sentCodes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      addressProvider: createDatasetAddressProvider(ADDRESSES),
      logger: createLogger('info', { write: (line: string) => logLines.push(line) }),
    });
    const keys = createPartnerKeysServiceOver(t.database.db, {
      brandService: createBrandServiceOver(t.database.db, t.clock),
      hasher: createSecretHasher(t.config.tokenSecret),
      clock: t.clock,
    });
    oakfieldKey = (await keys.issue('oakfield-homes', 'tests')).key;
  });
  afterAll(async () => {
    await t.close();
  });

  async function mailbox(to: string): Promise<MailboxMessage[]> {
    return (
      await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${encodeURIComponent(to)}` })
    ).json<MailboxMessage[]>();
  }
  async function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers: token === null ? {} : bearer(token),
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });
  }
  async function journeyOf(token: string): Promise<OnboardingJourney> {
    const response = await call('GET', '/onboarding/journey', token);
    expect(response.statusCode).toBe(200);
    return onboardingJourneySchema.parse(response.json());
  }
  async function enrolmentRow(id: string) {
    const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    if (!row) throw new Error('no enrolment');
    return row;
  }

  /**
   * A partner's lead on Oakfield Homes, invited by e-mail or SMS, through the invitation link
   * (comm-click), the channel details and the postcode step: the anonymous token the web starts with.
   */
  async function invite(
    inviteBy: 'email' | 'sms' = 'email',
    changes: { emailAddress?: string } & Record<string, unknown> = {},
  ): Promise<Invited> {
    counter += 1;
    const email = changes.emailAddress ?? `onboarding-${counter}@example.com`;
    const mobile = `0770090${String(1000 + counter).slice(-4)}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: { authorization: `Bearer ${oakfieldKey}` },
      payload: { ...lead, emailAddress: email, contactNumber: mobile, inviteBy, ...changes },
    });
    expect(created.statusCode).toBe(201);
    const { enrolmentId } = created.json<{ enrolmentId: string }>();
    const [invitation] = await mailbox(inviteBy === 'email' ? email : mobile);
    const match = /\/oakfield-homes\/continue\/([\w-]+)\?medium=(email|sms)$/.exec(
      invitation?.links[0] ?? '',
    );
    expect(match?.[2]).toBe(inviteBy);
    const appToken = await t.appToken();
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/comms/events/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(appToken) },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({
        token: match?.[1] ?? '',
        commChannel: '0',
        commType: 'campaign',
        enrolmentId,
        distributionToken: '',
      }).toString(),
    });
    const { onboardingToken } = commClickEventResponseSchema.parse(click.json());
    expect(onboardingToken).not.toBeNull();
    const details = await call(
      'GET',
      `/v2/otp/channel-details?channel=${inviteBy}&token=${onboardingToken}`,
      appToken,
    );
    expect(details.json().contactDetails).toMatch(
      inviteBy === 'email' ? new RegExp(`^${email[0]}\\*\\*\\*@example\\.com$`) : /^\*+\d{4}$/,
    );
    const verified = await call('POST', '/v2/otp/validate-postcode', appToken, {
      channel: inviteBy === 'email' ? 0 : 1,
      token: onboardingToken,
      postcode: 'SW1A 1AA',
    });
    expect(verified.json()).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.Success,
      pendingEnrolmentId: enrolmentId,
    });
    return { enrolmentId, anonymousToken: verified.json().token as string, email, mobile };
  }

  /** The contact step: a code to the contact, read from the mailbox, and verified. */
  async function verifyContact(token: string, channel: 0 | 1, contact: string) {
    const request = await call('POST', '/v2/otp/request', token, { channel, contact });
    expect(request.statusCode).toBe(200);
    const { challengeId } = otpChallengeResponseSchema.parse(request.json());
    const [message] = await mailbox(contact);
    expect(message?.code).toMatch(/^\d{6}$/);
    sentCodes.push(message?.code ?? '');
    return call('POST', '/v2/otp/verify', token, {
      channel,
      contact,
      code: message?.code,
      challengeId,
    });
  }

  it('an e-mail invitation: the postcode step marks the e-mail verified and the journey starts from the lead', async () => {
    const mover = await invite('email');
    const channels = await call('GET', '/v2/otp/verified-channels', mover.anonymousToken);
    expect(channels.json()).toEqual({ email: true, sms: false });
    expect(await journeyOf(mover.anonymousToken)).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      dateOfBirth: '1990-05-01',
      phoneNumber: mover.mobile,
      emailAddress: mover.email,
      isManualAddress: false,
      address: null,
      addressHumanReadable: null,
      manualAddressStreetOne: null,
      manualAddressStreetTwo: null,
      manualAddressTown: null,
      manualAddressCounty: null,
      postcode: 'SW1A 1AA',
      moveInDate: '2026-03-20',
      committedAt: null,
    });
  });

  it('verify → address from the list → code by SMS → user token → two edits → commit → the enrolment has everything', async () => {
    const mover = await invite('email');
    const token = mover.anonymousToken;
    await journeyOf(token);

    // Address: the list for the journey's postcode, the business warning, then the choice.
    const list = onboardingAddressesResponseSchema.parse(
      (await call('GET', '/onboarding/addresses', token)).json(),
    );
    expect(list.map(({ addressKey, postcode }) => [addressKey, postcode])).toEqual([
      ['SW1A1AA-1', 'SW1A 1AA'],
      ['SW1A1AA-SHOP', 'SW1A 1AA'],
      ['SW1A1AA-NOGSP', 'SW1A 1AA'],
    ]);
    const home = list[0]?.simpleAddress ?? '';
    expect(home).toMatch(/^1 Palace Walk, .*SW1A 1AA$/);
    expect((await call('GET', '/onboarding/address/SW1A1AA-SHOP', token)).json()).toEqual({
      isDomestic: false,
    });
    expect((await call('GET', '/onboarding/address/SW1A1AA-1', token)).json()).toEqual({
      isDomestic: true,
    });
    const chosen = await call('POST', '/onboarding/journey', token, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: 'Buckingham Palace (typed by the client)',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: home,
      postcode: 'SW1A 1AA',
    });

    // Contact: the e-mail came verified with the invitation, so the mobile is asked for.
    const verify = await verifyContact(token, 1, '07700900999');
    expect(verify.statusCode).toBe(200);
    const { token: userToken } = otpVerifyResponseSchema.parse(verify.json());
    expect(userToken).toMatchObject({ kind: 'user', enrolmentId: mover.enrolmentId });
    const user = userToken?.access_token ?? '';
    expect((await call('GET', '/onboarding/journey', token)).statusCode).toBe(401);
    expect((await journeyOf(user)).phoneNumber).toBe('07700900999');
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.enrolmentId, mover.enrolmentId));
    expect(account).toMatchObject({ email: mover.email, passwordHash: null });
    expect((await call('GET', '/v2/otp/verified-channels', user)).json()).toEqual({
      email: true,
      sms: true,
    });

    // Edits: each bad value has the spec's words, each good one is saved.
    const edit = (body: object) => call('POST', '/onboarding/journey', user, body);
    for (const [body, field, message] of [
      [{ firstName: 'A' }, 'firstName', NAME_TOO_SHORT_MESSAGE],
      [
        { dateOfBirth: '2008-03-03' },
        'dateOfBirth',
        'You need to be 18 or over to use Oakfield Homes',
      ],
      [
        { dateOfBirth: '1926-03-02' },
        'dateOfBirth',
        'You need to be 99 or under to use Oakfield Homes',
      ],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', NOT_A_REAL_DATE_MESSAGE],
      [{ moveInDate: '2025-12-01' }, 'moveInDate', 'Date needs to be in the last 3 months'],
      // 30 days ahead: the brand's moving-details window (29 days), not the spec's 30.
      [{ moveInDate: '2026-04-01' }, 'moveInDate', 'Date needs to be in the next 29 days'],
      [{ moveInDate: '2026-02-30' }, 'moveInDate', NOT_A_REAL_DATE_MESSAGE],
      [{ firstName: 'Ada', surname: 'Byron' }, 'body', ONE_CHANGE_AT_A_TIME_MESSAGE],
    ] as const) {
      const refused = await edit(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errors, JSON.stringify(body)).toEqual({ [field]: message });
    }
    expect((await edit({ firstName: 'Augusta' })).json().firstName).toBe('Augusta');
    expect((await edit({ moveInDate: '2026-03-31' })).json().moveInDate).toBe('2026-03-31');

    // Commit: everything lands on the enrolment; the log-in existed, so no new token.
    const commit = await call('POST', '/onboarding/commit-journey', user);
    expect(commit.statusCode).toBe(200);
    const committed = onboardingCommitResponseSchema.parse(commit.json());
    expect(committed.token).toBeNull();
    expect(committed.enrolment).toMatchObject({
      id: mover.enrolmentId,
      status: ENROLMENT_STATUS.detailsPopulated,
      title: 'Ms',
      firstName: 'Augusta',
      surname: 'Lovelace',
      dateOfBirth: '1990-05-01',
      emailAddress: mover.email,
      emailAddressVerified: true,
      contactNumber: '07700900999',
      contactNumberVerified: true,
      addressKey: 'SW1A1AA-1',
      isManualAddress: false,
      houseNumber: '1',
      houseName: null,
      addressLine1: 'Palace Walk',
      addressLine2: 'St James',
      town: 'London',
      county: 'Greater London',
      nation: 'England',
      isDomestic: true,
      postcode: 'SW1A 1AA',
      moveInDate: '2026-03-31',
      hasAccount: true,
      tenantPortalStorage: TENANT_PORTAL_STORAGE.productSelection,
    });
    expect((await call('GET', '/enrolment-auth', user)).json()).toMatchObject({
      firstName: 'Augusta',
      status: ENROLMENT_STATUS.detailsPopulated,
    });

    // Once committed: a second commit and any change answer 409; the journey says when.
    expect((await call('POST', '/onboarding/commit-journey', user)).statusCode).toBe(409);
    expect((await edit({ surname: 'Byron' })).statusCode).toBe(409);
    expect((await journeyOf(user)).committedAt).toBe(t.clock.now().toISOString());
  });

  it('an SMS invitation: manual address, code by e-mail, commit logs the mover in with the typed lines', async () => {
    const mover = await invite('sms');
    const token = mover.anonymousToken;
    expect((await enrolmentRow(mover.enrolmentId)).campaignMedium).toBe('sms');
    expect((await call('GET', '/v2/otp/verified-channels', token)).json()).toEqual({
      email: false,
      sms: true,
    });
    await journeyOf(token);

    for (const [body, errors] of [
      [
        { isManualAddress: true },
        {
          manualAddressStreetOne: ONBOARDING_ADDRESS_MESSAGES.streetRequired,
          manualAddressTown: ONBOARDING_ADDRESS_MESSAGES.townRequired,
          manualAddressCounty: ONBOARDING_ADDRESS_MESSAGES.countyRequired,
        },
      ],
      [
        { isManualAddress: false, address: '' },
        { address: ONBOARDING_ADDRESS_MESSAGES.addressRequired },
      ],
    ] as const) {
      const refused = await call('POST', '/onboarding/journey', token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }
    const manual = await call('POST', '/onboarding/journey', token, {
      isManualAddress: true,
      manualAddressStreetOne: 'Flat 2, 9 Mews Lane',
      manualAddressStreetTwo: '',
      manualAddressTown: 'London',
      manualAddressCounty: 'Greater London',
    });
    expect(manual.json()).toMatchObject({
      isManualAddress: true,
      address: null,
      manualAddressStreetOne: 'Flat 2, 9 Mews Lane',
      postcode: 'SW1A 1AA',
    });

    const verify = await verifyContact(token, 0, mover.email);
    const { token: userToken } = otpVerifyResponseSchema.parse(verify.json());
    expect(userToken?.kind).toBe('user');
    // The anonymous token was replaced by the log-in; commit with the user token.
    const commit = onboardingCommitResponseSchema.parse(
      (await call('POST', '/onboarding/commit-journey', userToken?.access_token ?? '')).json(),
    );
    expect(commit.enrolment).toMatchObject({
      status: ENROLMENT_STATUS.detailsPopulated,
      isManualAddress: true,
      addressKey: null,
      addressLine1: 'Flat 2, 9 Mews Lane',
      addressLine2: null,
      town: 'London',
      county: 'Greater London',
      nation: null,
      isDomestic: null,
      postcode: 'SW1A 1AA',
      emailAddressVerified: true,
      contactNumberVerified: true,
    });

    // The password-less log-in: the password grant refuses it, a log-in code works.
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', username: mover.email, password: 'Moving-day-1' },
    });
    expect(grant.statusCode).toBe(400);
    t.clock.advance(31_000);
    const logIn = await call('POST', '/v2/otp/login', await t.appToken(), {
      channel: 0,
      contact: mover.email,
    });
    expect(logIn.statusCode).toBe(200);
  });

  it('commit with only the anonymous token creates the log-in and answers a user token; without an address it says what is missing', async () => {
    const mover = await invite('email');
    const token = mover.anonymousToken;
    const missing = await call('POST', '/onboarding/commit-journey', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ address: ONBOARDING_ADDRESS_MESSAGES.addressRequired });

    await call('POST', '/onboarding/journey', token, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: '',
    });
    const commit = await call('POST', '/onboarding/commit-journey', token);
    expect(commit.statusCode).toBe(200);
    const body = onboardingCommitResponseSchema.parse(commit.json());
    expect(body.token).toMatchObject({ kind: 'user', enrolmentId: mover.enrolmentId });
    expect(body.enrolment).toMatchObject({
      hasAccount: true,
      emailAddressVerified: true,
      contactNumberVerified: false,
    });
    expect((await call('GET', '/onboarding/journey', token)).statusCode).toBe(401);
    expect((await journeyOf(body.token?.access_token ?? '')).committedAt).not.toBeNull();
  });

  it('commit gives the move-in date, so a pending "we need your move-in date" reminder is cancelled', async () => {
    const mover = await invite('email');
    const [reminder] = await t.database.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: mover.email,
        template: 'moveInDateReminder',
        textBody: 'We still need your move-in date',
        meta: { links: [] },
        enrolmentId: mover.enrolmentId,
        sendAfter: new Date(t.clock.now().getTime() + 28 * 86_400_000),
      })
      .returning({ id: outboxMessages.id });
    await call('POST', '/onboarding/journey', mover.anonymousToken, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: '',
    });
    expect(
      (await call('POST', '/onboarding/commit-journey', mover.anonymousToken)).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, reminder?.id ?? ''));
    expect(row?.status).toBe('cancelled');
  });

  it('a lead without a move-in date is sent on to moving details after commit', async () => {
    const mover = await invite('email', { moveInDate: undefined });
    await call('POST', '/onboarding/journey', mover.anonymousToken, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: '',
    });
    const body = onboardingCommitResponseSchema.parse(
      (await call('POST', '/onboarding/commit-journey', mover.anonymousToken)).json(),
    );
    expect(body.enrolment).toMatchObject({
      moveInDate: null,
      tenantPortalStorage: TENANT_PORTAL_STORAGE.movingDetails,
    });
  });

  it('the edit/address page searches another postcode; a bad one says "That postcode doesn\'t look quite right"', async () => {
    const mover = await invite('email');
    const other = await call('GET', '/onboarding/addresses?postcode=ec1a1bb', mover.anonymousToken);
    expect(other.json()).toEqual([
      {
        addressKey: 'EC1A1BB-7',
        simpleAddress: expect.stringMatching(/^7 Little Britain, .*EC1A 1BB$/),
        postcode: 'EC1A 1BB',
      },
    ]);
    const bad = await call('GET', '/onboarding/addresses?postcode=nope', mover.anonymousToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ postcode: ONBOARDING_POSTCODE_MESSAGE });
    const none = await call('GET', '/onboarding/addresses?postcode=M1%201AE', mover.anonymousToken);
    expect(none.json()).toEqual([]);
    const edited = await call('POST', '/onboarding/journey', mover.anonymousToken, {
      address: 'EC1A1BB-7',
    });
    expect(edited.json()).toMatchObject({
      address: 'EC1A1BB-7',
      addressHumanReadable: expect.stringMatching(/^7 Little Britain, .*EC1A 1BB$/),
      postcode: 'EC1A 1BB',
      isManualAddress: false,
    });
  });

  it(`an unknown key says "${ONBOARDING_ADDRESS_MESSAGES.addressRequired}" (404 for its details); one without a supply match answers GSP_NOT_FOUND`, async () => {
    const mover = await invite('email');
    const token = mover.anonymousToken;
    const unknown = await call('POST', '/onboarding/journey', token, {
      isManualAddress: false,
      address: 'NOPE-1',
      addressHumanReadable: '',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ address: ONBOARDING_ADDRESS_MESSAGES.addressRequired });
    expect((await call('GET', '/onboarding/address/NOPE-1', token)).statusCode).toBe(404);
    const noGsp = await call('POST', '/onboarding/journey', token, { address: 'SW1A1AA-NOGSP' });
    expect(noGsp.statusCode).toBe(400);
    expect(noGsp.json()).toMatchObject({
      code: GSP_NOT_FOUND,
      message: GSP_NOT_FOUND_MESSAGE,
      errors: { address: GSP_NOT_FOUND_MESSAGE },
    });
    expect((await journeyOf(token)).address).toBeNull();
  });

  it("a mover sees and changes only their own journey; no token 401, an app token 403, another brand's mover 404", async () => {
    const ada = await invite('email');
    const grace = await invite('email', { firstName: 'Grace', surname: 'Hopper' });
    await call('POST', '/onboarding/journey', ada.anonymousToken, { firstName: 'Augusta' });
    expect((await journeyOf(grace.anonymousToken)).firstName).toBe('Grace');
    await call('POST', '/onboarding/journey', grace.anonymousToken, { surname: 'Murray' });
    expect(await journeyOf(ada.anonymousToken)).toMatchObject({
      firstName: 'Augusta',
      surname: 'Lovelace',
    });
    expect(await journeyOf(grace.anonymousToken)).toMatchObject({
      firstName: 'Grace',
      surname: 'Murray',
    });

    const appToken = await t.appToken();
    for (const [method, url] of [
      ['GET', '/onboarding/journey'],
      ['POST', '/onboarding/journey'],
      ['GET', '/onboarding/addresses'],
      ['GET', '/onboarding/address/SW1A1AA-1'],
      ['POST', '/onboarding/commit-journey'],
    ] as const) {
      const payload = method === 'POST' ? { firstName: 'Mallory' } : undefined;
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, appToken, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const stranger = await t.createMover();
    const strangerToken = await t.userToken(stranger);
    expect((await call('GET', '/onboarding/journey', strangerToken)).statusCode).toBe(404);
    expect((await journeyOf(ada.anonymousToken)).firstName).toBe('Augusta');
  });

  it('a code for an e-mail that another log-in uses answers 409 "An account already uses this email address. Please log in, or use another email address."', async () => {
    const taken = await t.createMover({ email: 'taken.onboarding@example.com' });
    const mover = await invite('sms', { emailAddress: taken.email });
    await journeyOf(mover.anonymousToken);
    const verify = await verifyContact(mover.anonymousToken, 0, taken.email);
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: {
        emailAddress:
          'An account already uses this email address. Please log in, or use another email address.',
      },
    });
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.enrolmentId, mover.enrolmentId));
    expect(account).toBeUndefined();
    expect(await enrolmentRow(mover.enrolmentId)).toMatchObject({
      emailAddress: taken.email,
      emailAddressVerified: false,
    });
    expect((await journeyOf(mover.anonymousToken)).emailAddress).toBe(taken.email);
  });

  it('a commit whose e-mail another log-in uses answers 409 and writes nothing', async () => {
    const taken = await t.createMover({ email: 'taken.commit@example.com' });
    const mover = await invite('email', { emailAddress: taken.email, firstName: 'Grace' });
    await call('POST', '/onboarding/journey', mover.anonymousToken, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: '',
    });
    const commit = await call('POST', '/onboarding/commit-journey', mover.anonymousToken);
    expect(commit.statusCode).toBe(409);
    expect(commit.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message:
        'An account already uses this email address. Please log in, or use another email address.',
    });
    expect(await enrolmentRow(mover.enrolmentId)).toMatchObject({
      status: ENROLMENT_STATUS.pending,
      addressKey: null,
    });
    expect((await journeyOf(mover.anonymousToken)).committedAt).toBeNull();
  });

  it('an SMS invitation whose e-mail nobody verified: a mobile code logs no one in, and commit asks for the e-mail to be verified', async () => {
    const mover = await invite('sms', { emailAddress: `typo-${counter + 1}@example.com` });
    const token = mover.anonymousToken;
    await call('POST', '/onboarding/journey', token, {
      isManualAddress: true,
      manualAddressStreetOne: '9 Mews Lane',
      manualAddressStreetTwo: '',
      manualAddressTown: 'London',
      manualAddressCounty: 'Greater London',
    });
    // The mobile was verified by the invitation; another mobile code gives no log-in by e-mail.
    t.clock.advance(31_000);
    const verify = await verifyContact(token, 1, mover.mobile);
    expect(otpVerifyResponseSchema.parse(verify.json()).token).toBeNull();

    const commit = await call('POST', '/onboarding/commit-journey', token);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().errors).toEqual({ emailAddress: VERIFIED_EMAIL_REQUIRED_MESSAGE });
    const made = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.enrolmentId, mover.enrolmentId));
    expect(made).toEqual([]);
    // Nobody can ask for a log-in code for the unverified address either.
    t.clock.advance(31_000);
    const logIn = await call('POST', '/v2/otp/login', await t.appToken(), {
      channel: 0,
      contact: mover.email,
    });
    expect(logIn.statusCode).toBe(404);
  });

  it('never opens a log-in that has a password: a sign-up token and a code get no user token, and commit answers none', async () => {
    const mover = await invite('email');
    const hasher = createPasswordHasher(t.config.passwordHashing);
    await t.database.db.insert(accounts).values({
      email: mover.email,
      passwordHash: await hasher.hashPassword('Moving-day-1'),
      enrolmentId: mover.enrolmentId,
    });
    const token = mover.anonymousToken;
    const verify = await verifyContact(token, 1, '07700900999');
    expect(verify.statusCode).toBe(200);
    expect(otpVerifyResponseSchema.parse(verify.json()).token).toBeNull();
    // Still a sign-up token: calls for logged-in movers stay closed to it.
    expect((await call('GET', '/residential-statuses', token)).statusCode).toBe(403);

    await call('POST', '/onboarding/journey', token, {
      isManualAddress: false,
      address: 'SW1A1AA-1',
      addressHumanReadable: '',
    });
    const commit = onboardingCommitResponseSchema.parse(
      (await call('POST', '/onboarding/commit-journey', token)).json(),
    );
    expect(commit.token).toBeNull();
    expect(commit.enrolment.hasAccount).toBe(true);
  });

  it('a verified contact without a journey stays a plain verification (token null)', async () => {
    const mover = await invite('email');
    const verify = await verifyContact(mover.anonymousToken, 1, mover.mobile);
    expect(verify.json()).toEqual({ verified: true, channel: 'sms', token: null });
  });

  it("never logs the mover's name, e-mail, mobile, postcode or a code (and does log the calls that carried them)", async () => {
    // The calls were logged: a check that captured nothing would pass whatever the code logged.
    for (const url of [
      '/api/onboarding/journey',
      '/api/onboarding/commit-journey',
      '/api/v2/otp/validate-postcode',
      '/api/v2/otp/request',
      '/api/v2/otp/verify',
    ]) {
      expect(
        logLines.filter((line) => line.includes(`"url":"${url}"`)),
        url,
      ).not.toHaveLength(0);
    }
    const lines = logLines.join('\n');
    for (const personal of [
      'Lovelace',
      'Augusta',
      'onboarding-1@example.com',
      '07700900999',
      'SW1A 1AA',
      'ec1a1bb',
      'Mews Lane',
    ]) {
      expect(lines, personal).not.toContain(personal);
    }
    expect(sentCodes.length).toBeGreaterThan(0);
    for (const code of sentCodes) expect(lines).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe('the onboarding journey when the address supplier fails', () => {
  let t: TestApp;
  const failing = withFaults(createDatasetAddressProvider(ADDRESSES), { isFailing: true });
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: failing });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers 502 "${THIRD_PARTY_FAILURE_MESSAGE}" for the list, the details and a chosen address`, async () => {
    const lead = await createLead(t, { brandRoute: 'oakfield-homes' });
    const onboardingToken = await lead.linkToken('onboarding');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v2/otp/validate-postcode',
      headers: bearer(await t.appToken()),
      payload: { channel: 0, token: onboardingToken, postcode: 'SW1A 1AA' },
    });
    const token = verified.json().token as string;
    for (const response of [
      await t.app.inject({
        method: 'GET',
        url: '/api/onboarding/addresses',
        headers: bearer(token),
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/onboarding/address/SW1A1AA-1',
        headers: bearer(token),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/onboarding/journey',
        headers: bearer(token),
        payload: { address: 'SW1A1AA-1' },
      }),
    ]) {
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'THIRD_PARTY_FAILURE',
        message: THIRD_PARTY_FAILURE_MESSAGE,
      });
    }
  });
});
