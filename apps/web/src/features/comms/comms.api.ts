import { emailPreferencePath, type EmailPreferenceAction } from '@threshold/domain/journey/routes';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { callApi } from '../../api/client';

/** The link's per-message token and its email and source queries (spec section 2). */
export function useEmailPreferenceLink() {
  const { token = '' } = useParams();
  // useSearchParams would add its code to the entry chunk, where the router lives.
  const search = new URLSearchParams(useLocation().search);
  const email = search.get('email') ?? '';
  const source = search.get('source') ?? '';
  return {
    token,
    email,
    source,
    pathTo: (action: EmailPreferenceAction) =>
      emailPreferencePath(action, token, { email, source }),
  };
}

/**
 * PUT /api/enrolment/comms-blocked-by-user/{token}?email&source with { enabled, email }: enabled
 * true stops campaign e-mail to that address, false starts it again.
 */
export async function setCommsBlocked(
  link: { token: string; email: string; source: string },
  enabled: boolean,
): Promise<void> {
  const query = new URLSearchParams({ email: link.email, source: link.source });
  await callApi(`/api/enrolment/comms-blocked-by-user/${encodeURIComponent(link.token)}?${query}`, {
    method: 'PUT',
    json: { enabled, email: link.email },
  });
}

/**
 * The unsubscribe and resubscribe pages make their change when they open. The call is the same
 * however often it runs, so it is a query: it runs once per link, not twice under StrictMode.
 */
export function useCommsBlockedChange(enabled: boolean) {
  const link = useEmailPreferenceLink();
  const change = useQuery({
    queryKey: ['comms-blocked', link.token, link.email, enabled],
    queryFn: async () => {
      await setCommsBlocked(link, enabled);
      return true;
    },
    enabled: link.email !== '',
    retry: false,
    staleTime: Infinity,
  });
  return { link, change };
}
