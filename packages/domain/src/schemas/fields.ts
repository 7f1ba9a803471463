import { toNormalised } from 'postcode';
import { z } from 'zod';
import {
  ageOn,
  isIsoDate,
  parseDayMonthYear,
  parseDisplayDate,
  type DayMonthYear,
  type IsoDate,
} from '../dates/calendar-date';
import { hasHiddenCharacters, hiddenCharactersMessage } from './hidden-characters';
import {
  MOBILE_MAX_LENGTH,
  MOBILE_MESSAGES,
  MOBILE_PATTERN,
  type MobileMessages,
} from './mobile-number';

/**
 * Field schemas shared by every form and route, each with the spec's words beside its rule
 * (portal-access section 5). A field fails with exactly one message, the first one a person
 * needs to read: later checks pass over a value an earlier check refused. (No check aborts,
 * so rules across fields, like a lead's "address key or postcode", still run.)
 */

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Optional in a JSON or form-encoded body: an empty string or null counts as "not given". Used
 * by bodies built outside a form (partner leads, comm-click links), where blanks are common.
 */
export function optionalInBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

// Every field refuses hidden characters (NUL, tabs, line breaks) inside its value.
export { hasHiddenCharacters, hiddenCharactersMessage };

// ── Title ─────────────────────────────────────────────────────────────────────────────────

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

export const TITLE_MESSAGES = {
  required: 'Please enter your Title',
  invalid: 'Invalid Title provided',
} as const;

export const titleSchema = z.enum(TITLES, {
  error: (issue) => (isBlank(issue.input) ? TITLE_MESSAGES.required : TITLE_MESSAGES.invalid),
});

// ── Names ─────────────────────────────────────────────────────────────────────────────────

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * Letters of any script with their accents (\p{L}, \p{M}), apostrophes (' and ’), hyphens and
 * spaces, with at least one letter: O'Brien, D'Souza, Zoë, Ó Briain, Nguyễn. Digits, other symbols
 * and hidden characters are refused (docs/decisions.md: wider than the spec's letters only).
 */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}'’ -]+$/u;

export type NameMessages = { tooShort: string; tooLong: string; invalidCharacters: string };

/** The name messages for a field's label, e.g. 'First name' or 'Surname'. */
export function nameMessages(label: string): NameMessages {
  return {
    tooShort: `The length of ${label} must be at least of ${NAME_MIN_LENGTH} characters`,
    tooLong: `${label} must be ${NAME_MAX_LENGTH} characters or fewer`,
    invalidCharacters: `${label} cannot contain numbers or special characters`,
  };
}

/** A trimmed name of 2 to 50 characters (letters, apostrophes, hyphens, spaces), in NFC. */
export function nameSchema(label: string, messages: NameMessages = nameMessages(label)) {
  const hasLength = (name: string) =>
    name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH;
  return z
    .string({ error: messages.tooShort })
    .trim()
    .normalize('NFC')
    .min(NAME_MIN_LENGTH, { error: messages.tooShort })
    .max(NAME_MAX_LENGTH, { error: messages.tooLong })
    .refine((name) => !hasLength(name) || NAME_PATTERN.test(name), {
      error: messages.invalidCharacters,
    });
}

export const FIRST_NAME_LABEL = 'First name';
export const SURNAME_LABEL = 'Surname';

// ── E-mail ────────────────────────────────────────────────────────────────────────────────

export const EMAIL_MAX_LENGTH = 100;

export type EmailMessages = { required: string; invalid: string };

export const EMAIL_MESSAGES: EmailMessages = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
};

/** A trimmed e-mail address of at most 100 characters. */
export function emailSchema(messages: EmailMessages = EMAIL_MESSAGES) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine(
      (email) => email === '' || (email.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(email)),
      { error: messages.invalid },
    );
}

// ── Password ──────────────────────────────────────────────────────────────────────────────

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_MESSAGE = 'Please ensure your password match the criteria above';

export type PasswordHint = {
  id: 'length' | 'upperAndLowerCase' | 'number' | 'specialCharacter';
  text: string;
  isMetBy: (password: string) => boolean;
};

/** The criteria shown beside the password field, ticked as the mover types. */
export const PASSWORD_HINTS: readonly PasswordHint[] = [
  {
    id: 'length',
    text: `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`,
    isMetBy: (password) =>
      password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  {
    id: 'upperAndLowerCase',
    text: 'Uppercase and lowercase',
    isMetBy: (password) => /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  },
  { id: 'number', text: 'Number(s)', isMetBy: (password) => /\d/.test(password) },
  {
    id: 'specialCharacter',
    text: 'Special character(s)',
    isMetBy: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

/**
 * 6 to 32 characters with a lower and an upper case letter, a digit and a special character; a
 * hidden character (NUL, tab, line break) is no special character.
 */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .refine(
    (password) =>
      PASSWORD_HINTS.every((hint) => hint.isMetBy(password)) && !hasHiddenCharacters(password),
    { error: PASSWORD_MESSAGE },
  );

// ── Mobile ────────────────────────────────────────────────────────────────────────────────

export { MOBILE_MAX_LENGTH, MOBILE_MESSAGES, type MobileMessages };

/** A UK mobile number: 07 and nine more digits, no spaces inside. */
export function mobileSchema(messages: MobileMessages = MOBILE_MESSAGES) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), {
      error: messages.invalid,
    });
}

// ── Dates ─────────────────────────────────────────────────────────────────────────────────

/**
 * A date as a form holds it (the three inputs) or as a body carries it: 'yyyy-MM-dd', an ISO
 * date-time at midnight UTC (the personal details payload), or 'dd/MM/yyyy' (a CSV cell).
 * One schema therefore serves the form's resolver and the route; its output is always an IsoDate.
 */
export type DateInput = string | Partial<DayMonthYear>;

const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0{1,3})?)?Z$/;

/** The calendar date a date input holds: 'blank' when nothing was entered, null when not a date. */
export function readDateInput(input: DateInput): IsoDate | 'blank' | null {
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return 'blank';
    if (isIsoDate(text)) return text;
    const midnight = MIDNIGHT_UTC.exec(text)?.[1];
    if (midnight !== undefined) return isIsoDate(midnight) ? midnight : null;
    return parseDisplayDate(text);
  }
  const parts = { day: input.day ?? '', month: input.month ?? '', year: input.year ?? '' };
  if (isBlank(parts.day) && isBlank(parts.month) && isBlank(parts.year)) return 'blank';
  return parseDayMonthYear(parts);
}

/** A rule on a real date: the message to show, or null when the date passes. */
export type DateRule = (date: IsoDate) => string | null;

export type DateFieldOptions = { required: string; invalid: string; rules?: readonly DateRule[] };

/** A date field: required, a real date, then each rule in order; the first failure is shown. */
export function dateFieldSchema({ required, invalid, rules = [] }: DateFieldOptions) {
  return z
    .union(
      [
        z.string(),
        z.object({
          day: z.string().optional(),
          month: z.string().optional(),
          year: z.string().optional(),
        }),
      ],
      { error: required },
    )
    .transform((input, ctx): IsoDate => {
      const date = readDateInput(input);
      const message = date === 'blank' ? required : date === null ? invalid : firstBrokenRule(date);
      if (date === 'blank' || date === null || message !== null) {
        ctx.addIssue({ code: 'custom', message: message ?? invalid, input });
        return z.NEVER;
      }
      return date;
    });

  function firstBrokenRule(date: IsoDate): string | null {
    for (const rule of rules) {
      const message = rule(date);
      if (message !== null) return message;
    }
    return null;
  }
}

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 99;

export type DateOfBirthMessages = {
  required: string;
  invalid: string;
  tooYoung: string;
  tooOld: string;
};

export const DATE_OF_BIRTH_MESSAGES: DateOfBirthMessages = {
  required: 'Please enter a valid Date of Birth',
  invalid: 'Please enter a valid Date of Birth',
  tooYoung: `You must be at least ${MIN_AGE_YEARS} years of age to sign up`,
  tooOld: `If you're over ${MAX_AGE_YEARS}, please reach out via the 'Get in touch' section at the bottom of the page`,
};

/** A date of birth for someone aged 18 to 99 on `today`. */
export function dateOfBirthSchema({
  today,
  messages = DATE_OF_BIRTH_MESSAGES,
}: {
  today: IsoDate;
  messages?: DateOfBirthMessages;
}) {
  return dateFieldSchema({
    required: messages.required,
    invalid: messages.invalid,
    rules: [
      (date) => (ageOn(date, today) < MIN_AGE_YEARS ? messages.tooYoung : null),
      (date) => (ageOn(date, today) > MAX_AGE_YEARS ? messages.tooOld : null),
    ],
  });
}

// ── Postcode ──────────────────────────────────────────────────────────────────────────────

export const POSTCODE_MAX_LENGTH = 8;

export type PostcodeMessages = { required: string; invalid: string };

export const POSTCODE_MESSAGES: PostcodeMessages = {
  required: 'Please tell me the postcode of your new home',
  invalid: "We don't recognise this postcode",
};

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not a UK postcode (or holds a tab or line break inside). */
export function normalisePostcode(value: string): string | null {
  if (hasHiddenCharacters(value.trim())) return null;
  const normalised = toNormalised(value.trim());
  return normalised !== null && normalised.length <= POSTCODE_MAX_LENGTH ? normalised : null;
}

/** A UK postcode in any case and spacing, normalised to 'SW1A 1AA'. */
export function postcodeSchema(messages: PostcodeMessages = POSTCODE_MESSAGES) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .transform((value, ctx) => {
      if (value === '') return value;
      const postcode = normalisePostcode(value);
      if (postcode === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid, input: value });
        return z.NEVER;
      }
      return postcode;
    });
}

// ── Address lines ─────────────────────────────────────────────────────────────────────────

export const ADDRESS_LINE_MAX_LENGTH = 100;

export function addressLineTooLongMessage(label: string): string {
  return `${label} must be ${ADDRESS_LINE_MAX_LENGTH} characters or fewer`;
}

/** No hidden characters inside a line whose length passed (so a line fails with one message). */
function withoutHiddenCharacters(label: string) {
  return [
    (line: string) => line.length > ADDRESS_LINE_MAX_LENGTH || !hasHiddenCharacters(line),
    { error: hiddenCharactersMessage(label) },
  ] as const;
}

/** A required address line: trimmed, at most 100 characters, no tabs, line breaks or NUL. */
export function requiredAddressLineSchema({
  label,
  required,
}: {
  label: string;
  required: string;
}) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(ADDRESS_LINE_MAX_LENGTH, { error: addressLineTooLongMessage(label) })
    .refine(...withoutHiddenCharacters(label));
}

/** An optional address line: trimmed, at most 100 characters, no hidden characters, '' when not given. */
export function optionalAddressLineSchema({ label }: { label: string }) {
  return z
    .string()
    .trim()
    .max(ADDRESS_LINE_MAX_LENGTH, { error: addressLineTooLongMessage(label) })
    .refine(...withoutHiddenCharacters(label))
    .default('');
}

/** Free text that no person reads as a field (a source tag, an address as one line): no hidden characters. */
export function plainTextSchema({ label, maxLength }: { label: string; maxLength: number }) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .refine((text) => !hasHiddenCharacters(text), { error: hiddenCharactersMessage(label) });
}

// ── Tokens ────────────────────────────────────────────────────────────────────────────────

export const TOKEN_MAX_LENGTH = 512;
/** URL-safe characters only (base64url, hex, UUIDs). */
const TOKEN_PATTERN = /^[\w.~-]+$/;

/** An opaque token from a link (save-and-continue, confirm, reset, channel). */
export function linkTokenSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((token) => token.length <= TOKEN_MAX_LENGTH && TOKEN_PATTERN.test(token), {
      error: message,
    });
}
