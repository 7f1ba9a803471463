import { billedCostPence, type BillingFrequency } from '../codes/billing-frequency';
import { formatPence } from '../money/pence';

/** How often one bill of an add-on comes, in the mover's words. */
export const BILLING_FREQUENCY_WORDS: Record<BillingFrequency, string> = {
  Monthly: 'a month',
  Quarterly: 'a quarter',
  Annual: 'a year',
  'One-off': 'one-off',
};

/** An add-on's prices as one bill (cost × the frequency's multiplier), in whole pence. */
export type AddOnPriceFacts = {
  billingFrequency: BillingFrequency;
  billedCostPence: number;
  /** The discounted bill while the discount lasts; null when there is none. */
  billedDiscountCostPence: number | null;
  /**
   * The catalogue's words for the discount: for a recurring add-on how long it lasts ("for the
   * first 6 months"), for a one-off its reason ("£100 off for new customers").
   */
  discountDescription: string | null;
};

/** What a mover is told an add-on costs: the price now and, when discounted, the price after. */
export type AddOnPriceText = {
  /** "£9.00 a month for the first 6 months", "£12.00 a month", "Free". */
  price: string;
  /** "then £12.00 a month" (recurring) or "full price £799.00" (one-off); null when not discounted. */
  afterDiscount: string | null;
};

function billText(pence: number, frequency: BillingFrequency): string {
  return `${formatPence(pence)} ${BILLING_FREQUENCY_WORDS[frequency]}`;
}

function isDiscounted(
  addOn: AddOnPriceFacts,
): addOn is AddOnPriceFacts & { billedDiscountCostPence: number } {
  return (
    addOn.billedDiscountCostPence !== null && addOn.billedDiscountCostPence < addOn.billedCostPence
  );
}

/**
 * The one rule for an add-on's price wherever it is shown (tariff details, add-ons page, payment
 * summary, confirmation card): a discounted add-on shows its discounted bill with how long it
 * lasts, and always what it costs after the discount, the amount the Direct Debit collects then.
 */
export function addOnPriceText(addOn: AddOnPriceFacts): AddOnPriceText {
  const frequency = addOn.billingFrequency;
  if (!isDiscounted(addOn)) {
    return {
      price: addOn.billedCostPence === 0 ? 'Free' : billText(addOn.billedCostPence, frequency),
      afterDiscount: null,
    };
  }
  const description = addOn.discountDescription?.trim() || null;
  if (frequency === 'One-off') {
    const discounted = billText(addOn.billedDiscountCostPence, frequency);
    return {
      price: description ? `${discounted} (${description})` : discounted,
      afterDiscount: `full price ${formatPence(addOn.billedCostPence)}`,
    };
  }
  const discounted =
    addOn.billedDiscountCostPence === 0
      ? 'Free'
      : billText(addOn.billedDiscountCostPence, frequency);
  return {
    price: `${discounted} ${description ?? 'while the discount lasts'}`,
    afterDiscount: `then ${billText(addOn.billedCostPence, frequency)}`,
  };
}

/** Both parts in one line: "£9.00 a month for the first 6 months, then £12.00 a month". */
export function addOnPriceLine(addOn: AddOnPriceFacts): string {
  const { price, afterDiscount } = addOnPriceText(addOn);
  return afterDiscount ? `${price}, ${afterDiscount}` : price;
}

/** An add-on as the catalogue prices it: monthly-equivalent costs and how often it is billed. */
export type CatalogueAddOnPrice = {
  billingFrequency: BillingFrequency;
  costPence: number;
  discountCostPence: number | null;
  discountDescription: string | null;
};

/** The price line of a catalogue add-on: its bill is cost × the frequency's multiplier. */
export function catalogueAddOnPriceLine(addOn: CatalogueAddOnPrice): string {
  return addOnPriceLine({
    billingFrequency: addOn.billingFrequency,
    billedCostPence: billedCostPence(addOn.costPence, addOn.billingFrequency),
    billedDiscountCostPence:
      addOn.discountCostPence === null
        ? null
        : billedCostPence(addOn.discountCostPence, addOn.billingFrequency),
    discountDescription: addOn.discountDescription,
  });
}
