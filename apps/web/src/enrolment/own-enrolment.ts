import type { QueryClient } from '@tanstack/react-query';
import { enrolmentSchema, type Enrolment } from '@threshold/domain/schemas/enrolment';
import { callApi } from '../api/client';
import { OWN_ENROLMENT_KEY } from './own-enrolment-key';

/** GET /api/enrolment-auth: the mover's own enrolment (user or anonymous token). */
export async function fetchOwnEnrolment(): Promise<Enrolment> {
  return enrolmentSchema.parse(await callApi('/api/enrolment-auth', { auth: 'user' }));
}

/** The one enrolment query: `useQuery(ownEnrolmentQuery)` on a page, `fetchQuery` in the guard. */
export const ownEnrolmentQuery = { queryKey: OWN_ENROLMENT_KEY, queryFn: fetchOwnEnrolment };

/** After a save that answers no enrolment: the enrolment read afresh, and kept where pages read it. */
export function refetchOwnEnrolment(queryClient: QueryClient): Promise<Enrolment> {
  return queryClient.fetchQuery({ ...ownEnrolmentQuery, staleTime: 0 });
}
