import {
  brandSettingsFormValues,
  checkBrandContrast,
  type BrandSettings,
  type ResolvedBrandSettings,
} from '@threshold/domain/partner/brand-settings';
import { describe, expect, it } from 'vitest';
import { checkedColours, shownColours } from './brand-colours';

const resolved: ResolvedBrandSettings = {
  logoUrl: '/brand-assets/harbour-lettings.svg',
  logoAlt: 'Harbour Lettings',
  primary: '#0b7a75',
  primaryText: '#ffffff',
  accent: '#2ec4b6',
  headerBackground: '#14213d',
  headerText: '#ffffff',
  supportPhone: '020 7946 0321',
  supportEmail: 'moving@harbour-lettings.example',
  otpLogin: false,
  manualAddress: true,
  selectedAddressInfoBox: false,
};
const own: BrandSettings = {
  logoUrl: null,
  logoAlt: null,
  primary: '#5b21b6',
  primaryText: null,
  accent: null,
  headerBackground: null,
  headerText: null,
  supportPhone: null,
  supportEmail: null,
  otpLogin: null,
  manualAddress: null,
  selectedAddressInfoBox: null,
};
const brand = { inherited: resolved, effective: { ...resolved, primary: '#5b21b6' } };

describe('the brand page’s colours as the user types', () => {
  it('previews a finished colour, the inherited one for an empty field, and the current one while half-typed', () => {
    const values = {
      ...brandSettingsFormValues(own),
      primary: '#5B21',
      headerBackground: '#EEEEEE',
      accent: '',
    };
    expect(shownColours(values, brand)).toEqual({
      primary: '#5b21b6',
      primaryText: '#ffffff',
      accent: '#2ec4b6',
      headerBackground: '#eeeeee',
      headerText: '#ffffff',
    });
  });

  it('gives no verdict on a half-typed colour, and judges an empty one by what it inherits', () => {
    const values = { ...brandSettingsFormValues(own), primary: '#5B21', headerBackground: '' };
    const [buttons, header] = checkBrandContrast(checkedColours(values, brand));
    expect(buttons).toMatchObject({ ratio: null, passes: false, message: null });
    expect(header?.passes).toBe(true);
    const pale = { ...values, primary: '#5b21b6', headerBackground: '#eeeeee' };
    const [, paleHeader] = checkBrandContrast(checkedColours(pale, brand));
    expect(paleHeader?.message).toMatch(
      /^Header text on the header background has a contrast of 1\.1:1/,
    );
  });
});
