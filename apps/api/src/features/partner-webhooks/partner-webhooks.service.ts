import { randomUUID } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import {
  WEBHOOK_BRAND_NOT_YOURS_MESSAGE,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE,
  WEBHOOK_OWNER_ONLY_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
  webhookEventTypeSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
} from '@threshold/domain/partner/webhooks';
import { AppError } from '../../http/app-error';
import {
  generateWebhookSecret,
  type WebhookSecretBox,
} from '../../messages/webhooks/webhook-secrets';
import { pointsToPrivateAddress } from '../../messages/webhooks/webhook-sender';
import { webhookIdOf } from '../../messages/webhooks/webhook-worker';
import type { PartnerCaller, PartnerUsersService } from '../partner-console/partner-users.service';
import type {
  PartnerWebhooksRepo,
  WebhookAttemptRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from './partner-webhooks.repo';

export type PartnerWebhooksService = ReturnType<typeof createPartnerWebhooksService>;

const ownerOnly = () => new AppError('FORBIDDEN', WEBHOOK_OWNER_ONLY_MESSAGE, { status: 403 });
const endpointNotFound = () =>
  new AppError('WEBHOOK_ENDPOINT_NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND_MESSAGE, { status: 404 });

/**
 * Owners' webhook endpoints (issue 22): register (the signing secret shown once), list, enable or
 * disable, delete, and each endpoint's deliveries with a replay. Staff are refused (403); another
 * partner's endpoint is answered as if it did not exist (404).
 */
export function createPartnerWebhooksService(deps: {
  repo: PartnerWebhooksRepo;
  partnerUsers: Pick<PartnerUsersService, 'me'>;
  secrets: WebhookSecretBox;
  clock: Clock;
  /** Production: https only, and no private or loopback receivers. */
  isProduction: boolean;
}) {
  const { repo, partnerUsers, secrets, clock, isProduction } = deps;

  /** The owner's own brand and those below it; 403 for staff. */
  async function ownerBrandIds(user: PartnerCaller): Promise<number[]> {
    if (user.role !== 'owner') throw ownerOnly();
    return (await partnerUsers.me(user)).brands.map((brand) => brand.id);
  }

  async function ownedEndpoint(user: PartnerCaller, endpointId: string) {
    const endpoint = await repo.findEndpoint(endpointId, await ownerBrandIds(user));
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }

  async function checkUrl(url: string): Promise<void> {
    if (!isProduction) return;
    if (new URL(url).protocol !== 'https:')
      throw new AppError('VALIDATION_FAILED', WEBHOOK_URL_MESSAGE, { field: 'url' });
    if (await pointsToPrivateAddress(url))
      throw new AppError('VALIDATION_FAILED', WEBHOOK_URL_PRIVATE_MESSAGE, { field: 'url' });
  }

  return {
    async list(user: PartnerCaller): Promise<{ endpoints: WebhookEndpoint[] }> {
      const endpoints = await repo.listEndpoints(await ownerBrandIds(user));
      return { endpoints: endpoints.map(toEndpoint) };
    },

    async create(
      user: PartnerCaller,
      body: WebhookEndpointCreate,
    ): Promise<WebhookEndpointCreated> {
      const brandIds = await ownerBrandIds(user);
      const brandId = body.brandId ?? user.brandId;
      // Another partner's brand and a brand that does not exist answer alike.
      if (!brandIds.includes(brandId))
        throw new AppError('VALIDATION_FAILED', WEBHOOK_BRAND_NOT_YOURS_MESSAGE, {
          field: 'brandId',
        });
      await checkUrl(body.url);
      const id = randomUUID();
      const secret = generateWebhookSecret();
      const row = await repo.insertEndpoint({
        id,
        brandId,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        secretCiphertext: secrets.seal(secret, id),
        createdBy: user.id,
        createdAt: clock.now(),
      });
      return { ...toEndpoint(row), secret };
    },

    async setEnabled(
      user: PartnerCaller,
      endpointId: string,
      enabled: boolean,
    ): Promise<WebhookEndpoint> {
      const endpoint = await ownedEndpoint(user, endpointId);
      const disabledAt = enabled ? null : (endpoint.disabledAt ?? clock.now());
      return toEndpoint(await repo.setDisabledAt(endpoint.id, disabledAt));
    },

    async remove(user: PartnerCaller, endpointId: string): Promise<void> {
      const endpoint = await ownedEndpoint(user, endpointId);
      await repo.deleteEndpoint(endpoint.id);
    },

    async deliveries(
      user: PartnerCaller,
      endpointId: string,
    ): Promise<{ deliveries: WebhookDelivery[] }> {
      const endpoint = await ownedEndpoint(user, endpointId);
      const rows = await repo.listDeliveries(endpoint.id);
      return { deliveries: rows.map(({ delivery, attempts }) => toDelivery(delivery, attempts)) };
    },

    /** A new attempt of a delivery through the worker, with the same webhook-id. */
    async replay(
      user: PartnerCaller,
      endpointId: string,
      deliveryId: string,
    ): Promise<WebhookDelivery> {
      const endpoint = await ownedEndpoint(user, endpointId);
      const notFound = () =>
        new AppError('WEBHOOK_DELIVERY_NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE, {
          status: 404,
        });
      if (!(await repo.replay(endpoint.id, deliveryId, clock.now()))) throw notFound();
      const found = await repo.findDelivery(endpoint.id, deliveryId);
      if (!found) throw notFound();
      return toDelivery(found.delivery, found.attempts);
    },
  };
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    brandId: row.brandId,
    url: row.url,
    events: row.events.map((event) => webhookEventTypeSchema.parse(event)),
    description: row.description,
    enabled: row.disabledAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  const status = row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending';
  return {
    id: row.id,
    webhookId: webhookIdOf(row.id),
    eventType: webhookEventTypeSchema.parse(row.eventType),
    status,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: attempts.map((attempt) => ({
      at: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      replay: attempt.isReplay,
    })),
  };
}
