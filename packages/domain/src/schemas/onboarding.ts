import { z } from 'zod';
import type { IsoDate } from '../dates/calendar-date';
import { checkMoveInDate } from '../dates/move-in-date';
import { counted } from '../messages/counted';
import type { MoveInDateLimits } from './brand';
import {
  ADDRESS_LINE_MAX_LENGTH,
  FIRST_NAME_LABEL,
  SURNAME_LABEL,
  dateFieldSchema,
  dateOfBirthSchema,
  hasHiddenCharacters,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  nameMessages,
  nameSchema,
  optionalAddressLineSchema,
  plainTextSchema,
  postcodeSchema,
  requiredAddressLineSchema,
} from './fields';
import { enrolmentSchema } from './enrolment';
import { contactEmailSchema, contactMobileSchema, verifyPostcodeSchema } from './otp';
import { tokenResponseSchema } from './token';

/** The onboarding journey (portal-access sections 2, 3, 5 and 7). */

// ── /onboarding/verify/{onboardingToken} ──────────────────────────────────────────────────

export const TERMS_REQUIRED_MESSAGE = 'Required';

/** 'Confirm your details': the new postcode and the terms box. */
export const onboardingVerifySchema = z.object({
  postcode: verifyPostcodeSchema,
  termsAccepted: z
    .boolean({ error: TERMS_REQUIRED_MESSAGE })
    .refine((isTicked) => isTicked, { error: TERMS_REQUIRED_MESSAGE }),
});
export type OnboardingVerifyInput = z.input<typeof onboardingVerifySchema>;
export type OnboardingVerify = z.output<typeof onboardingVerifySchema>;

// ── /onboarding/address ───────────────────────────────────────────────────────────────────

export const ONBOARDING_ADDRESS_MESSAGES = {
  addressRequired: 'We need your new address',
  streetRequired: 'We need your street address',
  townRequired: 'We need your town or city',
  countyRequired: 'We need your county',
} as const;

const onboardingAddressKeySchema = z
  .string({ error: ONBOARDING_ADDRESS_MESSAGES.addressRequired })
  .trim()
  .min(1, { error: ONBOARDING_ADDRESS_MESSAGES.addressRequired })
  .max(ADDRESS_LINE_MAX_LENGTH, { error: ONBOARDING_ADDRESS_MESSAGES.addressRequired })
  .refine((key) => !hasHiddenCharacters(key), {
    error: ONBOARDING_ADDRESS_MESSAGES.addressRequired,
  });

/** The longest human-readable address the journey keeps (a few address lines joined). */
export const ADDRESS_HUMAN_READABLE_MAX_LENGTH = ADDRESS_LINE_MAX_LENGTH * 3;

const chosenOnboardingAddressSchema = z.object({
  isManualAddress: z.literal(false),
  address: onboardingAddressKeySchema,
  addressHumanReadable: plainTextSchema({
    label: 'Address',
    maxLength: ADDRESS_HUMAN_READABLE_MAX_LENGTH,
  }).default(''),
});

const manualOnboardingAddressSchema = z.object({
  isManualAddress: z.literal(true),
  manualAddressStreetOne: requiredAddressLineSchema({
    label: 'Street address',
    required: ONBOARDING_ADDRESS_MESSAGES.streetRequired,
  }),
  manualAddressStreetTwo: optionalAddressLineSchema({ label: 'Street address line 2' }),
  manualAddressTown: requiredAddressLineSchema({
    label: 'Town or city',
    required: ONBOARDING_ADDRESS_MESSAGES.townRequired,
  }),
  manualAddressCounty: requiredAddressLineSchema({
    label: 'County',
    required: ONBOARDING_ADDRESS_MESSAGES.countyRequired,
  }),
});

/** 'Select your new address' (isManualAddress false) or 'Enter your new address' (true). */
export const onboardingAddressSchema = z.discriminatedUnion(
  'isManualAddress',
  [chosenOnboardingAddressSchema, manualOnboardingAddressSchema],
  { error: ONBOARDING_ADDRESS_MESSAGES.addressRequired },
);
export type OnboardingAddressInput = z.input<typeof onboardingAddressSchema>;
export type OnboardingAddress = z.output<typeof onboardingAddressSchema>;

// ── /onboarding/contact ───────────────────────────────────────────────────────────────────

/** "What's your email address?" */
export const onboardingEmailSchema = z.object({ emailAddress: contactEmailSchema });
export type OnboardingEmail = z.infer<typeof onboardingEmailSchema>;

/** "What's your mobile number?" */
export const onboardingMobileSchema = z.object({ phoneNumber: contactMobileSchema });
export type OnboardingMobile = z.infer<typeof onboardingMobileSchema>;

// ── /onboarding/edit/{key} ────────────────────────────────────────────────────────────────

export const ONBOARDING_EDIT_KEYS = [
  'firstName',
  'surname',
  'dateOfBirth',
  'address',
  'moveInDate',
] as const;
export type OnboardingEditKey = (typeof ONBOARDING_EDIT_KEYS)[number];

/** An unknown key in /onboarding/edit/{key} goes back to confirm. */
export function isOnboardingEditKey(key: string): key is OnboardingEditKey {
  return (ONBOARDING_EDIT_KEYS as readonly string[]).includes(key);
}

/** The labels of the review page; a saved edit says '{label} updated'. */
export const ONBOARDING_EDIT_LABELS: Record<OnboardingEditKey, string> = {
  firstName: FIRST_NAME_LABEL,
  surname: 'Last name',
  dateOfBirth: 'Date of birth',
  address: 'New address',
  moveInDate: 'Move-in date',
};

export const NAME_TOO_SHORT_MESSAGE = "That name doesn't look long enough";
export const NOT_A_REAL_DATE_MESSAGE = "That's not a real date";
export const ONBOARDING_POSTCODE_MESSAGE = "That postcode doesn't look quite right";

/** A name on an edit page: too short (or empty) has its own words; the rest as everywhere. */
export function onboardingNameSchema(label: string) {
  return nameSchema(label, { ...nameMessages(label), tooShort: NAME_TOO_SHORT_MESSAGE });
}

export type OnboardingEditOptions = {
  today: IsoDate;
  brandName: string;
  /** The brand's moving-details window: the edit accepts exactly what moving details accepts. */
  moveInDateLimits: MoveInDateLimits;
};

export function onboardingDateOfBirthMessages(brandName: string) {
  return {
    required: "You haven't entered your date of birth",
    invalid: NOT_A_REAL_DATE_MESSAGE,
    tooYoung: `You need to be ${MIN_AGE_YEARS} or over to use ${brandName}`,
    tooOld: `You need to be ${MAX_AGE_YEARS} or under to use ${brandName}`,
  };
}

export function onboardingDateOfBirthSchema({
  today,
  brandName,
}: Pick<OnboardingEditOptions, 'today' | 'brandName'>) {
  return dateOfBirthSchema({ today, messages: onboardingDateOfBirthMessages(brandName) });
}

/** The edit page's words (portal-access 5), with the brand's window in them. */
export function onboardingMoveInDateMessages(limits: MoveInDateLimits) {
  return {
    required: "You haven't entered your move-in date",
    invalid: NOT_A_REAL_DATE_MESSAGE,
    tooFarPast: `Date needs to be in the last ${counted(limits.maxPastMonths, 'month')}`,
    tooFarFuture: `Date needs to be in the next ${counted(limits.maxFutureDays, 'day')}`,
  } as const;
}

/**
 * A move-in date on the edit page, inside the brand's moving-details window (3 months past to 29
 * days ahead by default), not the spec's 30 days: a date accepted here is never refused by the
 * next step. The same rule as moving details' moveInDateSchema (checkMoveInDate), built here from
 * the date field so that the onboarding pages do not load that page's schemas (about 1 KB gzip).
 */
export function onboardingMoveInDateSchema({
  today,
  limits,
}: {
  today: IsoDate;
  limits: MoveInDateLimits;
}) {
  const messages = onboardingMoveInDateMessages(limits);
  return dateFieldSchema({
    required: messages.required,
    invalid: messages.invalid,
    rules: [
      (date) => {
        const check = checkMoveInDate(date, today, limits);
        return check === 'ok' ? null : messages[check];
      },
    ],
  });
}

/** The postcode searched on /onboarding/edit/address. */
export const onboardingPostcodeSchema = postcodeSchema({
  required: ONBOARDING_POSTCODE_MESSAGE,
  invalid: ONBOARDING_POSTCODE_MESSAGE,
});
export const onboardingAddressSearchSchema = z.object({ postcode: onboardingPostcodeSchema });
export type OnboardingAddressSearch = z.output<typeof onboardingAddressSearchSchema>;

/**
 * GET /onboarding/addresses[?postcode=...]: without a postcode the journey's own postcode is
 * searched; with one (the edit/address page searching another), that postcode.
 */
export const onboardingAddressesQuerySchema = z.object({
  postcode: onboardingPostcodeSchema.optional(),
});
export type OnboardingAddressesQuery = z.output<typeof onboardingAddressesQuerySchema>;

/**
 * The choice on /onboarding/edit/address: the form of `onboardingEditSchema('address', …)`, which
 * needs neither today nor the brand (so the page does not build the other fields' schemas).
 */
export const onboardingEditAddressSchema = z.object({ address: onboardingAddressKeySchema });
export type OnboardingEditAddress = z.output<typeof onboardingEditAddressSchema>;

/** The value schema of each edit key. */
export function onboardingEditValueSchemas({
  today,
  brandName,
  moveInDateLimits,
}: OnboardingEditOptions) {
  return {
    firstName: onboardingNameSchema(FIRST_NAME_LABEL),
    surname: onboardingNameSchema(SURNAME_LABEL),
    dateOfBirth: onboardingDateOfBirthSchema({ today, brandName }),
    address: onboardingAddressKeySchema,
    moveInDate: onboardingMoveInDateSchema({ today, limits: moveInDateLimits }),
  } satisfies Record<OnboardingEditKey, z.ZodType>;
}

/** The form of /onboarding/edit/{key}: one field, keyed by its name (`{ firstName: 'Ann' }`). */
export function onboardingEditSchema<K extends OnboardingEditKey>(
  key: K,
  options: OnboardingEditOptions,
) {
  const valueSchema = onboardingEditValueSchemas(options)[key];
  return z.object({ [key]: valueSchema } as {
    [P in K]: ReturnType<typeof onboardingEditValueSchemas>[K];
  });
}

// ── The journey ───────────────────────────────────────────────────────────────────────────

/** GET /onboarding/journey: everything entered so far; committedAt once committed. */
export const onboardingJourneySchema = z.object({
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  isManualAddress: z.boolean(),
  address: z.string().nullable(),
  addressHumanReadable: z.string().nullable(),
  manualAddressStreetOne: z.string().nullable(),
  manualAddressStreetTwo: z.string().nullable(),
  manualAddressTown: z.string().nullable(),
  manualAddressCounty: z.string().nullable(),
  postcode: z.string().nullable(),
  moveInDate: z.iso.date().nullable(),
  committedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OnboardingJourney = z.infer<typeof onboardingJourneySchema>;

export const ONE_CHANGE_AT_A_TIME_MESSAGE =
  'Please send the address, or exactly one of firstName, surname, dateOfBirth, address or moveInDate';

export type OnboardingJourneyUpdate =
  | { kind: 'address'; address: OnboardingAddress }
  | { kind: 'field'; key: OnboardingEditKey; value: string };

/**
 * POST /onboarding/journey: either the address step (isManualAddress with the chosen or typed
 * address) or one edited field keyed by its name. The same field schemas as the pages.
 */
export function onboardingJourneyUpdateSchema(options: OnboardingEditOptions) {
  const valueSchemas = onboardingEditValueSchemas(options);
  return z
    .record(z.string(), z.unknown(), { error: ONE_CHANGE_AT_A_TIME_MESSAGE })
    .transform((body, ctx): OnboardingJourneyUpdate => {
      if ('isManualAddress' in body) {
        const parsed = onboardingAddressSchema.safeParse(body);
        if (parsed.success) return { kind: 'address', address: parsed.data };
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        }
        return z.NEVER;
      }
      const keys = Object.keys(body);
      const key = keys[0];
      if (keys.length !== 1 || key === undefined || !isOnboardingEditKey(key)) {
        ctx.addIssue({ code: 'custom', message: ONE_CHANGE_AT_A_TIME_MESSAGE, input: body });
        return z.NEVER;
      }
      const parsed = valueSchemas[key].safeParse(body[key]);
      if (parsed.success) return { kind: 'field', key, value: parsed.data };
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] });
      }
      return z.NEVER;
    });
}

// ── Commit ────────────────────────────────────────────────────────────────────────────────

/**
 * POST /onboarding/commit-journey: the enrolment as the journey left it, and a user token when
 * the commit created the mover's (password-less) log-in; null when the caller already had one.
 */
export const onboardingCommitResponseSchema = z.object({
  enrolment: enrolmentSchema,
  token: z.nullable(tokenResponseSchema),
});
export type OnboardingCommitResponse = z.infer<typeof onboardingCommitResponseSchema>;
