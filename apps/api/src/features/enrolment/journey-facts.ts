import {
  isProductMandatory,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import type { EnrolmentJourneyFacts } from '@threshold/domain/schemas/enrolment-journey-facts';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { EnrolmentRow } from './enrolment.repo';

export function journeyFactsOf(
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers'>,
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
  };
}
