import { z } from 'zod';
import type { BrandColours, BrandFlag, Branding } from '../schemas/brand';
import { emailSchema, hasHiddenCharacters, hiddenCharactersMessage } from '../schemas/fields';
import {
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  WCAG_AA_TEXT_CONTRAST,
} from './colour-contrast';
import { partnerBrandSchema } from './partner-users';

/**
 * A brand's settings as its partner's owners change them in the console (issue 22, Brand): logo,
 * colours, support phone and e-mail, and the flags a partner may sensibly set. Each value is the
 * brand's own, or null to inherit it from the brand above (branch → sub-partner → partner →
 * default), as brand.service.ts resolves them. Colours are refused below WCAG AA contrast.
 */

// ── Fields ─────────────────────────────────────────────────────────────────────────────────────

export const BRAND_COLOUR_FIELDS = [
  'primary',
  'primaryText',
  'accent',
  'headerBackground',
  'headerText',
] as const satisfies readonly (keyof BrandColours)[];
export type BrandColourField = (typeof BRAND_COLOUR_FIELDS)[number];

/**
 * The flags a partner may set: how its movers log in (a code instead of a password), whether they
 * may type an address the lookup does not find, and the note under a chosen address. The others
 * stay with Threshold's operators: the onboarding journey is an experiment Threshold runs, faster
 * switching, priority access and half-hourly settlement consent depend on suppliers' contracts and
 * regulation, and the combined council-and-water journey goes with the products an operator offers.
 */
export const PARTNER_BRAND_FLAGS = [
  'otpLogin',
  'manualAddress',
  'selectedAddressInfoBox',
] as const satisfies readonly BrandFlag[];
export type PartnerBrandFlag = (typeof PARTNER_BRAND_FLAGS)[number];

export const BRAND_TEXT_FIELDS = ['logoAlt', 'supportPhone', 'supportEmail'] as const;

/** Every setting's name as the console shows it (form labels, the audit list). */
export const BRAND_SETTING_LABELS = {
  logoUrl: 'Logo',
  logoAlt: 'Logo text',
  primary: 'Primary colour',
  primaryText: 'Text on primary colour',
  accent: 'Accent colour',
  headerBackground: 'Header background colour',
  headerText: 'Header text colour',
  supportPhone: 'Support phone number',
  supportEmail: 'Support email address',
  otpLogin: 'Movers log in with a code sent by email',
  manualAddress: 'Movers may type an address the search does not find',
  selectedAddressInfoBox: 'Show a note under the address a mover chooses',
} as const;
export type BrandSettingName = keyof typeof BRAND_SETTING_LABELS;

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const BRAND_OWNER_ONLY_MESSAGE =
  'Only an owner of your organisation can change its brand. Ask an owner to make this change.';
export const BRAND_NOT_FOUND_MESSAGE = 'We could not find that brand.';
export const BRAND_LOGO_MAX_BYTES = 512 * 1024;
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BrandLogoType = (typeof BRAND_LOGO_TYPES)[number];
export const BRAND_LOGO_TYPE_MESSAGE =
  'The logo must be a PNG, JPEG or WebP image (SVG is not accepted: export it as PNG).';
export const BRAND_LOGO_SIZE_MESSAGE = 'The logo must be 512 KB or smaller.';
export const BRAND_LOGO_EMPTY_MESSAGE = 'Choose a logo file to upload.';
export const BRAND_PHONE_MESSAGE =
  'Enter a UK phone number with its area code, like 020 7946 0321.';
export const BRAND_EMAIL_MESSAGES = {
  required: 'Enter the support email address, or leave it empty to use the one above.',
  invalid: 'Enter a valid support email address, like help@example.com.',
};
export const BRAND_LOGO_ALT_MESSAGE =
  'Enter the logo text (your brand’s name as the logo shows it), up to 100 characters.';

export function brandColourMessage(field: BrandColourField): string {
  return `${BRAND_SETTING_LABELS[field]} must be a colour like #1d4ed8.`;
}

// ── Contrast ───────────────────────────────────────────────────────────────────────────────────

/**
 * The text-on-background pairs checked at WCAG AA (4.5:1): button and link text on the primary
 * colour, and the header's text on its background. The accent colour is only a decorative stripe
 * beside text that says everything on its own (card and notice edges), which WCAG asks no contrast
 * of, so it is not checked.
 */
export const BRAND_CONTRAST_PAIRS = [
  { text: 'primaryText', background: 'primary', subject: 'Button text on the primary colour' },
  {
    text: 'headerText',
    background: 'headerBackground',
    subject: 'Header text on the header background',
  },
] as const satisfies readonly {
  text: BrandColourField;
  background: BrandColourField;
  subject: string;
}[];
export type BrandContrastPair = (typeof BRAND_CONTRAST_PAIRS)[number];

export type BrandContrastCheck = {
  pair: BrandContrastPair;
  /** Null when either colour is not a valid #rrggbb yet. */
  ratio: number | null;
  passes: boolean;
  /** Null when it passes. */
  message: string | null;
};

export function brandContrastMessage(pair: BrandContrastPair, ratio: number): string {
  return (
    `${pair.subject} has a contrast of ${formatContrastRatio(ratio)}. WCAG AA needs at least ` +
    `${WCAG_AA_TEXT_CONTRAST}:1: make one of the two colours darker or lighter.`
  );
}

/** Each pair's ratio and whether it passes, for colours as the mover would see them. */
export function checkBrandContrast(
  colours: Record<BrandColourField, string>,
): BrandContrastCheck[] {
  return BRAND_CONTRAST_PAIRS.map((pair) => {
    const text = colours[pair.text];
    const background = colours[pair.background];
    if (!isHexColour(text) || !isHexColour(background))
      return { pair, ratio: null, passes: false, message: null };
    const ratio = contrastRatio(text, background);
    const passes = ratio >= WCAG_AA_TEXT_CONTRAST;
    return { pair, ratio, passes, message: passes ? null : brandContrastMessage(pair, ratio) };
  });
}

/** The failing pairs' messages, keyed by the text colour's field. */
export function brandContrastErrors(
  colours: Record<BrandColourField, string>,
): Partial<Record<BrandColourField, string>> {
  const errors: Partial<Record<BrandColourField, string>> = {};
  for (const check of checkBrandContrast(colours))
    if (check.message) errors[check.pair.text] = check.message;
  return errors;
}

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

/** A UK number with its area code: 0 and 9 or 10 more digits, or +44 and 9 or 10; spaces allowed. */
const UK_PHONE = /^(?:0|\+44)\d{9,10}$/;

export function isUkPhoneNumber(value: string): boolean {
  return value.length <= 20 && UK_PHONE.test(value.replace(/ /g, ''));
}

const colourSchema = (field: BrandColourField) =>
  z
    .string({ error: brandColourMessage(field) })
    .trim()
    .refine(isHexColour, { error: brandColourMessage(field) })
    .transform((value) => value.toLowerCase());

const supportPhoneSchema = z
  .string({ error: BRAND_PHONE_MESSAGE })
  .trim()
  .refine(isUkPhoneNumber, { error: BRAND_PHONE_MESSAGE })
  .transform((value) => value.replace(/ +/g, ' '));

const supportEmailSchema = emailSchema(BRAND_EMAIL_MESSAGES).transform((value) =>
  value.toLowerCase(),
);

const logoAltSchema = z
  .string({ error: BRAND_LOGO_ALT_MESSAGE })
  .trim()
  .min(1, { error: BRAND_LOGO_ALT_MESSAGE })
  .max(100, { error: BRAND_LOGO_ALT_MESSAGE })
  .refine((text) => !hasHiddenCharacters(text), {
    error: hiddenCharactersMessage(BRAND_SETTING_LABELS.logoAlt),
  });

/** A brand's own settings: null where it inherits from the brand above. */
export const brandSettingsSchema = z.object({
  logoUrl: z.string().nullable(),
  logoAlt: z.string().nullable(),
  primary: z.string().nullable(),
  primaryText: z.string().nullable(),
  accent: z.string().nullable(),
  headerBackground: z.string().nullable(),
  headerText: z.string().nullable(),
  supportPhone: z.string().nullable(),
  supportEmail: z.string().nullable(),
  otpLogin: z.boolean().nullable(),
  manualAddress: z.boolean().nullable(),
  selectedAddressInfoBox: z.boolean().nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The same settings with every value resolved (what a mover sees, or what null inherits). */
export const resolvedBrandSettingsSchema = z.object({
  logoUrl: z.string(),
  logoAlt: z.string(),
  primary: z.string(),
  primaryText: z.string(),
  accent: z.string(),
  headerBackground: z.string(),
  headerText: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  otpLogin: z.boolean(),
  manualAddress: z.boolean(),
  selectedAddressInfoBox: z.boolean(),
});
export type ResolvedBrandSettings = z.infer<typeof resolvedBrandSettingsSchema>;

/** The console's settings out of a resolved branding answer. */
export function resolvedSettingsOf(branding: Branding): ResolvedBrandSettings {
  return {
    logoUrl: branding.logoUrl,
    logoAlt: branding.logoAlt,
    ...branding.colours,
    supportPhone: branding.supportPhone,
    supportEmail: branding.supportEmail,
    otpLogin: branding.flags.otpLogin,
    manualAddress: branding.flags.manualAddress,
    selectedAddressInfoBox: branding.flags.selectedAddressInfoBox,
  };
}

/** A brand's own values over what it inherits: what its movers would see. */
export function resolveBrandSettings(
  own: BrandSettings,
  inherited: ResolvedBrandSettings,
): ResolvedBrandSettings {
  const resolved = { ...inherited };
  for (const [name, value] of Object.entries(own) as [BrandSettingName, unknown][])
    if (value !== null) (resolved as Record<string, unknown>)[name] = value;
  return resolved;
}

/**
 * PATCH /api/partner/brands/{brandId}: the settings to change, each a value or null (inherit from
 * the brand above); the logo itself is uploaded, so its URL can only be removed here.
 */
export const brandSettingsPatchSchema = z
  .object({
    logoUrl: z.null().optional(),
    logoAlt: logoAltSchema.nullable().optional(),
    primary: colourSchema('primary').nullable().optional(),
    primaryText: colourSchema('primaryText').nullable().optional(),
    accent: colourSchema('accent').nullable().optional(),
    headerBackground: colourSchema('headerBackground').nullable().optional(),
    headerText: colourSchema('headerText').nullable().optional(),
    supportPhone: supportPhoneSchema.nullable().optional(),
    supportEmail: supportEmailSchema.nullable().optional(),
    otpLogin: z.boolean().nullable().optional(),
    manualAddress: z.boolean().nullable().optional(),
    selectedAddressInfoBox: z.boolean().nullable().optional(),
  })
  .strict();
export type BrandSettingsPatch = z.output<typeof brandSettingsPatchSchema>;

/** Only the settings a patch really changes, with their values before and after. */
export function changedSettings(
  own: BrandSettings,
  patch: Partial<BrandSettings>,
): { before: Partial<BrandSettings>; after: Partial<BrandSettings> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch) as [BrandSettingName, unknown][]) {
    if (value === undefined || own[name] === value) continue;
    before[name] = own[name];
    after[name] = value;
  }
  return { before: before as Partial<BrandSettings>, after: after as Partial<BrandSettings> };
}

// ── The console's form ─────────────────────────────────────────────────────────────────────────

/** The form's values: text as typed ('' inherits), flags as 'inherit', 'on' or 'off'. */
export type BrandSettingsFormValues = Record<
  'logoAlt' | 'supportPhone' | 'supportEmail' | BrandColourField,
  string
> &
  Record<PartnerBrandFlag, 'inherit' | 'on' | 'off'>;

export function brandSettingsFormValues(own: BrandSettings): BrandSettingsFormValues {
  const flag = (value: boolean | null) => (value === null ? 'inherit' : value ? 'on' : 'off');
  return {
    logoAlt: own.logoAlt ?? '',
    primary: own.primary ?? '',
    primaryText: own.primaryText ?? '',
    accent: own.accent ?? '',
    headerBackground: own.headerBackground ?? '',
    headerText: own.headerText ?? '',
    supportPhone: own.supportPhone ?? '',
    supportEmail: own.supportEmail ?? '',
    otpLogin: flag(own.otpLogin),
    manualAddress: flag(own.manualAddress),
    selectedAddressInfoBox: flag(own.selectedAddressInfoBox),
  };
}

const orInherit = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema]);
const flagChoice = z
  .enum(['inherit', 'on', 'off'])
  .transform((choice) => (choice === 'inherit' ? null : choice === 'on'));

/**
 * The console's form, checked as the API checks a patch, and the contrast of the colours the
 * mover would see (an empty colour inherits `inherited`'s).
 */
export function brandSettingsFormSchema(inherited: ResolvedBrandSettings) {
  return z
    .object({
      logoAlt: orInherit(logoAltSchema),
      primary: orInherit(colourSchema('primary')),
      primaryText: orInherit(colourSchema('primaryText')),
      accent: orInherit(colourSchema('accent')),
      headerBackground: orInherit(colourSchema('headerBackground')),
      headerText: orInherit(colourSchema('headerText')),
      supportPhone: orInherit(supportPhoneSchema),
      supportEmail: orInherit(supportEmailSchema),
      otpLogin: flagChoice,
      manualAddress: flagChoice,
      selectedAddressInfoBox: flagChoice,
    })
    .superRefine((values, context) => {
      const colours = Object.fromEntries(
        BRAND_COLOUR_FIELDS.map((field) => [field, values[field] ?? inherited[field]]),
      ) as Record<BrandColourField, string>;
      for (const [field, message] of Object.entries(brandContrastErrors(colours)))
        context.addIssue({ code: 'custom', path: [field], message });
    });
}

// ── The logo ───────────────────────────────────────────────────────────────────────────────────

/**
 * The image type its first bytes say, whatever the file's name or declared type: PNG's signature,
 * JPEG's start of image, WebP's RIFF container. Anything else (SVG, which can carry script, GIF,
 * a renamed document) is null.
 */
export function imageTypeOf(bytes: Uint8Array): BrandLogoType | null {
  const starts = (offset: number, expected: readonly number[]) =>
    bytes.length >= offset + expected.length &&
    expected.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF", four bytes of length, "WEBP".
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50]))
    return 'image/webp';
  return null;
}

/** The browser's check before uploading (the API checks the bytes again): a message, or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return BRAND_LOGO_EMPTY_MESSAGE;
  if (!(BRAND_LOGO_TYPES as readonly string[]).includes(file.type)) return BRAND_LOGO_TYPE_MESSAGE;
  if (file.size > BRAND_LOGO_MAX_BYTES) return BRAND_LOGO_SIZE_MESSAGE;
  return null;
}

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

export const partnerBrandSettingsSchema = z.object({
  brand: partnerBrandSchema,
  /** The mover's landing page of this brand, e.g. "/harbour-lettings/101/". */
  landingPath: z.string(),
  /** The brand's own values (null: inherited). */
  settings: brandSettingsSchema,
  /** What a null inherits: the brand above's resolved values. */
  inherited: resolvedBrandSettingsSchema,
  /** What its movers see now. */
  effective: resolvedBrandSettingsSchema,
});
export type PartnerBrandSettings = z.infer<typeof partnerBrandSettingsSchema>;

/** GET /api/partner/brands */
export const partnerBrandsSettingsSchema = z.object({
  /** Owners may change them; staff read them. */
  canEdit: z.boolean(),
  brands: z.array(partnerBrandSettingsSchema),
});
export type PartnerBrandsSettings = z.infer<typeof partnerBrandsSettingsSchema>;

export const brandIdParamsSchema = z.object({ brandId: z.coerce.number().int().positive() });

const auditValue = z.union([z.string(), z.boolean(), z.null()]);

/** One audited change: who made it (their e-mail then), when, and the changed settings. */
export const brandChangeSchema = z.object({
  id: z.string(),
  brandId: z.number().int(),
  at: z.string(),
  by: z.string(),
  before: z.record(z.string(), auditValue),
  after: z.record(z.string(), auditValue),
});
export type BrandChange = z.infer<typeof brandChangeSchema>;

/** GET /api/partner/brands/{brandId}/changes: newest first. */
export const brandChangesSchema = z.object({ changes: z.array(brandChangeSchema) });
export type BrandChanges = z.infer<typeof brandChangesSchema>;
