import {
  isProductMandatory,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import { meterTypeOf, supplyStatusOf } from '@threshold/domain/journey/energy-facts';
import type { EnrolmentJourneyFacts } from '@threshold/domain/schemas/enrolment-journey-facts';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { EnrolmentRow, StoredTariffFacts } from '../../auth/caller';

export type { StoredTariffFacts };

export const NO_STORED_TARIFF: StoredTariffFacts = {
  hasStoredTariff: false,
  hasStoredSecondaryTariff: false,
};

/**
 * The journey facts of an enrolment row. The chosen tariffs live in energy_journeys: callers that
 * answer the Enrolment or check an energy step pass the caller's (read with the enrolment, auth/caller.ts).
 */
export function journeyFactsOf(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
  storedTariffs: StoredTariffFacts = NO_STORED_TARIFF,
): EnrolmentJourneyFacts {
  const offers = branding.productOffers;
  return {
    energyOptIn: row.energyOptIn,
    entertainmentOptIn: row.entertainmentOptIn,
    councilOptIn: row.councilOptIn,
    waterOptIn: row.waterOptIn,
    energyConsented: row.energyConsented,
    entertainmentConsented: row.entertainmentConsented,
    councilConsented: row.councilConsented,
    waterConsented: row.waterConsented,
    councilIsMandatory: isProductMandatory(offers.council as ProductOfferedStatus),
    waterIsMandatory: isProductMandatory(offers.water as ProductOfferedStatus),
    energyOfferedStatus: offers.energy,
    entertainmentOfferedStatus: offers.entertainment,
    councilComplete: row.councilComplete,
    waterComplete: row.waterComplete,
    energyComplete: row.energyComplete,
    energySkipped: row.energySkipped,
    entertainmentComplete: row.entertainmentComplete,
    entertainmentSkipped: row.entertainmentSkipped,
    skyComplete: row.skyComplete,
    broadbandComplete: row.broadbandComplete,
    wombbUserConfirmed: row.wombbUserConfirmed,
    wombbComplete: row.wombbComplete,
    wombbSkipped: row.wombbSkipped,
    councilRegistrationConfirmed: row.councilRegistrationConfirmed,
    waterRegistrationConfirmed: row.waterRegistrationConfirmed,
    confirmationPageLastViewed: row.confirmationPageLastViewedAt?.toISOString() ?? null,
    isMeterInfoValid: row.isMeterInfoValid,
    quotableEnergy: row.quotableEnergy,
    fuelType: row.fuelType,
    isMixedMeters: row.isMixedMeters,
    isGasPayg: row.isGasPayg,
    isElecPayg: row.isElecPayg,
    hasGasSmartMeter: row.hasGasSmartMeter,
    hasElecSmartMeter: row.hasElecSmartMeter,
    economy7: row.economy7,
    supportsFastSwitch: row.supportsFastSwitch,
    fuelSupplyChecked: row.fuelSupplyChecked,
    supplyElec: row.supplyElec,
    supplyGas: row.supplyGas,
    meterType: meterTypeOf(row),
    supplyStatus: supplyStatusOf(row),
    hasStoredTariff: storedTariffs.hasStoredTariff,
    hasStoredSecondaryTariff: storedTariffs.hasStoredSecondaryTariff,
  };
}
