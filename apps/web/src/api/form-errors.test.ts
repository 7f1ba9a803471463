import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { serverErrorsOf } from './form-errors';

const TARGETS = [
  ['surname', 'surname'],
  ['dateOfBirth', 'dateOfBirth-day'],
] as const;

describe('server errors on a form', () => {
  it('puts a 400 field message beside its field', () => {
    const error = new ApiError(
      400,
      { message: 'Invalid', errors: { surname: 'Bad surname' } },
      'user',
    );
    expect(serverErrorsOf(error, TARGETS)).toEqual({ surname: 'Bad surname' });
  });

  it('puts a message for a field the form does not have above the form', () => {
    const error = new ApiError(409, { message: 'That email address is already in use' }, 'user');
    expect(serverErrorsOf(error, TARGETS)).toEqual({ '': 'That email address is already in use' });
  });
});
