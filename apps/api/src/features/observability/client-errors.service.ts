import {
  routePatternOf,
  scrubPersonalData,
} from '@threshold/domain/observability/client-error-report';
import type { ClientErrorReport } from '@threshold/domain/schemas/client-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Browser error reports: scrubbed again here (a report is whatever a client sent), then logged
 * and counted by route, so an operator sees what movers hit without anything personal.
 */
export function createClientErrorsService({
  metrics,
  log,
}: {
  metrics: Pick<Metrics, 'countClientError'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  return {
    record(report: ClientErrorReport): void {
      const clean = {
        message: scrubPersonalData(report.message),
        route: routePatternOf(report.route),
        source: report.source,
        buildId: report.buildId,
        userAgentFamily: report.userAgentFamily,
      };
      metrics.countClientError(clean.route, clean.source);
      log.warn({ clientError: clean }, 'browser error reported');
    },
  };
}
export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
