import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { csvCell } from '@threshold/domain/partner/lead-list';
import {
  FUNNEL_STEP_LABEL,
  REPORT_SERVICE_LABEL,
  REPORT_SERVICES,
  isoWeekName,
  reportRange,
  reportWeeks,
  shareOf,
  type FunnelRow,
  type Report,
  type ReportQuery,
} from '@threshold/domain/partner/reports';
import { AppError } from '../../http/app-error';
import type { PartnerCaller, PartnerUsersService } from '../partner-console/partner-users.service';
import type { FunnelWeekRow, PartnerConsoleReportsRepo } from './partner-console-reports.repo';

export type PartnerConsoleReportsService = ReturnType<typeof createPartnerConsoleReportsService>;

const emptyRow = (): FunnelRow => ({
  invited: 0,
  confirmed: 0,
  detailsGiven: 0,
  services: {
    council: { chosen: 0, completed: 0 },
    water: { chosen: 0, completed: 0 },
    energy: { chosen: 0, completed: 0 },
    broadband: { chosen: 0, completed: 0 },
  },
  complete: 0,
});

function funnelRowOf(row: FunnelWeekRow): FunnelRow {
  const funnel = emptyRow();
  funnel.invited = row.invited;
  funnel.confirmed = row.confirmed;
  funnel.detailsGiven = row.details_given;
  funnel.complete = row.complete;
  for (const service of REPORT_SERVICES)
    funnel.services[service] = {
      chosen: row[`${service}_chosen`],
      completed: row[`${service}_completed`],
    };
  return funnel;
}

function add(total: FunnelRow, row: FunnelRow): void {
  total.invited += row.invited;
  total.confirmed += row.confirmed;
  total.detailsGiven += row.detailsGiven;
  total.complete += row.complete;
  for (const service of REPORT_SERVICES) {
    total.services[service].chosen += row.services[service].chosen;
    total.services[service].completed += row.services[service].completed;
  }
}

/** Hours to one decimal place: the reports say "12.5 hours", never a float's tail. */
const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The partner console's reports (issue 22) over the leads of the caller's brand and those below
 * it (brand-scope), or of one branch of them; a branch outside the caller's scope has no leads.
 */
export function createPartnerConsoleReportsService(deps: {
  repo: PartnerConsoleReportsRepo;
  partnerUsersService: Pick<PartnerUsersService, 'me'>;
  clock: Clock;
}) {
  const { repo, partnerUsersService, clock } = deps;

  async function report(caller: PartnerCaller, query: ReportQuery): Promise<Report> {
    const resolved = reportRange(query, todayIso(clock));
    if (!resolved.ok)
      throw new AppError('REPORT_RANGE', resolved.message, { status: 400, field: resolved.field });
    const { range } = resolved;
    const me = await partnerUsersService.me(caller);
    const scope = { brandIds: me.brands.map((brand) => brand.id), branch: query.branch, range };
    const [{ weeks, brands: optIn }, timeToComplete] = await Promise.all([
      repo.funnelAndOptIn(scope),
      repo.timeToComplete(scope),
    ]);
    const byWeek = new Map(weeks.map((row) => [row.week_start, funnelRowOf(row)]));
    const total = emptyRow();
    // Every week of the range, those without leads as zeros, so the chart's weeks are evenly spaced.
    const funnelWeeks = reportWeeks(range).map((weekStart) => {
      const row = byWeek.get(weekStart) ?? emptyRow();
      add(total, row);
      return { weekStart, week: isoWeekName(weekStart), ...row };
    });
    return {
      from: range.from,
      to: range.to,
      branch: query.branch ?? null,
      funnel: { weeks: funnelWeeks, total },
      timeToComplete: {
        completed: timeToComplete.completed,
        medianHours: hours(timeToComplete.median_hours),
        p90Hours: hours(timeToComplete.p90_hours),
      },
      optIn: optIn.map((row) => ({
        branch: row.branch_code,
        brandName: row.brand_name,
        leads: row.leads,
        services: Object.fromEntries(
          REPORT_SERVICES.map((service) => {
            const chosen = row[`${service}_chosen`];
            return [service, { chosen, share: shareOf(chosen, row.leads) }];
          }),
        ) as Report['optIn'][number]['services'],
      })),
    };
  }

  return {
    report,

    /** The same report as CSV: three tables (funnel, time to complete, opt-in), a blank line apart. */
    async reportCsv(
      caller: PartnerCaller,
      query: ReportQuery,
    ): Promise<{ csv: string; report: Report }> {
      const answer = await report(caller, query);
      return { csv: reportCsv(answer), report: answer };
    },
  };
}

const line = (cells: readonly (string | number | null)[]) =>
  `${cells.map((cell) => csvCell(cell === null ? null : String(cell))).join(',')}\r\n`;

/** The report's numbers as a spreadsheet opens them, each table under its title. */
export function reportCsv(report: Report): string {
  const serviceHeaders = REPORT_SERVICES.flatMap((service) => [
    `${REPORT_SERVICE_LABEL[service]} chosen`,
    `${REPORT_SERVICE_LABEL[service]} completed`,
  ]);
  const funnelCells = (row: FunnelRow) => [
    row.invited,
    row.confirmed,
    row.detailsGiven,
    ...REPORT_SERVICES.flatMap((service) => [
      row.services[service].chosen,
      row.services[service].completed,
    ]),
    row.complete,
  ];
  const parts = [
    line([
      `Leads created ${report.from} to ${report.to}`,
      report.branch ? `Branch ${report.branch}` : 'All branches',
    ]),
    '\r\n',
    line(['Funnel by week']),
    line([
      'Week',
      'Week starting',
      FUNNEL_STEP_LABEL.invited,
      FUNNEL_STEP_LABEL.confirmed,
      FUNNEL_STEP_LABEL.detailsGiven,
      ...serviceHeaders,
      FUNNEL_STEP_LABEL.complete,
    ]),
    ...report.funnel.weeks.map((week) => line([week.week, week.weekStart, ...funnelCells(week)])),
    line(['Total', null, ...funnelCells(report.funnel.total)]),
    '\r\n',
    line(['Time to complete']),
    line(['Completed leads', 'Median hours', '90th percentile hours']),
    line([
      report.timeToComplete.completed,
      report.timeToComplete.medianHours,
      report.timeToComplete.p90Hours,
    ]),
    '\r\n',
    line(['Opt-in by branch']),
    line([
      'Branch',
      'Brand',
      'Leads',
      ...REPORT_SERVICES.flatMap((service) => [
        `${REPORT_SERVICE_LABEL[service]} chosen`,
        `${REPORT_SERVICE_LABEL[service]} opt-in rate`,
      ]),
    ]),
    ...report.optIn.map((row) =>
      line([
        row.branch,
        row.brandName,
        row.leads,
        ...REPORT_SERVICES.flatMap((service) => [
          row.services[service].chosen,
          row.services[service].share,
        ]),
      ]),
    ),
  ];
  return parts.join('');
}
