import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResendCode } from './one-time-code';

describe('ResendCode', () => {
  afterEach(cleanup);

  const waitText = () =>
    screen.getByRole('button', { name: 'Send me the code again' }).nextElementSibling?.textContent;

  it('says how many seconds are left, "1 second" for the last one, not "1 seconds"', () => {
    const { rerender } = render(
      <ResendCode seconds={2} isPending={false} onResend={() => {}} notice="" />,
    );
    expect(waitText()).toBe(' (you can ask again in 2 seconds)');
    rerender(<ResendCode seconds={1} isPending={false} onResend={() => {}} notice="" />);
    expect(waitText()).toBe(' (you can ask again in 1 second)');
  });
});
