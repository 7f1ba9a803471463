import type { LeadDetail, LeadList } from '@threshold/domain/partner/lead-list';
import { readAnswer } from '../../../api/client';
import { partnerCall, partnerFetch } from '../partner.api';
import { leadExportPath, leadListPath, type LeadFilters } from './lead-filters';

/**
 * The console's lead calls (issue 22), each with the signed-in user's token. Answers are typed, not
 * parsed again: the API's response schemas already shape them, and the parsers would add to
 * every lead page's chunk.
 */

export const leadsQueryKey = ['partner-console', 'leads'] as const;

export const leadListQuery = (filters: LeadFilters) =>
  ({
    queryKey: [...leadsQueryKey, 'list', leadListPath(filters)],
    queryFn: () => partnerCall<LeadList>(leadListPath(filters)),
    // Movers move on while the partner looks elsewhere: a list opened again shows what it had and
    // asks again at once, so stages are never half a minute old.
    staleTime: 0,
  }) as const;

export const leadDetailQuery = (id: string) =>
  ({
    queryKey: [...leadsQueryKey, 'detail', id],
    queryFn: () => partnerCall<LeadDetail>(`/api/partner/leads/${encodeURIComponent(id)}`),
    // A partner watches a mover go through the journey: the page follows while it is open (and
    // shown: TanStack pauses the interval in a hidden tab), without a reload.
    refetchInterval: LEAD_FOLLOW_MS,
    staleTime: 0,
  }) as const;

/** How often an open lead's page asks again: one light read every 10 seconds. */
export const LEAD_FOLLOW_MS = 10_000;

export async function resendInvitation(id: string): Promise<void> {
  await partnerCall(`/api/partner/leads/${encodeURIComponent(id)}/resend-invitation`, {
    method: 'POST',
  });
}

/** POST /api/partner/leads with the console's form: the new lead's id. */
export async function addLead(lead: Record<string, unknown>): Promise<string> {
  const created = await partnerCall<{ enrolmentId: string }>('/api/partner/leads', {
    method: 'POST',
    json: lead,
  });
  return created.enrolmentId;
}

/** Saves a file the browser already holds, under `name`, by a link the page never shows. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Chrome reads the blob after the click's task: let it before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The filtered list as CSV, downloaded with the token (a plain link could not carry it). */
export async function exportLeads(filters: LeadFilters): Promise<void> {
  const response = await partnerFetch(leadExportPath(filters));
  // A refusal is the API's JSON error, never a file: read it as any call's answer (it throws).
  if (!response.ok) await readAnswer(response, 'partner');
  saveFile(await response.blob(), 'leads.csv');
}
