import { z } from 'zod';
import { pricedTariffSchema } from './energy-quotes';

/**
 * GET /api/enrolment/energy/payment (its own module: the payment page's route chunk parses it,
 * the lazily loaded form does not): what the payment page shows and which rules apply — the
 * chosen tariff(s), the direct debit or pay-as-you-go form, and "Your Summary".
 */
export const paymentPageSchema = z.object({
  tariffs: z.array(pricedTariffSchema).min(1).max(2),
  isDirectDebit: z.boolean(),
  needsSmartAcknowledgement: z.boolean(),
  preferredDayOptions: z.array(z.number().int()),
  isNewSupplier: z.boolean(),
  /** The brand's halfHourlySettlementConsent flag: whether "Every half hour" is offered. */
  halfHourlyAllowed: z.boolean(),
  summary: z.object({
    /** The tariff(s) plus the recurring add-ons, a month: "£137.00". */
    monthlyEstimateFormatted: z.string(),
    /** The same while add-on discounts last; null when nothing is discounted. */
    monthlyAfterDiscountsFormatted: z.string().nullable(),
    /** Each add-on's price in the domain's words, with what it costs after a discount. */
    addOns: z.array(z.object({ title: z.string(), priceText: z.string() })),
    /** yyyy-MM-dd */
    startDate: z.string().nullable(),
    /** null: not answered; [] the mover needs no extra help; else the conditions' names. */
    psrNeeds: z.array(z.string()).nullable(),
  }),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
