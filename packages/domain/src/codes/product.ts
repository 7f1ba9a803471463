/** The products a mover can choose on product selection (service-journeys 9). */
export const PRODUCT = {
  entertainment: 'entertainment',
  energy: 'energy',
  council: 'council',
  water: 'water',
} as const;
export type Product = (typeof PRODUCT)[keyof typeof PRODUCT];

/** Card titles on product selection. */
export const PRODUCT_CARD_TITLE: Record<Product, string> = {
  energy: 'Energy',
  entertainment: 'Broadband Phone & TV',
  council: 'Council Tax',
  water: 'Water',
};

/** Confirmation summary card titles, keyed by the summary section (service-journeys 2). */
export const PRODUCT_SUMMARY_TITLE = {
  entertainment: 'Broadband, Phone and TV',
  council: 'Council Tax',
  energyElectric: 'Electricity',
  energy: 'Energy',
  energyDualFuel: 'Energy',
  energyGas: 'Gas',
  councilTaxWater: 'Council Tax & Water',
  water: 'Water',
  heatingBreakdownCover: 'Heating Breakdown Cover',
} as const;
export type ProductSummaryKey = keyof typeof PRODUCT_SUMMARY_TITLE;
