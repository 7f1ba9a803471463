/** Property types for the energy usage estimate (service-journeys 9). */
export const PROPERTY_TYPE = {
  bungalow: 1,
  detached: 2,
  flatOrMaisonette: 3,
  semiDetached: 4,
  terraced: 5,
} as const;
export type PropertyType = (typeof PROPERTY_TYPE)[keyof typeof PROPERTY_TYPE];

export const PROPERTY_TYPE_LABEL: Record<PropertyType, string> = {
  1: 'Bungalow',
  2: 'Detached',
  3: 'Flat or maisonette',
  4: 'Semi-detached',
  5: 'Terraced',
};

export const PROPERTY_TYPE_OPTIONS: ReadonlyArray<{ value: PropertyType; label: string }> = (
  [1, 2, 3, 4, 5] as const
).map((value) => ({ value, label: PROPERTY_TYPE_LABEL[value] }));

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}
