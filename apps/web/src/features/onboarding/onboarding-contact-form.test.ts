import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { contactErrorMessage } from './onboarding-contact-form';

describe('a refused contact says why on the field (spec section 8)', () => {
  it("shows the server's field message", () => {
    const error = new ApiError(
      400,
      {
        message: 'Please enter a valid UK mobile number without spaces, starting with 07',
        errors: {
          contact: 'Please enter a valid UK mobile number without spaces, starting with 07',
        },
      },
      'user',
    );
    expect(contactErrorMessage(error)).toBe(
      'Please enter a valid UK mobile number without spaces, starting with 07',
    );
  });

  it("shows a 429's words", () => {
    const error = new ApiError(
      429,
      { message: 'Please wait a moment before asking for another code.' },
      'user',
    );
    expect(contactErrorMessage(error)).toBe('Please wait a moment before asking for another code.');
  });

  it("says 'Something went wrong' without a server message", () => {
    expect(contactErrorMessage(new ApiError(400, null, 'user'))).toBe('Something went wrong');
    expect(contactErrorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });
});
