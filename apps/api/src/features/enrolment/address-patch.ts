import { energyFactsOf, UNKNOWN_SUPPLY_ENERGY_FACTS } from '@threshold/domain/journey/energy-facts';
import type { AddressRecord } from '../../providers/addresses/address-provider';
import type { EnrolmentPatch } from './enrolment.repo';

/**
 * The enrolment's new-home columns for an address the provider resolved (moving details, onboarding),
 * with the energy facts its supply data gives (fuel type, meter facts, whether energy can be quoted).
 */
export function lookedUpAddressPatch(record: AddressRecord): EnrolmentPatch {
  return {
    addressKey: record.addressKey,
    isManualAddress: false,
    houseNumber: record.houseNumber,
    houseName: record.houseName,
    addressLine1: record.addressLine1,
    addressLine2: record.addressLine2,
    addressLine3: record.addressLine3,
    addressLine4: record.addressLine4,
    town: record.town,
    county: record.county,
    postcode: record.postcode,
    nation: record.nation,
    isDomestic: record.isDomestic,
    ...energyFactsOf(record.supply, record.isDomestic),
  };
}

/** An address typed in by hand has no supply data: the energy facts of a previous address are cleared. */
export const TYPED_ADDRESS_ENERGY_PATCH: EnrolmentPatch = { ...UNKNOWN_SUPPLY_ENERGY_FACTS };
