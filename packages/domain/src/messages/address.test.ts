import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ADDRESS_MESSAGE,
  COMMERCIAL_SUPPLY_MESSAGE,
  GSP_NOT_FOUND_MESSAGE,
  noAddressesFoundMessage,
} from './address';

describe('address lookup messages', () => {
  it(`a postcode with no addresses shows "We can't find any addresses for that postcode. Please check you've entered it correctly."`, () => {
    expect(noAddressesFoundMessage({ isManualAddressOn: false })).toBe(
      "We can't find any addresses for that postcode. Please check you've entered it correctly.",
    );
  });

  it("with manual entry on it points at the 'can't find your address' link", () => {
    expect(noAddressesFoundMessage({ isManualAddressOn: true })).toBe(
      "We can't find any addresses for that postcode. Please check you've entered it correctly. If you have, click the 'can't find your address' link and tell us the rest of your address before proceeding.",
    );
  });

  it.each([
    {
      sees: 'GSP_NOT_FOUND',
      message: GSP_NOT_FOUND_MESSAGE,
      text: "Unfortunately we weren't able to find enough details about your address. Can you provide the details below, so we can offer you the best deals?",
    },
    {
      sees: 'a business address',
      message: BUSINESS_ADDRESS_MESSAGE,
      text: 'The address you have selected appears to be a business address. Please check that you have selected the correct address before continuing.',
    },
    {
      sees: 'a commercial energy supply',
      message: COMMERCIAL_SUPPLY_MESSAGE,
      text: "It looks like your address has a commercial energy supply rather than a domestic one which means I can't provide you with a quotation. You'll need to check your address or obtain a commercial quotation.",
    },
  ])('$sees shows "$text"', ({ message, text }) => {
    expect(message).toBe(text);
  });
});
