/** Bedroom choices: "1-2" is stored as 1 and "4+" as 4 (service-journeys 9). */
export const BEDROOM_CHOICES = [
  { value: 1, label: '1-2' },
  { value: 3, label: '3' },
  { value: 4, label: '4+' },
] as const;
export type BedroomChoice = (typeof BEDROOM_CHOICES)[number]['value'];

export function isBedroomChoice(value: unknown): value is BedroomChoice {
  return value === 1 || value === 3 || value === 4;
}
