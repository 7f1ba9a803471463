import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { answerWithin as AnswerWithin } from './answer-within';

const errors = {
  timedOut: () => new Error('too slow'),
  failed: (error: unknown) => new Error(`failed: ${(error as Error).message}`),
};
const never = () => new Promise<string>(() => {});
const after = (ms: number, value: string) => () =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

describe('answerWithin', () => {
  let answerWithin: typeof AnswerWithin;
  // Each test gets the module afresh: its one timer belongs to the fake clock of that test.
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    ({ answerWithin } = await import('./answer-within'));
  });
  afterEach(() => vi.useRealTimers());

  it('hands back an answer given in time', async () => {
    const answer = answerWithin(1_000, after(10, 'tariffs'), errors);
    await vi.advanceTimersByTimeAsync(10);
    await expect(answer).resolves.toBe('tariffs');
  });

  it('turns an answer slower than the deadline into the timed-out error, at the deadline', async () => {
    const answer = answerWithin(1_000, never, errors);
    const outcome = answer.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('too slow');
  });

  it('times out a shorter deadline first even when a longer one was already waiting', async () => {
    const slow = answerWithin(5_000, never, errors).catch(
      (error: Error) => `slow: ${error.message}`,
    );
    const quick = answerWithin(100, never, errors).catch(
      (error: Error) => `quick: ${error.message}`,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await quick).toBe('quick: too slow');
    expect(await Promise.race([slow, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await slow).toBe('slow: too slow');
  });

  it('turns a failure, thrown or rejected, into the failed error', async () => {
    const thrown = answerWithin(
      1_000,
      () => {
        throw new Error('catalogue down');
      },
      errors,
    );
    await expect(thrown).rejects.toThrow('failed: catalogue down');
    await expect(
      answerWithin(1_000, () => Promise.reject(new Error('no answer')), errors),
    ).rejects.toThrow('failed: no answer');
  });

  it('keeps no answered call waiting: a later deadline still fires on time', async () => {
    for (let i = 0; i < 100; i += 1) await answerWithin(1_000, () => Promise.resolve(i), errors);
    const answer = answerWithin(50, never, errors).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(50);
    expect(await answer).toBe('too slow');
  });
});
