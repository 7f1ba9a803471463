import {
  HEALTH_POLL_FAILING_MS,
  HEALTH_POLL_OK_MS,
  SERVICE_STATUS_POLL_NOT_UP_MS,
  SERVICE_STATUS_POLL_UP_MS,
  type ServiceStatus,
} from '@threshold/domain/schemas/service-status';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';

/** Spec section 9: the service status is polled every 45 s when Up, every 22.5 s otherwise. */
export function chooseServiceStatusPollMs(status: ServiceStatus | undefined): number {
  return status === 'Up' ? SERVICE_STATUS_POLL_UP_MS : SERVICE_STATUS_POLL_NOT_UP_MS;
}

/** Spec section 9: the health check runs every 10 minutes while OK, every 5 s while failing. */
export function chooseHealthPollMs(isFailing: boolean): number {
  return isFailing ? HEALTH_POLL_FAILING_MS : HEALTH_POLL_OK_MS;
}

export const serviceStatusQuery = queryOptions({
  queryKey: ['service-status'],
  queryFn: () => callApi<{ status: ServiceStatus }>('/api/gbg-status-check'),
  refetchInterval: (query) => chooseServiceStatusPollMs(query.state.data?.status),
});

/** GET /api/healthcheck answers 200 or 503 and needs no token (the spec's "separate client"). */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: () => callApi<unknown>('/api/healthcheck', { auth: 'none' }),
  retry: false,
  refetchInterval: (query) => chooseHealthPollMs(query.state.status === 'error'),
});
