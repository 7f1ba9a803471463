import { z } from 'zod';
import { billedCostPence, type BillingFrequency } from '../codes/billing-frequency';

/** The paperless note on the add-ons page (service-journeys 2 and 9: paper bills £1.50 a month). */
export const PAPERLESS_NOTE =
  'Go paperless: if your bills are posted to you, post costs £1.50 a month unless you are exempt.';

export const smartMeterKindSchema = z.enum(['smart', 'payg-smart']);
export type SmartMeterKind = z.infer<typeof smartMeterKindSchema>;

/** One add-on as the page shows it (service-journeys 3 "Add-on"); money in whole pence. */
export const addOnSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  importantInfo: z.string().nullable(),
  iconUrl: z.string().nullable(),
  /** Add-on type code 1–6. */
  type: z.number().int(),
  billingFrequency: z.enum(['Monthly', 'Quarterly', 'Annual', 'One-off']),
  /** The catalogue cost per bill, in pence. */
  cost: z.number().int(),
  discountCost: z.number().int().nullable(),
  discountDescription: z.string().nullable(),
  /** The cost shown: cost (or the discount while it lasts) × the frequency's multiplier, in pence. */
  billedCostPence: z.number().int(),
  isOneOff: z.boolean(),
  /** Part of the tariff: shown as Included and always kept. */
  isIncluded: z.boolean(),
  smartMeterKind: smartMeterKindSchema.nullable(),
  listOfInformationLinks: z.array(z.object({ title: z.string(), link: z.string() })),
});
export type AddOn = z.infer<typeof addOnSchema>;

/** GET /api/energy/add-ons: what the chosen tariff's supplier offers, and what is chosen. */
export const addOnsResponseSchema = z.object({
  supplierName: z.string(),
  tariffName: z.string(),
  addOns: z.array(addOnSchema),
  selectedAddOns: z.array(z.string()),
});
export type AddOnsResponse = z.infer<typeof addOnsResponseSchema>;

/** PUT /api/energy/add-ons. */
export const addOnsBodySchema = z.strictObject({
  addOnsIdentifiers: z.array(z.string().min(1).max(100)).max(20),
});
export type AddOnsBody = z.infer<typeof addOnsBodySchema>;

/** The catalogue facts of an add-on the offer rules read. */
export type CatalogueAddOn = {
  billingFrequency: BillingFrequency;
  costPence: number;
  discountCostPence: number | null;
  smartMeterKind: SmartMeterKind | null;
};

/** The selected tariff's facts that decide which add-ons are offered. */
export type AddOnTariffFacts = {
  isSmartSpecific: boolean;
  paymentMethod: 'Monthly Direct Debit' | 'Prepayment Meter';
};

/**
 * Which add-ons a tariff offers (service-journeys 2): pay-as-you-go smart meters only with
 * prepayment; specific smart meters only with a smart-specific tariff; every other add-on always.
 */
export function isAddOnOffered(
  addOn: Pick<CatalogueAddOn, 'smartMeterKind'>,
  tariff: AddOnTariffFacts,
): boolean {
  if (addOn.smartMeterKind === 'payg-smart') return tariff.paymentMethod === 'Prepayment Meter';
  if (addOn.smartMeterKind === 'smart') return tariff.isSmartSpecific;
  return true;
}

/** Smart-meter add-ons come with a smart-specific tariff: shown as Included. */
export function isAddOnIncluded(
  addOn: Pick<CatalogueAddOn, 'smartMeterKind'>,
  tariff: AddOnTariffFacts,
): boolean {
  return addOn.smartMeterKind !== null && tariff.isSmartSpecific;
}

/** The cost shown for an add-on: the discounted cost while there is one, times the multiplier. */
export function addOnBilledCostPence(addOn: CatalogueAddOn): number {
  return billedCostPence(addOn.discountCostPence ?? addOn.costPence, addOn.billingFrequency);
}

/** GET /api/energy/tariff-add-ons: which tariff's add-ons (tariff details, before one is chosen). */
export const tariffAddOnsQuerySchema = z.strictObject({
  supplierId: z.string().min(1).max(100),
  paymentMethod: z.enum(['Monthly Direct Debit', 'Prepayment Meter']),
  isSmartSpecific: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type TariffAddOnsQuery = z.input<typeof tariffAddOnsQuerySchema>;

/** The add-ons a tariff offers, each priced by the domain's add-on price rule. */
export const tariffAddOnsResponseSchema = z.object({
  addOns: z.array(
    z.object({
      identifier: z.string(),
      title: z.string(),
      description: z.string(),
      /** "£9.00 a month for the first 6 months, then £12.00 a month", or "Included with your tariff". */
      priceText: z.string(),
      isIncluded: z.boolean(),
    }),
  ),
});
export type TariffAddOnsResponse = z.infer<typeof tariffAddOnsResponseSchema>;
