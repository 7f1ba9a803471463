import { z } from 'zod';
import { formatDisplayDate, isIsoDate } from '../dates/calendar-date';
import { formatPence } from '../money/pence';
import { addOnPriceText } from './add-on-price';
import { fixedForText, fixedTermEnd } from './fixed-term';
import type { EnergySignupState, EnergySummary } from '../schemas/confirmation';
import {
  pricedTariffSchema,
  tariffPaymentMethodSchema,
  type PricedTariff,
} from '../schemas/energy-quotes';

/**
 * A completed energy sign-up as it is kept (energy_signups.record) and told to its supplier:
 * the tariff(s) with the prices at the time of choosing, the add-ons, the start date, the PSR
 * needs and the payment method. Never the bank details: those travel only in the supplier's
 * message (docs/decisions.md); the account number's last 3 digits are kept for the mover.
 */
export const signupAddOnSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  billingFrequency: z.enum(['Monthly', 'Quarterly', 'Annual', 'One-off']),
  /** One bill's amount in pence (cost × the frequency's multiplier). */
  billedCostPence: z.number().int(),
  billedDiscountCostPence: z.number().int().nullable(),
  discountDescription: z.string().nullable(),
  /** What it adds to each month (the discounted cost while there is one); 0 when one-off. */
  monthlyPence: z.number().int(),
  /** The full monthly cost without the discount; 0 when one-off. */
  monthlyFullPence: z.number().int(),
  isOneOff: z.boolean(),
  isSmartMeter: z.boolean(),
});
export type SignupAddOn = z.infer<typeof signupAddOnSchema>;

export const energySignupRecordSchema = z.object({
  reference: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierLogoUrl: z.string(),
  /** The tariff(s) of this supplier: one, or electricity and gas of one supplier for mixed meters. */
  tariffs: z.array(pricedTariffSchema).min(1).max(2),
  addOns: z.array(signupAddOnSchema),
  /** yyyy-MM-dd */
  startDate: z.string().nullable(),
  coolingOffAgreed: z.boolean(),
  /** The Priority Services Register selection; null when the mover needs no help. */
  psr: z.record(z.string(), z.unknown()).nullable(),
  paymentMethod: tariffPaymentMethodSchema,
  payment: z.object({
    paperMandate: z.boolean(),
    preferredDay: z.number().int().nullable(),
    bankAccountEnding: z.string().nullable(),
    smartReadDataPreferences: z.boolean(),
    smartBillingDataRate: z.string(),
    smartSettlementDataRate: z.string(),
    marketingEmail: z.boolean(),
    marketingSms: z.boolean(),
    /** The foundation and group marketing opt-ins (records written before them read false). */
    foundationMarketing: z.boolean().default(false),
    groupMarketing: z.boolean().default(false),
    priorityServicesRequired: z.boolean(),
  }),
  /** A smart meter is asked for: a smart-meter add-on, or a smart-specific tariff. */
  smartRequested: z.boolean(),
  /** ISO date-time of the completion. */
  completedAt: z.string(),
});
export type EnergySignupRecord = z.infer<typeof energySignupRecordSchema>;

/** The fields of the energy card a chosen tariff and its sign-up fill (service-journeys 3). */
export type ChosenEnergyFields = Pick<
  EnergySummary,
  | 'supplierName'
  | 'supplierLogoUrl'
  | 'tariffName'
  | 'paymentType'
  | 'smartRequested'
  | 'energySwitchDate'
  | 'isSmartMeterInstallationAnyDayAndTime'
  | 'estimatedTotalMonthlyAmountFormatted'
  | 'estimatedTotalMonthlyAmountFormattedAfterDiscounts'
  | 'fixedTerm'
  | 'enhancedFeatures'
  | 'addOns'
  | 'isBundle'
  | 'percentOff'
  | 'oneOffSetUpPriceFormatted'
  | 'tariffTermsPDF'
  | 'generalTermsUrl'
  | 'elecDisplaySupplierName'
  | 'gasDisplaySupplierName'
> & { signup: EnergySignupState | null };

export const NOTHING_CHOSEN: ChosenEnergyFields = {
  supplierName: null,
  supplierLogoUrl: null,
  tariffName: null,
  paymentType: null,
  smartRequested: false,
  energySwitchDate: null,
  isSmartMeterInstallationAnyDayAndTime: false,
  estimatedTotalMonthlyAmountFormatted: null,
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: null,
  fixedTerm: null,
  enhancedFeatures: [],
  addOns: [],
  isBundle: false,
  percentOff: null,
  oneOffSetUpPriceFormatted: null,
  tariffTermsPDF: null,
  generalTermsUrl: null,
  elecDisplaySupplierName: null,
  gasDisplaySupplierName: null,
  signup: null,
};

/**
 * "Fixed for 12 months, until 14/01/2028", or null when variable. The end is the domain's one
 * rule (fixed-term.ts): from the chosen start date; before one is chosen, the end the list showed
 * (worked out from the default start date); "Fixed for 12 months" when neither is known.
 */
export function fixedTermText(
  tariff: Pick<PricedTariff, 'tariffType' | 'contractLength'> &
    Partial<Pick<PricedTariff, 'fixedTermEnd'>>,
  startDate: string | null,
): string | null {
  if (tariff.tariffType !== 'Fixed' || tariff.contractLength === null) return null;
  const months = fixedForText(tariff.contractLength);
  const end = isIsoDate(startDate)
    ? fixedTermEnd(tariff.contractLength, startDate)
    : tariff.fixedTermEnd;
  return isIsoDate(end) ? `${months}, until ${formatDisplayDate(end)}` : months;
}

/**
 * One energy card's chosen fields: the stored tariff (prices at the time of choosing) and, once
 * completed, its sign-up. Add-ons go on the card that carries them (the primary card); the
 * monthly estimate is the tariff's plus the recurring add-ons, in full and after discounts.
 */
export function chosenEnergyFields(input: {
  tariff: PricedTariff | null;
  addOns: readonly SignupAddOn[];
  startDate: string | null;
  signupRecord: EnergySignupRecord | null;
  signupState: EnergySignupState | null;
}): ChosenEnergyFields {
  const { tariff, addOns, signupRecord } = input;
  if (!tariff) return NOTHING_CHOSEN;
  const startDate = signupRecord?.startDate ?? input.startDate;
  const fullMonthly =
    tariff.newSpendMonthly + addOns.reduce((sum, a) => sum + a.monthlyFullPence, 0);
  const discountedMonthly =
    tariff.newSpendMonthly + addOns.reduce((sum, a) => sum + a.monthlyPence, 0);
  const hasSmartAddOn = addOns.some((addOn) => addOn.isSmartMeter);
  return {
    supplierName: signupRecord?.supplierName ?? tariff.supplierName,
    supplierLogoUrl: signupRecord?.supplierLogoUrl ?? tariff.supplierImageUrl,
    tariffName: tariff.tariffName,
    paymentType: tariff.paymentMethod,
    smartRequested: signupRecord?.smartRequested ?? (hasSmartAddOn || tariff.isSmartSpecific),
    energySwitchDate: isIsoDate(startDate) ? startDate : null,
    isSmartMeterInstallationAnyDayAndTime: false,
    estimatedTotalMonthlyAmountFormatted: formatPence(fullMonthly),
    estimatedTotalMonthlyAmountFormattedAfterDiscounts:
      discountedMonthly === fullMonthly ? null : formatPence(discountedMonthly),
    fixedTerm: fixedTermText(tariff, startDate),
    enhancedFeatures: tariff.enhancedFeatures,
    addOns: addOns.map((addOn) => ({
      identifier: addOn.identifier,
      title: addOn.title,
      cost: addOn.billedCostPence,
      discountCost: addOn.billedDiscountCostPence,
      discountDescription: addOn.discountDescription,
      discountEndDescription: addOnPriceText(addOn).afterDiscount,
      summaryDescription: addOn.description,
      billingFrequency: addOn.billingFrequency,
      isDD: !addOn.isOneOff && tariff.paymentMethod === 'Monthly Direct Debit',
      isOneOff: addOn.isOneOff,
      cancellationInfoText: null,
    })),
    ...energyCardPriceFacts(addOns, fullMonthly, discountedMonthly),
    tariffTermsPDF: tariff.tariffTermsPDF ?? null,
    generalTermsUrl: tariff.generalTermsUrl ?? null,
    elecDisplaySupplierName: tariff.elecDisplaySupplierName ?? null,
    gasDisplaySupplierName: tariff.gasDisplaySupplierName ?? null,
    signup: input.signupState,
  };
}

/**
 * The card's Bundle and percent-off badges and its one-off set-up price: Bundle when add-ons come
 * with the energy; the percent the discounts take off the estimated monthly payment, in whole
 * percent rounded down (never more than is true); the one-off add-ons' price after any discount.
 */
export function energyCardPriceFacts(
  addOns: readonly SignupAddOn[],
  fullMonthlyPence: number,
  discountedMonthlyPence: number,
): Pick<ChosenEnergyFields, 'isBundle' | 'percentOff' | 'oneOffSetUpPriceFormatted'> {
  const oneOff = addOns.filter((addOn) => addOn.isOneOff);
  const oneOffPence = oneOff.reduce(
    (sum, addOn) => sum + (addOn.billedDiscountCostPence ?? addOn.billedCostPence),
    0,
  );
  const percent =
    fullMonthlyPence > 0
      ? Math.floor(((fullMonthlyPence - discountedMonthlyPence) * 100) / fullMonthlyPence)
      : 0;
  return {
    isBundle: addOns.length > 0,
    percentOff: percent >= 1 ? percent : null,
    oneOffSetUpPriceFormatted: oneOff.length > 0 ? formatPence(oneOffPence) : null,
  };
}
