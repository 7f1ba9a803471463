/** Address lookup messages (portal-access sections 5 and 8). */

/** The error message of POST /address when the address has too few details: enter it by hand. */
export const GSP_NOT_FOUND = 'GSP_NOT_FOUND';

export const NO_ADDRESSES_FOUND_MESSAGE =
  "We can't find any addresses for that postcode. Please check you've entered it correctly.";
export const NO_ADDRESSES_FOUND_MANUAL_ADDRESS_ADDITION =
  "If you have, click the 'can't find your address' link and tell us the rest of your address before proceeding.";

/** No addresses for a postcode; with the manualAddress flag on, it points at the manual link. */
export function noAddressesFoundMessage({
  isManualAddressOn,
}: {
  isManualAddressOn: boolean;
}): string {
  return isManualAddressOn
    ? `${NO_ADDRESSES_FOUND_MESSAGE} ${NO_ADDRESSES_FOUND_MANUAL_ADDRESS_ADDITION}`
    : NO_ADDRESSES_FOUND_MESSAGE;
}

export const GSP_NOT_FOUND_MESSAGE =
  "Unfortunately we weren't able to find enough details about your address. Can you provide the details below, so we can offer you the best deals?";

export const BUSINESS_ADDRESS_MESSAGE =
  'The address you have selected appears to be a business address. Please check that you have selected the correct address before continuing.';

export const COMMERCIAL_SUPPLY_MESSAGE =
  "It looks like your address has a commercial energy supply rather than a domestic one which means I can't provide you with a quotation. You'll need to check your address or obtain a commercial quotation.";
