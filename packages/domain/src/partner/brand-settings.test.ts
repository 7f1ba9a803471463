import { describe, expect, it } from 'vitest';
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_SIZE_MESSAGE,
  BRAND_LOGO_TYPE_MESSAGE,
  BRAND_PHONE_MESSAGE,
  brandContrastErrors,
  brandSettingsFormSchema,
  brandSettingsFormValues,
  brandSettingsPatchSchema,
  changedSettings,
  checkBrandContrast,
  imageTypeOf,
  isUkPhoneNumber,
  logoFileProblem,
  resolveBrandSettings,
  type BrandSettings,
  type ResolvedBrandSettings,
} from './brand-settings';

const inherited: ResolvedBrandSettings = {
  logoUrl: '/brand-assets/default.svg',
  logoAlt: 'Threshold',
  primary: '#1d4ed8',
  primaryText: '#ffffff',
  accent: '#f59e0b',
  headerBackground: '#0f172a',
  headerText: '#ffffff',
  supportPhone: '0808 157 0192',
  supportEmail: 'help@threshold.example',
  otpLogin: false,
  manualAddress: true,
  selectedAddressInfoBox: false,
};
const nothingOwn: BrandSettings = {
  logoUrl: null,
  logoAlt: null,
  primary: null,
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

describe('brand contrast (WCAG AA)', () => {
  it('passes the default brand and refuses pale text on a pale button with the ratio', () => {
    expect(brandContrastErrors(inherited)).toEqual({});
    const errors = brandContrastErrors({ ...inherited, primary: '#ffff00' });
    expect(errors.primaryText).toBe(
      'Button text on the primary colour has a contrast of 1.0:1. WCAG AA needs at least 4.5:1: make one of the two colours darker or lighter.',
    );
    expect(errors.headerText).toBeUndefined();
  });

  it('does not check the decorative accent, and leaves a half-typed colour unjudged', () => {
    expect(brandContrastErrors({ ...inherited, accent: '#ffffff' })).toEqual({});
    const [buttons] = checkBrandContrast({ ...inherited, primary: '#1d4e' });
    expect(buttons).toMatchObject({ ratio: null, passes: false, message: null });
  });
});

describe('the brand settings patch', () => {
  it('takes colours in either case and stores them lower case; null inherits', () => {
    expect(brandSettingsPatchSchema.parse({ primary: '#0B7A75', accent: null })).toEqual({
      primary: '#0b7a75',
      accent: null,
    });
  });

  it('refuses a named colour, a mobile-only rule’s landline, an unknown field', () => {
    const bad = brandSettingsPatchSchema.safeParse({ headerText: 'white' });
    expect(bad.error?.issues[0]?.message).toBe('Header text colour must be a colour like #1d4ed8.');
    expect(
      brandSettingsPatchSchema.safeParse({ supportPhone: '12345' }).error?.issues[0]?.message,
    ).toBe(BRAND_PHONE_MESSAGE);
    expect(brandSettingsPatchSchema.safeParse({ supportPhone: '020 7946 0321' }).success).toBe(
      true,
    );
    expect(brandSettingsPatchSchema.safeParse({ flagPriorityAccess: true }).success).toBe(false);
    // A logo arrives by upload only: the patch may remove it, not point it elsewhere.
    expect(
      brandSettingsPatchSchema.safeParse({ logoUrl: 'https://evil.example/x.png' }).success,
    ).toBe(false);
  });

  it('knows UK phone numbers', () => {
    expect(isUkPhoneNumber('0113 496 0101')).toBe(true);
    expect(isUkPhoneNumber('+44 20 7946 0321')).toBe(true);
    expect(isUkPhoneNumber('07700900123')).toBe(true);
    expect(isUkPhoneNumber('999')).toBe(false);
    expect(isUkPhoneNumber('020 7946 0321 ext 4')).toBe(false);
  });

  it('records only what really changes', () => {
    const own = { ...nothingOwn, primary: '#0b7a75', supportPhone: '0113 496 0101' };
    expect(
      changedSettings(own, { primary: '#0b7a75', supportPhone: null, otpLogin: true }),
    ).toEqual({
      before: { supportPhone: '0113 496 0101', otpLogin: null },
      after: { supportPhone: null, otpLogin: true },
    });
  });

  it('resolves own values over inherited ones', () => {
    expect(resolveBrandSettings({ ...nothingOwn, primary: '#000000' }, inherited)).toEqual({
      ...inherited,
      primary: '#000000',
    });
  });
});

describe('the console’s brand form', () => {
  it('turns empty fields into inherit and flags into true, false or null', () => {
    const values = {
      ...brandSettingsFormValues(nothingOwn),
      primary: '#0B7A75',
      otpLogin: 'on' as const,
      manualAddress: 'off' as const,
    };
    expect(brandSettingsFormSchema(inherited).parse(values)).toEqual({
      ...nothingOwn,
      logoUrl: undefined,
      primary: '#0b7a75',
      otpLogin: true,
      manualAddress: false,
    });
  });

  it('checks contrast with the inherited colour where a field is empty', () => {
    const values = { ...brandSettingsFormValues(nothingOwn), headerBackground: '#eeeeee' };
    const parsed = brandSettingsFormSchema(inherited).safeParse(values);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['headerText']);
  });
});

describe('logo files', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
  const webp = ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
  const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');

  it('tells the type by the first bytes, never SVG', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(svg)).toBeNull();
    expect(imageTypeOf(png.slice(0, 4))).toBeNull();
  });

  it('checks a chosen file before upload', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2048 })).toBeNull();
    expect(logoFileProblem({ type: 'image/svg+xml', size: 2048 })).toBe(BRAND_LOGO_TYPE_MESSAGE);
    expect(logoFileProblem({ type: 'image/png', size: BRAND_LOGO_MAX_BYTES + 1 })).toBe(
      BRAND_LOGO_SIZE_MESSAGE,
    );
  });
});
