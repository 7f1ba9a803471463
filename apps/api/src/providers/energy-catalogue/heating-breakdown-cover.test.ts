import { readFileSync } from 'node:fs';
import { billedCostPence } from '@threshold/domain/codes/billing-frequency';
import { ADD_ON_TYPE } from '@threshold/domain/codes/add-on-type';
import { addOnPriceLine } from '@threshold/domain/energy/add-on-price';
import { PRODUCT_SUMMARY_TITLE } from '@threshold/domain/journey/confirmation-cards';
import { isAddOnOffered } from '@threshold/domain/schemas/energy-add-ons';
import { describe, expect, it } from 'vitest';
import { ENERGY_CATALOGUE_FILE } from '../../features/energy/catalogue/energy-catalogue.seed';
import { parseCatalogueJson } from './catalogue-file';

describe('Heating Breakdown Cover in the shipped energy catalogue', () => {
  const catalogue = parseCatalogueJson(readFileSync(ENERGY_CATALOGUE_FILE, 'utf8'));
  const covers = (catalogue.addOns ?? []).filter(
    (addOn) => addOn.title === PRODUCT_SUMMARY_TITLE.heatingBreakdownCover,
  );

  it('is a home add-on of every supplier, offered with every tariff, direct debit or pay as you go', () => {
    expect(covers.map((cover) => cover.supplierId).sort()).toEqual(
      catalogue.suppliers.map((supplier) => supplier.id).sort(),
    );
    for (const cover of covers) {
      expect(cover.type).toBe(ADD_ON_TYPE.home);
      expect(cover.smartMeterKind).toBeNull();
      for (const paymentMethod of ['Monthly Direct Debit', 'Prepayment Meter'] as const) {
        expect(isAddOnOffered(cover, { isSmartSpecific: false, paymentMethod })).toBe(true);
        expect(isAddOnOffered(cover, { isSmartSpecific: true, paymentMethod })).toBe(true);
      }
    }
  });

  it('is priced per bill by its billing frequency, with what it costs after a discount', () => {
    const priced = Object.fromEntries(
      covers.map((cover) => [
        cover.id,
        addOnPriceLine({
          billingFrequency: cover.billingFrequency,
          billedCostPence: billedCostPence(cover.costPence, cover.billingFrequency),
          billedDiscountCostPence:
            cover.discountCostPence === null
              ? null
              : billedCostPence(cover.discountCostPence, cover.billingFrequency),
          discountDescription: cover.discountDescription,
        }),
      ]),
    );
    expect(priced).toEqual({
      'hs-heating-breakdown': '£5.00 a month for the first 3 months, then £8.00 a month',
      'bw-heating-breakdown': '£9.50 a month',
      'mb-heating-breakdown': '£8.50 a month',
      'nl-heating-breakdown': '£84.00 a year',
      'sm-heating-breakdown': '£18.00 a quarter for the first 2 quarters, then £22.50 a quarter',
    });
  });
});
