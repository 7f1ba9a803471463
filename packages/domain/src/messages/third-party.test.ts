import { expect, it } from 'vitest';
import { THIRD_PARTY_FAILURE_MESSAGE } from './third-party';

it('a supplier failure shows "There has been a error retrieving data from our third-party supplier. Please try again in a moment."', () => {
  // "a error" is the spec's own wording, kept as written.
  expect(THIRD_PARTY_FAILURE_MESSAGE).toBe(
    'There has been a error retrieving data from our third-party supplier. Please try again in a moment.',
  );
});
