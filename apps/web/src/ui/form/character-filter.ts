import type { FormEvent } from 'react';

/** Digits only: what a numeric input keeps of a typed or pasted value. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when every character of a key press or paste is allowed. */
export function isAllowedInput(data: string | null, allowed: RegExp): boolean {
  return data === null || [...data].every((character) => allowed.test(character));
}

/**
 * A `onBeforeInput` handler that refuses characters outside `allowed` as they are typed (spec
 * section 5: "only digits or + are accepted on key press"). Deleting always works.
 */
export function refuseCharactersOutside(allowed: RegExp) {
  return (event: FormEvent<HTMLInputElement>) => {
    const { data } = event.nativeEvent as InputEvent;
    if (!isAllowedInput(data ?? null, allowed)) event.preventDefault();
  };
}

export const DIGIT = /\d/;
export const DIGIT_OR_PLUS = /[\d+]/;
