import type { QueryClient } from '@tanstack/react-query';
import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi, readAnswer } from '../api/client';
import { readUserToken } from '../api/session-store';
import { takeEarlyEnrolmentRead } from './early-enrolment-read';
import { OWN_ENROLMENT_KEY } from './own-enrolment-key';

/**
 * GET /api/enrolment-auth: the mover's own enrolment (user or anonymous token). The first read
 * of a journey page takes the answer the entry asked for as it started (early-enrolment-read.ts).
 */
export async function fetchOwnEnrolment(): Promise<Enrolment> {
  const early = takeEarlyEnrolmentRead(readUserToken());
  return enrolmentSchema.parse(
    early
      ? await readAnswer(await early, 'user')
      : await callApi('/api/enrolment-auth', { auth: 'user' }),
  );
}

/** The one enrolment query: `useQuery(ownEnrolmentQuery)` on a page, `fetchQuery` in the guard. */
export const ownEnrolmentQuery = { queryKey: OWN_ENROLMENT_KEY, queryFn: fetchOwnEnrolment };

/** After a save that answers no enrolment: the enrolment read afresh, and kept where pages read it. */
export function refetchOwnEnrolment(queryClient: QueryClient): Promise<Enrolment> {
  return queryClient.fetchQuery({ ...ownEnrolmentQuery, staleTime: 0 });
}
