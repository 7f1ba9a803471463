import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { isRouteOpen } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { energyJourneySchema, supplyCheckSchema } from '@threshold/domain/schemas/energy-journey';
import { energyUsageInfoSchema } from '@threshold/domain/schemas/energy-usage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyJourneys, enrolments } from '../../../db/schema';
import { createDatasetAddressProvider } from '../../../providers/addresses/dataset-address-provider';
import { withFaults } from '../../../providers/addresses/faulty-address-provider';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer } from '../../enrolment/access-fixtures';
import { lookedUpAddressPatch } from '../../enrolment/address-patch';

// The test clock stands at 2026-03-02 10:00 UTC: a move-in on 2026-03-12 is inside the 14-day window.
const IN_TEN_DAYS = '2026-03-12';
/** Leeds, dual fuel (smart gas), both fuels with a registered supplier: quotable. */
const DUAL_FUEL_HOME = 'LS14AP-6';
/** Leeds flat: electricity only, Economy 7. */
const ECONOMY_7_FLAT = 'LS14AP-3';
/** Leeds flat: electricity only, no supplier registered. */
const NO_SUPPLIER_FLAT = 'LS14AP-5';
/** Bristol: a home on a commercial energy supply. */
const COMMERCIAL_SUPPLY_HOME = 'BS16QF-1';
/** Belfast: Northern Ireland's supply area, outside GB's regions. */
const NORTHERN_IRELAND_HOME = 'BT15GS-1';

describe('energy journey calls', () => {
  let t: TestApp;
  const faults = { isFailing: false };
  const addresses = createDatasetAddressProvider();

  beforeAll(async () => {
    t = await createTestApp({ addressProvider: withFaults(addresses, faults) });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A mover at the energy usage page: details and moving details done, products chosen with
   * energy, and the address's supply facts as moving details stores them (fuelSupplyChecked off,
   * as before a supply check).
   */
  async function energyMover(
    options: {
      addressKey?: string | null;
      wantsEnergy?: boolean;
      facts?: Record<string, unknown>;
    } = {},
  ) {
    const mover = await t.createMover();
    const addressKey = options.addressKey === undefined ? DUAL_FUEL_HOME : options.addressKey;
    const record = addressKey ? await addresses.findByKey(addressKey) : undefined;
    const wantsEnergy = options.wantsEnergy ?? true;
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        firstName: 'Sam',
        surname: 'Mover',
        moveInDate: IN_TEN_DAYS,
        tenantPortalStorage: 'productSelection',
        ...(record
          ? lookedUpAddressPatch(record)
          : { isManualAddress: true, addressLine1: '1 Typed Road' }),
        fuelSupplyChecked: false,
        energyOptIn: wantsEnergy ? 1 : 0,
        energyConsented: wantsEnergy,
        entertainmentOptIn: 0,
        entertainmentConsented: false,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
        ...options.facts,
      })
      .where(eq(enrolments.id, mover.enrolmentId));
    return { ...mover, token: await t.userToken(mover) };
  }

  async function enrolmentRow(enrolmentId: string) {
    const [row] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    if (!row) throw new Error('no enrolment');
    return row;
  }

  async function journeyRow(enrolmentId: string) {
    const [row] = await t.database.db
      .select()
      .from(energyJourneys)
      .where(eq(energyJourneys.enrolmentId, enrolmentId));
    return row;
  }

  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const saveUsage = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/enrolment/energy-usage',
      headers: bearer(token),
      payload,
    });
  const usageInfo = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes/energy-usage-info',
      headers: bearer(token),
      payload,
    });
  const post = (token: string, url: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token) });

  describe('GET /api/address/check-supply', () => {
    it("answers a dual fuel home's supply in its region and records that the supply was checked, never cached past a save", async () => {
      const mover = await energyMover();
      const response = await get(mover.token, '/api/address/check-supply');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(supplyCheckSchema.parse(response.json())).toEqual({
        fuelSupplyChecked: true,
        supplyElec: true,
        supplyGas: true,
        isCommercialSupply: false,
        fuelType: 'DualFuel',
        isMixedMeters: false,
        knownMeterDetails: true,
        isMeterSupported: true,
        region: '_M',
        regionName: 'Yorkshire',
        economy7: false,
        hasElecSmartMeter: true,
        hasGasSmartMeter: true,
        isElecPayg: false,
        isGasPayg: false,
        supportsFastSwitch: true,
        quotableEnergy: true,
        isMoveInDateInRange: true,
        isMoveInDateFuture: true,
      });
      expect((await enrolmentRow(mover.enrolmentId)).fuelSupplyChecked).toBe(true);
    });

    it('opens the supply start date page for a home with no supplier registered once the supply is checked', async () => {
      const mover = await energyMover({ addressKey: NO_SUPPLIER_FLAT });
      const flags = {
        onboardingJourney: false,
        ctwbJourneyToggle: false,
        priorityAccess: true,
        fasterSwitching: true,
      };
      const switchOpen = async () =>
        isRouteOpen(
          ROUTES.energySwitch,
          snapshotOfEnrolment(
            enrolmentSchema.parse(
              (await get(mover.token, `/api/enrolment/${mover.enrolmentId}`)).json(),
            ),
            '2026-03-02',
          ),
          flags,
        );
      expect(await switchOpen()).toBe(false);
      const check = supplyCheckSchema.parse(
        (await get(mover.token, '/api/address/check-supply')).json(),
      );
      expect(check).toMatchObject({
        supplyElec: false,
        supportsFastSwitch: true,
        fuelSupplyChecked: true,
      });
      expect(await switchOpen()).toBe(true);
    });

    it('answers an Economy 7 flat with electricity only', async () => {
      const mover = await energyMover({ addressKey: ECONOMY_7_FLAT });
      const check = supplyCheckSchema.parse(
        (await get(mover.token, '/api/address/check-supply')).json(),
      );
      expect(check).toMatchObject({
        fuelType: 'Electric',
        economy7: true,
        supplyGas: null,
        quotableEnergy: true,
      });
    });

    it('answers a commercial supply as not quotable, and the energy journey becomes an exception', async () => {
      // Stored facts from before the supply was known to be commercial.
      const mover = await energyMover({
        addressKey: COMMERCIAL_SUPPLY_HOME,
        facts: { quotableEnergy: true },
      });
      const check = supplyCheckSchema.parse(
        (await get(mover.token, '/api/address/check-supply')).json(),
      );
      expect(check).toMatchObject({
        isCommercialSupply: true,
        quotableEnergy: false,
        region: '_L',
      });
      expect((await enrolmentRow(mover.enrolmentId)).quotableEnergy).toBe(false);
      const journey = energyJourneySchema.parse(
        (await get(mover.token, '/api/energy-journey')).json(),
      );
      expect(journey.type).toBe('exception');
    });

    it('answers a Northern Ireland home as an unsupported meter set-up with no GB region', async () => {
      const mover = await energyMover({ addressKey: NORTHERN_IRELAND_HOME });
      const check = supplyCheckSchema.parse(
        (await get(mover.token, '/api/address/check-supply')).json(),
      );
      expect(check).toMatchObject({
        isMeterSupported: false,
        region: null,
        regionName: null,
        quotableEnergy: false,
        supportsFastSwitch: false,
      });
    });

    it('answers the stored facts for an address typed by hand: nothing is known of its meters', async () => {
      const mover = await energyMover({ addressKey: null });
      const check = supplyCheckSchema.parse(
        (await get(mover.token, '/api/address/check-supply')).json(),
      );
      expect(check).toMatchObject({
        fuelType: null,
        isMeterSupported: false,
        knownMeterDetails: false,
        quotableEnergy: false,
        fuelSupplyChecked: false,
      });
    });

    it('shows the third-party message (502, not cached) when the address data fails', async () => {
      const mover = await energyMover();
      faults.isFailing = true;
      try {
        const response = await get(mover.token, '/api/address/check-supply');
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ message: THIRD_PARTY_FAILURE_MESSAGE });
        expect(response.headers['cache-control']).toBe('no-store');
      } finally {
        faults.isFailing = false;
      }
    });
  });

  describe('GET /api/energy-journey', () => {
    it('creates the journey the first time and answers its empty state, never cached past a save', async () => {
      const mover = await energyMover();
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
      const response = await get(mover.token, '/api/energy-journey');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(energyJourneySchema.parse(response.json())).toEqual({
        propertyUsage: { usageInfo: null, knownMeterDetails: true },
        hasMultiRate: false,
        type: 'ok',
        hasSingleRateOnlyMultiRatePendingCos: false,
        propertyType: null,
        electricityKwh: null,
        gasKwh: null,
        filterOptions: null,
        mixedMeterFuelType: 'Electric',
        selectedTariff: null,
        selectedTariffSecondary: null,
        selectedAddOns: [],
        startDate: null,
        coolingOffAgreed: false,
        psrAnswered: false,
      });
      expect(await journeyRow(mover.enrolmentId)).toBeDefined();
      // A second read finds the same row.
      expect((await get(mover.token, '/api/energy-journey')).statusCode).toBe(200);
    });

    it('refuses a call without a token (401) and a token that is not a mover (403)', async () => {
      expect((await get(null, '/api/energy-journey')).statusCode).toBe(401);
      const appToken = await t.appToken();
      expect((await get(appToken, '/api/energy-journey')).statusCode).toBe(403);
      expect((await get(appToken, '/api/address/check-supply')).statusCode).toBe(403);
    });
  });

  describe('PUT /api/enrolment/energy-usage', () => {
    it('stores known usage with its kWh, the step and the activity time, and answers the journey', async () => {
      const mover = await energyMover();
      t.clock.advance(60_000);
      const response = await saveUsage(mover.token, {
        knownUsage: 'Y',
        electricityKwhUsage: '2900',
        gasKwhUsage: ' 12000 ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const journey = energyJourneySchema.parse(response.json());
      expect(journey).toMatchObject({
        electricityKwh: 2900,
        gasKwh: 12000,
        propertyUsage: { usageInfo: { knownUsage: 'Y', electricityKwhUsage: '2900' } },
      });
      const row = await enrolmentRow(mover.enrolmentId);
      expect(row.lastJourneyActivityAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(row.tenantPortalStorage).toBe('energyUsage');
      const stored = energyJourneySchema.parse(
        (await get(mover.token, '/api/energy-journey')).json(),
      );
      expect(stored.propertyUsage.usageInfo?.gasKwhUsage).toBe(' 12000 ');
      expect(stored.electricityKwh).toBe(2900);
    });

    it.each([
      {
        home: 'a 4+ bedroom detached house for five (dual fuel)',
        addressKey: DUAL_FUEL_HOME,
        answers: { knownUsage: 'N', numberOfBedrooms: 4, propertyType: 2, numberOfPeople: 5 },
        kwh: { electricityKwh: 3800, gasKwh: 14000 },
      },
      {
        home: 'a 1-2 bedroom flat for one (dual fuel)',
        addressKey: DUAL_FUEL_HOME,
        answers: { knownUsage: 'N', numberOfBedrooms: 1, propertyType: 3, numberOfPeople: 1 },
        kwh: { electricityKwh: 1700, gasKwh: 6200 },
      },
      {
        home: 'unknown usage (dual fuel): the medium values',
        addressKey: DUAL_FUEL_HOME,
        answers: { knownUsage: 'U' },
        kwh: { electricityKwh: 2500, gasKwh: 9500 },
      },
      {
        home: 'unknown usage on Economy 7 without gas: the multi-rate medium value',
        addressKey: ECONOMY_7_FLAT,
        answers: { knownUsage: 'U' },
        kwh: { electricityKwh: 3400, gasKwh: null },
      },
    ])('stores the estimate for $home', async ({ addressKey, answers, kwh }) => {
      const mover = await energyMover({ addressKey });
      const response = await saveUsage(mover.token, answers);
      expect(response.statusCode, response.body).toBe(200);
      expect(energyJourneySchema.parse(response.json())).toMatchObject(kwh);
      expect(await journeyRow(mover.enrolmentId)).toMatchObject(kwh);
    });

    it.each([
      { answers: {}, errors: { knownUsage: 'Please select one of the options' } },
      { answers: { knownUsage: 'X' }, errors: { knownUsage: 'Please select one of the options' } },
      {
        answers: { knownUsage: 'Y' },
        errors: {
          electricityKwhUsage: 'This field is required',
          gasKwhUsage: 'This field is required',
        },
      },
      {
        answers: { knownUsage: 'Y', electricityKwhUsage: 'lots', gasKwhUsage: '12.5' },
        errors: {
          electricityKwhUsage: 'This field can only contain numbers',
          gasKwhUsage: 'To the nearest kWh',
        },
      },
      {
        answers: { knownUsage: 'Y', electricityKwhUsage: '0', gasKwhUsage: '500000' },
        errors: {
          electricityKwhUsage: 'Please enter a value greater than 0',
          gasKwhUsage: 'Your usage seems too high, please enter a value less than 499999',
        },
      },
      {
        answers: { knownUsage: 'N' },
        errors: {
          numberOfBedrooms: 'Please select the number of rooms',
          propertyType: 'Please select property type',
          numberOfPeople: 'Please select the number of people',
        },
      },
    ])(
      'answers 400 with each field message for $answers and stores nothing',
      async ({ answers, errors }) => {
        const mover = await energyMover();
        const response = await saveUsage(mover.token, answers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: Object.values(errors)[0],
          code: 'VALIDATION_FAILED',
          errors,
        });
        expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
      },
    );

    it('asks for gas kWh when the manual gas flag is Y on an electricity-only home', async () => {
      const mover = await energyMover({ addressKey: ECONOMY_7_FLAT });
      const response = await saveUsage(mover.token, {
        knownUsage: 'Y',
        electricityKwhUsage: '3000',
        gas: 'Y',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ gasKwhUsage: 'This field is required' });
    });

    it('refuses a field the form does not have (mass assignment)', async () => {
      const mover = await energyMover();
      const response = await saveUsage(mover.token, {
        knownUsage: 'U',
        electricityKwh: 1,
        selectedTariff: {},
      });
      expect(response.statusCode).toBe(400);
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
    });

    it('answers 409 when the mover did not choose energy, and writes nothing', async () => {
      const mover = await energyMover({ wantsEnergy: false });
      const before = await enrolmentRow(mover.enrolmentId);
      const response = await saveUsage(mover.token, { knownUsage: 'U' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: JOURNEY_STEP_NOT_OPEN_MESSAGE });
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
      expect(await enrolmentRow(mover.enrolmentId)).toEqual(before);
    });

    it('answers 409 when the move-in date is outside the energy window', async () => {
      const mover = await energyMover({ facts: { moveInDate: '2026-03-20' } });
      expect((await saveUsage(mover.token, { knownUsage: 'U' })).statusCode).toBe(409);
    });

    it("changes only the caller's own journey: another mover's token never reaches this one", async () => {
      const owner = await energyMover();
      const other = await energyMover({ addressKey: ECONOMY_7_FLAT });
      expect((await saveUsage(owner.token, { knownUsage: 'U' })).statusCode).toBe(200);
      expect(
        (await saveUsage(other.token, { knownUsage: 'Y', electricityKwhUsage: '4444' })).statusCode,
      ).toBe(200);
      expect(await journeyRow(owner.enrolmentId)).toMatchObject({
        electricityKwh: 2500,
        gasKwh: 9500,
      });
      const seenByOther = energyJourneySchema.parse(
        (await get(other.token, '/api/energy-journey')).json(),
      );
      expect(seenByOther).toMatchObject({ electricityKwh: 4444, gasKwh: null });
      // The enrolment itself stays out of reach too.
      expect((await get(other.token, `/api/enrolment/${owner.enrolmentId}`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/quotes/energy-usage-info', () => {
    it('answers what the quotes would assume without saving anything', async () => {
      const mover = await energyMover();
      const response = await usageInfo(mover.token, {
        knownUsage: 'N',
        numberOfBedrooms: 3,
        propertyType: 4,
        numberOfPeople: 3,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(energyUsageInfoSchema.parse(response.json())).toEqual({
        knownUsage: 'N',
        electricityKwh: 2500,
        gasKwh: 9500,
        isEstimate: true,
      });
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
      const typed = await usageInfo(mover.token, {
        knownUsage: 'Y',
        electricityKwhUsage: '3100',
        gasKwhUsage: '8000',
      });
      expect(typed.json()).toEqual({
        knownUsage: 'Y',
        electricityKwh: 3100,
        gasKwh: 8000,
        isEstimate: false,
      });
    });

    it('answers 400 with the same messages as the save', async () => {
      const mover = await energyMover();
      const response = await usageInfo(mover.token, { knownUsage: 'N', numberOfBedrooms: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        propertyType: 'Please select property type',
        numberOfPeople: 'Please select the number of people',
      });
    });
  });

  describe('whole-of-market consent and the smart-meter offer', () => {
    it('records the whole-of-market consent time (204) and the activity', async () => {
      const mover = await energyMover();
      t.clock.advance(60_000);
      const response = await post(
        mover.token,
        '/api/enrolment/wom-consent?serviceType=0&sendEmail=false',
      );
      expect(response.statusCode, response.body).toBe(204);
      expect((await journeyRow(mover.enrolmentId))?.womConsentAt?.toISOString()).toBe(
        t.clock.now().toISOString(),
      );
      const row = await enrolmentRow(mover.enrolmentId);
      expect(row.lastJourneyActivityAt?.toISOString()).toBe(t.clock.now().toISOString());
    });

    it('refuses a service type other than energy and broadband (400) and a body with fields', async () => {
      const mover = await energyMover();
      const withBody = await t.app.inject({
        method: 'POST',
        url: '/api/enrolment/smart-offered',
        headers: bearer(mover.token),
        payload: { smartOfferedAt: '2020-01-01T00:00:00Z' },
      });
      expect(withBody.statusCode).toBe(400);
      expect((await post(mover.token, '/api/enrolment/wom-consent?serviceType=7')).statusCode).toBe(
        400,
      );
      expect((await post(mover.token, '/api/enrolment/wom-consent')).statusCode).toBe(400);
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
    });

    it('records when the smart-meter offer was shown and answers the time', async () => {
      const mover = await energyMover();
      const response = await post(mover.token, '/api/enrolment/smart-offered');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ smartOfferedAt: t.clock.now().toISOString() });
      expect((await journeyRow(mover.enrolmentId))?.smartOfferedAt?.toISOString()).toBe(
        t.clock.now().toISOString(),
      );
    });

    it('answers 409 to both when energy is not open, and writes nothing', async () => {
      const mover = await energyMover({ wantsEnergy: false });
      expect((await post(mover.token, '/api/enrolment/wom-consent?serviceType=0')).statusCode).toBe(
        409,
      );
      expect((await post(mover.token, '/api/enrolment/smart-offered')).statusCode).toBe(409);
      expect(await journeyRow(mover.enrolmentId)).toBeUndefined();
    });
  });

  describe('the chosen tariff in the journey facts', () => {
    it('tells the enrolment a tariff is chosen, so the guard opens sign-up', async () => {
      const mover = await energyMover();
      const read = async () =>
        enrolmentSchema.parse(
          (await get(mover.token, `/api/enrolment/${mover.enrolmentId}`)).json(),
        );
      const flags = {
        onboardingJourney: false,
        ctwbJourneyToggle: false,
        priorityAccess: true,
        fasterSwitching: true,
      };
      const before = await read();
      expect(before).toMatchObject({ hasStoredTariff: false, hasStoredSecondaryTariff: false });
      expect(
        isRouteOpen(ROUTES.energySignup, snapshotOfEnrolment(before, '2026-03-02'), flags),
      ).toBe(false);

      await t.database.db
        .insert(energyJourneys)
        .values({ enrolmentId: mover.enrolmentId, selectedTariff: { tariffName: 'Fixed 12M' } });
      const after = await read();
      expect(after).toMatchObject({ hasStoredTariff: true, hasStoredSecondaryTariff: false });
      expect(
        isRouteOpen(ROUTES.energySignup, snapshotOfEnrolment(after, '2026-03-02'), flags),
      ).toBe(true);

      // Mixed meters: the gas tariff in the second slot.
      await t.database.db
        .update(energyJourneys)
        .set({ selectedTariffSecondary: { tariffName: 'Gas Fixed 12M' } })
        .where(eq(energyJourneys.enrolmentId, mover.enrolmentId));
      expect(await read()).toMatchObject({ hasStoredTariff: true, hasStoredSecondaryTariff: true });
    });
  });
});
