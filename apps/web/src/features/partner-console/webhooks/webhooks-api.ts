import {
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
} from '@threshold/domain/partner/webhooks';
import { partnerCall } from '../partner.api';

/** The console's webhook calls (issue 22), owners only, each with the signed-in user's token. */

export const endpointsQueryKey = ['partner-console', 'webhooks'] as const;

export const endpointsQuery = {
  queryKey: endpointsQueryKey,
  queryFn: async (): Promise<WebhookEndpoint[]> =>
    webhookEndpointsSchema.parse(await partnerCall('/api/partner/webhooks')).endpoints,
} as const;

/** POST /api/partner/webhooks: the endpoint with its signing secret, this once. */
export async function createEndpoint(body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  return webhookEndpointCreatedSchema.parse(
    await partnerCall('/api/partner/webhooks', { method: 'POST', json: body }),
  );
}

export async function setEndpointEnabled({
  id,
  enabled,
}: Pick<WebhookEndpoint, 'id' | 'enabled'>): Promise<WebhookEndpoint> {
  return webhookEndpointSchema.parse(
    await partnerCall(`/api/partner/webhooks/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: { enabled },
    }),
  );
}

export async function deleteEndpoint({ id }: Pick<WebhookEndpoint, 'id'>): Promise<void> {
  await partnerCall(`/api/partner/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
