import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextIncompleteStep } from '@threshold/domain/journey/next-page';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { tokenResponseSchema } from '@threshold/domain/schemas/token';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, commsBlocks, enrolments, outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testAddressProvider } from '../addresses/test-addresses';
import { createBrandServiceOver } from '../brand/brand.service';
import { bearer } from '../enrolment/access-fixtures';
import { createRemindersFor } from './reminders.compose';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const silentLog = { error: () => undefined };

type EnrolmentOverrides = Partial<typeof enrolments.$inferInsert>;

describe('bringing movers back: journey reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sweep as one replica runs it (each call is a separate replica with its own services). */
  const sweep = () =>
    createRemindersFor({
      config: t.config,
      db: t.database.db,
      clock: t.clock,
      log: silentLog,
    }).sweep();

  const daysAfter = (start: Date, days: number, ms = 0) =>
    t.clock.set(new Date(start.getTime() + days * DAY_MS + ms));

  /**
   * A mover who gave personal details, saved moving details through the API (the real step) and
   * stopped there. Answers when they stopped.
   */
  async function stoppedAfterMovingDetails(overrides: EnrolmentOverrides = {}) {
    const mover = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'movingDetails',
        firstName: 'Robin',
        ...overrides,
      })
      .where(eq(enrolments.id, mover.enrolmentId));
    const token = await t.userToken(mover);
    const moveInDate = new Date(t.clock.now().getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { ...FORM, ...bearer(token) },
      payload: new URLSearchParams({
        moveInDate,
        residentialStatus: '201',
        addressKey: 'test-home',
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...mover, token, stoppedAt: t.clock.now() };
  }

  const remindersTo = (enrolmentId: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.enrolmentId, enrolmentId),
          eq(outboxMessages.template, 'journeyReminder'),
        ),
      )
      .orderBy(outboxMessages.createdAt);

  /** Uses a reminder's link as the portal's /log-in/{token} page does; answers where the mover lands. */
  async function followLink(link: string): Promise<{ kind: string; landsOn: string | null }> {
    const token = decodeURIComponent(new URL(link).pathname.split('/log-in/')[1] ?? '');
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: FORM,
      payload: new URLSearchParams({ grant_type: 'login_token', token }).toString(),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const { access_token: accessToken, kind } = tokenResponseSchema.parse(granted.json());
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment-auth',
      headers: bearer(accessToken),
    });
    const enrolment = enrolmentSchema.parse(own.json());
    const branding = await createBrandServiceOver(t.database.db, t.clock).getBrandingById(
      (
        await t.database.db
          .select({ id: brands.id })
          .from(brands)
          .where(eq(brands.urlRoute, 'default'))
      )[0]?.id ?? 0,
    );
    return {
      kind,
      landsOn: nextIncompleteStep(
        snapshotOfEnrolment(enrolment, todayIso(t.clock)),
        branding.flags,
      ),
    };
  }

  it('sends reminder 1 two days after a mover stops after moving details, with a link that logs them in at product selection', async () => {
    const mover = await stoppedAfterMovingDetails();

    daysAfter(mover.stoppedAt, 2, -MINUTE_MS);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(0);

    daysAfter(mover.stoppedAt, 2);
    await sweep();
    const [reminder, ...others] = await remindersTo(mover.enrolmentId);
    expect(others).toHaveLength(0);
    expect(reminder).toMatchObject({
      channel: 'email',
      recipient: mover.email.toLowerCase(),
      isCampaign: true,
      status: 'pending',
      subject: 'Finish setting up your new home with Threshold',
    });
    expect(reminder?.textBody).toContain('Hello Robin,');
    const link = reminder?.meta.links.find((href) => href.includes('/log-in/')) ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/default\/log-in\/[\w-]+$/);
    // A campaign e-mail: it carries the unsubscribe link.
    expect(reminder?.meta.links.some((href) => href.includes('/email/confirm-unsubscribe/'))).toBe(
      true,
    );

    expect(await followLink(link)).toEqual({
      kind: 'user',
      landsOn: '/enrolment/product-selection',
    });
  });

  it('sends reminder 2 after seven days, then no more', async () => {
    const mover = await stoppedAfterMovingDetails();
    daysAfter(mover.stoppedAt, 2);
    await sweep();
    daysAfter(mover.stoppedAt, 6);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(1);

    daysAfter(mover.stoppedAt, 7);
    await sweep();
    daysAfter(mover.stoppedAt, 40);
    await sweep();
    const sent = await remindersTo(mover.enrolmentId);
    expect(sent).toHaveLength(2);
    const [enrolment] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, mover.enrolmentId));
    expect(enrolment?.journeyRemindersSent).toBe(2);
  });

  it('starts again from reminder 1 after the mover takes a new step', async () => {
    const mover = await stoppedAfterMovingDetails();
    daysAfter(mover.stoppedAt, 2);
    await sweep();

    // Back they come and change the address: a new step two days after the first.
    const moveInDate = new Date(t.clock.now().getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/address',
      headers: { ...FORM, ...bearer(await t.userToken(mover)) },
      payload: new URLSearchParams({
        moveInDate,
        residentialStatus: '201',
        addressKey: 'test-home',
      }).toString(),
    });
    expect(saved.statusCode).toBe(200);
    const newStep = t.clock.now();

    daysAfter(newStep, 2, -MINUTE_MS);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(1);
    daysAfter(newStep, 2);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(2);
  });

  it('starts again from reminder 1 after the mover chooses their products', async () => {
    const mover = await stoppedAfterMovingDetails();
    daysAfter(mover.stoppedAt, 2);
    await sweep();

    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/enrolment/product-selection',
      headers: bearer(await t.userToken(mover)),
      payload: { energyOptIn: 1, entertainmentOptIn: 1, councilOptIn: 1, waterOptIn: 1 },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const newStep = t.clock.now();

    daysAfter(newStep, 2);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(2);
  });

  it('sends nothing once the mover has finished', async () => {
    const completed = await stoppedAfterMovingDetails();
    await t.database.db
      .update(enrolments)
      .set({ tenantPortalStorage: 'enrolmentCompleted' })
      .where(eq(enrolments.id, completed.enrolmentId));
    const settled = await stoppedAfterMovingDetails();
    await t.database.db
      .update(enrolments)
      .set({ status: ENROLMENT_STATUS.complete, servicesCompletedAt: t.clock.now() })
      .where(eq(enrolments.id, settled.enrolmentId));

    daysAfter(settled.stoppedAt, 8);
    await sweep();
    expect(await remindersTo(completed.enrolmentId)).toHaveLength(0);
    expect(await remindersTo(settled.enrolmentId)).toHaveLength(0);
  });

  it('sends nothing to an unsubscribed address, while others due at the same time get theirs', async () => {
    const unsubscribed = await stoppedAfterMovingDetails();
    await t.database.db.insert(commsBlocks).values({
      emailAddress: unsubscribed.email.toLowerCase(),
      isBlocked: true,
      source: 'journeyReminder',
    });
    const subscribed = await stoppedAfterMovingDetails();

    daysAfter(subscribed.stoppedAt, 2);
    await sweep();
    expect(await remindersTo(unsubscribed.enrolmentId)).toHaveLength(0);
    expect(await remindersTo(subscribed.enrolmentId)).toHaveLength(1);
  });

  it('sends nothing to a forgotten mover', async () => {
    const mover = await stoppedAfterMovingDetails();
    await t.database.db
      .update(enrolments)
      .set({ forgottenAt: t.clock.now() })
      .where(eq(enrolments.id, mover.enrolmentId));
    daysAfter(mover.stoppedAt, 8);
    await sweep();
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(0);
  });

  it('texts a lead the partner invited by SMS', async () => {
    const mover = await stoppedAfterMovingDetails({
      campaignMedium: 'sms',
      contactNumber: '07700900456',
    });
    daysAfter(mover.stoppedAt, 2);
    await sweep();
    const [reminder] = await remindersTo(mover.enrolmentId);
    expect(reminder).toMatchObject({ channel: 'sms', recipient: '07700900456' });
    expect(reminder?.textBody).toMatch(
      /^Threshold: carry on setting up your new home where you left off: http:\/\/localhost:3000\/default\/log-in\/[\w-]+$/,
    );
  });

  it('sends one message when two sweeps run at once', async () => {
    const mover = await stoppedAfterMovingDetails();
    daysAfter(mover.stoppedAt, 2);
    await Promise.all([sweep(), sweep(), sweep()]);
    expect(await remindersTo(mover.enrolmentId)).toHaveLength(1);
    const [enrolment] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, mover.enrolmentId));
    expect(enrolment?.journeyRemindersSent).toBe(1);
  });

  it("follows the brand's schedule", async () => {
    const mover = await stoppedAfterMovingDetails();
    const [row] = await t.database.db
      .select({ brandId: enrolments.brandId })
      .from(enrolments)
      .where(eq(enrolments.id, mover.enrolmentId));
    const brandId = row?.brandId ?? 0;
    const [brand] = await t.database.db
      .select({ schedule: brands.reminderScheduleDays })
      .from(brands)
      .where(eq(brands.id, brandId));
    await t.database.db
      .update(brands)
      .set({ reminderScheduleDays: [5] })
      .where(eq(brands.id, brandId));
    try {
      daysAfter(mover.stoppedAt, 4);
      await sweep();
      expect(await remindersTo(mover.enrolmentId)).toHaveLength(0);
      daysAfter(mover.stoppedAt, 5);
      await sweep();
      expect(await remindersTo(mover.enrolmentId)).toHaveLength(1);
    } finally {
      await t.database.db
        .update(brands)
        .set({ reminderScheduleDays: brand?.schedule ?? null })
        .where(eq(brands.id, brandId));
    }
  });
});
