/** The address part of the moving-details form, as movingDetailsSchema reads it. */
export type LookedUpAddressValue = {
  manualAddress: false;
  postcode: string;
  addressKey: string;
  searchComplete: boolean;
  noAddressesFound: boolean;
  isDomestic: boolean | null;
  isAbroad: boolean | null;
};

export type ManualAddressValue = {
  manualAddress: true;
  houseNameOrNumber: string;
  addressLine1: string;
  addressLine2: string;
  cityTown: string;
  postcode: string;
};

export type AddressValue = LookedUpAddressValue | ManualAddressValue;

export function lookedUpAddress(postcode = ''): LookedUpAddressValue {
  return {
    manualAddress: false,
    postcode,
    addressKey: '',
    searchComplete: false,
    noAddressesFound: false,
    isDomestic: null,
    isAbroad: null,
  };
}

export function manualAddress(postcode = ''): ManualAddressValue {
  return {
    manualAddress: true,
    houseNameOrNumber: '',
    addressLine1: '',
    addressLine2: '',
    cityTown: '',
    postcode,
  };
}

/** The size of a search's list, as its first option says it: '1 address found', '5 addresses found'. */
export function addressesFoundText(count: number): string {
  return count === 1 ? '1 address found' : `${count} addresses found`;
}

/** Where each address message links to in the error summary. */
export const ADDRESS_TARGETS = [
  ['address.postcode', 'postcode'],
  ['address.addressKey', 'addressKey'],
  ['address.houseNameOrNumber', 'houseNameOrNumber'],
  ['address.addressLine1', 'addressLine1'],
  ['address.addressLine2', 'addressLine2'],
  ['address.cityTown', 'cityTown'],
] as const;
