import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { codeLogInSchema, logInSchema } from './log-in';

describe('log-in', () => {
  it('accepts an e-mail and a password', () => {
    expect(logInSchema.parse({ username: ' ann@example.com ', password: 'Secret1!' })).toEqual({
      username: 'ann@example.com',
      password: 'Secret1!',
    });
  });

  it.each([
    { field: 'username', value: '', message: 'Please enter your email address' },
    { field: 'username', value: 'ann', message: 'Please enter a valid email address' },
    {
      field: 'password',
      value: '',
      message: "Incorrect password - please try again, or click 'forgotten password' below",
    },
    {
      field: 'username',
      value: 'ann\u0000@example.com',
      message: 'Please enter a valid email address',
    },
    {
      field: 'password',
      value: 'Secret\u00001!',
      message: "Incorrect password - please try again, or click 'forgotten password' below",
    },
  ])('refuses $field "$value" with "$message"', ({ field, value, message }) => {
    const result = logInSchema.safeParse({
      username: 'ann@example.com',
      password: 'x',
      [field]: value,
    });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({ [field]: message });
  });

  it('asks for the e-mail a log-in code goes to with "Please enter your email address"', () => {
    const result = codeLogInSchema.safeParse({ emailAddress: '' });
    expect(result.error && fieldErrorsOf(result.error)).toEqual({
      emailAddress: 'Please enter your email address',
    });
  });
});
