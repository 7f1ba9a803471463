import {
  FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY,
  FLATMATE_INVITATIONS_PER_MOVER_PER_DAY,
  FLATMATE_LIMIT_MESSAGES,
  FLATMATE_MESSAGES,
} from '@threshold/domain/schemas/flatmates';
import { randomUUID } from 'node:crypto';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  commsBlocks,
  enrolments,
  flatmateInvitations,
  handOffs,
  outboxMessages,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAST_MOVING_DETAILS = {
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: TENANT_PORTAL_STORAGE.productSelection,
};

describe('POST /api/tell-flatmates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A logged-in mover called Robin on the brand at `urlRoute`, past moving details. */
  async function mover(
    urlRoute = 'harbour-lettings',
    brandColumn: 'urlRoute' | 'branchCode' = 'urlRoute',
  ) {
    const created = await t.createMover();
    const [brand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands[brandColumn], urlRoute));
    if (!brand) throw new Error(`no brand ${urlRoute}`);
    await t.database.db
      .update(enrolments)
      .set({ brandId: brand.id, firstName: 'Robin', ...PAST_MOVING_DETAILS })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  const tell = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tell-flatmates',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const flatmateEmail = () => `flatmate.${randomUUID().slice(0, 8)}@example.com`;
  const messagesTo = (to: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, 'flatmateInvitation')),
      );
  const invitationsOf = (enrolmentId: string) =>
    t.database.db
      .select()
      .from(flatmateInvitations)
      .where(eq(flatmateInvitations.enrolmentId, enrolmentId));

  it("refuses a missing name and e-mail, a bad e-mail and a long name with the spec's words", async () => {
    const { token, enrolmentId } = await mover();
    const empty = await tell(token, { name: ' ', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: { name: FLATMATE_MESSAGES.nameRequired, email: FLATMATE_MESSAGES.emailRequired },
    });
    expect(FLATMATE_MESSAGES.nameRequired).toBe('Please enter your flatmate name');
    expect(FLATMATE_MESSAGES.emailRequired).toBe('Please enter your flatmate email address');

    const invalid = await tell(token, { name: 'Sam', email: 'sam@' });
    expect(invalid.json()).toMatchObject({ errors: { email: 'Email is invalid' } });
    const tooLongEmail = await tell(token, { name: 'Sam', email: `${'s'.repeat(90)}@example.com` });
    expect(tooLongEmail.json()).toMatchObject({ errors: { email: 'Email is invalid' } });
    const tooLongName = await tell(token, { name: 'S'.repeat(51), email: flatmateEmail() });
    expect(tooLongName.json()).toMatchObject({ errors: { name: FLATMATE_MESSAGES.nameTooLong } });
    expect(await invitationsOf(enrolmentId)).toEqual([]);
  });

  it('refuses a name with markup or a link with the name rules of the other name fields, and sends nothing', async () => {
    const { token, enrolmentId } = await mover();
    const email = flatmateEmail();
    for (const name of [
      'claim at http://evil.example',
      '<a href="https://evil.example">Sam</a>',
      'Sam2',
      'S',
    ]) {
      const refused = await tell(token, { name, email });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: {
          name:
            name === 'S' ? FLATMATE_MESSAGES.nameTooShort : FLATMATE_MESSAGES.nameInvalidCharacters,
        },
      });
    }
    expect(FLATMATE_MESSAGES.nameInvalidCharacters).toBe(
      'Flatmate name cannot contain numbers or special characters',
    );
    expect(FLATMATE_MESSAGES.nameTooShort).toBe(
      'The length of Flatmate name must be at least of 2 characters',
    );
    expect(await invitationsOf(enrolmentId)).toEqual([]);
    expect(await messagesTo(email)).toEqual([]);

    const accepted = await tell(token, { name: "Zoë O'Brien-Ng", email });
    expect(accepted.statusCode).toBe(200);
    expect(await messagesTo(email)).toHaveLength(1);
  });

  it("writes a branded invitation from the mover's brand, with its unsubscribe and join links, and the invitation row", async () => {
    const { token, enrolmentId } = await mover('harbour-lettings');
    const email = flatmateEmail();
    const response = await tell(token, { name: 'Sam Patel', email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
    expect(response.headers['cache-control']).toBe('no-store');

    const [message, ...others] = await messagesTo(email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      channel: 'email',
      isCampaign: true,
      status: 'pending',
      enrolmentId,
    });
    expect(message?.subject).toBe(
      'Robin has invited you to set up your new home with Harbour Lettings',
    );
    expect(message?.textBody).toContain('Hello Sam Patel,');
    expect(message?.textBody).toContain(
      'Join Harbour Lettings: http://localhost:3000/harbour-lettings/',
    );
    expect(message?.textBody).toMatch(
      /Unsubscribe from these e-mails: http:\/\/localhost:3000\/harbour-lettings\/email\/confirm-unsubscribe\/\S+/,
    );
    expect(message?.htmlBody).toContain('Harbour Lettings');

    const [invitation] = await invitationsOf(enrolmentId);
    expect(invitation).toMatchObject({ flatmateName: 'Sam Patel', emailAddress: email });
    // The invitation is a hand-off: its record carries the message, queued until the worker sends it.
    const [handOff] = await t.database.db
      .select()
      .from(handOffs)
      .where(eq(handOffs.id, invitation?.id ?? ''));
    expect(handOff).toMatchObject({
      kind: 'flatmateInvitation',
      enrolmentId,
      recipient: email,
      state: 'queued',
      outboxMessageId: message?.id,
    });
  });

  it('keeps the branch prefix in the join link of a branch mover', async () => {
    const branchMover = await mover('101', 'branchCode');
    await t.database.db
      .update(enrolments)
      .set({ firstName: null })
      .where(eq(enrolments.id, branchMover.enrolmentId));
    const email = flatmateEmail();
    expect((await tell(branchMover.token, { name: 'Sam', email })).statusCode).toBe(200);
    const [message] = await messagesTo(email);
    // Without the mover's first name, the invitation says "Your flatmate".
    expect(message?.subject).toMatch(/^Your flatmate has invited you/);
    // The join link keeps the brand prefix the brand's own links use (brandPath), branch included.
    const join = /Join Harbour Lettings: (\S+)/.exec(message?.textBody ?? '')?.[1];
    const unsubscribe = /Unsubscribe from these e-mails: (\S+)/.exec(message?.textBody ?? '')?.[1];
    expect(join).toMatch(/^http:\/\/localhost:3000\/[a-z-]+\/101\/$/);
    expect(unsubscribe?.startsWith(`${join}email/confirm-unsubscribe/`)).toBe(true);
  });

  it('never sends to an address that unsubscribed: the message is suppressed, and the mover is told nothing different', async () => {
    const { token } = await mover();
    const email = flatmateEmail();
    await t.database.db
      .insert(commsBlocks)
      .values({ emailAddress: email, isBlocked: true, source: 'test' });
    const response = await tell(token, { name: 'Sam', email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
    const [message] = await messagesTo(email);
    expect(message?.status).toBe('suppressed');
    // Its hand-off never goes: failed from the start.
    const [handOff] = await t.database.db
      .select()
      .from(handOffs)
      .where(eq(handOffs.outboxMessageId, message?.id ?? ''));
    expect(handOff).toMatchObject({ kind: 'flatmateInvitation', state: 'failed' });
  });

  it(`limits one address to ${FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY} invitations a day across movers: 429 with Retry-After`, async () => {
    const email = flatmateEmail();
    const first = await mover();
    for (let sent = 0; sent < FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY; sent += 1) {
      expect((await tell(first.token, { name: 'Sam', email })).statusCode).toBe(200);
    }
    const second = await mover('default');
    const refused = await tell(second.token, { name: 'Sam', email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: FLATMATE_LIMIT_MESSAGES.address,
      errors: { email: FLATMATE_LIMIT_MESSAGES.address },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesTo(email)).toHaveLength(FLATMATE_INVITATIONS_PER_ADDRESS_PER_DAY);
    expect(await invitationsOf(second.enrolmentId)).toEqual([]);

    t.clock.advance(DAY_MS);
    // A fresh log-in: a token does not last a day.
    expect((await tell(await t.userToken(second), { name: 'Sam', email })).statusCode).toBe(200);
  });

  it(`limits one mover to ${FLATMATE_INVITATIONS_PER_MOVER_PER_DAY} invitations a day`, async () => {
    const { token, enrolmentId } = await mover();
    for (let sent = 0; sent < FLATMATE_INVITATIONS_PER_MOVER_PER_DAY; sent += 1) {
      expect((await tell(token, { name: 'Sam', email: flatmateEmail() })).statusCode).toBe(200);
    }
    const refused = await tell(token, { name: 'Sam', email: flatmateEmail() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: FLATMATE_LIMIT_MESSAGES.mover });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await invitationsOf(enrolmentId)).toHaveLength(FLATMATE_INVITATIONS_PER_MOVER_PER_DAY);
  });

  it("writes only to the caller's own enrolment: another mover's token neither sees nor adds to this mover's invitations", async () => {
    const owner = await mover();
    const other = await mover('oakfield-homes');
    const email = flatmateEmail();
    expect((await tell(owner.token, { name: 'Sam', email })).statusCode).toBe(200);
    // A body naming the owner's enrolment is refused as an unknown field or ignored: never used.
    const response = await tell(other.token, {
      name: 'Alex',
      email: flatmateEmail(),
      enrolmentId: owner.enrolmentId,
    });
    expect(response.statusCode).toBe(200);
    expect((await invitationsOf(owner.enrolmentId)).map((row) => row.flatmateName)).toEqual([
      'Sam',
    ]);
    expect((await invitationsOf(other.enrolmentId)).map((row) => row.flatmateName)).toEqual([
      'Alex',
    ]);
    expect(response.body).not.toContain(email);
    // The other mover's invitation speaks for their own brand.
    const [otherMessage] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.enrolmentId, other.enrolmentId));
    expect(otherMessage?.subject).toContain('Oakfield Homes');
  });

  it('answers 409 before moving details is done, writing nothing', async () => {
    const early = await t.createMover();
    const email = flatmateEmail();
    const response = await tell(await t.userToken(early), { name: 'Sam', email });
    expect(response.statusCode).toBe(409);
    expect(await messagesTo(email)).toEqual([]);
    expect(await invitationsOf(early.enrolmentId)).toEqual([]);
  });

  it('answers 401 without a log-in and 404 for a forgotten enrolment', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/tell-flatmates',
          payload: { name: 'Sam', email: flatmateEmail() },
        })
      ).statusCode,
    ).toBe(401);
    const gone = await mover();
    await t.database.db
      .update(enrolments)
      .set({ forgottenAt: t.clock.now() })
      .where(eq(enrolments.id, gone.enrolmentId));
    expect((await tell(gone.token, { name: 'Sam', email: flatmateEmail() })).statusCode).toBe(404);
  });
});
