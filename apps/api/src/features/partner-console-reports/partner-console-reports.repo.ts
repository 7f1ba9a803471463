import { LEAD_STAGES } from '@threshold/domain/partner/lead-stage';
import {
  CHOSEN_SERVICE_STATES,
  REPORT_SERVICES,
  type ReportRange,
  type ReportService,
} from '@threshold/domain/partner/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressRankSql, SERVICE_STATE_SQL } from '../partner-console-leads/lead-stage-sql';

export type PartnerConsoleReportsRepo = ReturnType<typeof createPartnerConsoleReportsRepo>;

/** Which leads a report counts: the caller's brands (or one branch of them), created in the range. */
export type ReportScope = {
  brandIds: readonly number[];
  branch: string | undefined;
  range: ReportRange;
};

type ServiceColumns = {
  [S in ReportService as `${S}_chosen` | `${S}_completed`]: number;
};
export type FunnelWeekRow = {
  week_start: string;
  invited: number;
  confirmed: number;
  details_given: number;
  complete: number;
} & ServiceColumns;

export type OptInRow = {
  branch_code: string | null;
  brand_name: string;
  leads: number;
} & { [S in ReportService as `${S}_chosen`]: number };

export type TimeToCompleteRow = {
  completed: number;
  median_hours: number | null;
  p90_hours: number | null;
};

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The range's London dates as instants: from its first day's midnight to the day after its last. */
const LONDON = sql.raw(`'Europe/London'`);

function leadsOf(scope: ReportScope): SQL {
  const conditions: SQL[] = [
    sql`e.brand_id in (${sql.join(
      scope.brandIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`e.created_at >= (${scope.range.from}::date)::timestamp at time zone ${LONDON}`,
    sql`e.created_at < (${scope.range.to}::date + 1)::timestamp at time zone ${LONDON}`,
  ];
  if (scope.branch !== undefined)
    conditions.push(sql`e.brand_id = (select id from brands where branch_code = ${scope.branch})`);
  return sql.join(conditions, sql` and `);
}

const CHOSEN = sql.raw(CHOSEN_SERVICE_STATES.map((state) => `'${state}'`).join(', '));
const reached = (stage: (typeof LEAD_STAGES)[number]) =>
  sql.raw(`progress >= ${LEAD_STAGES.indexOf(stage)}`);
/** count(*) as a number on both drivers (bigint arrives as text from node-postgres). */
const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;

/**
 * The reports' numbers in two grouped statements over the enrolments of the scope (the
 * brand-and-creation index finds them), with the lead rules' SQL for stages and service states.
 */
export function createPartnerConsoleReportsRepo(db: Db) {
  /** Each lead of the scope once, with the columns the groups count. */
  const leadFacts = (scope: ReportScope) => sql`select e.brand_id,
      to_char(date_trunc('week', e.created_at at time zone ${LONDON}), 'YYYY-MM-DD') as week_start,
      ${progressRankSql(sql`false`)} as progress,
      ${sql.join(
        REPORT_SERVICES.map((service) => sql`${SERVICE_STATE_SQL[service]} as ${sql.raw(service)}`),
        sql`, `,
      )}
    from enrolments e where ${leadsOf(scope)}`;

  const counts = sql`count(*)::int as invited,
    ${countWhere(reached('confirmed'))} as confirmed,
    ${countWhere(reached('detailsGiven'))} as details_given,
    ${sql.join(
      REPORT_SERVICES.map(
        (service) =>
          sql`${countWhere(sql`${sql.raw(service)} in (${CHOSEN})`)} as ${sql.raw(`${service}_chosen`)},
            ${countWhere(sql`${sql.raw(service)} = 'completed'`)} as ${sql.raw(`${service}_completed`)}`,
      ),
      sql`, `,
    )},
    ${countWhere(reached('complete'))} as complete`;

  return {
    /**
     * The funnel, one row per ISO week (London) that has leads, and the opt-in counts, one row per
     * brand that has leads: one reading of the leads grouped both ways (grouping sets).
     */
    async funnelAndOptIn(
      scope: ReportScope,
    ): Promise<{ weeks: FunnelWeekRow[]; brands: OptInRow[] }> {
      if (scope.brandIds.length === 0) return { weeks: [], brands: [] };
      const rows = await rowsOf<
        FunnelWeekRow & OptInRow & { by_week: number; brand_id: number | null }
      >(
        db,
        sql`select counted.*, counted.invited as leads, b.branch_code, b.name as brand_name
            from (select week_start, brand_id, grouping(brand_id) as by_week, ${counts}
                    from (${leadFacts(scope)}) lead
                   group by grouping sets ((week_start), (brand_id))) counted
            left join brands b on b.id = counted.brand_id
            order by counted.by_week desc, counted.week_start, b.level, b.branch_code nulls first,
                     b.name, b.id`,
      );
      return {
        weeks: rows.filter((row) => row.by_week === 1),
        brands: rows.filter((row) => row.by_week === 0),
      };
    },

    /**
     * Hours from creation to completion of the scope's leads that completed (median and 90th
     * percentile, interpolated as PostgreSQL's percentile_cont does).
     */
    async timeToComplete(scope: ReportScope): Promise<TimeToCompleteRow> {
      const none = { completed: 0, median_hours: null, p90_hours: null };
      if (scope.brandIds.length === 0) return none;
      const [row] = await rowsOf<TimeToCompleteRow>(
        db,
        sql`select count(*)::int as completed,
              percentile_cont(0.5) within group (order by hours) as median_hours,
              percentile_cont(0.9) within group (order by hours) as p90_hours
            from (select extract(epoch from (e.services_completed_at - e.created_at))::float8 / 3600 as hours
                    from enrolments e
                   where ${leadsOf(scope)} and e.services_completed_at is not null) done`,
      );
      return row ?? none;
    },
  };
}
