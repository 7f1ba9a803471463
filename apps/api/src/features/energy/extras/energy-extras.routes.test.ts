import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { addOnsResponseSchema } from '@threshold/domain/schemas/energy-add-ons';
import { psrResponseSchema } from '@threshold/domain/schemas/energy-psr';
import { startDateWindowResponseSchema } from '@threshold/domain/schemas/energy-start-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  brands,
  energyAddOns,
  energyCatalogues,
  energyJourneys,
  energySuppliers,
  enrolments,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer } from '../../enrolment/access-fixtures';

// The test clock stands at Monday 2 March 2026, 10:00 UTC.
const TODAY = '2026-03-02T10:00:00Z';
const SUPPLIER = 'extras-test-energy';

/** A chosen tariff as POST /api/quotes/select stores it (the fields these steps read). */
function tariff(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'extras-fix-12',
    priceId: 'extras-fix-12:DualFuel',
    supplierId: SUPPLIER,
    supplierName: 'Extras Test Energy',
    tariffName: 'Fix 12',
    paymentMethod: 'Monthly Direct Debit',
    isSmartSpecific: false,
    ...overrides,
  };
}

describe('energy add-ons, start date and Priority Services Register', () => {
  let t: TestApp;
  let leedsBranchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [catalogue] = await db
      .insert(energyCatalogues)
      .values({
        label: 'Extras test catalogue',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        source: 'tests',
        isActive: true,
      })
      .returning();
    await db.insert(energySuppliers).values({
      id: SUPPLIER,
      catalogueId: catalogue!.id,
      name: 'Extras Test Energy',
      logoUrl: '/logo.svg',
      signupEmail: 'signups@extras.example',
    });
    const addOn = (
      id: string,
      extra: Partial<typeof energyAddOns.$inferInsert>,
    ): typeof energyAddOns.$inferInsert => ({
      id,
      catalogueId: catalogue!.id,
      supplierId: SUPPLIER,
      type: 4,
      title: id,
      description: `${id} description`,
      billingFrequency: 'Monthly',
      costPence: 500,
      ...extra,
    });
    await db.insert(energyAddOns).values([
      addOn('extras-boiler-cover', {
        billingFrequency: 'Quarterly',
        costPence: 1200,
        sortOrder: 1,
      }),
      addOn('extras-smart-meter', { smartMeterKind: 'smart', costPence: 0, sortOrder: 2 }),
      addOn('extras-payg-smart', { smartMeterKind: 'payg-smart', costPence: 0, sortOrder: 3 }),
      addOn('extras-greener', {
        billingFrequency: 'Annual',
        costPence: 1000,
        discountCostPence: 800,
        sortOrder: 4,
      }),
    ]);
    const [branch] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.name, 'Harbour Lettings Leeds'));
    leedsBranchId = branch!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(TODAY);
  });

  /**
   * A mover of Harbour Lettings' Leeds branch (Priority access and FasterSwitching on) whose energy
   * is open: a dual-fuel home in England with known meters, no electricity supplier registered
   * (the switch page applies), moving in on 10 March.
   */
  async function mover(
    options: {
      extra?: Partial<typeof enrolments.$inferInsert>;
      selectedTariff?: Record<string, unknown> | null;
    } = {},
  ) {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        brandId: leedsBranchId,
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        moveInDate: '2026-03-10',
        nation: 'England',
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 0,
        entertainmentConsented: false,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
        isMeterInfoValid: true,
        quotableEnergy: true,
        fuelType: 'DualFuel',
        fuelSupplyChecked: true,
        supplyElec: false,
        supplyGas: true,
        supportsFastSwitch: true,
        ...options.extra,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    const selectedTariff = options.selectedTariff === undefined ? tariff() : options.selectedTariff;
    if (selectedTariff) {
      await t.database.db
        .insert(energyJourneys)
        .values({ enrolmentId: created.enrolmentId, selectedTariff });
    }
    return { ...created, token: await t.userToken(created) };
  }

  const call = (
    token: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object | null,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload ?? undefined }),
    });
  const journeyOf = async (enrolmentId: string) => {
    const [row] = await t.database.db
      .select()
      .from(energyJourneys)
      .where(eq(energyJourneys.enrolmentId, enrolmentId));
    return row!;
  };

  describe('add-ons', () => {
    it("lists the supplier's add-ons with the billed cost, hiding smart meters a standard direct debit tariff does not offer", async () => {
      const { token } = await mover();
      const response = await call(token, 'GET', '/api/energy/add-ons');
      expect(response.statusCode).toBe(200);
      const body = addOnsResponseSchema.parse(response.json());
      expect(body.supplierName).toBe('Extras Test Energy');
      expect(body.addOns.map((a) => [a.identifier, a.billedCostPence, a.isIncluded])).toEqual([
        ['extras-boiler-cover', 3600, false],
        ['extras-greener', 9600, false],
      ]);
      expect(body.selectedAddOns).toEqual([]);
    });

    it('shows smart meters as Included for a smart-specific tariff, and pay-as-you-go smart only with prepayment', async () => {
      const smart = await mover({ selectedTariff: tariff({ isSmartSpecific: true }) });
      const smartBody = addOnsResponseSchema.parse(
        (await call(smart.token, 'GET', '/api/energy/add-ons')).json(),
      );
      expect(smartBody.addOns.filter((a) => a.isIncluded).map((a) => a.identifier)).toEqual([
        'extras-smart-meter',
      ]);

      const payg = await mover({ selectedTariff: tariff({ paymentMethod: 'Prepayment Meter' }) });
      const paygBody = addOnsResponseSchema.parse(
        (await call(payg.token, 'GET', '/api/energy/add-ons')).json(),
      );
      expect(paygBody.addOns.map((a) => a.identifier)).toEqual([
        'extras-boiler-cover',
        'extras-payg-smart',
        'extras-greener',
      ]);
    });

    it('stores offered add-ons (included ones kept), and refuses one the tariff does not offer', async () => {
      const { token, enrolmentId } = await mover({
        selectedTariff: tariff({ isSmartSpecific: true }),
      });
      const saved = await call(token, 'PUT', '/api/energy/add-ons', {
        addOnsIdentifiers: ['extras-greener'],
      });
      expect(saved.statusCode).toBe(200);
      expect((await journeyOf(enrolmentId)).selectedAddOns).toEqual([
        'extras-smart-meter',
        'extras-greener',
      ]);

      const refused = await call(token, 'PUT', '/api/energy/add-ons', {
        addOnsIdentifiers: ['extras-payg-smart'],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        addOnsIdentifiers: 'That add-on is not offered with your tariff.',
      });
      const extra = await call(token, 'PUT', '/api/energy/add-ons', {
        addOnsIdentifiers: [],
        energyComplete: true,
      });
      expect(extra.statusCode).toBe(400);
      expect((await journeyOf(enrolmentId)).selectedAddOns).toEqual([
        'extras-smart-meter',
        'extras-greener',
      ]);
    });

    it('answers 409 before a tariff is chosen or when energy is not open, and 401 without a log-in', async () => {
      const noTariff = await mover({ selectedTariff: null });
      expect((await call(noTariff.token, 'GET', '/api/energy/add-ons')).statusCode).toBe(409);
      const done = await mover({ extra: { energyComplete: true } });
      expect(
        (await call(done.token, 'PUT', '/api/energy/add-ons', { addOnsIdentifiers: [] }))
          .statusCode,
      ).toBe(409);
      expect((await t.app.inject({ method: 'GET', url: '/api/energy/add-ons' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('supply start date', () => {
    it('answers the window: 15 working days from today for a direct debit changing the supply until cooling-off is agreed, 5 with it, to 28 days after move-in', async () => {
      const { token } = await mover();
      const response = await call(token, 'GET', '/api/enrolment/start-date');
      expect(response.statusCode).toBe(200);
      // Mon 2 March 2026 + 15 working days = Mon 23 March; + 5 = Mon 9 March.
      expect(startDateWindowResponseSchema.parse(response.json())).toEqual({
        earliest: '2026-03-23',
        latest: '2026-04-07',
        default: '2026-03-23',
        agreed: { earliest: '2026-03-09', latest: '2026-04-07', default: '2026-03-09' },
        startDate: null,
        coolingOffAgreed: false,
        coolingOffRequired: true,
        fasterSwitching: true,
      });
    });

    it('counts 5 working days for a pay-as-you-go tariff, agreed or not', async () => {
      const { token } = await mover({
        extra: { isElecPayg: true, isGasPayg: true },
        selectedTariff: tariff({ paymentMethod: 'Prepayment Meter' }),
      });
      const body = startDateWindowResponseSchema.parse(
        (await call(token, 'GET', '/api/enrolment/start-date')).json(),
      );
      expect(body.earliest).toBe('2026-03-09');
      expect(body.agreed.earliest).toBe('2026-03-09');
    });

    it('stores a date inside the window with the agreement and refuses others with the spec messages', async () => {
      const { token, enrolmentId } = await mover();
      const outside = await call(token, 'PUT', '/api/enrolment/start-date', {
        startDate: '2026-03-06',
        coolingOffAgreed: true,
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toEqual({
        startDate: 'You must select a date between 09/03/2026 and 07/04/2026',
      });
      const notAgreed = await call(token, 'PUT', '/api/enrolment/start-date', {
        startDate: '2026-03-24',
        coolingOffAgreed: false,
      });
      expect(notAgreed.json().errors).toEqual({
        coolingOffAgreed:
          'Please confirm that you are happy to pay for services during cooling-off period',
      });
      const invalid = await call(token, 'PUT', '/api/enrolment/start-date', {
        startDate: '2026-02-31',
        coolingOffAgreed: true,
      });
      expect(invalid.json().errors).toEqual({ startDate: 'Please enter a valid start date' });

      const saved = await call(token, 'PUT', '/api/enrolment/start-date', {
        startDate: '2026-03-12',
        coolingOffAgreed: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ startDate: '2026-03-12', coolingOffAgreed: true });
      const row = await journeyOf(enrolmentId);
      expect([row.startDate, row.coolingOffAgreed]).toEqual(['2026-03-12', true]);
    });

    it('counts 18 working days without known meter details and then asks no cooling-off agreement', async () => {
      const { token } = await mover({ extra: { isMeterInfoValid: false } });
      const body = startDateWindowResponseSchema.parse(
        (await call(token, 'GET', '/api/enrolment/start-date')).json(),
      );
      // Mon 2 March 2026 + 18 working days = Thu 26 March.
      expect([body.earliest, body.coolingOffRequired]).toEqual(['2026-03-26', false]);
      const saved = await call(token, 'PUT', '/api/enrolment/start-date', {
        startDate: '2026-03-26',
        coolingOffAgreed: false,
      });
      expect(saved.statusCode).toBe(200);
    });

    it('moves the window with the clock (the dev clock the e2e server moves)', async () => {
      t.clock.set('2026-03-05T10:00:00Z');
      const { token } = await mover();
      const body = startDateWindowResponseSchema.parse(
        (await call(token, 'GET', '/api/enrolment/start-date')).json(),
      );
      expect(body.agreed.earliest).toBe('2026-03-12');
    });

    it('answers 409 when the switch page is not open (a supplier holds every supply)', async () => {
      const { token } = await mover({ extra: { supplyElec: true } });
      expect((await call(token, 'GET', '/api/enrolment/start-date')).statusCode).toBe(409);
    });
  });

  describe('Priority Services Register', () => {
    it('saves Yes with a temporary condition and answers it back', async () => {
      const { token, enrolmentId } = await mover();
      const psrOptions = {
        selection: { temporaryPostHospitalRecovery: '30/04/2026', alternativeLanguage: 'Welsh' },
        specialCommsPreferences: 'LARGE_PRINT',
      };
      const saved = await call(token, 'POST', '/api/enrolment/psr', { psrOptions });
      expect(saved.statusCode).toBe(200);
      // Back leads to the switch page, open for this mover (FasterSwitching on, no electricity supplier).
      expect(psrResponseSchema.parse(saved.json())).toEqual({
        psrAnswered: true,
        psrOptions,
        previousStep: '/enrolment/energy/switch',
      });
      const answer = psrResponseSchema.parse(
        (await call(token, 'GET', '/api/enrolment/psr')).json(),
      );
      expect(answer).toMatchObject({ psrAnswered: true, psrOptions });
      expect((await journeyOf(enrolmentId)).psrAnswered).toBe(true);
    });

    it('saves No as a null selection; Back leads to add-ons when the switch page does not apply', async () => {
      const { token, enrolmentId } = await mover({ extra: { supplyElec: true } });
      const saved = await call(token, 'POST', '/api/enrolment/psr', { psrOptions: null });
      expect(saved.json()).toEqual({
        psrAnswered: true,
        psrOptions: null,
        previousStep: '/enrolment/energy/signup',
      });
      expect((await journeyOf(enrolmentId)).psr).toEqual({});
    });

    it('refuses each bad answer with its message', async () => {
      const { token } = await mover();
      const save = async (
        selection: Record<string, string | null>,
        specialCommsPreferences = 'NONE',
      ) =>
        (
          await call(token, 'POST', '/api/enrolment/psr', {
            psrOptions: { selection, specialCommsPreferences },
          })
        ).json().errors;
      expect(await save({})).toEqual({
        selection: 'You must select at least one valid option from the list.',
      });
      expect(await save({ temporaryPostHospitalRecovery: null })).toEqual({
        temporaryPostHospitalRecovery:
          'Please specify when do you think this condition will last until',
      });
      expect(await save({ temporaryPostHospitalRecovery: '02/03/2026' })).toEqual({
        temporaryPostHospitalRecovery: 'Date must be in the future',
      });
      expect(await save({ alternativeLanguage: null })).toEqual({
        alternativeLanguage: 'Please specify a language',
      });
      const unknownKey = await call(token, 'POST', '/api/enrolment/psr', {
        psrOptions: { selection: { flying: null }, specialCommsPreferences: 'NONE' },
      });
      expect(unknownKey.statusCode).toBe(400);
    });

    it('answers 409 when the brand does not grant priority access', async () => {
      const [threshold] = await t.database.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.urlRoute, 'default'));
      const { token } = await mover({ extra: { brandId: threshold!.id } });
      expect((await call(token, 'GET', '/api/enrolment/psr')).statusCode).toBe(409);
    });
  });

  it("never reaches another mover's enrolment: each answer is the caller's own", async () => {
    const first = await mover();
    const second = await mover();
    await call(first.token, 'PUT', '/api/enrolment/start-date', {
      startDate: '2026-03-12',
      coolingOffAgreed: true,
    });
    const theirs = startDateWindowResponseSchema.parse(
      (await call(second.token, 'GET', '/api/enrolment/start-date')).json(),
    );
    expect(theirs.startDate).toBeNull();
  });
});
