import { z } from 'zod';
import { smartDataRatesFor } from '../codes/smart-data-rate';
import { energySignupStateSchema } from './energy-signup-state';

/**
 * The energy payment form (service-journeys 3 "Payment form", 5 "Bank details"): one schema for
 * the page and for PUT /api/enrolment/directdebit and /api/enrolment/setup-payg, so both sides
 * give the spec's words. Which rules apply depends on the sign-up (paymentFormSchema's context).
 */

/** service-journeys 9: account holder name at most 18; inputs limited to 8 and 6 characters. */
export const BANK_ACCOUNT_NAME_MAX_LENGTH = 18;
export const BANK_ACCOUNT_NUMBER_MAX_LENGTH = 8;
export const SORT_CODE_MAX_LENGTH = 6;
/** The direct debit guarantee's notice before a change of amount or date (service-journeys 9). */
export const DIRECT_DEBIT_NOTICE_WORKING_DAYS = 2;

/**
 * The account holder name pattern (the spec's "pattern supplied by the server", wording not
 * shown): letters, spaces, hyphens, apostrophes and full stops, starting with a letter
 * (docs/decisions.md). The page and the API read it from here.
 */
export const BANK_ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z '’.-]*$/;

export const PAYMENT_MESSAGES = {
  accountNameRequired: 'Please enter your Account Holder Name',
  accountNameTooLong: 'Cannot be longer than 18 characters',
  accountNamePattern: 'Please use only letters, spaces, hyphens, apostrophes and full stops',
  accountNumberRequired: 'Please enter your Bank Account Number',
  accountNumberInvalid: 'Please enter a valid Bank Account Number',
  sortCodeRequired: 'Please enter your Sort Code',
  sortCodeInvalid: 'Please enter a valid Sort Code',
  preferredDay: 'Please choose your preferred payment day',
  required: 'This field is required',
  /** The server's modulus check refused the pair (docs/decisions.md). */
  modulusFailed: 'Please check your sort code and account number',
  /** We keep no bank details to reuse (docs/decisions.md). */
  nothingToReuse: 'There are no saved bank details to reuse. Please enter your bank details.',
  /** A data rate the brand does not offer (half-hourly without the brand's consent flag). */
  dataRateNotOffered: 'Please choose how often your smart meter may be read from the options shown',
} as const;

/** Days of the month a direct debit can be taken on (1–28: every month has them). */
export const PREFERRED_PAYMENT_DAYS: readonly number[] = Array.from(
  { length: 28 },
  (_, i) => i + 1,
);

/** 8 digits, or 5 any characters then 3 digits (a masked number shown back). */
const ACCOUNT_NUMBER_SHAPE = /^(\d{8}|.{5}\d{3})$/;
/** 6 digits, or 3 any characters then 3 digits. */
const SORT_CODE_SHAPE = /^(\d{6}|.{3}\d{3})$/;

/** A sort code as typed ("12-34-56", "12 34 56") without its separators. */
export function withoutSortCodeSeparators(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The one message for a typed account holder name, or null when it is fine. */
export function bankAccountNameMessage(typed: string): string | null {
  const name = typed.trim();
  if (name === '') return PAYMENT_MESSAGES.accountNameRequired;
  if (name.length > BANK_ACCOUNT_NAME_MAX_LENGTH) return PAYMENT_MESSAGES.accountNameTooLong;
  if (!BANK_ACCOUNT_NAME_PATTERN.test(name)) return PAYMENT_MESSAGES.accountNamePattern;
  return null;
}

export function bankAccountNumberMessage(typed: string): string | null {
  const number = typed.trim();
  if (number === '') return PAYMENT_MESSAGES.accountNumberRequired;
  if (!ACCOUNT_NUMBER_SHAPE.test(number)) return PAYMENT_MESSAGES.accountNumberInvalid;
  return null;
}

export function sortCodeMessage(typed: string): string | null {
  const sortCode = withoutSortCodeSeparators(typed);
  if (sortCode === '') return PAYMENT_MESSAGES.sortCodeRequired;
  if (!SORT_CODE_SHAPE.test(sortCode)) return PAYMENT_MESSAGES.sortCodeInvalid;
  return null;
}

/**
 * The smart-meter acknowledgement is asked when the tariff is smart-specific and the home lacks
 * a smart meter for a fuel the tariff supplies (service-journeys 5).
 */
export function needsSmartMeterAcknowledgement(
  tariff: { isSmartSpecific: boolean; energyType: 'DualFuel' | 'Electric' | 'Gas' },
  home: { hasElecSmartMeter: boolean; hasGasSmartMeter: boolean },
): boolean {
  if (!tariff.isSmartSpecific) return false;
  const lacksElec = tariff.energyType !== 'Gas' && !home.hasElecSmartMeter;
  const lacksGas = tariff.energyType !== 'Electric' && !home.hasGasSmartMeter;
  return lacksElec || lacksGas;
}

/** What decides the form's rules. */
export type PaymentFormContext = {
  /** Monthly Direct Debit: the bank form shows; pay as you go (prepayment) has none. */
  isDirectDebit: boolean;
  /** Days offered for the payment; none offered, none required. */
  preferredDayOptions: readonly number[];
  /** The new-supplier path: the terms must be accepted (every sign-up here; docs/decisions.md). */
  isNewSupplier: boolean;
  needsSmartAcknowledgement: boolean;
  /** The brand's halfHourlySettlementConsent flag: "Every half hour" is offered only with it. */
  halfHourlyAllowed: boolean;
};

const smartBillingDataRateSchema = z.enum(['HalfHourly', 'Daily', 'Monthly']);
/** Monthly applies to billing only (service-journeys 3). */
const smartSettlementDataRateSchema = z.enum(['HalfHourly', 'Daily']);

/** The form's values as the page holds them (text as typed). */
export const paymentFormValuesSchema = z
  .object({
    reuseExistingDetails: z.boolean().default(false),
    bankAccountName: z.string().max(200).default(''),
    bankAccountNumber: z.string().max(50).default(''),
    bankAccountSortCode: z.string().max(50).default(''),
    /** A day of PREFERRED_PAYMENT_DAYS as text ('' none chosen). */
    preferredDay: z.string().max(2).default(''),
    paperMandate: z.boolean().default(false),
    termsAndConditions: z.boolean().default(false),
    /** The spec's supplier-prefixed smart-required flag. */
    smartMeterAcknowledged: z.boolean().default(false),
    /** The spec's supplier-prefixed marketing opt-in and its channels. */
    marketingEmail: z.boolean().default(false),
    marketingSms: z.boolean().default(false),
    /** The spec's supplier-prefixed foundation marketing opt-in (the supplier's charitable foundation). */
    foundationMarketing: z.boolean().default(false),
    /** The spec's supplier-prefixed group marketing opt-in (other companies in the supplier's group). */
    groupMarketing: z.boolean().default(false),
    priorityServicesRequired: z.boolean().default(false),
    /** Consent for the supplier to read the smart meter's data. */
    smartReadDataPreferences: z.boolean().default(false),
    smartBillingDataRate: smartBillingDataRateSchema.default('Monthly'),
    smartSettlementDataRate: smartSettlementDataRateSchema.default('Daily'),
  })
  .strict();
export type PaymentFormInput = z.input<typeof paymentFormValuesSchema>;
export type PaymentFormValues = z.output<typeof paymentFormValuesSchema>;

/** The form's values once valid: bank details normalised, null where they do not apply. */
export type PaymentFormOutput = Omit<
  PaymentFormValues,
  'bankAccountName' | 'bankAccountNumber' | 'bankAccountSortCode' | 'preferredDay'
> & {
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  /** Six characters, separators removed. */
  bankAccountSortCode: string | null;
  preferredDay: number | null;
};

/** The empty form the page starts with. */
export const EMPTY_PAYMENT_FORM: PaymentFormValues = paymentFormValuesSchema.parse({});

/**
 * The form's schema for one sign-up: the spec's rules in order (name, account number, sort
 * code, preferred day, terms, smart acknowledgement). Account number and sort code are not
 * checked when reusing existing details or with a paper mandate; nothing of the bank form is
 * asked when payment is not by direct debit.
 */
export function paymentFormSchema(context: PaymentFormContext) {
  return paymentFormValuesSchema
    .superRefine((values, ctx) => {
      const add = (path: string, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (context.isDirectDebit) {
        add('bankAccountName', bankAccountNameMessage(values.bankAccountName));
        if (!values.reuseExistingDetails && !values.paperMandate) {
          add('bankAccountNumber', bankAccountNumberMessage(values.bankAccountNumber));
          add('bankAccountSortCode', sortCodeMessage(values.bankAccountSortCode));
        }
        if (context.preferredDayOptions.length > 0) {
          const day = Number(values.preferredDay);
          add(
            'preferredDay',
            values.preferredDay === '' || !context.preferredDayOptions.includes(day)
              ? PAYMENT_MESSAGES.preferredDay
              : null,
          );
        }
      }
      if (context.isNewSupplier && !values.termsAndConditions)
        add('termsAndConditions', PAYMENT_MESSAGES.required);
      if (context.needsSmartAcknowledgement && !values.smartMeterAcknowledged)
        add('smartMeterAcknowledged', PAYMENT_MESSAGES.required);
      const offered = smartDataRatesFor(context.halfHourlyAllowed);
      if (!offered.billing.includes(values.smartBillingDataRate))
        add('smartBillingDataRate', PAYMENT_MESSAGES.dataRateNotOffered);
      if (!offered.settlement.includes(values.smartSettlementDataRate))
        add('smartSettlementDataRate', PAYMENT_MESSAGES.dataRateNotOffered);
    })
    .transform((values): PaymentFormOutput => {
      const checksBank =
        context.isDirectDebit && !values.reuseExistingDetails && !values.paperMandate;
      return {
        ...values,
        bankAccountName: context.isDirectDebit ? values.bankAccountName.trim() : null,
        bankAccountNumber: checksBank ? values.bankAccountNumber.trim() : null,
        bankAccountSortCode: checksBank
          ? withoutSortCodeSeparators(values.bankAccountSortCode)
          : null,
        preferredDay:
          context.isDirectDebit && values.preferredDay !== '' ? Number(values.preferredDay) : null,
        smartMeterAcknowledged: context.needsSmartAcknowledgement
          ? values.smartMeterAcknowledged
          : false,
      };
    });
}

/** The answer of PUT /api/enrolment/directdebit and /setup-payg: what was kept (never the bank details). */
export const paymentSavedSchema = z.object({
  paymentMethod: z.enum(['Monthly Direct Debit', 'Prepayment Meter']),
  paperMandate: z.boolean(),
  preferredDay: z.number().int().nullable(),
  /** The last 3 digits of the account number, for the mover's own summary; null without one. */
  bankAccountEnding: z.string().nullable(),
});
export type PaymentSaved = z.infer<typeof paymentSavedSchema>;

/** POST /api/enrolment/energy/complete: the sign-up(s) written, one per supplier. */
export const energyCompletionSchema = z.object({
  energyComplete: z.literal(true),
  signups: z.array(energySignupStateSchema),
});
export type EnergyCompletion = z.infer<typeof energyCompletionSchema>;
