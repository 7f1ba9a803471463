/** Occupants 1 to 9+, where 9 stands for nine or more. */
export const OCCUPANT_CHOICES: ReadonlyArray<{ value: number; label: string }> = Array.from(
  { length: 9 },
  (_, index) => ({ value: index + 1, label: index === 8 ? '9+' : String(index + 1) }),
);
export const MAX_OCCUPANTS = 9;

export function isOccupantChoice(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_OCCUPANTS
  );
}
