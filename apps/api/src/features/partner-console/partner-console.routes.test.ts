import { randomUUID } from 'node:crypto';
import {
  ONE_TIME_CODE_RESEND_AFTER_MS,
  ONE_TIME_CODE_TTL_MS,
} from '@threshold/domain/codes/one-time-code-rules';
import {
  partnerCodeChallengeSchema,
  partnerMeSchema,
  partnerUsersSchema,
} from '@threshold/domain/partner/partner-users';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, partnerSignInCodes, partnerUsers } from '../../db/schema';
import { statementsOf } from '../../test-support/sql-statements';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';

let ipCounter = 0;
const nextIp = () => `10.22.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@partner.example.com`;

describe('partner console: users and sign-in by e-mail code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const operator = (url: string, payload: Record<string, unknown>, key = TEST_OPERATOR_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/${url}`,
      headers: key ? { 'x-operator-key': key } : {},
      payload,
    });
  const partnerCall = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/partner${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  async function messagesTo(email: string) {
    return t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt));
  }
  async function latestCode(email: string): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    if (!message?.meta.code) throw new Error(`no code sent to ${email}`);
    return message.meta.code;
  }
  async function askCode(email: string, remoteAddress = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: '/api/partner/sign-in/code',
      payload: { email },
      remoteAddress,
    });
  }
  async function challengeFor(email: string) {
    const asked = await askCode(email);
    expect(asked.statusCode).toBe(200);
    return partnerCodeChallengeSchema.parse(asked.json()).challengeId;
  }
  async function signInWith(email: string, code: string, challengeId: string) {
    return partnerCall('POST', '/sign-in', undefined, { email, code, challengeId });
  }
  async function signIn(email: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const challengeId = await challengeFor(email);
    const signedIn = await signInWith(email, await latestCode(email), challengeId);
    expect(signedIn.statusCode).toBe(200);
    return signedIn.json().accessToken as string;
  }
  async function createOwner(brand: string, email = newEmail('owner'), branch?: string) {
    const created = await operator('partner-owners', {
      brand,
      email,
      ...(branch ? { branch } : {}),
    });
    expect(created.statusCode).toBe(201);
    return { email, id: created.json().user.id as string };
  }
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('an operator creates a partner’s first owner, who is e-mailed the brand’s /partner address', async () => {
    const email = newEmail('first-owner');
    const created = await operator('partner-owners', { brand: 'harbour-lettings', email });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      user: { email, role: 'owner', brandName: 'Harbour Lettings' },
      signInUrl: 'http://localhost:3000/harbour-lettings/partner',
    });
    const [invitation] = await messagesTo(email);
    expect(invitation?.template).toBe('partnerInvitation');
    expect(invitation?.meta.links).toContain('http://localhost:3000/harbour-lettings/partner');

    const branchOwner = await operator('partner-owners', {
      brand: 'harbour-lettings',
      branch: '101',
      email: newEmail('branch-owner'),
    });
    // Branch 101 hangs under the sub-partner Harbour Lettings North: its address is under that route.
    expect(branchOwner.json().signInUrl).toBe(
      'http://localhost:3000/harbour-lettings-north/101/partner',
    );

    expect(
      (await operator('partner-owners', { brand: 'harbour-lettings', email })).statusCode,
    ).toBe(409);
    expect(
      (await operator('partner-owners', { brand: 'oakfield-homes', email: email.toUpperCase() }))
        .statusCode,
    ).toBe(409);
    const onDefault = await operator('partner-owners', { brand: 'default', email: newEmail('x') });
    expect(onDefault.statusCode).toBe(400);
    expect(onDefault.json().errors.brand).toMatch(/not to the default brand/);
    expect(
      (await operator('partner-owners', { brand: 'no-such-brand', email: newEmail('x') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await operator('partner-owners', { brand: 'harbour-lettings', email: newEmail('x') }, ''))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await operator(
          'partner-owners',
          { brand: 'harbour-lettings', email: newEmail('x') },
          'wrong',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('signs in with an e-mailed code, once: GET /partner/me says who, the role and the brands below theirs', async () => {
    const owner = await createOwner('harbour-lettings');
    const challengeId = await challengeFor(owner.email);
    const code = await latestCode(owner.email);
    const stored = await t.database.db
      .select()
      .from(partnerSignInCodes)
      .where(eq(partnerSignInCodes.id, challengeId));
    expect(stored[0]?.codeHash).not.toContain(code);

    const signedIn = await signInWith(
      owner.email,
      `${code.slice(0, 3)} ${code.slice(3)}`,
      challengeId,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.json().accessToken as string;

    const me = await partnerCall('GET', '/me', token);
    expect(me.statusCode).toBe(200);
    const body = partnerMeSchema.parse(me.json());
    expect(body).toMatchObject({ id: owner.id, email: owner.email, role: 'owner' });
    expect(body.brand.name).toBe('Harbour Lettings');
    const names = body.brands.map((brand) => brand.name);
    expect(names[0]).toBe('Harbour Lettings');
    expect(names).toEqual(
      expect.arrayContaining(['Harbour Lettings North', 'Harbour Lettings Leeds']),
    );
    expect(names).not.toContain('Oakfield Homes');
    expect(names).not.toContain('Threshold');

    const again = await signInWith(owner.email, code, challengeId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_OTP',
      message: "We don't recognise this code",
    });
  });

  it('asking for a code answers the same for an address that is no partner user’s, sends nothing, and runs the same statements', async () => {
    const owner = await createOwner('oakfield-homes');
    const stranger = newEmail('stranger');
    const known = await askCode(owner.email);
    const unknown = await askCode(stranger);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(await messagesTo(stranger)).toEqual([]);
    // No code for it can be right.
    const challengeId = partnerCodeChallengeSchema.parse(unknown.json()).challengeId;
    for (const code of ['000000', '123456'])
      expect((await signInWith(stranger, code, challengeId)).statusCode).toBe(400);

    // Compared warm, as a running server is: the brands a message reads are cached after a first use.
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    await askCode((await createOwner('oakfield-homes')).email);
    await askCode(newEmail('stranger'));
    const sameWork = (statements: string[]) =>
      statements.map((statement) =>
        /^(release|rollback to) savepoint/.test(statement) ? 'end savepoint' : statement,
      );
    const knownWork = sameWork(await statementsOf(() => askCode(owner.email)));
    const unknownWork = sameWork(await statementsOf(() => askCode(newEmail('stranger'))));
    expect(
      knownWork.some((statement) => statement.startsWith('insert into "outbox_messages"')),
    ).toBe(true);
    expect(unknownWork).toEqual(knownWork);
  });

  it('codes asked for more than a day ago are deleted as new ones are asked for', async () => {
    const owner = await createOwner('harbour-lettings');
    const old = await challengeFor(owner.email);
    t.clock.advance(25 * 60 * 60 * 1000);
    await challengeFor(owner.email);
    const kept = await t.database.db
      .select()
      .from(partnerSignInCodes)
      .where(eq(partnerSignInCodes.id, old));
    expect(kept).toEqual([]);
  });

  it('a code dies after 5 wrong tries, expires after 10 minutes, and is bound to its challenge and address', async () => {
    const owner = await createOwner('harbour-lettings');
    const challengeId = await challengeFor(owner.email);
    const code = await latestCode(owner.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await signInWith(owner.email, otherCode(code), challengeId);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toBe("We don't recognise this code");
    }
    expect((await signInWith(owner.email, code, challengeId)).statusCode).toBe(400);

    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const late = await challengeFor(owner.email);
    const lateCode = await latestCode(owner.email);
    t.clock.advance(ONE_TIME_CODE_TTL_MS + 1000);
    expect((await signInWith(owner.email, lateCode, late)).statusCode).toBe(400);

    const other = await createOwner('harbour-lettings');
    const bound = await challengeFor(owner.email);
    const boundCode = await latestCode(owner.email);
    expect((await signInWith(other.email, boundCode, bound)).statusCode).toBe(400);
    expect((await signInWith(owner.email, boundCode, randomUUID())).statusCode).toBe(400);
    expect((await signInWith(owner.email, boundCode, bound)).statusCode).toBe(200);
  });

  it('sends are throttled per address (30 s apart, 5 an hour, with the movers’ words) and per IP', async () => {
    const owner = await createOwner('harbour-lettings');
    await challengeFor(owner.email);
    const tooSoon = await askCode(owner.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Please wait a moment before asking for another code.');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
      expect((await askCode(owner.email)).statusCode).toBe(200);
    }
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const capped = await askCode(owner.email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'You have asked for too many codes. Please try again later.',
    );

    const statuses: number[] = [];
    for (let send = 0; send < 11; send += 1)
      statuses.push((await askCode(newEmail('ip'), '10.23.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('an owner invites staff to a branch below; staff cannot manage users; removal and sign-out end sessions at once', async () => {
    const owner = await createOwner('harbour-lettings');
    const ownerToken = await signIn(owner.email);
    const me = partnerMeSchema.parse((await partnerCall('GET', '/me', ownerToken)).json());
    const leeds = me.brands.find((brand) => brand.branchCode === '101');
    if (!leeds) throw new Error('branch 101 is not below Harbour Lettings');

    const staffEmail = newEmail('staff');
    const invited = await partnerCall('POST', '/users', ownerToken, {
      email: staffEmail.toUpperCase(),
      role: 'staff',
      brandId: leeds.id,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: staffEmail,
      role: 'staff',
      brandName: 'Harbour Lettings Leeds',
    });
    const [invitation] = await messagesTo(staffEmail);
    expect(invitation?.template).toBe('partnerInvitation');
    expect(invitation?.meta.links).toContain(
      'http://localhost:3000/harbour-lettings-north/101/partner',
    );
    expect(
      (await partnerCall('POST', '/users', ownerToken, { email: staffEmail, role: 'staff' }))
        .statusCode,
    ).toBe(409);

    const listed = partnerUsersSchema.parse(
      (await partnerCall('GET', '/users', ownerToken)).json(),
    );
    expect(listed.users.map((user) => user.email)).toEqual(
      expect.arrayContaining([owner.email, staffEmail]),
    );

    const staffToken = await signIn(staffEmail);
    const staffMe = partnerMeSchema.parse((await partnerCall('GET', '/me', staffToken)).json());
    expect(staffMe).toMatchObject({ role: 'staff', brand: { id: leeds.id } });
    expect(staffMe.brands.map((brand) => brand.id)).toEqual([leeds.id]);
    for (const [method, url, payload] of [
      ['GET', '/users', undefined],
      ['POST', '/users', { email: newEmail('x'), role: 'staff' }],
      ['DELETE', `/users/${owner.id}`, undefined],
    ] as const) {
      const refused = await partnerCall(method, url, staffToken, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Only an owner of your organisation can manage its users.',
      );
    }

    const staffId = invited.json().id as string;
    expect((await partnerCall('DELETE', `/users/${staffId}`, ownerToken)).statusCode).toBe(204);
    expect((await partnerCall('GET', '/me', staffToken)).statusCode).toBe(401);
    // A removed user asking for a code is answered as anyone is, and sent nothing.
    const sentBefore = (await messagesTo(staffEmail)).length;
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    expect((await askCode(staffEmail)).statusCode).toBe(200);
    expect(await messagesTo(staffEmail)).toHaveLength(sentBefore);

    expect((await partnerCall('POST', '/sign-out', ownerToken)).statusCode).toBe(204);
    expect((await partnerCall('GET', '/me', ownerToken)).statusCode).toBe(401);
  });

  it('31 concurrent tries, the right code among them: at most 5 are counted, and 10 sends at once send one code', async () => {
    const owner = await createOwner('harbour-lettings');
    const answers = await Promise.all(Array.from({ length: 10 }, () => askCode(owner.email)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(9);
    const challengeId = partnerCodeChallengeSchema.parse(
      answers.find((answer) => answer.statusCode === 200)?.json(),
    ).challengeId;
    const code = await latestCode(owner.email);
    const tries = await Promise.all(
      Array.from({ length: 31 }, (_, index) =>
        signInWith(owner.email, index === 19 ? code : otherCode(code), challengeId),
      ),
    );
    const [stored] = await t.database.db
      .select()
      .from(partnerSignInCodes)
      .where(eq(partnerSignInCodes.id, challengeId));
    expect(stored?.failedAttempts).toBeLessThanOrEqual(5);
    const statuses = tries.map((answer) => answer.statusCode);
    expect(statuses.filter((status, index) => status === 200 && index !== 19)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 400)).toEqual([]);
    expect((await signInWith(owner.email, code, challengeId)).statusCode).toBe(400);
  });

  it('a token is checked against the database on every call: a removal written elsewhere (another replica) refuses it at once', async () => {
    const owner = await createOwner('harbour-lettings');
    const token = await signIn(owner.email);
    expect((await partnerCall('GET', '/me', token)).statusCode).toBe(200);
    await t.database.db
      .update(partnerUsers)
      .set({ removedAt: new Date() })
      .where(eq(partnerUsers.id, owner.id));
    expect((await partnerCall('GET', '/me', token)).statusCode).toBe(401);
  });

  it('two owners removing each other at once: one removal passes, the brand keeps an owner', async () => {
    const first = await createOwner('oakfield-homes', newEmail('first'));
    const firstToken = await signIn(first.email);
    const secondInvite = await partnerCall('POST', '/users', firstToken, {
      email: newEmail('second'),
      role: 'owner',
    });
    const second = {
      id: secondInvite.json().id as string,
      email: secondInvite.json().email as string,
    };
    const secondToken = await signIn(second.email);
    // Every other owner of Oakfield Homes goes first, so these two are its only owners.
    const users = partnerUsersSchema.parse((await partnerCall('GET', '/users', firstToken)).json());
    for (const user of users.users)
      if (
        user.role === 'owner' &&
        user.brandId === secondInvite.json().brandId &&
        ![first.id, second.id].includes(user.id)
      )
        expect((await partnerCall('DELETE', `/users/${user.id}`, firstToken)).statusCode).toBe(204);
    const [one, other] = await Promise.all([
      partnerCall('DELETE', `/users/${second.id}`, firstToken),
      partnerCall('DELETE', `/users/${first.id}`, secondToken),
    ]);
    const statuses = [one.statusCode, other.statusCode].sort();
    // The second removal finds the last owner (409) or its remover already gone (401).
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const remaining = await t.database.db
      .select()
      .from(partnerUsers)
      .where(
        and(
          eq(partnerUsers.brandId, secondInvite.json().brandId as number),
          eq(partnerUsers.role, 'owner'),
          isNull(partnerUsers.removedAt),
        ),
      );
    expect(remaining).toHaveLength(1);
  });

  it('bodies are strict: no call sets what it does not name (mass assignment)', async () => {
    const owner = await createOwner('harbour-lettings');
    const token = await signIn(owner.email);
    const invite = await partnerCall('POST', '/users', token, {
      email: newEmail('x'),
      role: 'staff',
      tokenVersion: 7,
    });
    expect(invite.statusCode).toBe(400);
    expect(
      (await partnerCall('POST', '/users', token, { email: newEmail('x'), role: 'admin' })).json()
        .errors.role,
    ).toBe('role must be owner or staff');
    const asStaff = await operator('partner-owners', {
      brand: 'harbour-lettings',
      email: newEmail('x'),
      role: 'staff',
    });
    expect(asStaff.statusCode).toBe(400);
    expect((await askCode('not-an-address')).json().errors.email).toBe(
      'Please enter a valid email address',
    );
  });

  it('the last owner of a brand stays; with a second owner one may go', async () => {
    const owner = await createOwner('northgate-lettings');
    const token = await signIn(owner.email);
    const last = await partnerCall('DELETE', `/users/${owner.id}`, token);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last owner/);
    const second = await partnerCall('POST', '/users', token, {
      email: newEmail('second'),
      role: 'owner',
    });
    expect(second.statusCode).toBe(201);
    expect((await partnerCall('DELETE', `/users/${owner.id}`, token)).statusCode).toBe(204);
    expect((await partnerCall('GET', '/me', token)).statusCode).toBe(401);
  });

  it('a user of one partner never sees or touches another partner’s users, nor a sub-partner the brand above', async () => {
    const harbour = await createOwner('harbour-lettings');
    const oakfield = await createOwner('oakfield-homes');
    const north = await createOwner('harbour-lettings-north');
    const oakToken = await signIn(oakfield.email);
    const northToken = await signIn(north.email);

    const oakUsers = partnerUsersSchema.parse(
      (await partnerCall('GET', '/users', oakToken)).json(),
    );
    expect(oakUsers.users.map((user) => user.email)).not.toContain(harbour.email);
    const notMine = await partnerCall('DELETE', `/users/${harbour.id}`, oakToken);
    const noOne = await partnerCall('DELETE', `/users/${randomUUID()}`, oakToken);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual(noOne.json());

    const harbourBrandId = (await partnerCall('GET', '/me', await signIn(harbour.email))).json()
      .brand.id as number;
    const elsewhere = await partnerCall('POST', '/users', oakToken, {
      email: newEmail('x'),
      role: 'staff',
      brandId: harbourBrandId,
    });
    const nowhere = await partnerCall('POST', '/users', oakToken, {
      email: newEmail('x'),
      role: 'staff',
      brandId: 999_999,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(nowhere.json());

    const northMe = partnerMeSchema.parse((await partnerCall('GET', '/me', northToken)).json());
    expect(northMe.brands.map((brand) => brand.id)).not.toContain(harbourBrandId);
    expect((await partnerCall('DELETE', `/users/${harbour.id}`, northToken)).statusCode).toBe(404);
  });

  it('a partner token opens no mover route, and a mover’s token no partner route', async () => {
    const owner = await createOwner('harbour-lettings');
    const token = await signIn(owner.email);
    const moverRoute = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(token),
    });
    expect(moverRoute.statusCode).toBe(403);
    const mover = await t.createMover();
    expect((await partnerCall('GET', '/me', await t.userToken(mover))).statusCode).toBe(403);
    expect((await partnerCall('GET', '/me')).statusCode).toBe(401);
  });

  it('every partner console and operator partner call is in the OpenAPI document, with tags', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected = {
      '/api/partner/sign-in/code': ['post'],
      '/api/partner/sign-in': ['post'],
      '/api/partner/sign-out': ['post'],
      '/api/partner/me': ['get'],
      '/api/partner/users': ['get', 'post'],
      '/api/partner/users/{userId}': ['delete'],
      '/api/operator/partner-owners': ['post'],
      '/api/operator/partner-keys': ['post'],
      '/api/operator/leads': ['post'],
    };
    for (const [path, methods] of Object.entries(expected))
      for (const method of methods) expect(paths[path]?.[method]?.tags?.length).toBeGreaterThan(0);
  });

  it('operators issue a partner key and add a lead through the API', async () => {
    const issued = await operator('partner-keys', { brand: 'harbour-lettings', label: 'CRM' });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({
      brandName: 'Harbour Lettings',
      keyPrefix: expect.stringMatching(/^tpk_/),
    });
    const viaKey = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: bearer(issued.json().key as string),
      payload: { emailAddress: newEmail('mover'), surname: 'Keyed', postcode: 'SW1A 1AA' },
    });
    expect(viaKey.statusCode).toBe(201);

    const email = newEmail('lead');
    const lead = await operator('leads', {
      brand: 'harbour-lettings',
      lead: { emailAddress: email, surname: 'Lead', postcode: 'SW1A 1AA', branchId: '101' },
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.json().invitationLink).toMatch(/^http:\/\/localhost:3000\/harbour-lettings\/101\//);
    expect((await messagesTo(email))[0]?.template).toBe('invitation');
    const invalid = await operator('leads', { brand: 'harbour-lettings', lead: { surname: 'X' } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['postcode']));
    expect(
      (await operator('partner-keys', { brand: 'harbour-lettings' }, 'wrong')).statusCode,
    ).toBe(403);
  });
});
