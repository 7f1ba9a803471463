import { randomUUID } from 'node:crypto';
import { ONE_TIME_CODE_RESEND_AFTER_MS } from '@threshold/domain/codes/one-time-code-rules';
import {
  LEAD_SERVICES,
  leadServiceStates,
  type LeadFacts,
  type LeadServiceState,
} from '@threshold/domain/partner/lead-stage';
import { REPORT_MESSAGES, reportSchema, type Report } from '@threshold/domain/partner/reports';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { SERVICE_STATE_SQL } from '../partner-console-leads/lead-stage-sql';

let ipCounter = 0;
const nextIp = () => `10.31.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;
const RUN = randomUUID().slice(0, 8);
const email = (who: string) => `${who}-${RUN}@mover.example.com`;
const HOUR_MS = 3_600_000;
/** The seeded leads' weeks: 2 to 8 June 2025 is ISO week 23. */
const RANGE = '?from=2025-06-02&to=2025-07-06';

describe('partner console: reports', () => {
  let t: TestApp;
  let harbourOwner: string;
  let harbourStaff: string;
  let branchOwner: string;
  let oakfieldOwner: string;
  const ids: Record<string, string> = {};

  const call = (url: string, token: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
    });
  const operator = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  async function signIn(address: string): Promise<string> {
    t.clock.advance(ONE_TIME_CODE_RESEND_AFTER_MS + 1000);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/partner/sign-in/code',
      remoteAddress: nextIp(),
      payload: { email: address },
    });
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, address), eq(outboxMessages.template, 'oneTimeCode')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/partner/sign-in',
      remoteAddress: nextIp(),
      payload: {
        email: address,
        code: message?.meta.code ?? '',
        challengeId: asked.json().challengeId,
      },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return signedIn.json().accessToken as string;
  }

  const report = async (token: string, query = RANGE): Promise<Report> => {
    const response = await call(`/partner/reports${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return reportSchema.parse(response.json());
  };

  /** A lead by a brand's API key at the clock's time; facts then written as the journey would leave them. */
  async function lead(
    name: string,
    key: string,
    at: string,
    facts: Partial<typeof enrolments.$inferInsert> = {},
    branchId?: string,
  ) {
    t.clock.set(at);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: bearer(key),
      remoteAddress: nextIp(),
      payload: {
        surname: name,
        emailAddress: email(name.toLowerCase()),
        postcode: 'LS1 4AP',
        ...(branchId ? { branchId } : {}),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().enrolmentId as string;
    ids[name] = id;
    if (Object.keys(facts).length > 0)
      await t.database.db.update(enrolments).set(facts).where(eq(enrolments.id, id));
  }

  beforeAll(async () => {
    t = await createTestApp();
    const owner = `owner-${RUN}@harbour.example.com`;
    await operator('operator/partner-owners', { brand: 'harbour-lettings', email: owner });
    const branchUser = `branch-${RUN}@harbour.example.com`;
    await operator('operator/partner-owners', {
      brand: 'harbour-lettings',
      branch: '101',
      email: branchUser,
    });
    const oakfield = `owner-${RUN}@oakfield.example.com`;
    await operator('operator/partner-owners', { brand: 'oakfield-homes', email: oakfield });
    harbourOwner = await signIn(owner);
    // Staff (the role that sees leads and reports, not users or keys), invited by the owner.
    const staffOfHarbour = `staff-${RUN}@harbour-staff.example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/partner/users',
      headers: bearer(harbourOwner),
      remoteAddress: nextIp(),
      payload: { email: staffOfHarbour, role: 'staff' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    harbourStaff = await signIn(staffOfHarbour);
    branchOwner = await signIn(branchUser);
    oakfieldOwner = await signIn(oakfield);
    const harbourKey = await t.partnerKey('harbour-lettings');
    const oakfieldKey = await t.partnerKey('oakfield-homes');

    const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * HOUR_MS);
    // Week 23 (2 to 8 June 2025).
    const w23 = '2025-06-03T10:00:00Z';
    await lead('Ash', harbourKey, w23);
    await lead('Birch', harbourKey, w23, {
      status: 40,
      servicesCompletedAt: at(w23, 30),
      councilOptIn: 1,
      councilComplete: true,
      energyOptIn: 1,
      energyComplete: true,
      waterOptIn: 0,
      entertainmentOptIn: 1,
      wombbUserConfirmed: true,
    });
    // Forgotten after giving details: still counted where the mover got to.
    await lead('Cedar', harbourKey, w23, { status: 20, forgottenAt: at(w23, 5) }, '101');
    await lead('Other', oakfieldKey, w23, { status: 40, servicesCompletedAt: at(w23, 1) });
    // Week 24.
    const w24 = '2025-06-10T10:00:00Z';
    await lead('Damson', harbourKey, w24, { status: 10 });
    await lead(
      'Elm',
      harbourKey,
      w24,
      {
        status: 40,
        servicesCompletedAt: at(w24, 72),
        energyOptIn: 1,
        energySkipped: true,
        councilConsented: true,
      },
      '101',
    );
    // 23:30 on Sunday 29 June in UTC is 00:30 on Monday 30 June in London: week 27, not 26.
    await lead('Fir', harbourKey, '2025-06-29T23:30:00Z', {
      status: 20,
      waterOptIn: 1,
      waterComplete: true,
    });
    // After the range (the day after its last, in London).
    await lead('Gorse', harbourKey, '2025-07-06T23:30:00Z');
    // A real mover of branch 101 through the journey, who chose council and energy and stopped at energy usage.
    t.clock.set('2025-06-11T09:00:00Z');
    const mover = await operator('dev/fixtures/mover', {
      step: 'energy-usage',
      brand: 'harbour-lettings',
      branch: '101',
      email: email('hazel'),
      products: ['council', 'energy'],
    });
    ids.Hazel = mover.enrolmentId as string;
    // A mover's sign-up takes the database's time, not the test clock's.
    await t.database.db
      .update(enrolments)
      .set({ createdAt: t.clock.now() })
      .where(eq(enrolments.id, ids.Hazel));
    t.clock.set('2025-07-20T12:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the funnel by London week: every week of the range, with where each lead got to', async () => {
    const answer = await report(harbourOwner);
    expect(answer).toMatchObject({ from: '2025-06-02', to: '2025-07-06', branch: null });
    expect(answer.funnel.weeks.map((week) => [week.week, week.weekStart, week.invited])).toEqual([
      ['2025-W23', '2025-06-02', 3],
      ['2025-W24', '2025-06-09', 3],
      ['2025-W25', '2025-06-16', 0],
      ['2025-W26', '2025-06-23', 0],
      ['2025-W27', '2025-06-30', 1],
    ]);
    const [w23, w24] = answer.funnel.weeks;
    expect(w23).toMatchObject({ invited: 3, confirmed: 2, detailsGiven: 2, complete: 1 });
    expect(w23?.services).toEqual({
      council: { chosen: 1, completed: 1 },
      water: { chosen: 0, completed: 0 },
      energy: { chosen: 1, completed: 1 },
      broadband: { chosen: 1, completed: 0 },
    });
    // Damson confirmed; Elm completed having skipped energy; Hazel gave details and chose two.
    expect(w24).toMatchObject({ invited: 3, confirmed: 3, detailsGiven: 2, complete: 1 });
    expect(w24?.services).toEqual({
      council: { chosen: 2, completed: 0 },
      water: { chosen: 0, completed: 0 },
      energy: { chosen: 2, completed: 0 },
      broadband: { chosen: 0, completed: 0 },
    });
    expect(answer.funnel.total).toEqual({
      invited: 7,
      confirmed: 6,
      detailsGiven: 5,
      complete: 2,
      services: {
        council: { chosen: 3, completed: 1 },
        water: { chosen: 1, completed: 1 },
        energy: { chosen: 3, completed: 1 },
        broadband: { chosen: 1, completed: 0 },
      },
    });
  });

  it('gives the time to complete of the leads that completed: median and 90th percentile in hours', async () => {
    const { timeToComplete } = await report(harbourOwner);
    // Birch 30 hours, Elm 72: the median between them, the 90th percentile 90% of the way.
    expect(timeToComplete).toEqual({ completed: 2, medianHours: 51, p90Hours: 67.8 });
  });

  it('gives each brand’s opt-in rate per service: the share of its leads that chose it', async () => {
    const { optIn } = await report(harbourOwner);
    expect(optIn).toEqual([
      {
        branch: null,
        brandName: expect.any(String),
        leads: 4,
        services: {
          council: { chosen: 1, share: 0.25 },
          water: { chosen: 1, share: 0.25 },
          energy: { chosen: 1, share: 0.25 },
          broadband: { chosen: 1, share: 0.25 },
        },
      },
      {
        branch: '101',
        brandName: expect.any(String),
        leads: 3,
        services: {
          council: { chosen: 2, share: 0.6667 },
          water: { chosen: 0, share: 0 },
          energy: { chosen: 2, share: 0.6667 },
          broadband: { chosen: 0, share: 0 },
        },
      },
    ]);
  });

  it('keeps to the user’s brands: staff see what their owner sees, a branch its own, another partner its own', async () => {
    expect(await report(harbourStaff)).toEqual(await report(harbourOwner));
    const csv = await call(`/partner/reports.csv${RANGE}`, harbourStaff);
    expect(csv.statusCode).toBe(200);
    const branch = await report(branchOwner);
    expect(branch.funnel.total).toMatchObject({ invited: 3, confirmed: 3, complete: 1 });
    expect(branch.optIn.map((row) => row.branch)).toEqual(['101']);
    expect((await report(harbourOwner, `${RANGE}&branch=101`)).funnel.total).toEqual(
      branch.funnel.total,
    );
    const oakfield = await report(oakfieldOwner);
    expect(oakfield.funnel.total).toMatchObject({ invited: 1, complete: 1 });
    expect(oakfield.timeToComplete).toEqual({ completed: 1, medianHours: 1, p90Hours: 1 });
    // A branch of another partner has no leads for this user.
    expect((await report(oakfieldOwner, `${RANGE}&branch=101`)).funnel.total.invited).toBe(0);
    expect((await call('/partner/reports', undefined)).statusCode).toBe(401);
    expect((await call('/partner/reports.csv', undefined)).statusCode).toBe(401);
  });

  it('defaults to the last 12 weeks and refuses bad dates, a start after the end and a range over a year', async () => {
    // 20 July 2025 is a Sunday: its week began on 14 July; 11 weeks before that is 28 April.
    const recent = await report(harbourOwner, '');
    expect(recent).toMatchObject({ from: '2025-04-28', to: '2025-07-20' });
    expect(recent.funnel.weeks).toHaveLength(12);
    expect(recent.funnel.total.invited).toBe(8);

    const bad = async (query: string) => {
      const response = await call(`/partner/reports?${query}`, harbourOwner);
      expect(response.statusCode).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await bad('from=02/06/2025')).toEqual({ from: REPORT_MESSAGES.from });
    expect(await bad('to=2025-02-30')).toEqual({ to: REPORT_MESSAGES.to });
    expect(await bad('from=2025-06-10&to=2025-06-01')).toEqual({ to: REPORT_MESSAGES.order });
    expect(await bad('from=2025-08-01')).toEqual({ from: REPORT_MESSAGES.order });
    expect(await bad('from=2024-06-01&to=2025-06-02')).toEqual({ to: REPORT_MESSAGES.tooLong });
    expect(await bad('branch=north')).toEqual({ branch: REPORT_MESSAGES.branch });
    expect(Object.values(await bad('week=1'))).toEqual([REPORT_MESSAGES.unknown]);
    // Exactly a year is allowed.
    expect(
      (await call('/partner/reports?from=2024-07-06&to=2025-07-06', harbourOwner)).statusCode,
    ).toBe(200);
  });

  it('downloads the same numbers as CSV, with brand names made inert', async () => {
    const answer = await report(harbourOwner);
    const response = await call(`/partner/reports.csv${RANGE}`, harbourOwner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="reports-2025-06-02-to-2025-07-06.csv"',
    );
    const lines = response.body.split('\r\n');
    const after = (title: string, offset: number) => lines[lines.indexOf(title) + offset];
    expect(after('Funnel by week', 1)).toBe(
      'Week,Week starting,Invited,Confirmed,Details given,Council tax chosen,Council tax completed,' +
        'Water chosen,Water completed,Energy chosen,Energy completed,Broadband chosen,Broadband completed,Complete',
    );
    expect(after('Funnel by week', 2)).toBe('2025-W23,2025-06-02,3,2,2,1,1,0,0,1,1,1,0,1');
    expect(after('Funnel by week', 7)).toBe('Total,,7,6,5,3,1,1,1,3,1,1,0,2');
    expect(after('Time to complete', 2)).toBe('2,51,67.8');
    expect(after('Opt-in by branch', 3)).toMatch(/^101,[^,]+,3,2,0.6667,0,0,2,0.6667,0,0$/);
    expect(lines.filter((row) => /^\d{4}-W\d\d,/.test(row))).toHaveLength(
      answer.funnel.weeks.length,
    );

    // A brand's name is free text: one starting with = would run in a spreadsheet.
    const [elm] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, ids.Elm as string));
    const branchId = elm?.brandId as number;
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, branchId));
    await t.database.db.update(brands).set({ name: '=cmd()' }).where(eq(brands.id, branchId));
    const inert = await call(`/partner/reports.csv${RANGE}&branch=101`, branchOwner);
    expect(inert.body).toContain("\r\n101,'=cmd(),3,");
    expect(inert.headers['content-disposition']).toContain('-branch-101.csv');
    await t.database.db
      .update(brands)
      .set({ name: brand?.name ?? '' })
      .where(eq(brands.id, branchId));
  });

  it('documents both calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/partner/reports'].get.summary).toMatch(/^The funnel by ISO week/);
    expect(Object.keys(doc.paths['/api/partner/reports.csv'].get.responses)).toContain('200');
  });

  it('derives each service’s state in SQL as the domain rule does', async () => {
    const id = ids.Ash as string;
    const combos: Partial<typeof enrolments.$inferInsert>[] = [
      {},
      { energyOptIn: 0, entertainmentOptIn: 0, councilOptIn: 0, waterOptIn: 0 },
      { energyOptIn: 1, entertainmentOptIn: 1, councilOptIn: 1, waterOptIn: 1 },
      { councilOptIn: 0, councilConsented: true, waterConsented: true },
      { energyOptIn: 1, energySkipped: true, entertainmentOptIn: 1, wombbSkipped: true },
      { entertainmentOptIn: 1, entertainmentSkipped: true, wombbUserConfirmed: true },
      { energyComplete: true, skyComplete: true, councilComplete: true, waterComplete: true },
      { broadbandComplete: true, energyOptIn: 0 },
      { wombbComplete: true, entertainmentOptIn: 0 },
      { entertainmentComplete: true },
    ];
    const reset = {
      energyOptIn: null,
      entertainmentOptIn: null,
      councilOptIn: null,
      waterOptIn: null,
      councilConsented: null,
      waterConsented: null,
      energyComplete: false,
      energySkipped: false,
      entertainmentComplete: false,
      entertainmentSkipped: false,
      skyComplete: false,
      broadbandComplete: false,
      wombbComplete: false,
      wombbSkipped: false,
      wombbUserConfirmed: false,
      councilComplete: false,
      waterComplete: false,
    };
    const seen = new Set<LeadServiceState>();
    const db = t.database.db;
    for (const combo of combos) {
      await db
        .update(enrolments)
        .set({ ...reset, ...combo })
        .where(eq(enrolments.id, id));
      const [row] = await db
        .select()
        .from(enrolments)
        .where(inArray(enrolments.id, [id]));
      const facts = { ...row, hasOpenedLink: false } as LeadFacts;
      const { rows } = (await db.execute(
        sql`select ${sql.join(
          LEAD_SERVICES.map((service) => sql`${SERVICE_STATE_SQL[service]} as ${sql.raw(service)}`),
          sql`, `,
        )} from enrolments e where e.id = ${id}`,
      )) as unknown as { rows: Record<string, LeadServiceState>[] };
      expect(rows[0], JSON.stringify(combo)).toEqual(leadServiceStates(facts));
      for (const state of Object.values(rows[0] ?? {})) seen.add(state);
    }
    expect(seen).toEqual(
      new Set(['notAsked', 'declined', 'chosen', 'inProgress', 'skipped', 'completed']),
    );
    await db.update(enrolments).set(reset).where(eq(enrolments.id, id));
  });
});
