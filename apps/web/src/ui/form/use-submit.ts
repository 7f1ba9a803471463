import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

type SubmitOptions<Result> = {
  onSuccess?: (result: Result) => unknown;
  onError?: (error: unknown) => void;
};

/**
 * Runs a form's call and says whether it is still running. A refused token goes to the query
 * client's one handler (spec section 8: log out and go to /log-in), like a mutation's would.
 * (TanStack's useMutation is not used: it pulled React's module wrapper out of the entry chunk.)
 */
export function useSubmit<Input, Result>(
  action: (input: Input) => Promise<Result>,
  { onSuccess, onError }: SubmitOptions<Result> = {},
) {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  const run = async (input: Input) => {
    setIsPending(true);
    try {
      const result = await action(input);
      await onSuccess?.(result);
    } catch (error) {
      // Only the error is read by the handler (app/query-client.ts).
      queryClient
        .getMutationCache()
        .config.onError?.(error as Error, input, undefined, undefined as never, {
          client: queryClient,
          meta: undefined,
        });
      onError?.(error);
    } finally {
      setIsPending(false);
    }
  };
  return { run: (input: Input) => void run(input), isPending };
}
