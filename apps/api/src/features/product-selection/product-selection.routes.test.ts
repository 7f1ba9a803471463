import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, enrolments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from '../enrolment/access-fixtures';

// The test clock stands at 2026-03-02 10:00 UTC.
const IN_TEN_DAYS = '2026-03-12';
/** A Leeds flat in the shipped dataset with both meter points: dual fuel and quotable. */
const QUOTABLE_HOME = 'LS14AP-6';

const ALL_ON = { energyOptIn: 1, entertainmentOptIn: 1, councilOptIn: 1, waterOptIn: 1 };

describe('PUT /api/enrolment/product-selection', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped dataset: its addresses carry real supply facts.
    t = await createTestApp();
    const [root] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.urlRoute, 'default'));
    if (!root) throw new Error('no default brand');
    // A partner whose council tax registration is offered and mandatory (status 4), water optional.
    await t.database.db.insert(brands).values({
      name: 'Mandatory Council Lettings',
      urlRoute: 'mandatory-council-lettings',
      level: 1,
      parentId: root.id,
      councilOfferedStatus: 4,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A partner's lead who has confirmed their details and logged in: moving details still to do. */
  async function moverBeforeMovingDetails(brandRoute = 'default') {
    const lead = await createLead(t, {
      brandRoute,
      status: ENROLMENT_STATUS.detailsPopulated,
      withAccount: true,
    });
    await t.database.db
      .update(enrolments)
      .set({ tenantPortalStorage: 'movingDetails' })
      .where(eq(enrolments.id, lead.enrolmentId));
    const token = await t.userToken(lead);
    return { ...lead, token };
  }

  async function saveMovingDetails(
    token: string,
    address: Record<string, string> = { addressKey: QUOTABLE_HOME },
  ) {
    const isTyped = !('addressKey' in address);
    const response = await t.app.inject({
      method: 'PUT',
      url: isTyped ? '/api/addresses/manual-address' : '/api/address',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        moveInDate: IN_TEN_DAYS,
        residentialStatus: '201',
        ...address,
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function readyMover(brandRoute = 'default', address?: Record<string, string>) {
    const mover = await moverBeforeMovingDetails(brandRoute);
    await saveMovingDetails(mover.token, address);
    return mover;
  }

  const save = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/enrolment/product-selection',
      headers: token ? bearer(token) : {},
      payload,
    });

  async function rowOf(enrolmentId: string) {
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    if (!row) throw new Error('no row');
    return row;
  }

  it('answers 409 before moving details is complete, and writes nothing', async () => {
    const mover = await moverBeforeMovingDetails();
    const before = await rowOf(mover.enrolmentId);
    const response = await save(mover.token, ALL_ON);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: JOURNEY_STEP_NOT_OPEN_MESSAGE });
    expect(await rowOf(mover.enrolmentId)).toEqual(before);
  });

  it('saves each opt-in with its consent, the stored step and the activity time, and answers the enrolment', async () => {
    const mover = await readyMover();
    const response = await save(mover.token, {
      energyOptIn: 0,
      entertainmentOptIn: 0,
      councilOptIn: 1,
      waterOptIn: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(enrolmentSchema.parse(response.json())).toMatchObject({
      id: mover.enrolmentId,
      energyOptIn: 0,
      energyConsented: false,
      entertainmentOptIn: 0,
      entertainmentConsented: false,
      councilOptIn: 1,
      councilConsented: true,
      waterOptIn: 1,
      waterConsented: true,
      tenantPortalStorage: 'productSelection',
      quotableEnergy: true,
      fuelType: 'DualFuel',
    });
    const row = await rowOf(mover.enrolmentId);
    expect(row.lastJourneyActivityAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('answers 409 to a second save: the step has been answered', async () => {
    const mover = await readyMover();
    expect((await save(mover.token, ALL_ON)).statusCode).toBe(200);
    const response = await save(mover.token, { ...ALL_ON, energyOptIn: 0 });
    expect(response.statusCode).toBe(409);
    expect((await rowOf(mover.enrolmentId)).energyOptIn).toBe(1);
  });

  it("changes only the caller's own enrolment: another mover's token never reaches this one", async () => {
    const owner = await readyMover();
    const other = await moverBeforeMovingDetails();
    const before = await rowOf(owner.enrolmentId);

    // The other mover is not ready yet: 409 for their own enrolment, nothing of the owner's touched.
    expect((await save(other.token, ALL_ON)).statusCode).toBe(409);
    await saveMovingDetails(other.token);
    const response = await save(other.token, { ...ALL_ON, energyOptIn: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(other.enrolmentId);
    expect(await rowOf(owner.enrolmentId)).toEqual(before);
  });

  it('needs a logged-in mover: no token is 401, the portal app token 403', async () => {
    expect((await save(null, ALL_ON)).statusCode).toBe(401);
    expect((await save(await t.appToken(), ALL_ON)).statusCode).toBe(403);
  });

  it('refuses an OptIn that is not 0 or 1', async () => {
    const mover = await readyMover();
    const response = await save(mover.token, { ...ALL_ON, energyOptIn: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('energyOptIn');
  });

  it('forces energy on for an address typed in by hand (not quotable): 0 is refused, 1 saved', async () => {
    const mover = await readyMover('default', {
      houseNameOrNumber: '12',
      addressLine1: 'Mill Lane',
      addressLine2: '',
      town: 'Otley',
      postcode: 'LS21 1AA',
    });
    expect(await rowOf(mover.enrolmentId)).toMatchObject({
      quotableEnergy: false,
      isMeterInfoValid: false,
    });
    const refused = await save(mover.token, { ...ALL_ON, energyOptIn: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Energy can't be turned off for your move.",
      errors: { energyOptIn: "Energy can't be turned off for your move." },
    });
    expect((await rowOf(mover.enrolmentId)).energyConsented).toBeNull();
    const saved = await save(mover.token, { ...ALL_ON, entertainmentOptIn: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      energyOptIn: 1,
      energyConsented: true,
      entertainmentConsented: false,
    });
  });

  it('forces a mandatory council tax card on, and asks for a card that is shown but missing', async () => {
    const mover = await readyMover('mandatory-council-lettings');
    const refused = await save(mover.token, { ...ALL_ON, councilOptIn: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      councilOptIn: "Council Tax can't be turned off for your move.",
    });
    const missing = await save(mover.token, {
      energyOptIn: 1,
      entertainmentOptIn: 1,
      councilOptIn: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ waterOptIn: 'Please choose whether you want Water.' });
    const saved = await save(mover.token, { ...ALL_ON, waterOptIn: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      councilConsented: true,
      waterConsented: false,
      councilIsMandatory: true,
    });
  });

  it('on the combined journey leaves council and water to the upfront page', async () => {
    const mover = await readyMover('northgate-lettings');
    const response = await save(mover.token, {
      energyOptIn: 1,
      entertainmentOptIn: 0,
      councilOptIn: 0,
      waterOptIn: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      energyConsented: true,
      entertainmentConsented: false,
      councilOptIn: null,
      councilConsented: null,
      waterOptIn: null,
      waterConsented: null,
    });
  });

  it('a typed-in address after a chosen one clears the energy facts', async () => {
    const mover = await readyMover();
    expect(await rowOf(mover.enrolmentId)).toMatchObject({
      quotableEnergy: true,
      fuelSupplyChecked: true,
    });
    await saveMovingDetails(mover.token, {
      houseNameOrNumber: 'Rose Cottage',
      addressLine1: 'Mill Lane',
      addressLine2: '',
      town: 'Otley',
      postcode: 'LS21 1AA',
    });
    expect(await rowOf(mover.enrolmentId)).toMatchObject({
      quotableEnergy: false,
      isMeterInfoValid: false,
      fuelType: null,
      fuelSupplyChecked: false,
    });
  });
});
