import { z } from 'zod';

export const SERVICE_STATUSES = ['Up', 'Degraded', 'Down'] as const;
export const serviceStatusValueSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof serviceStatusValueSchema>;

/** GET /api/gbg-status-check; PUT (operator key) sets it for tests and operations. */
export const serviceStatusSchema = z.object({ status: serviceStatusValueSchema });

/** Polling (spec section 9): status every 45 s when Up, 22.5 s otherwise; health 10 min OK, 5 s failing. */
export const SERVICE_STATUS_POLL_UP_MS = 45_000;
export const SERVICE_STATUS_POLL_NOT_UP_MS = 22_500;
export const HEALTH_POLL_OK_MS = 10 * 60_000;
export const HEALTH_POLL_FAILING_MS = 5_000;

/** GET /api/healthcheck: 200 when the database answers, 503 otherwise. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
