import { reportQuerySchema, reportSchema } from '@threshold/domain/partner/reports';
import { apiErrorSchema } from '@threshold/domain/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireKind } from '../../auth/guards';
import type { PartnerUsersService } from '../partner-console/partner-users.service';
import { createPartnerUserGuard } from '../partner-console/partner-user-guard';
import type { PartnerConsoleReportsService } from './partner-console-reports.service';

export type PartnerConsoleReportsRoutesOptions = {
  partnerConsoleReportsService: PartnerConsoleReportsService;
  partnerUsersService: Pick<PartnerUsersService, 'currentUser'>;
  requireKind: RequireKind;
};

const tags = ['partner console'];
const security = [{ bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const description =
  'Leads created from `from` to `to` (yyyy-MM-dd, London dates; by default the last 12 weeks: this ' +
  'week and the 11 before), of the user’s brand and those below it, or of one branch (`branch`, its ' +
  'number). A range is at most a year.';

/** The partner console's reports (issue 22): owners and staff alike. */
export const partnerConsoleReportsRoutes: FastifyPluginAsyncZod<
  PartnerConsoleReportsRoutesOptions
> = async (app, options) => {
  const { partnerConsoleReportsService: service, partnerUsersService, requireKind } = options;
  const { partnerUser, callerOf } = createPartnerUserGuard(partnerUsersService, requireKind);

  app.get(
    '/partner/reports',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary:
          'The funnel by ISO week, the time to complete and the opt-in rate per service per branch',
        description,
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.report(callerOf(request), request.query);
    },
  );

  app.get(
    '/partner/reports.csv',
    {
      ...partnerUser,
      schema: {
        tags,
        security,
        summary: 'The same report as CSV: the funnel, the time to complete and the opt-in tables',
        description,
        querystring: reportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, report } = await service.reportCsv(callerOf(request), request.query);
      const name = `reports-${report.from}-to-${report.to}${report.branch ? `-branch-${report.branch}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
