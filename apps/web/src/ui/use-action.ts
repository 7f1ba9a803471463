import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

type ActionOptions<Variables, Result> = {
  onSuccess?: (result: Result, variables: Variables) => unknown;
  onError?: (error: unknown, variables: Variables) => void;
};

type ActionState<Variables> =
  | { status: 'idle'; error: null; variables: undefined }
  | { status: 'pending'; error: null; variables: Variables }
  | { status: 'success'; error: null; variables: Variables }
  | { status: 'error'; error: unknown; variables: Variables };

/**
 * A button's call with its state, shaped like TanStack's useMutation (mutate, isPending, isError,
 * error, variables). useMutation itself is not used in the browser: importing it makes the bundler
 * pull React and TanStack's shared modules out of the entry chunk (about 1.5 KB gzip on every page).
 * A refused token goes to the query client's one handler (spec section 8), as a mutation's would.
 */
export function useAction<Variables = void, Result = unknown>(
  action: (variables: Variables) => Promise<Result>,
  { onSuccess, onError }: ActionOptions<Variables, Result> = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActionState<Variables>>({
    status: 'idle',
    error: null,
    variables: undefined,
  });
  // Only the latest call's outcome is shown.
  const latest = useRef(0);
  const mutate = useCallback(
    (variables: Variables) => {
      const call = ++latest.current;
      setState({ status: 'pending', error: null, variables });
      void (async () => {
        try {
          const result = await action(variables);
          await onSuccess?.(result, variables);
          if (call === latest.current) setState({ status: 'success', error: null, variables });
        } catch (error) {
          queryClient
            .getMutationCache()
            .config.onError?.(error as Error, variables, undefined, undefined as never, {
              client: queryClient,
              meta: undefined,
            });
          onError?.(error, variables);
          if (call === latest.current) setState({ status: 'error', error, variables });
        }
      })();
    },
    [action, onSuccess, onError, queryClient],
  );
  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.error,
    variables: state.variables,
  };
}
