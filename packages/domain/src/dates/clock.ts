/** "Now" comes from a clock so tests can fix it; code never calls `new Date()` for today. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (an ISO date-time or yyyy-MM-dd, read as midnight UTC). */
export function fixedClock(instant: string | Date): Clock {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new Error(`fixedClock: not a date: ${String(instant)}`);
  return { now: () => new Date(at.getTime()) };
}
