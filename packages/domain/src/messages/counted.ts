/**
 * A number with what it counts, singular for exactly one: "1 month", "12 months", "1 working day",
 * "2 working days". The one wording rule for counts built from numbers, wherever a page says them.
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
