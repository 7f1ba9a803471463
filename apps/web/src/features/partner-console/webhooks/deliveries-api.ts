import {
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  type WebhookDelivery,
} from '@threshold/domain/partner/webhooks';
import { partnerCall } from '../partner.api';

/** The deliveries page's calls: an endpoint's deliveries, and a replay. */

export const deliveriesQueryKey = (endpointId: string) =>
  ['partner-console', 'webhooks', endpointId, 'deliveries'] as const;

export function deliveriesQuery(endpointId: string) {
  return {
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: async (): Promise<WebhookDelivery[]> =>
      webhookDeliveriesSchema.parse(
        await partnerCall(`/api/partner/webhooks/${encodeURIComponent(endpointId)}/deliveries`),
      ).deliveries,
  } as const;
}

export async function replayDelivery({
  endpointId,
  deliveryId,
}: {
  endpointId: string;
  deliveryId: string;
}): Promise<WebhookDelivery> {
  return webhookDeliverySchema.parse(
    await partnerCall(
      `/api/partner/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
      { method: 'POST' },
    ),
  );
}
