import { OPT_IN, type OptIn } from '../codes/opt-in';
import {
  isProductMandatory,
  PRODUCT_OFFERED_STATUS,
  type ProductOfferedStatus,
} from '../codes/product-offered-status';
import {
  ENERGY_BLOCK_MESSAGE,
  METER_NOT_SUPPORTED_MESSAGE,
  TYPED_ADDRESS_NO_QUOTE_MESSAGE,
  energyBlockOf,
} from './energy-availability';
import { unknownMeterMessage } from '../messages/unknown-meter';
import type { ProductOffers } from '../schemas/brand';
import type { Enrolment } from '../schemas/enrolment';

/** The four products of the product selection page, in the order its cards are shown. */
export const SELECTABLE_PRODUCTS = ['energy', 'entertainment', 'council', 'water'] as const;
export type SelectableProduct = (typeof SELECTABLE_PRODUCTS)[number];

/** The card titles (service-journeys 2, product selection). */
export const PRODUCT_CARD_TITLE: Record<SelectableProduct, string> = {
  energy: 'Energy',
  entertainment: 'Broadband Phone & TV',
  council: 'Council Tax',
  water: 'Water',
};

/** Why a card cannot be changed by the mover. */
export type ProductLockReason =
  /** The brand does not offer the product (its card is not shown and it is saved as off). */
  | 'notOffered'
  /** Energy for an address that cannot be quoted (forced on, service-journeys 2). */
  | 'energyNotQuotable'
  /**
   * Energy for a home whose meter details could not be found: quotable from the mover's answers,
   * but the meter information is not valid, so it cannot be toggled (forced on).
   */
  | 'meterDetailsUnknown'
  /** Offered and mandatory (status 4; councilIsMandatory / waterIsMandatory). */
  | 'mandatory'
  /** The mover already consented to it. */
  | 'consented';

export type ProductCard = {
  product: SelectableProduct;
  title: string;
  /** Whether the page shows the card. */
  isShown: boolean;
  /** Whether the toggle starts on (and, for a locked card, the value that is saved). */
  isOn: boolean;
  /** Null when the mover may toggle it. */
  lockReason: ProductLockReason | null;
  /**
   * Whether this page saves the product. Council and water are not saved here on the combined
   * journey (ctwbJourneyToggle): the upfront council page answers for them.
   */
  isSaved: boolean;
};

/** What the rules read about the mover's enrolment. */
export type ProductSelectionFacts = Pick<
  Enrolment,
  | 'energyOptIn'
  | 'entertainmentOptIn'
  | 'councilOptIn'
  | 'waterOptIn'
  | 'energyConsented'
  | 'entertainmentConsented'
  | 'councilConsented'
  | 'waterConsented'
  | 'councilIsMandatory'
  | 'waterIsMandatory'
  | 'quotableEnergy'
  | 'isMeterInfoValid'
>;

export type ProductSelectionInput = {
  enrolment: ProductSelectionFacts;
  productOffers: ProductOffers;
  ctwbJourneyToggle: boolean;
};

function card(
  product: SelectableProduct,
  state: Pick<ProductCard, 'isShown' | 'isOn' | 'lockReason'> & { isSaved?: boolean },
): ProductCard {
  return { product, title: PRODUCT_CARD_TITLE[product], isSaved: true, ...state };
}

const notOffered = (product: SelectableProduct) =>
  card(product, { isShown: false, isOn: false, lockReason: 'notOffered' });
const forcedOn = (product: SelectableProduct, lockReason: ProductLockReason) =>
  card(product, { isShown: true, isOn: true, lockReason });

/**
 * A toggle the mover may change: it starts as they last answered, and otherwise on for any product
 * the brand offers (offered, or offered and preselected: docs/decisions.md).
 */
function togglable(product: SelectableProduct, previous: OptIn | null): ProductCard {
  return card(product, {
    isShown: true,
    isOn: previous === null || previous === OPT_IN.yes,
    lockReason: null,
  });
}

function energyCard({ enrolment, productOffers }: ProductSelectionInput): ProductCard {
  const status = productOffers.energy as ProductOfferedStatus;
  if (status === PRODUCT_OFFERED_STATUS.notOffered) return notOffered('energy');
  if (enrolment.energyConsented === true) return forcedOn('energy', 'consented');
  // Read literally: energy that cannot be quoted is forced on (the confirmation page then explains
  // why it cannot be set up).
  if (!enrolment.quotableEnergy) return forcedOn('energy', 'energyNotQuotable');
  // Quotable without valid meter info: the unknown-meter path (energy-facts hasUnknownMeterDetails).
  if (!enrolment.isMeterInfoValid) return forcedOn('energy', 'meterDetailsUnknown');
  if (isProductMandatory(status)) return forcedOn('energy', 'mandatory');
  return togglable('energy', enrolment.energyOptIn);
}

function entertainmentCard({ enrolment, productOffers }: ProductSelectionInput): ProductCard {
  const status = productOffers.entertainment as ProductOfferedStatus;
  if (status === PRODUCT_OFFERED_STATUS.notOffered) return notOffered('entertainment');
  if (enrolment.entertainmentConsented === true) return forcedOn('entertainment', 'consented');
  if (isProductMandatory(status)) return forcedOn('entertainment', 'mandatory');
  return togglable('entertainment', enrolment.entertainmentOptIn);
}

function authorityCard(product: 'council' | 'water', input: ProductSelectionInput): ProductCard {
  const { enrolment, productOffers, ctwbJourneyToggle } = input;
  const optIn = product === 'council' ? enrolment.councilOptIn : enrolment.waterOptIn;
  if (ctwbJourneyToggle) {
    return card(product, {
      isShown: false,
      isOn: optIn === OPT_IN.yes,
      lockReason: null,
      isSaved: false,
    });
  }
  if (productOffers[product] === PRODUCT_OFFERED_STATUS.notOffered) return notOffered(product);
  const isMandatory =
    product === 'council' ? enrolment.councilIsMandatory : enrolment.waterIsMandatory;
  if (isMandatory) return forcedOn(product, 'mandatory');
  const isConsented = product === 'council' ? enrolment.councilConsented : enrolment.waterConsented;
  if (isConsented === true) return forcedOn(product, 'consented');
  return togglable(product, optIn);
}

/**
 * The product selection cards (service-journeys 2): for each product whether its card is shown,
 * whether it starts on, and whether (and why) the mover cannot change it. The page draws these;
 * the API checks a save against the same cards.
 */
export function productSelectionCards(
  input: ProductSelectionInput,
): Record<SelectableProduct, ProductCard> {
  return {
    energy: energyCard(input),
    entertainment: entertainmentCard(input),
    council: authorityCard('council', input),
    water: authorityCard('water', input),
  };
}

/** The save's body field for each product. */
export const OPT_IN_FIELD: Record<
  SelectableProduct,
  'energyOptIn' | 'entertainmentOptIn' | 'councilOptIn' | 'waterOptIn'
> = {
  energy: 'energyOptIn',
  entertainment: 'entertainmentOptIn',
  council: 'councilOptIn',
  water: 'waterOptIn',
};

export type ProductSelectionChoice = Partial<Record<SelectableProduct, boolean>>;

/** What a save sends: OptIn 0 or 1 for every product this page saves; locked cards send their value. */
export function productSelectionBody(
  cards: Record<SelectableProduct, ProductCard>,
  choice: ProductSelectionChoice,
): Partial<Record<(typeof OPT_IN_FIELD)[SelectableProduct], OptIn>> {
  const body: Partial<Record<(typeof OPT_IN_FIELD)[SelectableProduct], OptIn>> = {};
  for (const product of SELECTABLE_PRODUCTS) {
    const productCard = cards[product];
    if (!productCard.isSaved) continue;
    const isOn =
      productCard.lockReason === null ? (choice[product] ?? productCard.isOn) : productCard.isOn;
    body[OPT_IN_FIELD[product]] = isOn ? OPT_IN.yes : OPT_IN.no;
  }
  return body;
}

// Written with the rule that says why energy cannot open (energy-availability), and kept here too.
export { METER_NOT_SUPPORTED_MESSAGE, TYPED_ADDRESS_NO_QUOTE_MESSAGE };

/** The sentence a locked card shows under its switch, so the mover knows why it cannot change. */
export function productLockExplanation(
  card: ProductCard,
  enrolment: Pick<Enrolment, 'isMeterInfoValid' | 'isManualAddress'> &
    Partial<Pick<Enrolment, 'isDomestic' | 'nation'>>,
  /** The move-in date is after today (the unknown-meter words differ). */
  isMoveInDateFuture = true,
): string | null {
  switch (card.lockReason) {
    case null:
    case 'notOffered':
      return null;
    case 'energyNotQuotable': {
      // The rule the confirmation card and the guard ask: why energy cannot open here.
      const block = energyBlockOf({
        ...enrolment,
        quotableEnergy: false,
        isMoveInDateInRange: true,
      });
      return block ? ENERGY_BLOCK_MESSAGE[block] : null;
    }
    case 'meterDetailsUnknown':
      return unknownMeterMessage(isMoveInDateFuture);
    case 'mandatory':
      return `${card.title} is included with your move, so it can't be turned off.`;
    case 'consented':
      return `You've already chosen ${card.title}, so it stays on.`;
  }
}

/** A save that changes a card the mover cannot change: which field, and what to tell them. */
export type ProductSelectionConflict = {
  field: (typeof OPT_IN_FIELD)[SelectableProduct];
  message: string;
};

export const productSelectionMessages = {
  lockedOn: (title: string) => `${title} can't be turned off for your move.`,
  notOffered: (title: string) => `${title} isn't offered for your move.`,
  required: (title: string) => `Please choose whether you want ${title}.`,
};

/**
 * Checks a save against the cards: every product the page saves must carry a value, and a locked
 * card only its own value. Null when the save is acceptable.
 */
export function productSelectionConflict(
  cards: Record<SelectableProduct, ProductCard>,
  body: Partial<Record<(typeof OPT_IN_FIELD)[SelectableProduct], OptIn | undefined>>,
): ProductSelectionConflict | null {
  for (const product of SELECTABLE_PRODUCTS) {
    const productCard = cards[product];
    if (!productCard.isSaved) continue;
    const field = OPT_IN_FIELD[product];
    const value = body[field];
    if (value === undefined)
      return { field, message: productSelectionMessages.required(productCard.title) };
    if (productCard.lockReason === null) continue;
    const locked = productCard.isOn ? OPT_IN.yes : OPT_IN.no;
    if (value === locked) continue;
    return {
      field,
      message: productCard.isOn
        ? productSelectionMessages.lockedOn(productCard.title)
        : productSelectionMessages.notOffered(productCard.title),
    };
  }
  return null;
}
