import { ApiError } from './client';

/** What a refused call means for the session (spec section 8, handled once in the query cache). */
export type AuthFailureAction = 'reload' | 'log-out' | null;

export function chooseAuthFailureAction(error: unknown): AuthFailureAction {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return null;
  if (error.auth === 'user') return 'log-out';
  if (error.auth === 'app' && error.status === 401) return 'reload';
  return null;
}
