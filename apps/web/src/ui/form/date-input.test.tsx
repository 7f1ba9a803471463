import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isAllowedInput, keepDigits, DIGIT_OR_PLUS } from './character-filter';
import { DateInput, nextDatePart } from './date-input';

function DateOfBirth() {
  const [value, setValue] = useState({ day: '', month: '', year: '' });
  return <DateInput id="dateOfBirth" legend="Date of birth" value={value} onChange={setValue} />;
}

describe('DateInput', () => {
  afterEach(cleanup);

  it('moves from day to month to year after 2 digits each', async () => {
    const user = userEvent.setup();
    render(<DateOfBirth />);
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard('0703');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('07');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('03');
    expect(document.activeElement).toBe(screen.getByLabelText('Year'));
    await user.keyboard('1990');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('1990');
  });

  it('keeps digits only and stays put until 2 are in', async () => {
    const user = userEvent.setup();
    render(<DateOfBirth />);
    const day = screen.getByLabelText('Day');
    await user.click(day);
    await user.keyboard('a1-');
    expect((day as HTMLInputElement).value).toBe('1');
    expect(document.activeElement).toBe(day);
  });

  it.each([
    ['day', '1', null],
    ['day', '12', 'month'],
    ['month', '04', 'year'],
    ['year', '19', null],
  ] as const)('after %s "%s" moves to %s', (part, value, next) => {
    expect(nextDatePart(part, value)).toBe(next);
  });
});

describe('character filters', () => {
  it('keeps the digits of a pasted value', () => {
    expect(keepDigits('12/ab 3')).toBe('123');
  });

  it.each([
    ['7', true],
    ['+', true],
    ['a', false],
    [' ', false],
    ['07+1', true],
    [null, true],
  ])('a mobile number accepts %s on key press: %s', (data, isAllowed) => {
    expect(isAllowedInput(data, DIGIT_OR_PLUS)).toBe(isAllowed);
  });
});
