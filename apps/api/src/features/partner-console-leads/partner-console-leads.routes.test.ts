import { randomUUID } from 'node:crypto';
import { ONE_TIME_CODE_RESEND_AFTER_MS } from '@threshold/domain/codes/one-time-code-rules';
import {
  LEAD_LIST_MESSAGES,
  LEAD_NOT_FOUND_MESSAGE,
  leadDetailSchema,
  leadListSchema,
  type LeadSummary,
} from '@threshold/domain/partner/lead-list';
import { LEAD_STAGES, leadStage, type LeadFacts } from '@threshold/domain/partner/lead-stage';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, linkTokens, outboxMessages } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { TOO_MANY_INVITATIONS_MESSAGES } from '../partner-leads/partner-leads.service';
import { RESEND_NOT_NEEDED_MESSAGE } from './partner-console-leads.service';

let ipCounter = 0;
const nextIp = () => `10.23.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
/** A run's own marker, so searches see only this file's leads whatever else the brand holds. */
const RUN = randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${RUN}@mover.example.com`;

describe('partner console: the organisation’s leads', () => {
  let t: TestApp;
  let harbourOwner: string;
  let branchStaff: string;
  let oakfieldOwner: string;
  let partnerKey: string;

  const operator = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/${url}`,
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | undefined,
    payload?: Record<string, unknown> | string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      remoteAddress: nextIp(),
      ...(payload !== undefined ? { payload } : {}),
    });

  async function signIn(address: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const asked = await call('POST', '/partner/sign-in/code', undefined, { email: address });
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, address), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const signedIn = await call('POST', '/partner/sign-in', undefined, {
      email: address,
      code: message?.meta.code ?? '',
      challengeId: asked.json().challengeId,
    });
    expect(signedIn.statusCode).toBe(200);
    return signedIn.json().accessToken as string;
  }

  const list = async (token: string, query = '') => {
    const response = await call('GET', `/partner/leads${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return leadListSchema.parse(response.json());
  };
  const mine = (query = '') => list(harbourOwner, `?q=${RUN}${query}`);
  const surnames = (leads: LeadSummary[]) => leads.map((lead) => lead.surname);

  beforeAll(async () => {
    t = await createTestApp();
    const owner = `owner-${RUN}@harbour.example.com`;
    await operator('partner-owners', { brand: 'harbour-lettings', email: owner });
    harbourOwner = await signIn(owner);
    const staff = `staff-${RUN}@harbour.example.com`;
    await operator('partner-owners', { brand: 'harbour-lettings', branch: '101', email: staff });
    branchStaff = await signIn(staff);
    const oakfield = `owner-${RUN}@oakfield.example.com`;
    await operator('partner-owners', { brand: 'oakfield-homes', email: oakfield });
    oakfieldOwner = await signIn(oakfield);
    partnerKey = (await operator('partner-keys', { brand: 'harbour-lettings' })).key;

    // Three leads by the API (one at branch 101), two in a CSV upload, one by the console's form.
    const byApi = (lead: Record<string, unknown>) =>
      call('POST', '/partner/leads', partnerKey, lead).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
      });
    await byApi({
      firstName: 'Ada',
      surname: `Lovelace`,
      emailAddress: email('ada'),
      postcode: 'LS1 4AP',
      moveInDate: '2027-02-10',
    });
    t.clock.advance(1000);
    await byApi({
      firstName: 'Brian',
      surname: 'O’Brien',
      emailAddress: email('brian'),
      postcode: 'SW1A 1AA',
      moveInDate: '2027-03-01',
      branchId: '101',
    });
    t.clock.advance(1000);
    await byApi({ surname: 'Curie', emailAddress: email('curie'), postcode: 'M1 1AE' });
    t.clock.advance(1000);
    const csv = [
      'firstName,surname,emailAddress,postcode,moveInDate',
      `Dora,Dane,${email('dora')},LS1 4AP,2027-04-01`,
      `Ezra,Eve,${email('ezra')},EH1 1YZ,2027-01-15`,
    ].join('\n');
    const uploaded = await call('POST', '/partner/leads/bulk', partnerKey, csv, {
      'content-type': 'text/csv',
    });
    expect(uploaded.json().results.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'created',
    ]);
    t.clock.advance(1000);
    const added = await call('POST', '/partner/leads', branchStaff, {
      firstName: 'Fern',
      surname: 'Fox',
      emailAddress: email('fern'),
      postcode: 'LS2 7HY',
    });
    expect(added.statusCode, added.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the leads of the user’s brand and those below, newest first, with where each came from', async () => {
    const all = await mine();
    expect(all.total).toBe(6);
    // The CSV's two leads share their creation time (one transaction): their order is the id's.
    const newest = surnames(all.leads);
    expect([newest[0], ...newest.slice(1, 3).sort(), ...newest.slice(3)]).toEqual([
      'Fox',
      'Dane',
      'Eve',
      'Curie',
      'O’Brien',
      'Lovelace',
    ]);
    expect(all.leads.map((lead) => lead.source)).toEqual([
      'console',
      'csv',
      'csv',
      'api',
      'api',
      'api',
    ]);
    const fox = all.leads[0];
    // A branch user's form lead is the branch's; every lead starts invited, services not asked.
    expect(fox).toMatchObject({ branch: '101', stage: 'invited' });
    expect(fox?.services).toEqual({
      energy: 'notAsked',
      broadband: 'notAsked',
      council: 'notAsked',
      water: 'notAsked',
    });

    // The branch's user sees the branch's leads only; another partner sees none of them.
    expect(surnames((await list(branchStaff, `?q=${RUN}`)).leads)).toEqual(['Fox', 'O’Brien']);
    expect((await list(oakfieldOwner, `?q=${RUN}`)).total).toBe(0);
  });

  it('searches names, e-mail addresses and postcodes in any case, postcodes with or without spaces', async () => {
    const search = async (q: string) =>
      surnames((await list(harbourOwner, `?q=${encodeURIComponent(q)}`)).leads).sort();
    expect(await search(`ADA-${RUN}`)).toEqual(['Lovelace']);
    expect((await mine()).total).toBe(6);
    const byPostcode = async (q: string) =>
      (await list(harbourOwner, `?q=${encodeURIComponent(q)}&size=100`)).leads
        .filter((lead) => lead.emailAddress?.includes(RUN))
        .map((lead) => lead.surname)
        .sort();
    expect(await byPostcode('ls14ap')).toEqual(['Dane', 'Lovelace']);
    expect(await byPostcode('Ls1 4Ap')).toEqual(['Dane', 'Lovelace']);
    expect(await byPostcode('o’brien')).toEqual(['O’Brien']);
    expect(await byPostcode('brian o’b')).toEqual(['O’Brien']);
    // LIKE's wildcards are plain characters in a search.
    expect((await list(harbourOwner, `?q=${encodeURIComponent('%_')}`)).total).toBe(0);
  });

  it('filters by branch, source and move-in dates, sorts, and pages on the server with a total', async () => {
    expect(surnames((await mine('&branch=101')).leads)).toEqual(['Fox', 'O’Brien']);
    expect(surnames((await mine('&source=csv')).leads).sort()).toEqual(['Dane', 'Eve']);
    expect(surnames((await mine('&source=console')).leads)).toEqual(['Fox']);
    const dated = await mine('&moveInFrom=2027-02-01&moveInTo=2027-03-31&sort=moveInDate');
    expect(surnames(dated.leads)).toEqual(['Lovelace', 'O’Brien']);
    // Leads without a date come last whichever way the dates run.
    expect(surnames((await mine('&sort=moveInDate&order=desc')).leads)).toEqual([
      'Dane',
      'O’Brien',
      'Lovelace',
      'Eve',
      'Fox',
      'Curie',
    ]);
    expect(surnames((await mine('&sort=name')).leads)).toEqual([
      'Curie',
      'Dane',
      'Eve',
      'Fox',
      'Lovelace',
      'O’Brien',
    ]);
    const second = await mine('&sort=name&size=4&page=2');
    expect(second).toMatchObject({ page: 2, size: 4, total: 6 });
    expect(surnames(second.leads)).toEqual(['Lovelace', 'O’Brien']);
    expect((await mine('&page=9')).leads).toEqual([]);
  });

  it('refuses a bad query with the field’s message', async () => {
    const bad = async (query: string) => {
      const response = await call('GET', `/partner/leads?${query}`, harbourOwner);
      expect(response.statusCode).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await bad('size=500')).toEqual({ size: LEAD_LIST_MESSAGES.size });
    expect(await bad('page=0')).toEqual({ page: LEAD_LIST_MESSAGES.page });
    expect(await bad('stage=done')).toEqual({ stage: LEAD_LIST_MESSAGES.stage });
    expect(await bad('source=fax')).toEqual({ source: LEAD_LIST_MESSAGES.source });
    expect(await bad('sort=email')).toEqual({ sort: LEAD_LIST_MESSAGES.sort });
    expect(await bad('moveInFrom=31/01/2027')).toEqual({ moveInFrom: LEAD_LIST_MESSAGES.date });
    expect(await bad('moveInFrom=2027-03-01&moveInTo=2027-02-01')).toEqual({
      moveInTo: LEAD_LIST_MESSAGES.dateRange,
    });
    expect(await bad('branch=north')).toEqual({ branch: LEAD_LIST_MESSAGES.branch });
    expect(Object.values(await bad('colour=red'))).toEqual([LEAD_LIST_MESSAGES.unknown]);
    // A mover's or no token never reaches the console's list.
    expect((await call('GET', '/partner/leads', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/partner/leads', partnerKey)).statusCode).toBe(401);
  });

  it('derives every stage in SQL as the domain rule does, for filtering and sorting', async () => {
    // A seventh lead, for the seventh stage; removed at the end.
    const extra = await operator('leads', {
      brand: 'harbour-lettings',
      lead: { surname: 'Gray', emailAddress: email('gray'), postcode: 'LS1 4AP' },
    });
    const { leads } = await mine('&size=100');
    const ids = leads.map((lead) => lead.id);
    expect(ids).toHaveLength(LEAD_STAGES.length);
    // Facts of each stage, written straight to the rows (the journey's own tests make them for real).
    const cases: { facts: Partial<typeof enrolments.$inferInsert>; opened?: boolean }[] = [
      { facts: {} },
      { facts: {}, opened: true },
      { facts: { status: 10 } },
      { facts: { status: 20 } },
      { facts: { status: 20, councilOptIn: 0 } },
      { facts: { status: 40, servicesCompletedAt: new Date() } },
      { facts: { status: 20, forgottenAt: new Date() } },
    ];
    const db = t.database.db;
    for (const [index, { facts, opened }] of cases.entries()) {
      const id = ids[index] as string;
      if (Object.keys(facts).length > 0)
        await db.update(enrolments).set(facts).where(eq(enrolments.id, id));
      if (opened)
        await db.insert(linkTokens).values({
          enrolmentId: id,
          purpose: 'saveAndContinue',
          tokenHash: `test-${randomUUID()}`,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
    }
    const rows = await db.select().from(enrolments).where(inArray(enrolments.id, ids));
    const expected = new Map(
      rows.map((row) => {
        const facts: LeadFacts = {
          ...row,
          hasOpenedLink: cases[ids.indexOf(row.id)]?.opened === true,
        };
        return [row.id, leadStage(facts)];
      }),
    );
    const listed = await mine('&size=100');
    for (const lead of listed.leads) expect(lead.stage).toBe(expected.get(lead.id));
    expect(new Set(expected.values()).size).toBe(LEAD_STAGES.length);
    for (const stage of LEAD_STAGES) {
      const filtered = await mine(`&stage=${stage}&size=100`);
      expect(filtered.leads.map((lead) => lead.id).sort()).toEqual(
        [...expected]
          .filter(([, s]) => s === stage)
          .map(([id]) => id)
          .sort(),
      );
    }
    const byStage = await mine('&sort=stage&size=100');
    const ranks = byStage.leads.map((lead) => LEAD_STAGES.indexOf(lead.stage));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Put the rows back for the other tests.
    await db
      .update(enrolments)
      .set({ status: 0, councilOptIn: null, servicesCompletedAt: null, forgottenAt: null })
      .where(inArray(enrolments.id, ids));
    await db.delete(enrolments).where(eq(enrolments.id, extra.enrolmentId as string));
    await db
      .delete(linkTokens)
      .where(and(inArray(linkTokens.enrolmentId, ids), eq(linkTokens.purpose, 'saveAndContinue')));
  });

  it('shows a lead’s timeline, resends its invitation within the hourly limit, and hides another partner’s lead', async () => {
    const [lovelace] = (await list(harbourOwner, `?q=ada-${RUN}`)).leads;
    const id = lovelace?.id as string;
    const detail = async (token = harbourOwner) => call('GET', `/partner/leads/${id}`, token);
    const first = leadDetailSchema.parse((await detail()).json());
    expect(first).toMatchObject({ surname: 'Lovelace', inviteBy: 'email', stage: 'invited' });
    expect(first.timeline.map(({ event, state }) => [event, state])).toEqual([
      ['created', null],
      ['invitationSent', 'pending'],
    ]);

    // The mover opens the invitation's link: the landing is in the timeline and the stage.
    const [invitation] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.enrolmentId, id), eq(outboxMessages.template, 'invitation')));
    const token = /\/continue\/([^?]+)/.exec(invitation?.meta.links[0] ?? '')?.[1] ?? '';
    const clicked = await t.app.inject({
      method: 'POST',
      url: '/api/comms/events/create',
      headers: bearer(await t.appToken()),
      payload: { token, commChannel: '0', commType: 'campaign', enrolmentId: id },
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    t.clock.advance(1000);

    // Two more invitations fit in the hour (three to one address); the fourth is refused.
    for (let sent = 0; sent < 2; sent += 1) {
      const resent = await call('POST', `/partner/leads/${id}/resend-invitation`, harbourOwner);
      expect(resent.statusCode, resent.body).toBe(204);
    }
    const limited = await call('POST', `/partner/leads/${id}/resend-invitation`, harbourOwner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_INVITATIONS_MESSAGES.email);
    expect(limited.headers['retry-after']).toBeDefined();

    const after = leadDetailSchema.parse((await detail()).json());
    expect(after.stage).toBe('opened');
    expect(after.timeline.map(({ event }) => event)).toEqual([
      'created',
      'invitationSent',
      'linkOpened',
      'invitationSent',
      'invitationSent',
    ]);
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.enrolmentId, id), eq(outboxMessages.template, 'invitation')));
    expect(messages).toHaveLength(3);
    // Each resent invitation carries a new link under the lead's brand.
    expect(new Set(messages.map((m) => m.meta.links[0])).size).toBe(3);

    // A confirmed mover is not invited again.
    await t.database.db.update(enrolments).set({ status: 10 }).where(eq(enrolments.id, id));
    const confirmed = await call('POST', `/partner/leads/${id}/resend-invitation`, harbourOwner);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(RESEND_NOT_NEEDED_MESSAGE);
    await t.database.db.update(enrolments).set({ status: 0 }).where(eq(enrolments.id, id));

    // Another partner's lead, a branch user's lead outside the branch: as a lead that does not exist.
    for (const response of [
      await detail(oakfieldOwner),
      await detail(branchStaff),
      await call('GET', `/partner/leads/${randomUUID()}`, harbourOwner),
      await call('POST', `/partner/leads/${id}/resend-invitation`, oakfieldOwner),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LEAD_NOT_FOUND_MESSAGE);
    }
  });

  it('adds a lead by the form with the lead API’s rules and messages', async () => {
    const invalid = await call('POST', '/partner/leads', harbourOwner, { surname: 'X' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toContain('emailAddress');
    const elsewhere = await call('POST', '/partner/leads', oakfieldOwner, {
      surname: 'Gale',
      emailAddress: email('gale'),
      postcode: 'LS1 4AP',
      branchId: '101',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['branchId']);
    // The lead API itself is unchanged: no key, its own 401.
    const noKey = await call('POST', '/partner/leads', undefined, { surname: 'X' });
    expect(noKey.statusCode).toBe(401);
    // Its OpenAPI operation is still the one partners' developers read.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/partner/leads'].post.summary).toMatch(/^One lead \(JSON\)/);
    expect(doc.paths['/api/partner/leads'].get.summary).toMatch(/^The leads of the user/);
  });

  it('exports the filtered list as CSV, with formula-like cells made inert', async () => {
    const [curie] = (await list(harbourOwner, `?q=curie-${RUN}`)).leads;
    // A title is free text: a cell starting with = would run in a spreadsheet.
    await t.database.db
      .update(enrolments)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(enrolments.id, curie?.id as string));
    const response = await call('GET', `/partner/leads.csv?q=${RUN}&sort=name`, harbourOwner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,firstName,surname,emailAddress,postcode,moveInDate,branch/);
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",Curie`);
    const csvOnly = await call('GET', `/partner/leads.csv?q=${RUN}&source=csv`, harbourOwner);
    expect(
      csvOnly.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[2])
        .sort(),
    ).toEqual(['Dane', 'Eve']);
    expect((await call('GET', '/partner/leads.csv?size=0', harbourOwner)).statusCode).toBe(400);
  });
});
