/** Add-on types (service-journeys 9). */
export const ADD_ON_TYPE = {
  electricity: 1,
  gas: 2,
  dual: 3,
  home: 4,
  broadband: 5,
  other: 6,
} as const;
export type AddOnType = (typeof ADD_ON_TYPE)[keyof typeof ADD_ON_TYPE];

export function isAddOnType(value: unknown): value is AddOnType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}
