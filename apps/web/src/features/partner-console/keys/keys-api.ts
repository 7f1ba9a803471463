import {
  partnerKeyCreatedSchema,
  partnerKeysSchema,
  type PartnerKey,
  type PartnerKeyCreate,
  type PartnerKeyCreated,
} from '@threshold/domain/partner/partner-keys';
import { partnerCall } from '../partner.api';

/** The console's API key calls (issue 22), owners only, each with the signed-in user's token. */

export const keysQueryKey = ['partner-console', 'keys'] as const;

export const keysQuery = {
  queryKey: keysQueryKey,
  queryFn: async (): Promise<PartnerKey[]> =>
    partnerKeysSchema.parse(await partnerCall('/api/partner/keys')).keys,
} as const;

/** POST /api/partner/keys: the new key, whole, this once. */
export async function createKey(body: PartnerKeyCreate): Promise<PartnerKeyCreated> {
  return partnerKeyCreatedSchema.parse(
    await partnerCall('/api/partner/keys', { method: 'POST', json: body }),
  );
}

export async function revokeKey(key: Pick<PartnerKey, 'id'>): Promise<void> {
  await partnerCall(`/api/partner/keys/${key.id}`, { method: 'DELETE' });
}
