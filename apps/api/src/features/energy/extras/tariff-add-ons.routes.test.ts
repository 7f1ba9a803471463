import { tariffAddOnsResponseSchema } from '@threshold/domain/schemas/energy-add-ons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer } from '../../enrolment/access-fixtures';

describe('GET /api/energy/tariff-add-ons (tariff details)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.userToken(await t.createMover());
  });
  afterAll(async () => {
    await t.close();
  });

  const addOnsOf = async (query: string, auth: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'GET', url: `/api/energy/tariff-add-ons?${query}`, headers: auth });

  it("prices a tariff's add-ons with what they cost after a discount, Heating Breakdown Cover among them", async () => {
    const response = await addOnsOf(
      'supplierId=hearthstone-energy&paymentMethod=Monthly%20Direct%20Debit&isSmartSpecific=false',
    );
    expect(response.statusCode).toBe(200);
    const priced = tariffAddOnsResponseSchema
      .parse(response.json())
      .addOns.map((addOn) => [addOn.title, addOn.priceText]);
    expect(priced).toContainEqual([
      'Boiler cover',
      '£9.00 a month for the first 6 months, then £12.00 a month',
    ]);
    expect(priced).toContainEqual([
      'Heating Breakdown Cover',
      '£5.00 a month for the first 3 months, then £8.00 a month',
    ]);
    expect(priced).toContainEqual([
      'Home EV charger installation',
      '£699.00 one-off (£100 off for new customers), full price £799.00',
    ]);
    expect(priced.map(([title]) => title)).not.toContain('Smart meter');
  });

  it('shows smart meters Included with a smart-specific tariff, pay-as-you-go ones with prepayment only', async () => {
    const smart = tariffAddOnsResponseSchema.parse(
      (
        await addOnsOf(
          'supplierId=saltmarsh-energy&paymentMethod=Monthly%20Direct%20Debit&isSmartSpecific=true',
        )
      ).json(),
    );
    expect(smart.addOns.map((addOn) => [addOn.title, addOn.priceText])).toEqual([
      ['Smart meter', 'Included with your tariff'],
      [
        'Heating Breakdown Cover',
        '£18.00 a quarter for the first 2 quarters, then £22.50 a quarter',
      ],
    ]);
  });

  it('refuses a bad query (400) and a caller without a log-in (401)', async () => {
    expect(
      (await addOnsOf('supplierId=hearthstone-energy&paymentMethod=Cash&isSmartSpecific=false'))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await addOnsOf(
          'supplierId=hearthstone-energy&paymentMethod=Prepayment%20Meter&isSmartSpecific=false',
          {},
        )
      ).statusCode,
    ).toBe(401);
  });
});
