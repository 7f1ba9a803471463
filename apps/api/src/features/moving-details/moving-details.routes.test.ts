import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { GSP_NOT_FOUND } from '@threshold/domain/messages/address';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import {
  MOVE_IN_DATE_UNKNOWN_NOT_ALLOWED_MESSAGE,
  movingDetailsSaveResponseSchema,
} from '@threshold/domain/schemas/moving-details';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, createLead } from '../enrolment/access-fixtures';
import { testAddressProvider } from '../addresses/test-addresses';

// The test clock stands at 2026-03-02 10:00 UTC: today is 2 March 2026.
const IN_TEN_DAYS = '2026-03-12';
const IN_29_DAYS = '2026-03-31';
const IN_30_DAYS = '2026-04-01';
const IN_31_DAYS = '2026-04-02';
const THREE_MONTHS_AGO = '2025-12-02';
const THREE_MONTHS_AND_A_DAY_AGO = '2025-12-01';
const FOUR_WEEKS_MS = 28 * 24 * 60 * 60 * 1000;

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe('moving details saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  async function mover() {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'movingDetails',
        firstName: 'Robin',
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  async function put(url: string, token: string, fields: Record<string, string>) {
    const { headers, payload } = form(fields);
    return t.app.inject({ method: 'PUT', url, headers: { ...headers, ...bearer(token) }, payload });
  }
  const saveLookedUp = (token: string, fields: Record<string, string>) =>
    put('/api/address', token, fields);
  const saveManual = (token: string, fields: Record<string, string>) =>
    put('/api/addresses/manual-address', token, fields);
  const tick = (token: string, unknownMoveInDate: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/move-in-date-unknown',
      headers: bearer(token),
      payload: { unknownMoveInDate },
    });

  async function reminders(enrolmentId: string) {
    return t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.enrolmentId, enrolmentId),
          eq(outboxMessages.template, 'moveInDateReminder'),
        ),
      );
  }

  const good = { moveInDate: IN_TEN_DAYS, residentialStatus: '201', addressKey: 'test-home' };
  const typed = {
    moveInDate: IN_TEN_DAYS,
    residentialStatus: '200',
    houseNameOrNumber: 'Rose Cottage',
    addressLine1: 'Mill Lane',
    addressLine2: '',
    town: 'Otley',
    postcode: 'ls21 1aa',
  };

  it('saves the date, status and chosen address, and sends the mover on to product selection', async () => {
    const { token } = await mover();
    const response = await saveLookedUp(token, good);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = movingDetailsSaveResponseSchema.parse(response.json());
    expect(body.nextRoute).toBe('/enrolment/product-selection');
    expect(body.enrolment).toMatchObject({
      moveInDate: IN_TEN_DAYS,
      residentialStatus: 201,
      addressKey: 'test-home',
      isManualAddress: false,
      houseNumber: '1',
      addressLine1: 'Park Row',
      town: 'Leeds',
      postcode: 'LS1 4AP',
      nation: 'England',
      isDomestic: true,
      moveInDateUnknown: false,
      tenantPortalStorage: 'productSelection',
    });
  });

  it('keeps a business address as not domestic (the page warned the mover)', async () => {
    const { token } = await mover();
    const response = await saveLookedUp(token, { ...good, addressKey: 'test-office' });
    expect(response.statusCode).toBe(200);
    expect(response.json().enrolment).toMatchObject({ isDomestic: false, houseName: 'Unit 2' });
  });

  it('accepts a date 29 days ahead and refuses 31 days ahead with "I can only help with move-in dates up to 29 days in the future"', async () => {
    const { token } = await mover();
    expect((await saveLookedUp(token, { ...good, moveInDate: IN_29_DAYS })).statusCode).toBe(200);
    const response = await saveLookedUp(token, { ...good, moveInDate: IN_31_DAYS });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'I can only help with move-in dates up to 29 days in the future',
      errors: { moveInDate: 'I can only help with move-in dates up to 29 days in the future' },
    });
  });

  it('refuses exactly 30 days ahead (the first day past the 29-day window), with the window message', async () => {
    const { token } = await mover();
    const response = await saveLookedUp(token, { ...good, moveInDate: IN_30_DAYS });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      moveInDate: 'I can only help with move-in dates up to 29 days in the future',
    });
  });

  it('accepts the same day three months ago and refuses the day before it with "I can only help with dates 3 months in the past"', async () => {
    const { token } = await mover();
    expect((await saveLookedUp(token, { ...good, moveInDate: THREE_MONTHS_AGO })).statusCode).toBe(
      200,
    );
    const response = await saveLookedUp(token, { ...good, moveInDate: THREE_MONTHS_AND_A_DAY_AGO });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      moveInDate: 'I can only help with dates 3 months in the past',
    });
  });

  it.each([
    [
      { ...good, moveInDate: '' },
      'moveInDate',
      'Please enter the date from which you are responsible for utilities at your new home',
    ],
    [{ ...good, moveInDate: '2026-02-30' }, 'moveInDate', 'Invalid date format'],
    [
      { ...good, moveInDate: '2025-12-01' },
      'moveInDate',
      'I can only help with dates 3 months in the past',
    ],
    [{ ...good, residentialStatus: '' }, 'residentialStatus', 'Please select an option'],
    [{ ...good, residentialStatus: '7' }, 'residentialStatus', 'Please select an option'],
    [{ ...good, addressKey: '' }, 'addressKey', 'Please select an address from the dropdown'],
  ])('refuses a looked-up save %#: %o → %s "%s"', async (fields, field, message) => {
    const { token } = await mover();
    const response = await saveLookedUp(token, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses an address with too few details with GSP_NOT_FOUND, and an unknown key', async () => {
    const { token } = await mover();
    const gsp = await saveLookedUp(token, { ...good, addressKey: 'test-no-gsp' });
    expect(gsp.statusCode).toBe(400);
    expect(gsp.json()).toMatchObject({
      code: GSP_NOT_FOUND,
      errors: { addressKey: GSP_NOT_FOUND },
    });
    expect((await saveLookedUp(token, { ...good, addressKey: 'no-such-address' })).statusCode).toBe(
      404,
    );
  });

  it('saves an address typed by hand: no key, manual, postcode normalised', async () => {
    const { token } = await mover();
    const response = await saveManual(token, typed);
    expect(response.statusCode).toBe(200);
    const body = movingDetailsSaveResponseSchema.parse(response.json());
    expect(body.nextRoute).toBe('/enrolment/product-selection');
    expect(body.enrolment).toMatchObject({
      addressKey: null,
      isManualAddress: true,
      houseName: 'Rose Cottage',
      houseNumber: null,
      addressLine1: 'Mill Lane',
      addressLine2: null,
      town: 'Otley',
      postcode: 'LS21 1AA',
      residentialStatus: 200,
      isDomestic: null,
    });
    const numbered = await saveManual(token, { ...typed, houseNameOrNumber: '12a' });
    expect(numbered.json().enrolment).toMatchObject({ houseNumber: '12a', houseName: null });
  });

  it.each([
    [{ ...typed, houseNameOrNumber: '' }, 'houseNameOrNumber', 'Please enter a house name/number'],
    [{ ...typed, addressLine1: '' }, 'addressLine1', 'Please enter an address line 1'],
    [{ ...typed, town: '' }, 'town', 'Please enter a city/town'],
    [
      { ...typed, addressLine2: 'x'.repeat(101) },
      'addressLine2',
      'Address line 2 must be 100 characters or fewer',
    ],
    [{ ...typed, postcode: '' }, 'postcode', 'Please tell me the postcode of your new home'],
    [{ ...typed, postcode: 'NOPE' }, 'postcode', "We don't recognise this postcode"],
    [
      { ...typed, moveInDate: IN_31_DAYS },
      'moveInDate',
      'I can only help with move-in dates up to 29 days in the future',
    ],
  ])('refuses a manual save %#: %s "%s"', async (fields, field, message) => {
    const { token } = await mover();
    const response = await saveManual(token, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it("reaches only the caller's own enrolment; needs a mover's user token", async () => {
    const mine = await mover();
    const theirs = await mover();
    await saveLookedUp(mine.token, good);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(theirs.token),
    });
    expect(enrolmentSchema.parse(before.json()).addressKey).toBeNull();
    const { headers, payload } = form(good);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/address', headers, payload })).statusCode,
    ).toBe(401);
    const app = await t.appToken();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/address',
          headers: { ...headers, ...bearer(app) },
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect((await tick(app, true)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/enrolment-auth/create',
      headers: bearer(app),
      payload: { selectedPartner: 'default' },
    });
    expect((await saveLookedUp(anonymous.json().access_token, good)).statusCode).toBe(403);
  });

  it('a body cannot set anything but the page fields', async () => {
    const { token, enrolmentId } = await mover();
    await saveLookedUp(token, {
      ...good,
      status: '40',
      tenantPortalStorage: 'enrolmentCompleted',
      enrolmentSource: 'UploadedLead',
    });
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    expect(row).toMatchObject({
      status: ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: 'productSelection',
      source: 'DirectHomeMove',
    });
  });

  it('ticking "unknown move-in date" schedules one reminder e-mail four weeks on; ticking again adds no second', async () => {
    const { token, enrolmentId, email } = await mover();
    const response = await tick(token, true);
    expect(response.statusCode).toBe(200);
    expect(enrolmentSchema.parse(response.json()).moveInDateUnknown).toBe(true);
    expect((await tick(token, true)).statusCode).toBe(200);
    const rows = await reminders(enrolmentId);
    expect(rows).toHaveLength(1);
    const [reminder] = rows;
    expect(reminder).toMatchObject({
      status: 'pending',
      channel: 'email',
      recipient: email.toLowerCase(),
      subject: 'Do you know your move-in date yet?',
    });
    expect(reminder?.sendAfter.getTime()).toBe(t.clock.now().getTime() + FOUR_WEEKS_MS);
    expect(reminder?.textBody).toContain('Hello Robin,');
    expect(reminder?.meta.links).toContain(
      'http://localhost:3000/default/enrolment/moving-details',
    );
  });

  it('unticking cancels the pending reminder; ticking again schedules a new one', async () => {
    const { token, enrolmentId } = await mover();
    await tick(token, true);
    const untick = await tick(token, false);
    expect(untick.json().moveInDateUnknown).toBe(false);
    expect((await reminders(enrolmentId)).map((row) => row.status)).toEqual(['cancelled']);
    await tick(token, true);
    expect((await reminders(enrolmentId)).map((row) => row.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
  });

  it('saving a date clears the tick and cancels the reminder', async () => {
    const { token, enrolmentId } = await mover();
    await tick(token, true);
    const response = await saveLookedUp(token, good);
    expect(response.json().enrolment.moveInDateUnknown).toBe(false);
    expect((await reminders(enrolmentId)).map((row) => row.status)).toEqual(['cancelled']);
  });

  it('refuses a tick that is not true or false', async () => {
    const { token } = await mover();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/move-in-date-unknown',
      headers: bearer(token),
      payload: { unknownMoveInDate: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
  });

  describe('an uploaded lead whose landlord set the move-in date', () => {
    async function lead(moveInDate: string | null) {
      const created = await createLead(t, {
        withAccount: true,
        status: ENROLMENT_STATUS.detailsPopulated,
      });
      await t.database.db
        .update(enrolments)
        .set({
          moveInDate,
          moveInDateSetByPartner: moveInDate !== null,
          tenantPortalStorage: 'movingDetails',
        })
        .where(eq(enrolments.id, created.enrolmentId));
      return { ...created, token: await t.userToken(created) };
    }

    it("keeps the partner's date whatever the body says, and needs no residential status", async () => {
      const { token } = await lead(IN_TEN_DAYS);
      const response = await saveLookedUp(token, {
        addressKey: 'test-home',
        moveInDate: IN_29_DAYS,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().enrolment).toMatchObject({
        moveInDate: IN_TEN_DAYS,
        residentialStatus: 0,
        addressKey: 'test-home',
      });
    });

    it('refuses the save while that date is outside the window, with the window message', async () => {
      const { token } = await lead(IN_31_DAYS);
      const response = await saveLookedUp(token, { addressKey: 'test-home' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.moveInDate).toBe(
        'I can only help with move-in dates up to 29 days in the future',
      );
    });

    it('without a date from the partner, the date the mover saves stays theirs to change', async () => {
      const { token } = await lead(null);
      const first = await saveLookedUp(token, { addressKey: 'test-home', moveInDate: IN_TEN_DAYS });
      expect(first.json().enrolment).toMatchObject({
        moveInDate: IN_TEN_DAYS,
        isMoveInDateSetByPartner: false,
      });
      const second = await saveLookedUp(token, { addressKey: 'test-home', moveInDate: IN_29_DAYS });
      expect(second.statusCode).toBe(200);
      expect(second.json().enrolment.moveInDate).toBe(IN_29_DAYS);
    });

    it('cannot tick "unknown move-in date" (409, no reminder)', async () => {
      const { token, enrolmentId } = await lead(null);
      const response = await tick(token, true);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MOVE_IN_DATE_UNKNOWN_NOT_ALLOWED_MESSAGE);
      expect(await reminders(enrolmentId)).toHaveLength(0);
    });
  });
});
