import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../http/app-error';

/** Compares keys in constant time, so a wrong key's answer time says nothing about the right one. */
export function sameKey(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The operator calls' guard (x-operator-key): 401 without a key, 403 with a wrong one, each with
 * the calling feature's own words.
 */
export function assertOperatorKey(
  givenKey: string | undefined,
  operatorKey: string,
  message: string,
): void {
  if (!givenKey) throw new AppError('OPERATOR_KEY_REQUIRED', message, { status: 401 });
  if (!sameKey(givenKey, operatorKey)) throw new AppError('FORBIDDEN', message, { status: 403 });
}
