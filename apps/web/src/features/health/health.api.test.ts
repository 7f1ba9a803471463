import { describe, expect, it } from 'vitest';
import { chooseHealthPollMs, chooseServiceStatusPollMs } from './health.api';

describe('chooseServiceStatusPollMs', () => {
  it.each([
    ['Up', 45_000],
    ['Degraded', 22_500],
    ['Down', 22_500],
    [undefined, 22_500],
  ] as const)('polls every %s → %i ms', (status, ms) => {
    expect(chooseServiceStatusPollMs(status)).toBe(ms);
  });
});

describe('chooseHealthPollMs', () => {
  it('checks every 10 minutes while healthy and every 5 seconds while failing', () => {
    expect(chooseHealthPollMs(false)).toBe(600_000);
    expect(chooseHealthPollMs(true)).toBe(5_000);
  });
});
