/** Whether a product is offered to this mover (service-journeys 4). */
export const PRODUCT_OFFERED_STATUS = {
  notSet: 0,
  offered: 1,
  notOffered: 2,
  offeredAndPreselected: 3,
  offeredAndMandatory: 4,
} as const;
export type ProductOfferedStatus =
  (typeof PRODUCT_OFFERED_STATUS)[keyof typeof PRODUCT_OFFERED_STATUS];

/** Energy can be toggled only when its offered status is not NotOffered. */
export function isProductOffered(status: ProductOfferedStatus): boolean {
  return status !== PRODUCT_OFFERED_STATUS.notOffered;
}

export function isProductMandatory(status: ProductOfferedStatus): boolean {
  return status === PRODUCT_OFFERED_STATUS.offeredAndMandatory;
}

export function isProductPreselected(status: ProductOfferedStatus): boolean {
  return (
    status === PRODUCT_OFFERED_STATUS.offeredAndPreselected ||
    status === PRODUCT_OFFERED_STATUS.offeredAndMandatory
  );
}
