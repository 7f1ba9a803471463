import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { DEFAULT_BRAND_ROUTE } from '@threshold/domain/schemas/brand';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, enrolments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testAddressProvider } from '../addresses/test-addresses';
import { BRAND_CACHE_MS } from '../brand/brand.service';
import { bearer } from '../enrolment/access-fixtures';

// The test clock stands at 2026-03-02 10:00 UTC: today is 2 March 2026.
const IN_29_DAYS = '2026-03-31';
const IN_30_DAYS = '2026-04-01';
const IN_45_DAYS = '2026-04-16';
const IN_46_DAYS = '2026-04-17';

/**
 * The onboarding edit and moving details ask for the same move-in date one after the other, so a
 * date the edit accepts must never be refused by moving details (the spec gives 30 and 29 days).
 */
describe('the move-in date from the onboarding edit to moving details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
    await t.database.db
      .update(brands)
      .set({ flagOnboardingJourney: true })
      .where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
  });
  afterAll(async () => {
    await t.close();
  });

  async function mover() {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({ status: ENROLMENT_STATUS.detailsPopulated, tenantPortalStorage: 'movingDetails' })
      .where(eq(enrolments.id, created.enrolmentId));
    return t.userToken(created);
  }
  const editMoveInDate = (token: string, moveInDate: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/journey',
      headers: bearer(token),
      payload: { moveInDate },
    });
  const saveMovingDetails = (token: string, moveInDate: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
      payload: new URLSearchParams({
        moveInDate,
        residentialStatus: '201',
        addressKey: 'test-home',
      }).toString(),
    });

  it('accepts 29 days ahead in both steps, and refuses 30 days ahead in the edit as moving details does', async () => {
    const token = await mover();
    const edited = await editMoveInDate(token, IN_29_DAYS);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().moveInDate).toBe(IN_29_DAYS);
    const saved = await saveMovingDetails(token, IN_29_DAYS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().enrolment.moveInDate).toBe(IN_29_DAYS);

    const refused = await editMoveInDate(token, IN_30_DAYS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ moveInDate: 'Date needs to be in the next 29 days' });
    const refusedNext = await saveMovingDetails(token, IN_30_DAYS);
    expect(refusedNext.statusCode).toBe(400);
    expect(refusedNext.json().errors).toEqual({
      moveInDate: 'I can only help with move-in dates up to 29 days in the future',
    });
  });

  it("follows the brand's own window in both steps", async () => {
    await t.database.db
      .update(brands)
      .set({ moveInMaxFutureDays: 45 })
      .where(eq(brands.urlRoute, DEFAULT_BRAND_ROUTE));
    t.clock.advance(BRAND_CACHE_MS + 1_000);
    const token = await mover();
    expect((await editMoveInDate(token, IN_45_DAYS)).statusCode).toBe(200);
    expect((await saveMovingDetails(token, IN_45_DAYS)).statusCode).toBe(200);
    const refused = await editMoveInDate(token, IN_46_DAYS);
    expect(refused.json().errors).toEqual({ moveInDate: 'Date needs to be in the next 45 days' });
  });
});
