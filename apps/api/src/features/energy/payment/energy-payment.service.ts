import { randomBytes } from 'node:crypto';
import { billedCostPence, type BillingFrequency } from '@threshold/domain/codes/billing-frequency';
import type { Clock } from '@threshold/domain/dates/clock';
import { formatDisplayDate, isIsoDate } from '@threshold/domain/dates/calendar-date';
import {
  chosenEnergyFields,
  energySignupRecordSchema,
  type ChosenEnergyFields,
  type EnergySignupRecord,
  type SignupAddOn,
} from '@threshold/domain/energy/energy-summary';
import { addOnPriceLine } from '@threshold/domain/energy/add-on-price';
import { ROUTES } from '@threshold/domain/journey/routes';
import { formatPence } from '@threshold/domain/money/pence';
import type { Branding } from '@threshold/domain/schemas/brand';
import {
  needsSmartMeterAcknowledgement,
  PAYMENT_MESSAGES,
  paymentFormSchema,
  PREFERRED_PAYMENT_DAYS,
  type EnergyCompletion,
  type PaymentFormInput,
  type PaymentFormOutput,
  type PaymentSaved,
} from '@threshold/domain/schemas/energy-payment';
import type { PaymentPage } from '@threshold/domain/schemas/energy-payment-page';
import { pricedTariffSchema, type PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { PSR_CONDITION_LABEL, psrOptionsSchema } from '@threshold/domain/schemas/energy-psr';
import {
  PSR_TEMPORARY_CONDITION,
  type PsrConditionKey,
} from '@threshold/domain/codes/psr-condition';
import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';
import type { DbOrTx } from '../../../db/client';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { createHandOffs } from '../../../messages/hand-offs/hand-offs';
import type { Outbox } from '../../../messages/outbox';
import type { BankAccountChecker } from '../../../providers/bank-account/bank-account-checker';
import { addressSummaryOf } from '../../council-water/authorities';
import {
  enrolmentNotFound,
  hasPreloaded,
  preloaded,
  type Caller,
  type EnrolmentPatch,
  type EnrolmentRow,
} from '../../../auth/caller';
import type { EnrolmentService } from '../../enrolment/enrolment.service';
import { settlingPatch } from '../../enrolment/service-settlement';
import { requireOpenStep } from '../../journey/journey-order';
import {
  energyJourneyPart,
  findEnergyJourney,
  updateEnergyJourney,
  type EnergyJourneyRow,
} from '../journey/energy-journey.repo';
import {
  ENERGY_SIGNUP_TEMPLATE,
  findAddOns,
  findSignups,
  findSuppliers,
  insertSignup,
  signupsPart,
  type EnergyAddOnRow,
  type SignupWithState,
} from './energy-payment.repo';
import { recordStatusChange, recordWebhookEvent } from '../../../messages/webhooks/webhook-events';

/** What the energy cards read with the caller's row when a route asks for them (confirmation). */
export const ENERGY_CARD_PARTS = [energyJourneyPart, signupsPart];

export const NO_TARIFF_CHOSEN_MESSAGE = 'Please select a tariff to continue';
export const WRONG_PAYMENT_METHOD_MESSAGE = {
  directDebit: 'Your tariff is paid by pay as you go: there are no bank details to set up.',
  payg: 'Your tariff is paid by direct debit: please enter your bank details.',
} as const;
export const SUPPLIER_UNAVAILABLE_MESSAGE =
  'Sorry, your chosen tariff is no longer available. Please choose another tariff.';

/** Unambiguous letters and digits (no 0/O, 1/I/L): read out over the phone by the supplier. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short random reference the supplier quotes back, e.g. "TE-7KQ2M9XP". */
export function newSignupReference(): string {
  let code = '';
  for (const byte of randomBytes(8)) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `TE-${code}`;
}

/** A refused form: the field messages of a 400 (the project's error shape). */
export type PaymentRefusal = { errors: Record<string, string> };

function isRefusal<T>(result: T | PaymentRefusal): result is PaymentRefusal {
  return typeof result === 'object' && result !== null && 'errors' in result;
}
export { isRefusal as isPaymentRefusal };

/** The chosen tariff(s): the primary slot and, for mixed meters, the gas in the secondary slot. */
function chosenTariffs(journey: EnergyJourneyRow | undefined): PricedTariff[] {
  if (!journey) return [];
  return [journey.selectedTariff, journey.selectedTariffSecondary].flatMap((stored) => {
    if (!stored) return [];
    const parsed = pricedTariffSchema.safeParse(stored);
    return parsed.success ? [parsed.data] : [];
  });
}

const isDirectDebitTariff = (tariff: PricedTariff) =>
  tariff.paymentMethod === 'Monthly Direct Debit';

function addOnOf(row: EnergyAddOnRow): SignupAddOn {
  const frequency = row.billingFrequency as BillingFrequency;
  const isOneOff = frequency === 'One-off';
  return {
    identifier: row.id,
    title: row.title,
    description: row.description,
    billingFrequency: frequency,
    billedCostPence: billedCostPence(row.costPence, frequency),
    billedDiscountCostPence:
      row.discountCostPence === null ? null : billedCostPence(row.discountCostPence, frequency),
    discountDescription: row.discountDescription,
    monthlyPence: isOneOff ? 0 : (row.discountCostPence ?? row.costPence),
    monthlyFullPence: isOneOff ? 0 : row.costPence,
    isOneOff,
    isSmartMeter: row.smartMeterKind !== null,
  };
}

/**
 * The Priority Services Register needs in words ("Temporary post-hospital recovery (until
 * 30/06/2026)", "Contact format: LARGE_PRINT"): null when not answered, [] when no help is needed.
 */
export function psrNeedsOf(stored: unknown, answered: boolean): string[] | null {
  if (!answered) return null;
  const parsed = psrOptionsSchema.safeParse(stored);
  if (!parsed.success) return [];
  const { selection, specialCommsPreferences } = parsed.data;
  const needs = Object.entries(selection).map(([key, option]) => {
    const label = PSR_CONDITION_LABEL[key as PsrConditionKey] ?? key;
    if (!option) return label;
    return key === PSR_TEMPORARY_CONDITION ? `${label} (until ${option})` : `${label} (${option})`;
  });
  if (specialCommsPreferences !== 'NONE') needs.push(`Contact format: ${specialCommsPreferences}`);
  return needs;
}

/** "12-34-56" */
const shownSortCode = (sortCode: string) => sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

export type EnergyPaymentService = ReturnType<typeof createEnergyPaymentService>;

/**
 * The energy payment page (service-journeys 2): the direct debit or pay-as-you-go choices, then
 * completing energy: a sign-up record per supplier and its message to the supplier, in one
 * transaction. The bank details are checked (the spec's shape rules, then Vocalink's modulus
 * check) and travel only in the supplier's message; the journey keeps the preferences and the
 * account number's last 3 digits.
 */
export function createEnergyPaymentService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  bankAccountChecker: BankAccountChecker;
  outbox: Outbox;
  clock: Clock;
}) {
  const { db, enrolmentService, bankAccountChecker, clock } = deps;
  const handOffs = createHandOffs({ outbox: deps.outbox });

  /** The caller's row as it is inside the transaction (404 when it was forgotten meanwhile). */
  async function rowInTransaction(tx: DbOrTx, enrolmentId: string): Promise<EnrolmentRow> {
    const row = await enrolmentService.findRow(enrolmentId, tx);
    if (!row || row.forgottenAt) throw enrolmentNotFound();
    return row;
  }

  /** The payment step's facts: the row (once the page is open for it), its brand and chosen tariffs. */
  async function paymentStep(caller: Caller) {
    const { enrolment: row, branding } = caller;
    requireOpenStep(ROUTES.energyPayment, row, branding, clock);
    const journey = await findEnergyJourney(db, row.id);
    const tariffs = chosenTariffs(journey);
    if (tariffs.length === 0)
      throw new AppError('NO_TARIFF_CHOSEN', NO_TARIFF_CHOSEN_MESSAGE, { status: 409 });
    return { row, branding, journey: journey as EnergyJourneyRow, tariffs };
  }

  /** The spec's rules for this sign-up, then the modulus check of a typed sort code and account number. */
  async function checkForm(
    row: EnrolmentRow,
    branding: Branding,
    tariffs: readonly PricedTariff[],
    body: PaymentFormInput,
  ): Promise<PaymentFormOutput | PaymentRefusal> {
    const isDirectDebit = tariffs.some(isDirectDebitTariff);
    const parsed = paymentFormSchema({
      isDirectDebit,
      preferredDayOptions: PREFERRED_PAYMENT_DAYS,
      isNewSupplier: true,
      needsSmartAcknowledgement: tariffs.some((tariff) =>
        needsSmartMeterAcknowledgement(tariff, row),
      ),
      halfHourlyAllowed: branding.flags.halfHourlySettlementConsent,
    }).safeParse(body);
    if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
    const form = parsed.data;
    // We keep no bank details, so there are none to reuse (docs/decisions.md).
    if (isDirectDebit && form.reuseExistingDetails)
      return { errors: { reuseExistingDetails: PAYMENT_MESSAGES.nothingToReuse } };
    if (form.bankAccountNumber !== null && form.bankAccountSortCode !== null) {
      if (!(await bankAccountChecker.isValidPair(form.bankAccountSortCode, form.bankAccountNumber)))
        return { errors: { bankAccountNumber: PAYMENT_MESSAGES.modulusFailed } };
    }
    return form;
  }

  /** What the journey keeps of the form: preferences only, never the bank details. */
  function preferencesOf(form: PaymentFormOutput, paymentMethod: PricedTariff['paymentMethod']) {
    return {
      paymentMethod,
      paperMandate: form.paperMandate,
      preferredDay: form.preferredDay,
      termsAndConditions: form.termsAndConditions,
      smartMeterAcknowledged: form.smartMeterAcknowledged,
      marketingEmail: form.marketingEmail,
      marketingSms: form.marketingSms,
      foundationMarketing: form.foundationMarketing,
      groupMarketing: form.groupMarketing,
      priorityServicesRequired: form.priorityServicesRequired,
      smartReadDataPreferences: form.smartReadDataPreferences,
      smartBillingDataRate: form.smartBillingDataRate,
      smartSettlementDataRate: form.smartSettlementDataRate,
    };
  }

  const endingOf = (form: PaymentFormOutput) => form.bankAccountNumber?.slice(-3) ?? null;

  async function save(
    caller: Caller,
    body: PaymentFormInput,
    expected: 'directDebit' | 'payg',
  ): Promise<PaymentSaved | PaymentRefusal> {
    const { row, branding, tariffs } = await paymentStep(caller);
    const isDirectDebit = tariffs.some(isDirectDebitTariff);
    if (expected === 'directDebit' && !isDirectDebit)
      throw new AppError('NOT_DIRECT_DEBIT', WRONG_PAYMENT_METHOD_MESSAGE.directDebit, {
        status: 409,
      });
    if (expected === 'payg' && isDirectDebit)
      throw new AppError('NOT_PAY_AS_YOU_GO', WRONG_PAYMENT_METHOD_MESSAGE.payg, { status: 409 });
    const form = await checkForm(row, branding, tariffs, body);
    if (isRefusal(form)) return form;
    const paymentMethod = isDirectDebit ? 'Monthly Direct Debit' : 'Prepayment Meter';
    const ending = endingOf(form);
    await db.transaction(async (tx) => {
      // Payment preferences and the account number's last 3 digits (never the full bank details).
      await updateEnergyJourney(
        tx,
        row.id,
        { payment: preferencesOf(form, paymentMethod), bankAccountEnding: ending },
        clock.now(),
      );
      await enrolmentService.updateRow(tx, row.id, { lastJourneyActivityAt: clock.now() });
    });
    return {
      paymentMethod,
      paperMandate: form.paperMandate,
      preferredDay: form.preferredDay,
      bankAccountEnding: ending,
    };
  }

  /** The supplier's message lines for one sign-up. */
  function messageData(
    row: EnrolmentRow,
    record: EnergySignupRecord,
    form: PaymentFormOutput,
  ): Record<string, string> {
    const mover = [
      [row.firstName, row.surname].filter(Boolean).join(' ') || 'Name not given',
      row.dateOfBirth ? `born ${formatDisplayDate(row.dateOfBirth)}` : null,
      row.emailAddress,
      row.contactNumber,
    ]
      .filter(Boolean)
      .join(', ');
    const tariffs = record.tariffs
      .map(
        (tariff) =>
          `${tariff.tariffName} (${tariff.energyType === 'DualFuel' ? 'dual fuel' : tariff.energyType === 'Electric' ? 'electricity' : 'gas'}, ${tariff.paymentMethod}), estimated ${formatPence(tariff.newSpendMonthly)} a month, ${formatPence(tariff.newSpend)} a year as quoted on ${formatDisplayDate(record.completedAt.slice(0, 10))}`,
      )
      .join('; ');
    const addOns =
      record.addOns.map((addOn) => `${addOn.title} (${addOnPriceLine(addOn)})`).join('; ') ||
      'none';
    const needs = psrNeedsOf(record.psr, true);
    const psrDetail = needs === null || needs.length === 0 ? 'not requested' : needs.join('; ');
    const isDirectDebit = record.paymentMethod === 'Monthly Direct Debit';
    const bankDetails = !isDirectDebit
      ? 'none (pay as you go)'
      : form.paperMandate || form.bankAccountNumber === null || form.bankAccountSortCode === null
        ? `paper mandate requested for account holder ${form.bankAccountName ?? ''}`.trim()
        : `account holder ${form.bankAccountName ?? ''}, sort code ${shownSortCode(form.bankAccountSortCode)}, account number ${form.bankAccountNumber}`;
    return {
      supplierName: record.supplierName,
      reference: record.reference,
      mover,
      address: addressSummaryOf(row) || 'not known',
      moveInDate: isIsoDate(row.moveInDate) ? formatDisplayDate(row.moveInDate) : 'not known yet',
      tariffs,
      addOns,
      startDate: record.startDate ? formatDisplayDate(record.startDate) : 'as soon as possible',
      psr: psrDetail,
      payment: isDirectDebit
        ? `Monthly Direct Debit${record.payment.preferredDay ? `, on day ${record.payment.preferredDay} of the month` : ''}`
        : 'Prepayment Meter (pay as you go)',
      bankDetails,
      preferences: [
        `smart meter ${record.smartRequested ? 'requested' : 'not requested'}`,
        `smart data: readings ${record.payment.smartReadDataPreferences ? 'allowed' : 'not allowed'}, billing ${record.payment.smartBillingDataRate}, settlement ${record.payment.smartSettlementDataRate}`,
        `marketing by e-mail ${record.payment.marketingEmail ? 'yes' : 'no'}, by SMS ${record.payment.marketingSms ? 'yes' : 'no'}`,
        `${record.supplierName} Foundation news ${form.foundationMarketing ? 'yes' : 'no'}`,
        `offers from the ${record.supplierName} group ${form.groupMarketing ? 'yes' : 'no'}`,
        `cooling-off agreement ${record.coolingOffAgreed ? 'given' : 'not given'}`,
      ].join('; '),
    };
  }

  return {
    /** GET /api/enrolment/energy/payment: the chosen tariff(s), which form applies, and "Your Summary". */
    async page(caller: Caller): Promise<PaymentPage> {
      const { row, branding, journey, tariffs } = await paymentStep(caller);
      const addOns = (await findAddOns(db, journey.selectedAddOns)).map(addOnOf);
      const energyMonthly = tariffs.reduce((sum, tariff) => sum + tariff.newSpendMonthly, 0);
      const full = energyMonthly + addOns.reduce((sum, addOn) => sum + addOn.monthlyFullPence, 0);
      const discounted = energyMonthly + addOns.reduce((sum, addOn) => sum + addOn.monthlyPence, 0);
      return {
        tariffs,
        isDirectDebit: tariffs.some(isDirectDebitTariff),
        needsSmartAcknowledgement: tariffs.some((tariff) =>
          needsSmartMeterAcknowledgement(tariff, row),
        ),
        preferredDayOptions: [...PREFERRED_PAYMENT_DAYS],
        isNewSupplier: true,
        halfHourlyAllowed: branding.flags.halfHourlySettlementConsent,
        summary: {
          monthlyEstimateFormatted: formatPence(full),
          monthlyAfterDiscountsFormatted: discounted === full ? null : formatPence(discounted),
          addOns: addOns.map((addOn) => ({
            title: addOn.title,
            priceText: addOnPriceLine(addOn),
          })),
          startDate: journey.startDate,
          psrNeeds: psrNeedsOf(journey.psr, journey.psrAnswered),
        },
      };
    },

    /** PUT /api/enrolment/directdebit */
    saveDirectDebit: (caller: Caller, body: PaymentFormInput) => save(caller, body, 'directDebit'),

    /** PUT /api/enrolment/setup-payg */
    setupPayg: (caller: Caller, body: PaymentFormInput) => save(caller, body, 'payg'),

    /** The sign-ups of an enrolment with their hand-off state (the confirmation card). */
    signupsOf: (enrolmentId: string, tx: DbOrTx = db) => findSignups(tx, enrolmentId),

    /**
     * The energy cards' chosen fields (the confirmation page): the stored tariff(s) with the prices
     * at the time of choosing and, once completed, the sign-up that carries each and its state.
     * Add-ons go on the primary card.
     */
    /** The energy cards from the parts the caller's statement read, else read here. */
    energyCardsOf(caller: Caller) {
      return this.energyCards(
        caller.enrolment.id,
        hasPreloaded(caller, ENERGY_CARD_PARTS)
          ? {
              journey: preloaded(caller, energyJourneyPart),
              signups: preloaded(caller, signupsPart) ?? [],
            }
          : undefined,
      );
    },

    async energyCards(
      enrolmentId: string,
      /** The journey row and sign-ups when the caller's statement read them (energyJourneyPart, signupsPart). */
      known?: { journey: EnergyJourneyRow | undefined; signups: SignupWithState[] },
    ): Promise<{ primary: ChosenEnergyFields; secondary: ChosenEnergyFields }> {
      const journey = known ? known.journey : await findEnergyJourney(db, enrolmentId);
      const signups = known ? known.signups : await findSignups(db, enrolmentId);
      const parse = (stored: unknown) => {
        const parsed = pricedTariffSchema.safeParse(stored);
        return parsed.success ? parsed.data : null;
      };
      const primaryTariff = parse(journey?.selectedTariff ?? null);
      const secondaryTariff = parse(journey?.selectedTariffSecondary ?? null);
      const signupFor = (tariff: PricedTariff | null) =>
        tariff
          ? signups.find((signup) =>
              signup.record.tariffs.some((kept) => kept.priceId === tariff.priceId),
            )
          : undefined;
      const primarySignup = signupFor(primaryTariff);
      const addOns = primarySignup
        ? primarySignup.record.addOns
        : (await findAddOns(db, journey?.selectedAddOns ?? [])).map(addOnOf);
      const card = (tariff: PricedTariff | null, cardAddOns: readonly SignupAddOn[]) => {
        const signup = signupFor(tariff);
        return chosenEnergyFields({
          tariff: signup?.record.tariffs.find((kept) => kept.priceId === tariff?.priceId) ?? tariff,
          addOns: cardAddOns,
          startDate: journey?.startDate ?? null,
          signupRecord: signup?.record ?? null,
          signupState: signup?.state ?? null,
        });
      };
      return { primary: card(primaryTariff, addOns), secondary: card(secondaryTariff, []) };
    },

    /**
     * POST /api/enrolment/energy/complete: in one transaction, a sign-up per supplier with its
     * message to the supplier, the payment preferences, and energy complete. A second call
     * answers the sign-ups already written and sends nothing.
     */
    async complete(
      caller: Caller,
      body: PaymentFormInput,
    ): Promise<EnergyCompletion | PaymentRefusal> {
      const first = caller.enrolment;
      if (first.energyComplete) {
        const done = await findSignups(db, first.id);
        if (done.length > 0)
          return { energyComplete: true, signups: done.map((signup) => signup.state) };
      }
      const { row, branding, journey, tariffs } = await paymentStep(caller);
      const form = await checkForm(row, branding, tariffs, body);
      if (isRefusal(form)) return form;
      const isDirectDebit = tariffs.some(isDirectDebitTariff);
      const paymentMethod = isDirectDebit ? 'Monthly Direct Debit' : 'Prepayment Meter';
      const suppliers = await findSuppliers(db, [
        ...new Set(tariffs.map((tariff) => tariff.supplierId)),
      ]);
      const supplierOf = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
      if (tariffs.some((tariff) => !supplierOf.has(tariff.supplierId)))
        throw new AppError('SUPPLIER_UNAVAILABLE', SUPPLIER_UNAVAILABLE_MESSAGE, { status: 409 });
      const addOns = (await findAddOns(db, journey.selectedAddOns)).map(addOnOf);
      const now = clock.now();

      const signups = await db.transaction(async (tx) => {
        // The update locks the enrolment: a second completion at the same time waits, then finds the sign-ups.
        const current = await rowInTransaction(tx, row.id);
        const patch: EnrolmentPatch = { energyComplete: true, energySkipped: false };
        const completed = await enrolmentService.updateRow(tx, current.id, {
          ...patch,
          ...settlingPatch(current, patch, branding, clock),
          lastJourneyActivityAt: now,
        });
        const existing = await findSignups(tx, current.id);
        if (existing.length > 0) return existing.map((signup) => signup.state);
        await recordWebhookEvent(tx, {
          type: 'service.completed',
          enrolmentId: current.id,
          at: now,
          service: 'energy',
        });
        await recordStatusChange(tx, current, completed, now);

        const bySupplier = new Map<string, PricedTariff[]>();
        for (const tariff of tariffs)
          bySupplier.set(tariff.supplierId, [...(bySupplier.get(tariff.supplierId) ?? []), tariff]);
        const payment = preferencesOf(form, paymentMethod);
        const ending = endingOf(form);
        const psr = journey.psr && Object.keys(journey.psr).length > 0 ? journey.psr : null;
        let isPrimary = true;
        for (const [supplierId, supplierTariffs] of bySupplier) {
          const supplier = supplierOf.get(supplierId)!;
          // Add-ons belong to the primary tariff's supplier (they are chosen with it).
          const supplierAddOns = isPrimary ? addOns : [];
          isPrimary = false;
          const record = energySignupRecordSchema.parse({
            reference: newSignupReference(),
            supplierId,
            supplierName: supplier.name,
            supplierLogoUrl: supplier.logoUrl,
            tariffs: supplierTariffs,
            addOns: supplierAddOns,
            startDate: journey.startDate,
            coolingOffAgreed: journey.coolingOffAgreed,
            psr,
            paymentMethod,
            payment: { ...payment, bankAccountEnding: ending },
            smartRequested:
              supplierAddOns.some((addOn) => addOn.isSmartMeter) ||
              supplierTariffs.some((tariff) => tariff.isSmartSpecific),
            completedAt: now.toISOString(),
          } satisfies EnergySignupRecord);
          const handOff = await handOffs.record(tx, {
            kind: 'energySignup',
            enrolmentId: current.id,
            message: {
              template: ENERGY_SIGNUP_TEMPLATE,
              channel: 'email',
              to: supplier.signupEmail,
              brandId: current.brandId,
              data: messageData(current, record, form),
            },
          });
          await insertSignup(tx, {
            id: handOff.id,
            enrolmentId: current.id,
            supplierId,
            supplierName: supplier.name,
            reference: record.reference,
            record,
          });
        }
        await updateEnergyJourney(tx, current.id, { payment, bankAccountEnding: ending }, now);
        return (await findSignups(tx, current.id)).map((signup) => signup.state);
      });
      return { energyComplete: true, signups };
    },
  };
}
