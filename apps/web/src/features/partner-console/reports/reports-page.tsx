import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { isoDateInLondon } from '@threshold/domain/dates/today';
import {
  FUNNEL_STEP_LABEL,
  REPORT_SERVICE_LABEL,
  REPORT_SERVICES,
  formatDuration,
  formatShare,
  type FunnelRow,
  type Report,
} from '@threshold/domain/partner/reports';
import type { PartnerBrand } from '@threshold/domain/partner/partner-users';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeError } from '../../../api/error-message';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FieldFrame, TextField, describedBy } from '../../../ui/form/field';
import { summariseErrors, type FieldTargets } from '../../../ui/form/schema-form';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import { TableScroll } from '../leads/table-scroll';
import { brandLabel, usePartnerMe } from '../use-partner-me';
import { BarChart } from './bar-chart';
import type { BarChartData } from './chart-engine';
import {
  checkFilters,
  filtersFromSearch,
  searchOfFilters,
  type ReportFilters,
} from './report-filters';
import { downloadReportCsv, reportQuery } from './reports-api';
import { ReportsStyles } from './reports-styles';

/** Dark enough on white for a bar (3:1 at least), and told apart by the legend and the table. */
const STEP_COLOURS = ['#1d70b8', '#4c2c92', '#00703c', '#0b0c0c'] as const;
const SERVICE_COLOURS = ['#1d70b8', '#00703c', '#d4351c', '#4c2c92'] as const;

const FILTER_TARGETS: FieldTargets = [
  ['from', 'report-from'],
  ['to', 'report-to'],
  ['branch', 'report-branch'],
];

/** The console's reports (issue 22): the funnel by week, time to complete, opt-in per branch. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // The previous report stays in view (marked as loading) while the next one comes.
  const report = useQuery({ ...reportQuery(filters), placeholderData: (previous) => previous });
  const me = usePartnerMe();
  const downloading = useAction(() => downloadReportCsv(filters));

  return (
    <ConsolePage
      title="Reports"
      actions={
        <button
          type="button"
          className="button button--secondary"
          disabled={downloading.isPending}
          onClick={() => downloading.mutate()}
        >
          Download CSV
        </button>
      }
    >
      <ReportsStyles />
      {downloading.isPending && <WorkingStatus message="Preparing your CSV file" />}
      {downloading.isError && (
        <p className="notice notice--error" role="alert">
          We could not download your report. {describeError(downloading.error)}
        </p>
      )}
      <ReportFilterForm
        // A new address (Back, a cleared filter) starts the form from what it says.
        key={search.toString()}
        filters={filters}
        branches={(me.data?.brands ?? []).filter(
          (brand) => brand.branchCode !== null && brand.id !== me.data?.brand.id,
        )}
        onApply={(next) => setSearch(searchOfFilters(next))}
      />
      <ReportResults report={report} />
    </ConsolePage>
  );
}

type ReportAnswer = ReturnType<typeof useQuery<Report>>;

function ReportResults({ report }: { report: ReportAnswer }) {
  if (report.isPending) return <WorkingStatus message="Loading reports" />;
  if (report.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>We could not load your reports. {describeError(report.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void report.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const answer = report.data;
  return (
    <div className="reports" aria-busy={report.isPlaceholderData || undefined}>
      <p role="status" className="reports-range">
        Leads created from {formatDisplayDate(answer.from)} to {formatDisplayDate(answer.to)}
        {answer.branch ? `, branch ${answer.branch}` : ''}: {answer.funnel.total.invited}{' '}
        {answer.funnel.total.invited === 1 ? 'lead' : 'leads'}
        {report.isPlaceholderData && <span className="muted"> (loading)</span>}
      </p>
      <FunnelSection report={answer} />
      <TimeToCompleteSection report={answer} />
      <OptInSection report={answer} />
    </div>
  );
}

const FUNNEL_CHART_STEPS = ['invited', 'confirmed', 'detailsGiven', 'complete'] as const;

function funnelCells(row: FunnelRow) {
  return [
    row.invited,
    row.confirmed,
    row.detailsGiven,
    ...REPORT_SERVICES.flatMap((service) => [
      row.services[service].chosen,
      row.services[service].completed,
    ]),
    row.complete,
  ];
}

// The sections are not landmarks: each table's scroller is a region named by its caption already.
function FunnelSection({ report }: { report: Report }) {
  const { weeks, total } = report.funnel;
  const chart = useMemo<BarChartData>(
    () => ({
      labels: weeks.map((week) => formatDisplayDate(week.weekStart).slice(0, 5)),
      series: FUNNEL_CHART_STEPS.map((step, index) => ({
        label: FUNNEL_STEP_LABEL[step],
        values: weeks.map((week) => week[step]),
        colour: STEP_COLOURS[index] ?? '#0b0c0c',
      })),
    }),
    [weeks],
  );
  return (
    <section className="report-section">
      <h2>Funnel by week</h2>
      <p className="muted">
        How far the leads created each week have got. Weeks start on Monday; a lead counts at every
        step it has reached.
      </p>
      {total.invited > 0 && (
        <BarChart
          label={`Bar chart of leads by the week they were created: ${FUNNEL_CHART_STEPS.map(
            (step) => FUNNEL_STEP_LABEL[step].toLowerCase(),
          ).join(', ')}. The table below gives every number.`}
          data={chart}
        />
      )}
      <TableScroll labelledBy="funnel-caption">
        <table className="console-table report-table">
          <caption id="funnel-caption">Funnel by week</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col" className="console-table__number">
                {FUNNEL_STEP_LABEL.invited}
              </th>
              <th scope="col" className="console-table__number">
                {FUNNEL_STEP_LABEL.confirmed}
              </th>
              <th scope="col" className="console-table__number">
                {FUNNEL_STEP_LABEL.detailsGiven}
              </th>
              {REPORT_SERVICES.flatMap((service) => [
                <th key={`${service}-chosen`} scope="col" className="console-table__number">
                  {REPORT_SERVICE_LABEL[service]} chosen
                </th>,
                <th key={`${service}-completed`} scope="col" className="console-table__number">
                  {REPORT_SERVICE_LABEL[service]} completed
                </th>,
              ])}
              <th scope="col" className="console-table__number">
                {FUNNEL_STEP_LABEL.complete}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row" className="report-table__nowrap">
                  {formatDisplayDate(week.weekStart)}
                  <span className="visually-hidden"> (week {week.week.slice(-2)})</span>
                </th>
                {funnelCells(week).map((value, index) => (
                  <td key={index} className="console-table__number">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {funnelCells(total).map((value, index) => (
                <td key={index} className="console-table__number">
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}

function TimeToCompleteSection({ report }: { report: Report }) {
  const { completed, medianHours, p90Hours } = report.timeToComplete;
  return (
    <section className="report-section report-section--narrow">
      <h2>Time to complete</h2>
      <p className="muted">
        From the lead being added to the mover completing their services, for the leads that
        completed.
      </p>
      <TableScroll labelledBy="time-caption">
        <table className="console-table report-table">
          <caption id="time-caption">Time to complete</caption>
          <tbody>
            <tr>
              <th scope="row">Leads that completed</th>
              <td className="console-table__number">{completed}</td>
            </tr>
            <tr>
              <th scope="row">Median (half took less)</th>
              <td className="console-table__number">{formatDuration(medianHours)}</td>
            </tr>
            <tr>
              <th scope="row">90th percentile (9 in 10 took less)</th>
              <td className="console-table__number">{formatDuration(p90Hours)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function OptInSection({ report }: { report: Report }) {
  const rows = report.optIn;
  const chart = useMemo<BarChartData>(
    () => ({
      labels: rows.map((row) => (row.branch ? `Branch ${row.branch}` : row.brandName)),
      series: REPORT_SERVICES.map((service, index) => ({
        label: REPORT_SERVICE_LABEL[service],
        values: rows.map((row) => Math.round(row.services[service].share * 1000) / 10),
        colour: SERVICE_COLOURS[index] ?? '#0b0c0c',
      })),
    }),
    [rows],
  );
  return (
    <section className="report-section">
      <h2>Opt-in rate by branch</h2>
      <p className="muted">The share of each branch’s leads that chose each service.</p>
      {rows.length === 0 ? (
        <p role="status">No leads were created in these dates.</p>
      ) : (
        <>
          <BarChart
            label={`Bar chart of the opt-in rate for ${REPORT_SERVICES.map((service) =>
              REPORT_SERVICE_LABEL[service].toLowerCase(),
            ).join(
              ', ',
            )} in each branch, as a percentage of its leads. The table below gives every number.`}
            data={chart}
            percent
          />
          <TableScroll labelledBy="opt-in-caption">
            <table className="console-table report-table">
              <caption id="opt-in-caption">Opt-in rate by branch</caption>
              <thead>
                <tr>
                  <th scope="col">Branch</th>
                  <th scope="col" className="console-table__number">
                    Leads
                  </th>
                  {REPORT_SERVICES.map((service) => (
                    <th key={service} scope="col" className="console-table__number">
                      {REPORT_SERVICE_LABEL[service]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.branch ?? ''}:${row.brandName}`}>
                    <th scope="row">
                      {row.brandName}
                      {row.branch ? ` (branch ${row.branch})` : ''}
                    </th>
                    <td className="console-table__number">{row.leads}</td>
                    {REPORT_SERVICES.map((service) => (
                      <td key={service} className="console-table__number">
                        {formatShare(row.services[service].share)}{' '}
                        <span className="muted">({row.services[service].chosen})</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}

type FilterValues = Record<'from' | 'to' | 'branch', string>;

function ReportFilterForm({
  filters,
  branches,
  onApply,
}: {
  filters: ReportFilters;
  branches: PartnerBrand[];
  onApply: (filters: ReportFilters) => void;
}) {
  const [values, setValues] = useState<FilterValues>({
    from: filters.from ?? '',
    to: filters.to ?? '',
    branch: filters.branch ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const bind = (name: keyof FilterValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFilters(values, isoDateInLondon(new Date()));
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    onApply(checked.filters);
  };
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <form
      className="report-filters"
      aria-label="Report dates and branch"
      noValidate
      onSubmit={onSubmit}
    >
      <ErrorSummary errors={summariseErrors(errors, FILTER_TARGETS)} attempt={attempt} />
      <div className="report-filters__fields">
        <TextField
          id="report-from"
          label="From"
          hint="The first day leads were created; by default, 12 weeks ago"
          type="date"
          error={errors.from}
          {...bind('from')}
        />
        <TextField
          id="report-to"
          label="To"
          hint="The last day; by default, today"
          type="date"
          error={errors.to}
          {...bind('to')}
        />
        {branches.length > 0 && (
          <FieldFrame id="report-branch" label="Branch" error={errors.branch}>
            <select
              id="report-branch"
              className="input input--select"
              aria-describedby={describedBy('report-branch', { error: errors.branch })}
              aria-invalid={errors.branch ? true : undefined}
              {...bind('branch')}
            >
              <option value="">All branches</option>
              {branches.map((brand) => (
                <option key={brand.id} value={brand.branchCode ?? ''}>
                  {brandLabel(brand)}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
      </div>
      <div className="report-filters__actions">
        <button type="submit" className="button">
          Show reports
        </button>
        {isFiltered && <Link to="/partner/reports">Show the last 12 weeks</Link>}
      </div>
    </form>
  );
}

export { ReportsPage as Component };
