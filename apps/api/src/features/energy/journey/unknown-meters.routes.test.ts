import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { enrolmentStatusResponseSchema } from '@threshold/domain/schemas/confirmation';
import { enrolmentSchema } from '@threshold/domain/schemas/enrolment';
import { energyJourneySchema, supplyCheckSchema } from '@threshold/domain/schemas/energy-journey';
import { quoteResponseSchema } from '@threshold/domain/schemas/energy-quotes';
import { startDateWindowResponseSchema } from '@threshold/domain/schemas/energy-start-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments } from '../../../db/schema';
import { createDatasetAddressProvider } from '../../../providers/addresses/dataset-address-provider';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer } from '../../enrolment/access-fixtures';
import { lookedUpAddressPatch } from '../../enrolment/address-patch';

// The test clock stands at Monday 2 March 2026, 10:00 UTC; the mover moves in on 12 March.
const TODAY = '2026-03-02T10:00:00Z';
/** York, a new-build home whose meter details cannot be found (the demo unknown-meter postcode). */
const UNKNOWN_METER_HOME = 'YO194FB-1';

describe('the unknown-meter path: a GB home whose meter details cannot be found', () => {
  let t: TestApp;
  const addresses = createDatasetAddressProvider();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(TODAY);
  });

  /** A mover of the default brand (FasterSwitching off) at the York home, energy chosen. */
  async function mover() {
    const created = await t.createMover();
    const record = await addresses.findByKey(UNKNOWN_METER_HOME);
    if (!record) throw new Error(`no address ${UNKNOWN_METER_HOME}`);
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        surname: 'Hartley',
        emailAddress: created.email,
        moveInDate: '2026-03-12',
        ...lookedUpAddressPatch(record),
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 0,
        entertainmentConsented: false,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const supplyCheck = async (token: string) => {
    const response = await call(token, 'GET', '/api/address/check-supply');
    expect(response.statusCode, response.body).toBe(200);
    return supplyCheckSchema.parse(response.json());
  };

  it('is quotable without known meter details, asks the meter questions, then quotes from the answers and starts 18 working days away', async () => {
    const m = await mover();

    expect(await supplyCheck(m.token)).toMatchObject({
      knownMeterDetails: false,
      isMeterSupported: true,
      quotableEnergy: true,
      fuelType: null,
      supportsFastSwitch: false,
      supplyElec: null,
      supplyGas: null,
      region: '_M',
    });

    // The meter questions must be answered: the quotes take the meters from them.
    const unanswered = await call(m.token, 'PUT', '/api/enrolment/energy-usage', {
      knownUsage: 'U',
    });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().errors).toEqual({
      prepay: 'Please select one of the options',
      economy7: 'Please select one of the options',
      gas: 'Please select one of the options',
    });

    const saved = await call(m.token, 'PUT', '/api/enrolment/energy-usage', {
      knownUsage: 'U',
      prepay: 'N',
      economy7: 'N',
      gas: 'Y',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const journey = energyJourneySchema.parse(saved.json());
    expect(journey.propertyUsage.knownMeterDetails).toBe(false);
    // Gas Yes: Ofgem's medium values for both fuels.
    expect([journey.electricityKwh, journey.gasKwh]).toEqual([2500, 9500]);

    // The answers are the home's meters now, and a new supply check keeps them.
    expect(await supplyCheck(m.token)).toMatchObject({
      fuelType: 'DualFuel',
      knownMeterDetails: false,
      quotableEnergy: true,
    });

    const quotes = await call(m.token, 'POST', '/api/quotes', {});
    expect(quotes.statusCode, quotes.body).toBe(200);
    const list = quoteResponseSchema.parse(quotes.json());
    expect(list.tariffs.length).toBeGreaterThan(0);
    expect(list.tariffs.every((tariff) => tariff.energyType === 'DualFuel')).toBe(true);
    expect(list.tariffs.every((tariff) => tariff.paymentMethod === 'Monthly Direct Debit')).toBe(
      true,
    );

    const chosen = list.tariffs[0]!;
    const select = await call(m.token, 'POST', '/api/quotes/select', {
      tariffsId: [{ quoteId: list.quoteId, priceId: chosen.priceId }],
    });
    expect(select.statusCode, select.body).toBe(200);

    // The supply start date page is open (nobody supplies the home), FasterSwitching off or not.
    const window = await call(m.token, 'GET', '/api/enrolment/start-date');
    expect(window.statusCode, window.body).toBe(200);
    // Mon 2 March 2026 + 18 working days = Thu 26 March; 12 March + 28 days = 9 April.
    expect(startDateWindowResponseSchema.parse(window.json())).toMatchObject({
      earliest: '2026-03-26',
      latest: '2026-04-09',
      default: '2026-03-26',
      coolingOffRequired: false,
      fasterSwitching: false,
    });
    const early = await call(m.token, 'PUT', '/api/enrolment/start-date', {
      startDate: '2026-03-25',
      coolingOffAgreed: false,
    });
    expect(early.json().errors).toEqual({
      startDate: 'You must select a date between 26/03/2026 and 09/04/2026',
    });
    const onTime = await call(m.token, 'PUT', '/api/enrolment/start-date', {
      startDate: '2026-03-26',
      coolingOffAgreed: false,
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('takes a new answer as new meters: prepayment tariffs, the chosen tariff cleared', async () => {
    const m = await mover();
    await supplyCheck(m.token);
    const answers = { knownUsage: 'U', prepay: 'N', economy7: 'N', gas: 'N' };
    await call(m.token, 'PUT', '/api/enrolment/energy-usage', answers);
    const list = quoteResponseSchema.parse((await call(m.token, 'POST', '/api/quotes', {})).json());
    expect(list.tariffs.every((tariff) => tariff.energyType === 'Electric')).toBe(true);
    await call(m.token, 'POST', '/api/quotes/select', {
      tariffsId: [{ quoteId: list.quoteId, priceId: list.tariffs[0]!.priceId }],
    });

    const prepay = await call(m.token, 'PUT', '/api/enrolment/energy-usage', {
      ...answers,
      prepay: 'Y',
    });
    expect(energyJourneySchema.parse(prepay.json()).selectedTariff).toBeNull();
    const again = quoteResponseSchema.parse(
      (await call(m.token, 'POST', '/api/quotes', {})).json(),
    );
    expect(again.tariffs.length).toBeGreaterThan(0);
    expect(again.tariffs.every((tariff) => tariff.paymentMethod === 'Prepayment Meter')).toBe(true);
  });

  it('answers meterType and supplyStatus with the enrolment and its status, and records the first smart-meter offer', async () => {
    const m = await mover();
    await supplyCheck(m.token);
    const status = async () =>
      enrolmentStatusResponseSchema.parse(
        (await call(m.token, 'GET', `/api/enrolment/status/${m.enrolmentId}`)).json(),
      );
    expect(await status()).toMatchObject({
      id: m.enrolmentId,
      meterType: null,
      supplyStatus: { supplyElec: null, supplyGas: null, fuelSupplyChecked: true },
      smartOfferedAt: null,
    });

    await call(m.token, 'PUT', '/api/enrolment/energy-usage', {
      knownUsage: 'U',
      prepay: 'Y',
      economy7: 'N',
      gas: 'N',
    });
    const enrolment = enrolmentSchema.parse(
      (await call(m.token, 'GET', `/api/enrolment/${m.enrolmentId}`)).json(),
    );
    expect([enrolment.meterType, enrolment.supplyStatus]).toEqual([
      'Prepayment',
      { supplyElec: null, supplyGas: null, fuelSupplyChecked: true },
    ]);

    const first = await call(m.token, 'POST', '/api/enrolment/smart-offered');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ smartOfferedAt: '2026-03-02T10:00:00.000Z' });
    t.clock.set('2026-03-02T11:30:00Z');
    const second = await call(m.token, 'POST', '/api/enrolment/smart-offered');
    expect(second.json()).toEqual({ smartOfferedAt: '2026-03-02T10:00:00.000Z' });
    expect(await status()).toMatchObject({
      meterType: 'Prepayment',
      smartOfferedAt: '2026-03-02T10:00:00.000Z',
    });
  });
});
