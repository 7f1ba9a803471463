import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('fetches a part once, and answers it once loaded', async () => {
    const importPart = vi.fn(async () => ({ words: 'Skip energy' }));
    const part = lazyPart(importPart);
    expect(part.loaded()).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(part.loaded()).toEqual({ words: 'Skip energy' });
    await part.load();
    expect(importPart).toHaveBeenCalledOnce();
  });

  it('tries a failed fetch again on the next load', async () => {
    const importPart = vi
      .fn<() => Promise<{ words: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ words: 'Skip energy' });
    const part = lazyPart(importPart);
    await expect(part.load()).rejects.toThrow(TypeError);
    await expect(part.load()).resolves.toEqual({ words: 'Skip energy' });
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyPart', () => {
  it('answers a part loaded before the draw at once', async () => {
    const part = lazyPart(async () => 'blocked words');
    await part.load();
    const { result } = renderHook(() => useLazyPart(part, true));
    expect(result.current).toBe('blocked words');
  });

  it('loads a needed part drawn without it, and draws again when it comes', async () => {
    const part = lazyPart(async () => 'chosen tariff');
    const { result } = renderHook(() => useLazyPart(part, true));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('chosen tariff'));
  });

  it('neither loads nor answers a part that is not needed', async () => {
    const importPart = vi.fn(async () => 'chosen package');
    const part = lazyPart(importPart);
    const { result } = renderHook(() => useLazyPart(part, false));
    await Promise.resolve();
    expect(result.current).toBeUndefined();
    expect(importPart).not.toHaveBeenCalled();
  });
});
