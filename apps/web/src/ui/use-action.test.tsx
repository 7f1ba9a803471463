import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

function withClient(onMutationError: (error: unknown) => void) {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: onMutationError }),
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useAction', () => {
  it('is pending while the call runs, then succeeds and hands the answer on', async () => {
    let finish: (value: string) => void = () => {};
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useAction(
          (name: string) =>
            new Promise<string>((resolve) => (finish = () => resolve(`saved ${name}`))),
          { onSuccess },
        ),
      { wrapper: withClient(() => {}) },
    );
    act(() => result.current.mutate('council'));
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe('council');
    await act(async () => finish('x'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledWith('saved council', 'council');
  });

  it('reports a failure to the page and to the one refused-token handler', async () => {
    const handler = vi.fn();
    const failure = new Error('refused');
    const { result } = renderHook(() => useAction(() => Promise.reject(failure)), {
      wrapper: withClient(handler),
    });
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(handler).toHaveBeenCalledWith(
      failure,
      undefined,
      undefined,
      undefined,
      expect.anything(),
    );
  });
});
