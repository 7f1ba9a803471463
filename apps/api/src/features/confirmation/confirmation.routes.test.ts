import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { SERVICE_TYPE } from '@threshold/domain/codes/service-type';
import {
  confirmationDetailsSchema,
  enrolmentStatusResponseSchema,
} from '@threshold/domain/schemas/confirmation';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, energySignups, enrolments, handOffs, outboxMessages } from '../../db/schema';
import { markSentByHand } from '../../messages/hand-offs/sent-by-hand';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testAddressProvider } from '../addresses/test-addresses';
import { bearer } from '../enrolment/access-fixtures';
import type { EnrolmentPatch } from '../../auth/caller';
import { SERVICE_MANDATORY_MESSAGE, SURVEY_DELAY_MS } from './confirmation.service';
import { SERVICE_NOT_DONE_MESSAGES } from './service-changes';

// The test clock stands at 2026-03-02 10:00 UTC.
const IN_TEN_DAYS = '2026-03-12';

/** A mover who has done moving details at the test address (Leeds) and asked us to tell the council and water board. */
const AT_LEEDS: EnrolmentPatch = {
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'councilServices',
  firstName: 'Robin',
  surname: 'Ashby',
  moveInDate: IN_TEN_DAYS,
  addressKey: 'test-home',
  houseNumber: '1',
  addressLine1: 'Park Row',
  town: 'Leeds',
  postcode: 'LS1 4AP',
  nation: 'England',
  isDomestic: true,
  energyConsented: false,
  energyOptIn: 0,
  entertainmentConsented: false,
  entertainmentOptIn: 0,
  councilConsented: true,
  councilOptIn: 1,
  waterConsented: true,
  waterOptIn: 1,
};

describe('the confirmation page calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  async function mover(patch: EnrolmentPatch = AT_LEEDS) {
    const created = await t.createMover();
    await t.database.db.update(enrolments).set(patch).where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const details = async (token: string) => {
    const response = await call('GET', '/api/confirmationdetails', token);
    expect(response.statusCode).toBe(200);
    return confirmationDetailsSchema.parse(response.json());
  };
  const rowOf = async (id: string) => {
    const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, id));
    if (!row) throw new Error('no row');
    return row;
  };

  it('summarises a fresh mover: name, authorities of the new home, nothing told and nothing chosen yet', async () => {
    const { token, enrolmentId } = await mover();
    const response = await call('GET', '/api/confirmationdetails', token);
    expect(response.headers['cache-control']).toBe('no-store');
    const summary = await details(token);
    expect(summary).toMatchObject({
      enrolmentId,
      firstName: 'Robin',
      partner: 'Threshold',
      status: ENROLMENT_STATUS.detailsPopulated,
      energyOptIn: 0,
      councilConsented: true,
      isMoveInDateInRange: true,
      confirmationPageLastViewed: null,
      ctwbJourneyToggle: false,
    });
    const { council, water, energy, energySecondary, entertainment } =
      summary.confirmationProductsSummary;
    expect(council).toMatchObject({
      councilName: 'Leeds City Council',
      isAvailable: true,
      isCompleted: false,
      notification: null,
    });
    expect(water).toMatchObject({
      boardName: 'Yorkshire Water',
      isScotland: false,
      isCompleted: false,
      notification: null,
    });
    expect(energy).toMatchObject({
      isOffered: true,
      isCompleted: false,
      supplierName: null,
      tariffName: null,
    });
    expect(energySecondary).toBeNull();
    expect(entertainment).toMatchObject({ isOffered: true, isCompleted: false, packageName: null });
  });

  it('shows each authority told, queued and then sent with the time it went', async () => {
    const { token, enrolmentId } = await mover();
    const notify = await call('POST', '/api/council-water/notify', token, {
      page: '/enrolment/council-services',
    });
    expect(notify.statusCode).toBe(200);

    const queued = (await details(token)).confirmationProductsSummary;
    expect(queued.council).toMatchObject({
      isCompleted: true,
      notification: { state: 'queued', reason: 'initial' },
    });
    expect(queued.water).toMatchObject({
      isCompleted: true,
      notification: { state: 'queued', reason: 'initial' },
    });

    const sentAt = new Date('2026-03-02T10:00:05Z');
    await markSentByHand(t.database.db, enrolmentId, 'authorityNotification', sentAt);
    const sent = (await details(token)).confirmationProductsSummary;
    expect(sent.council.notification).toMatchObject({
      state: 'sent',
      stateAt: sentAt.toISOString(),
    });
    expect(sent.water.notification).toMatchObject({ state: 'sent', stateAt: sentAt.toISOString() });
  });

  it("never shows or changes another mover's confirmation details", async () => {
    const first = await mover();
    const other = await mover({ ...AT_LEEDS, firstName: 'Sam' });

    expect((await details(other.token)).firstName).toBe('Sam');
    expect((await details(other.token)).enrolmentId).toBe(other.enrolmentId);

    const theirs = await call('GET', `/api/enrolment/status/${first.enrolmentId}`, other.token);
    expect(theirs.statusCode).toBe(404);
    const own = await call('GET', `/api/enrolment/status/${other.enrolmentId}`, other.token);
    expect(own.statusCode).toBe(200);
    expect(enrolmentStatusResponseSchema.parse(own.json())).toMatchObject({
      id: other.enrolmentId,
      status: ENROLMENT_STATUS.detailsPopulated,
      servicesCompletedAt: null,
    });

    const saved = await call('PATCH', '/api/enrolment/fields', other.token, {
      councilRegistrationConfirmed: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: other.enrolmentId,
      councilRegistrationConfirmed: true,
    });
    expect((await rowOf(first.enrolmentId)).councilRegistrationConfirmed).toBeNull();
    expect((await rowOf(other.enrolmentId)).councilRegistrationConfirmed).toBe(true);
  });

  it("saves only the page's fields, with the server's time for the last view", async () => {
    const { token, enrolmentId } = await mover();
    for (const body of [
      {},
      { firstName: 'Mallory' },
      { confirmationPageLastViewed: '2020-01-01T00:00:00Z' },
      { energyOptIn: 0 },
    ]) {
      expect((await call('PATCH', '/api/enrolment/fields', token, body)).statusCode).toBe(400);
    }
    expect((await rowOf(enrolmentId)).firstName).toBe('Robin');

    const viewed = await call('PATCH', '/api/enrolment/fields', token, {
      tenantPortalStorage: 'enrolmentCompleted',
      confirmationPageLastViewed: true,
      waterRegistrationConfirmed: false,
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({
      tenantPortalStorage: 'enrolmentCompleted',
      confirmationPageLastViewed: t.clock.now().toISOString(),
      waterRegistrationConfirmed: false,
    });

    const startEnergy = await call('PATCH', '/api/enrolment/fields', token, { energyOptIn: 1 });
    expect(startEnergy.json()).toMatchObject({ energyOptIn: 1, energyConsented: true });
  });

  it('refuses the confirmation saves before moving details is done', async () => {
    const { token } = await mover({ status: ENROLMENT_STATUS.open });
    const response = await call('PATCH', '/api/enrolment/fields', token, {
      councilRegistrationConfirmed: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(JOURNEY_STEP_NOT_OPEN_MESSAGE);
    expect((await call('POST', '/api/enrolment/skipservice?service=0', token)).statusCode).toBe(
      409,
    );
  });

  describe('settling the services', () => {
    const WANTS_ENERGY_AND_BROADBAND: EnrolmentPatch = {
      ...AT_LEEDS,
      councilConsented: false,
      councilOptIn: 0,
      waterConsented: false,
      waterOptIn: 0,
      energyConsented: true,
      energyOptIn: 1,
      quotableEnergy: true,
      entertainmentConsented: true,
      entertainmentOptIn: 1,
    };

    it('completes the enrolment once every consented service is done or skipped, and reopens it on "Get started"', async () => {
      const { token, enrolmentId } = await mover(WANTS_ENERGY_AND_BROADBAND);
      const skipped = await call('POST', '/api/enrolment/skipservice?service=0', token);
      expect(skipped.statusCode).toBe(200);
      expect(skipped.json()).toMatchObject({
        energySkipped: true,
        status: ENROLMENT_STATUS.detailsPopulated,
      });

      // The broadband provider confirms the package (its hand-off marks it done); then the page settles.
      await t.database.db
        .update(enrolments)
        .set({ broadbandComplete: true })
        .where(eq(enrolments.id, enrolmentId));
      t.clock.advance(60_000);
      const completed = await call('POST', '/api/enrolment/completeservices?services[]=1', token);
      expect(completed.statusCode).toBe(200);
      expect(completed.json()).toMatchObject({
        broadbandComplete: true,
        status: ENROLMENT_STATUS.complete,
      });
      const status = await call('GET', `/api/enrolment/status/${enrolmentId}`, token);
      expect(status.json()).toMatchObject({
        id: enrolmentId,
        status: ENROLMENT_STATUS.complete,
        servicesCompletedAt: t.clock.now().toISOString(),
      });

      const reopened = await call('PATCH', '/api/enrolment/fields', token, { energyOptIn: 1 });
      expect(reopened.json()).toMatchObject({
        energySkipped: false,
        status: ENROLMENT_STATUS.detailsPopulated,
      });
      expect((await rowOf(enrolmentId)).servicesCompletedAt).toBeNull();
    });

    it('refuses to complete a service whose work is not done (409, nothing changes), by code or name', async () => {
      const { token, enrolmentId } = await mover({
        ...WANTS_ENERGY_AND_BROADBAND,
        councilConsented: true,
        councilOptIn: 1,
      });
      const refusals = [
        ['services[]=energy&services[]=1', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.energy]],
        ['services[]=1', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.broadband]],
        ['services[]=sky', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.sky]],
        ['services[]=4', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.wombb]],
        ['services[]=3', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.council]],
        ['services=water', SERVICE_NOT_DONE_MESSAGES[SERVICE_TYPE.water]],
      ] as const;
      for (const [query, message] of refusals) {
        const refused = await call('POST', `/api/enrolment/completeservices?${query}`, token);
        expect(refused.statusCode, query).toBe(409);
        expect(refused.json(), query).toMatchObject({ message, errors: { services: message } });
      }
      expect(await rowOf(enrolmentId)).toMatchObject({
        energyComplete: false,
        broadbandComplete: false,
        skyComplete: false,
        wombbComplete: false,
        councilComplete: false,
        waterComplete: false,
        status: ENROLMENT_STATUS.detailsPopulated,
      });
      expect(await details(token)).toMatchObject({ energyComplete: false, councilComplete: false });
    });

    it('completes energy once its sign-up went to the supplier, and the council once it was told', async () => {
      const { token, enrolmentId } = await mover({
        ...WANTS_ENERGY_AND_BROADBAND,
        entertainmentConsented: false,
        entertainmentOptIn: 0,
        councilConsented: true,
        councilOptIn: 1,
      });
      // What POST /api/enrolment/energy/complete writes: the supplier's sign-up, a hand-off (and energy complete).
      const [handOff] = await t.database.db
        .insert(handOffs)
        .values({ enrolmentId, kind: 'energySignup', recipient: 'signups@test-supplier.example' })
        .returning({ id: handOffs.id });
      await t.database.db.insert(energySignups).values({
        id: handOff!.id,
        enrolmentId,
        supplierId: 'test-supplier',
        supplierName: 'Test Energy',
        reference: 'EN-TEST0001',
        record: {},
      });
      await t.database.db
        .update(enrolments)
        .set({ energyComplete: true })
        .where(eq(enrolments.id, enrolmentId));
      const energy = await call('POST', '/api/enrolment/completeservices?services[]=0', token);
      expect(energy.statusCode, energy.body).toBe(200);
      expect(energy.json()).toMatchObject({
        energyComplete: true,
        status: ENROLMENT_STATUS.detailsPopulated,
      });

      const notify = await call('POST', '/api/council-water/notify', token, {
        page: '/enrolment/council-services',
      });
      expect(notify.statusCode, notify.body).toBe(200);
      const council = await call('POST', '/api/enrolment/completeservices?services[]=3', token);
      expect(council.statusCode, council.body).toBe(200);
      expect(council.json()).toMatchObject({
        councilComplete: true,
        status: ENROLMENT_STATUS.complete,
      });
    });

    it('refuses an unknown service, and skipping a service the brand makes mandatory', async () => {
      const { token, enrolmentId } = await mover(WANTS_ENERGY_AND_BROADBAND);
      expect((await call('POST', '/api/enrolment/skipservice?service=9', token)).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', '/api/enrolment/completeservices?services[]=tv', token)).statusCode,
      ).toBe(400);

      const [northgate] = await t.database.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.urlRoute, 'northgate-lettings'));
      if (!northgate) throw new Error('Northgate Lettings is not seeded');
      await t.database.db
        .update(enrolments)
        .set({ brandId: northgate.id })
        .where(eq(enrolments.id, enrolmentId));
      const council = await call('POST', '/api/enrolment/skipservice?service=3', token);
      expect(council.statusCode).toBe(409);
      expect(council.json().message).toBe(SERVICE_MANDATORY_MESSAGE);
    });
  });

  it('requests the satisfaction survey once, its e-mail a day later', async () => {
    const { token, enrolmentId } = await mover();
    const first = await call('PUT', '/api/enrolment/trigger-survey', token);
    expect(first.statusCode).toBe(200);
    const requestedAt = t.clock.now().toISOString();
    expect(first.json()).toEqual({ surveyRequestedAt: requestedAt });

    t.clock.advance(5 * 60_000);
    const second = await call('PUT', '/api/enrolment/trigger-survey', token);
    expect(second.json()).toEqual({ surveyRequestedAt: requestedAt });

    const surveys = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.enrolmentId, enrolmentId),
          eq(outboxMessages.template, 'satisfactionSurvey'),
        ),
      );
    expect(surveys).toHaveLength(1);
    expect(surveys[0]?.sendAfter.getTime()).toBe(new Date(requestedAt).getTime() + SURVEY_DELAY_MS);
    expect(surveys[0]?.textBody).toContain('Hello Robin,');
  });
});
