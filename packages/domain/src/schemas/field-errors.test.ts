import { expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';

it('keeps the first message of each field, keyed by its dotted path', () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, 'first')
      .regex(/^[a-z]+$/, 'second'),
    address: z.object({
      postcode: z.string().min(1, 'Please tell me the postcode of your new home'),
    }),
  });
  const result = schema.safeParse({ name: '1', address: { postcode: '' } });
  expect(result.error && fieldErrorsOf(result.error)).toEqual({
    name: 'first',
    'address.postcode': 'Please tell me the postcode of your new home',
  });
});
