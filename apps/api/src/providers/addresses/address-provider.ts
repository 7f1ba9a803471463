import type { ChosenResidentialStatus } from '@threshold/domain/codes/residential-status';
import type { AddressDetails, AddressListItem } from '@threshold/domain/schemas/address';

/**
 * The outside address and property data (ARCHITECTURE: providers hide every outside system).
 * The built-in implementation reads the dataset shipped with the project; a real one would call
 * an address and meter-point service. Services never see where the data comes from.
 */

/** Facts about the electricity and gas supply at an address, used by moving details and energy. */
export type EnergySupply = {
  /**
   * Grid supply point group ('_A' to '_P'); null when the address cannot be matched to one,
   * which is the spec's GSP_NOT_FOUND: the mover must type the address in by hand. Northern
   * Ireland lies outside GB's groups: its addresses answer 'NI' (NORTHERN_IRELAND_SUPPLY_AREA).
   */
  gspGroup: string | null;
  /** The meter point is registered as non-domestic: no domestic quotation is possible. */
  isCommercialSupply: boolean;
  /**
   * Electricity meter point: in Great Britain the 13-digit MPAN core (distributor id first); in
   * Northern Ireland NIE Networks' 11-digit number beginning 81. Null when not known.
   */
  mpan: string | null;
  /** Gas meter point (MPRN, 6 to 10 digits), null when the address has no gas supply. */
  mprn: string | null;
  /** Null (both meters) when the meter point is not known, as at a GSP_NOT_FOUND address. */
  electricityMeter: 'single-rate' | 'economy-7' | 'smart' | null;
  gasMeter: 'credit' | 'smart' | null;
  /** Pay-as-you-go (prepayment) meters. */
  isElectricityPrepayment: boolean;
  isGasPrepayment: boolean;
  /** The supplier currently registered for each fuel, when known. */
  currentElectricitySupplier: string | null;
  currentGasSupplier: string | null;
};

/** An address resolved by key: what the portal shows and stores, plus its supply facts. */
export type AddressRecord = AddressDetails & { supply: EnergySupply };

/** A local authority that collects council tax. */
export type Council = { code: string; name: string; website: string };
/** A water and sewerage company. */
export type WaterBoard = { code: string; name: string; website: string };

export type ResidentialStatusOption = { value: ChosenResidentialStatus; label: string };

export type AddressProvider = {
  /** The addresses at a normalised postcode ('SW1A 1AA'); [] when the postcode has none. */
  findByPostcode(postcode: string): Promise<AddressListItem[]>;
  /** One address by its key; undefined when the key is unknown. */
  findByKey(addressKey: string): Promise<AddressRecord | undefined>;
  /** The residential statuses the moving-details select offers. */
  residentialStatuses(): Promise<ResidentialStatusOption[]>;
  /** The council for an address; undefined when none can be identified. */
  findCouncil(address: AddressRecord): Promise<Council | undefined>;
  /** The water board for an address; undefined when none can be identified. */
  findWaterBoard(address: AddressRecord): Promise<WaterBoard | undefined>;
};

/** The outside system failed or did not answer in time. Services turn it into the third-party message. */
export class AddressProviderError extends Error {
  override readonly name = 'AddressProviderError';
}

export type AddressProviderCall = keyof AddressProvider;

/**
 * A provider whose every call runs through `around` (a deadline, an injected fault). `around`
 * receives the call's name and a function that makes the call on the wrapped provider.
 */
export function aroundEachCall(
  provider: AddressProvider,
  around: <T>(call: AddressProviderCall, answer: () => Promise<T>) => Promise<T>,
): AddressProvider {
  return {
    findByPostcode: (postcode) => around('findByPostcode', () => provider.findByPostcode(postcode)),
    findByKey: (addressKey) => around('findByKey', () => provider.findByKey(addressKey)),
    residentialStatuses: () => around('residentialStatuses', () => provider.residentialStatuses()),
    findCouncil: (address) => around('findCouncil', () => provider.findCouncil(address)),
    findWaterBoard: (address) => around('findWaterBoard', () => provider.findWaterBoard(address)),
  };
}
