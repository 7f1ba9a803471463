import {
  ENROLMENT_TYPE_MESSAGE,
  BRANCH_ID_MESSAGE,
  INVITE_BY_MESSAGE,
  INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE,
} from '@threshold/domain/schemas/partner-lead';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkTokens } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { PARTNER_KEY_MESSAGE } from '../../auth/partner-guard';
import { createSecretHasher } from '../../auth/secret-hash';
import { enrolments, partnerApiKeys } from '../../db/schema';
import type { MailboxMessage } from '../../messages/dev-mailbox.service';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBrandServiceOver } from '../brand/brand.service';
import { createPartnerKeysRepo } from './partner-keys.repo';
import { createPartnerKeysService } from './partner-keys.service';
import { CSV_TOO_MANY_ROWS_MESSAGE } from './partner-leads.service';

let t: TestApp;
let harbourKey: string;
let oakfieldKey: string;
let defaultKey: string;
let northKey: string;

beforeAll(async () => {
  t = await createTestApp();
  harbourKey = await t.partnerKey('harbour-lettings', 'tests');
  oakfieldKey = await t.partnerKey('oakfield-homes');
  defaultKey = await t.partnerKey('default');
  northKey = await t.partnerKey('harbour-lettings-north');
});
afterAll(() => t.close());

const goodLead = {
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1990-05-01',
  emailAddress: 'Ada.Lead@Example.com',
  contactNumber: '07700900111',
  moveInDate: '2026-03-20',
  postcode: 'sw1a1aa',
  enrolmentType: 'Social',
};

function postLead(payload: object, key: string | null = harbourKey) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/leads',
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    payload,
  });
}

function postCsv(csv: string, key = harbourKey) {
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/leads/bulk',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function mailbox(to: string): Promise<MailboxMessage[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${encodeURIComponent(to)}` })
  ).json<MailboxMessage[]>();
}

describe('partner API key guard', () => {
  it('answers 401 without a key, with a wrong key, with a JWT, and with a revoked key', async () => {
    const appToken = await t.appToken();
    for (const key of [null, 'tpk_AAAAAAAAAAAA.wrong', `${harbourKey}x`, appToken]) {
      const response = await postLead(goodLead, key);
      expect(response.statusCode, String(key)).toBe(401);
      expect(response.json().message).toBe(PARTNER_KEY_MESSAGE);
    }
    const keys = createPartnerKeysService({
      repo: createPartnerKeysRepo(t.database.db),
      brandService: createBrandServiceOver(t.database.db, t.clock),
      hasher: createSecretHasher(t.config.tokenSecret),
      clock: t.clock,
    });
    const revoked = await keys.issue('harbour-lettings');
    await t.database.db
      .update(partnerApiKeys)
      .set({ revokedAt: t.clock.now() })
      .where(eq(partnerApiKeys.keyPrefix, revoked.keyPrefix));
    expect((await postLead(goodLead, revoked.key)).statusCode).toBe(401);
  });
});

describe('POST /api/partner/leads', () => {
  it('creates a pending uploaded-lead enrolment and puts an invitation with a working continue link in the mailbox', async () => {
    const response = await postLead(goodLead);
    expect(response.statusCode).toBe(201);
    const { enrolmentId } = response.json<{ status: string; enrolmentId: string }>();
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    expect(row).toMatchObject({
      status: 0,
      source: 'UploadedLead',
      type: 'Social',
      firstName: 'Ada',
      surname: 'Lovelace',
      emailAddress: 'ada.lead@example.com',
      postcode: 'SW1A 1AA',
      moveInDate: '2026-03-20',
      isUnpopulated: false,
      campaignMedium: 'email',
    });

    const [invitation] = await mailbox('ada.lead@example.com');
    expect(invitation).toMatchObject({ channel: 'email', status: 'pending' });
    expect(invitation?.subject).toBe('Harbour Lettings can help you set up your new home');
    const link = invitation?.links[0] ?? '';
    const token =
      /^http:\/\/localhost:3000\/harbour-lettings\/continue\/([\w-]{43})\?medium=email$/.exec(
        link,
      )?.[1];
    expect(token, link).toBeDefined();
    const linkTokens = createLinkTokens({
      repo: createLinkTokensRepo(),
      hasher: createSecretHasher(t.config.tokenSecret),
      clock: t.clock,
    });
    expect((await linkTokens.find(t.database.db, 'confirm', token ?? ''))?.enrolmentId).toBe(
      enrolmentId,
    );
    expect(invitation?.links[1]).toMatch(/\/harbour-lettings\/email\/confirm-unsubscribe\//);
  });

  it('puts a lead for one of the partner’s branches on that branch, and marks it unpopulated without a first name or date of birth', async () => {
    const response = await postLead({
      surname: 'Branchley',
      emailAddress: 'branch.lead@example.com',
      postcode: 'LS1 4AP',
      branchId: 101,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, response.json().enrolmentId));
    expect(row).toMatchObject({ isUnpopulated: true, type: 'Lettings' });
    const [invitation] = await mailbox('branch.lead@example.com');
    // One name, the one the branch's landing page shows, and the route the partner used (its own, with the branch).
    expect(invitation?.subject).toBe('Harbour Lettings can help you set up your new home');
    expect(invitation?.text).toContain(
      'Harbour Lettings can help you set up energy, broadband, council tax and water',
    );
    expect(invitation?.text).not.toMatch(/Harbour Lettings (North|Leeds)/);
    expect(invitation?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/harbour-lettings\/101\/continue\/[\w-]{43}\?medium=email$/,
    );
    const landing = await t.app.inject({
      method: 'GET',
      url: '/api/branding/harbour-lettings/101',
      headers: { authorization: `Bearer ${await t.appToken()}` },
    });
    expect(landing.json()).toMatchObject({ name: 'Harbour Lettings', logoAlt: 'Harbour Lettings' });
  });

  it('keeps the route a sub-partner used for its branch’s link, with the same one name', async () => {
    const northKey = await t.partnerKey('harbour-lettings-north');
    const response = await postLead(
      {
        surname: 'Northam',
        emailAddress: 'north.lead@example.com',
        postcode: 'LS1 4AP',
        branchId: 101,
      },
      northKey,
    );
    expect(response.statusCode).toBe(201);
    const [invitation] = await mailbox('north.lead@example.com');
    expect(invitation?.subject).toBe('Harbour Lettings can help you set up your new home');
    expect(invitation?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/harbour-lettings-north\/101\/continue\/[\w-]{43}\?medium=email$/,
    );
  });

  it('invites by SMS when the partner asks: the text goes to the mobile with ?medium=sms, and the enrolment remembers the medium', async () => {
    const response = await postLead(
      {
        ...goodLead,
        emailAddress: 'sms.invite@example.com',
        contactNumber: '07700900444',
        inviteBy: 'sms',
      },
      oakfieldKey,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, response.json().enrolmentId));
    expect(row?.campaignMedium).toBe('sms');
    expect(await mailbox('sms.invite@example.com')).toEqual([]);
    const [text] = await mailbox('07700900444');
    expect(text?.channel).toBe('sms');
    expect(text?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/oakfield-homes\/continue\/[\w-]{43}\?medium=sms$/,
    );
    expect(text?.text).toMatch(/^Oakfield Homes: set up your new home's energy/);
  });

  it(`refuses an SMS invitation without a mobile number with "${INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE}", and an unknown channel`, async () => {
    const noMobile = await postLead({
      ...goodLead,
      emailAddress: 'sms.nomobile@example.com',
      contactNumber: undefined,
      inviteBy: 'sms',
    });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().errors).toEqual({ contactNumber: INVITE_BY_SMS_NEEDS_MOBILE_MESSAGE });
    const unknown = await postLead({
      ...goodLead,
      emailAddress: 'sms.pigeon@example.com',
      inviteBy: 'pigeon',
    });
    expect(unknown.json().errors).toEqual({ inviteBy: INVITE_BY_MESSAGE });
    expect(await mailbox('sms.nomobile@example.com')).toEqual([]);
  });

  it('refuses another partner’s branch', async () => {
    const response = await postLead(
      { ...goodLead, emailAddress: 'other.branch@example.com', branchId: '101' },
      oakfieldKey,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ branchId: BRANCH_ID_MESSAGE });
    expect(await mailbox('other.branch@example.com')).toEqual([]);
  });

  it('refuses a default-brand key a branch of another partner, in JSON and in a CSV row; a sub-partner key reaches its own branch', async () => {
    const json = await postLead(
      { ...goodLead, emailAddress: 'default.branch@example.com', branchId: '101' },
      defaultKey,
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({
      branchId: 'branchId must be the numeric id of one of your branches',
    });

    const csv = await postCsv(
      'surname,emailAddress,postcode,branchId\nLeeds,default.csv.branch@example.com,LS1 4AP,101',
      defaultKey,
    );
    expect(csv.json().results).toEqual([
      {
        row: 2,
        record: 1,
        status: 'invalid',
        errors: { branchId: 'branchId must be the numeric id of one of your branches' },
      },
    ]);
    expect(await mailbox('default.branch@example.com')).toEqual([]);
    expect(await mailbox('default.csv.branch@example.com')).toEqual([]);

    const north = await postLead(
      { ...goodLead, emailAddress: 'north.branch@example.com', branchId: '101' },
      northKey,
    );
    expect(north.statusCode).toBe(201);
    const [invitation] = await mailbox('north.branch@example.com');
    expect(invitation?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/harbour-lettings-north\/101\/continue\//,
    );
  });

  it.each([
    ['surname', { surname: undefined }, 'The length of Surname must be at least of 2 characters'],
    ['surname', { surname: 'Lovelace3' }, 'Surname cannot contain numbers or special characters'],
    ['firstName', { firstName: 'A'.repeat(51) }, 'First name must be 50 characters or fewer'],
    ['title', { title: 'Sir' }, 'Invalid Title provided'],
    ['emailAddress', { emailAddress: undefined }, 'Please enter your email address'],
    ['emailAddress', { emailAddress: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'contactNumber',
      { contactNumber: '07700 900111' },
      'Please enter a valid UK mobile number without spaces, starting with 07',
    ],
    [
      'dateOfBirth',
      { dateOfBirth: '2015-01-01' },
      'You must be at least 18 years of age to sign up',
    ],
    [
      'dateOfBirth',
      { dateOfBirth: '1900-01-01' },
      "If you're over 99, please reach out via the 'Get in touch' section at the bottom of the page",
    ],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'Please enter a valid Date of Birth'],
    ['moveInDate', { moveInDate: '2026-13-01' }, 'Invalid date format'],
    ['postcode', { postcode: 'NOT A CODE' }, "We don't recognise this postcode"],
    ['postcode', { postcode: undefined }, 'Please tell me the postcode of your new home'],
    ['enrolmentType', { enrolmentType: 'Owner' }, ENROLMENT_TYPE_MESSAGE],
    ['branchId', { branchId: 'abc' }, BRANCH_ID_MESSAGE],
  ])('refuses a bad %s with "%s"', async (field, change, message) => {
    const response = await postLead({ ...goodLead, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('invitations per recipient', () => {
  it('sends at most 3 invitations an hour to one e-mail address: the 4th lead answers 429 with Retry-After and is not created', async () => {
    const lead = { ...goodLead, emailAddress: 'Many.Invites@Example.com' };
    for (let n = 0; n < 3; n += 1)
      expect(
        (await postLead(n === 1 ? { ...lead, emailAddress: ' many.invites@example.COM' } : lead))
          .statusCode,
      ).toBe(201);
    const fourth = await postLead(lead, oakfieldKey);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('3600');
    expect(fourth.json()).toMatchObject({
      message:
        'This email address has had too many invitations in the last hour. Please send this lead again later.',
      errors: {
        emailAddress:
          'This email address has had too many invitations in the last hour. Please send this lead again later.',
      },
    });
    expect(await mailbox('many.invites@example.com')).toHaveLength(3);
    const leads = await t.database.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.emailAddress, 'many.invites@example.com'));
    expect(leads).toHaveLength(3);

    // A CSV row over the cap is reported and not created; another recipient in the same file is invited.
    const csv = await postCsv(
      'surname,emailAddress,postcode\nHopper,many.invites@example.com,M1 1AE\nHopper,other.invites@example.com,M1 1AE',
    );
    expect(csv.json().results).toEqual([
      {
        row: 2,
        record: 1,
        status: 'limited',
        errors: {
          emailAddress:
            'This email address has had too many invitations in the last hour. Please send this lead again later.',
        },
        retryAfterSeconds: 3600,
      },
      expect.objectContaining({ row: 3, record: 2, status: 'created' }),
    ]);

    t.clock.advance(60 * 60 * 1000);
    expect((await postLead(lead)).statusCode).toBe(201);
    expect(await mailbox('many.invites@example.com')).toHaveLength(4);
  });

  it('counts an SMS invitation against the mobile number, whatever e-mail the lead has', async () => {
    const texted = (n: number) => ({
      ...goodLead,
      emailAddress: `texted.${n}@example.com`,
      contactNumber: '07700900999',
      inviteBy: 'sms',
    });
    for (let n = 0; n < 3; n += 1) expect((await postLead(texted(n))).statusCode).toBe(201);
    const fourth = await postLead(texted(3));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors).toEqual({
      contactNumber:
        'This mobile number has had too many invitations in the last hour. Please send this lead again later.',
    });
    expect(await mailbox('07700900999')).toHaveLength(3);
  });
});

describe('POST /api/partner/leads/bulk', () => {
  it('creates the good rows and reports the bad row with its field errors', async () => {
    const csv = [
      'First Name,Surname,Email Address,Postcode,Date of birth',
      'Grace,Hopper,grace.csv@example.com,EC1A 1BB,09/12/1986',
      'Bad,X,bad.csv@example.com,EC1A 1BB,',
      ',Turing,alan.csv@example.com,M1 1AE,',
    ].join('\r\n');
    const response = await postCsv(csv);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<{
      results: {
        row: number;
        status: string;
        enrolmentId?: string;
        errors?: Record<string, string>;
      }[];
    }>();
    expect(results.map(({ row, status }) => [row, status])).toEqual([
      [2, 'created'],
      [3, 'invalid'],
      [4, 'created'],
    ]);
    expect(results[1]?.errors).toEqual({
      surname: 'The length of Surname must be at least of 2 characters',
    });
    expect(await mailbox('grace.csv@example.com')).toHaveLength(1);
    expect(await mailbox('alan.csv@example.com')).toHaveLength(1);
    expect(await mailbox('bad.csv@example.com')).toEqual([]);
    const [grace] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, results[0]?.enrolmentId ?? ''));
    expect(grace).toMatchObject({ dateOfBirth: '1986-12-09', isUnpopulated: false });
  });

  it('reads an inviteBy column: an sms row is invited by text, a blank one by e-mail', async () => {
    const csv = [
      'surname,emailAddress,contactNumber,postcode,Invite By',
      'Texted,texted.csv@example.com,07700900555,M1 1AE,sms',
      'Mailed,mailed.csv@example.com,07700900556,M1 1AE,',
    ].join('\n');
    const { results } = (await postCsv(csv)).json<{ results: { status: string }[] }>();
    expect(results.map(({ status }) => status)).toEqual(['created', 'created']);
    expect((await mailbox('07700900555'))[0]?.links[0]).toMatch(/\?medium=sms$/);
    expect(await mailbox('texted.csv@example.com')).toEqual([]);
    expect((await mailbox('mailed.csv@example.com'))[0]?.links[0]).toMatch(/\?medium=email$/);
    expect(await mailbox('07700900556')).toEqual([]);
  });

  it('refuses an unknown column, and more than 5,000 rows', async () => {
    const unknown = await postCsv('surname,shoeSize\nHopper,5');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown column: shoeSize');

    const tooMany = await postCsv(
      [
        'surname,emailAddress,postcode',
        ...Array.from({ length: 5_001 }, (_, n) => `Many,m${n}@example.com,M1 1AE`),
      ].join('\n'),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(CSV_TOO_MANY_ROWS_MESSAGE);
  });

  it('needs the partner key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads/bulk',
      headers: { 'content-type': 'text/csv' },
      payload: 'surname\nX',
    });
    expect(response.statusCode).toBe(401);
  });
});
