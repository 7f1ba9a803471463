import type { MoveInDateLimits } from '../schemas/brand';
import { addDays, addMonths, daysBetween, isAfter, isBefore, type IsoDate } from './calendar-date';

/**
 * Sign-up rule (portal-access 9): at most 3 months past and 29 days future. The spec's onboarding
 * edit rule (30 days) is not kept: the onboarding edit checks the brand's moving-details window,
 * so a date it accepts is never refused by moving details (docs/decisions.md).
 */
export const SIGN_UP_MOVE_IN_LIMITS: MoveInDateLimits = { maxPastMonths: 3, maxFutureDays: 29 };

/** Energy can be set up only within this many days before moving in (service-journeys 9). */
export const ENERGY_MOVE_IN_WINDOW_DAYS = 14;

export type MoveInDateCheck = 'ok' | 'tooFarPast' | 'tooFarFuture';

/**
 * Whether a move-in date is inside the window. Both limits are inclusive: with 29 future days,
 * today + 29 is accepted and today + 30 is refused; with 3 past months, the same day three
 * months ago is accepted and the day before it is refused.
 */
export function checkMoveInDate(
  moveInDate: IsoDate,
  today: IsoDate,
  limits: MoveInDateLimits,
): MoveInDateCheck {
  if (isBefore(moveInDate, addMonths(today, -limits.maxPastMonths))) return 'tooFarPast';
  if (isAfter(moveInDate, addDays(today, limits.maxFutureDays))) return 'tooFarFuture';
  return 'ok';
}

/**
 * Whether energy can be completed now: the move-in date is at most 14 days away (a date already
 * passed counts as in range, since the mover needs energy from that day).
 */
export function isWithinEnergyMoveInWindow(moveInDate: IsoDate, today: IsoDate): boolean {
  return daysBetween(today, moveInDate) <= ENERGY_MOVE_IN_WINDOW_DAYS;
}
