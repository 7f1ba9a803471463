import { GENERIC_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '@threshold/domain/schemas/api-error';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { describe, expect, it } from 'vitest';
import { chooseAuthFailureAction } from './auth-failure';
import { ApiError } from './client';
import { describeError } from './error-message';

describe('describeError', () => {
  it.each([
    ['a 500', new ApiError(500, { message: 'db exploded' }, 'app'), SERVER_ERROR_MESSAGE],
    ['a 503 without a body', new ApiError(503, null, 'app'), SERVER_ERROR_MESSAGE],
    [
      'a 502 (an outside supplier failed)',
      new ApiError(502, { message: 'anything', code: 'THIRD_PARTY_FAILURE' }, 'user'),
      THIRD_PARTY_FAILURE_MESSAGE,
    ],
    ['a 400 without a message', new ApiError(400, null, 'user'), GENERIC_ERROR_MESSAGE],
    [
      'a 400 with an empty message',
      new ApiError(400, { message: '' }, 'user'),
      GENERIC_ERROR_MESSAGE,
    ],
    [
      'a 400 with a server message',
      new ApiError(400, { message: 'That link has expired' }, 'user'),
      'That link has expired',
    ],
    [
      'a known server code',
      new ApiError(400, { message: 'INVALID_OTP' }, 'user'),
      "We don't recognise this code",
    ],
    [
      'field errors',
      new ApiError(
        400,
        {
          message: 'Invalid input',
          errors: { surname: 'Please enter your surname', postcode: 'Bad postcode' },
        },
        'user',
      ),
      'Please enter your surname Bad postcode',
    ],
    [
      "a 'Name ... is already taken.' suffix",
      new ApiError(
        409,
        { message: 'Enrolment could not be saved. Name Smith is already taken.' },
        'user',
      ),
      'Enrolment could not be saved.',
    ],
    ['a call with no answer', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['something that is not an error', 'boom', GENERIC_ERROR_MESSAGE],
  ])('describes %s', (_what, error, sentence) => {
    expect(describeError(error)).toBe(sentence);
  });
});

describe('chooseAuthFailureAction', () => {
  it.each([
    [new ApiError(401, null, 'user'), 'log-out'],
    [new ApiError(403, null, 'user'), 'log-out'],
    [new ApiError(401, null, 'app'), 'reload'],
    [new ApiError(403, null, 'app'), null],
    [new ApiError(404, null, 'user'), null],
    [new ApiError(503, null, 'none'), null],
    [new Error('offline'), null],
  ])('%o → %s', (error, action) => {
    expect(chooseAuthFailureAction(error)).toBe(action);
  });
});
