import {
  LEAD_STAGES,
  type LeadService,
  type LeadServiceState,
} from '@threshold/domain/partner/lead-stage';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The domain's lead rules (packages/domain/src/partner/lead-stage.ts) in SQL over `enrolments e`,
 * so the console's list and its reports filter, sort and count by them in the database. Tests
 * hold each expression to the domain's rule (the leads' routes test for the stage, the reports'
 * for the service states).
 */

/** The link purposes only the invitation's landing (comm-click) issues: one means the mover opened a link. */
export const OPENED_LINK_PURPOSES = ['saveAndContinue', 'onboarding', 'unpopulated'] as const;

export const OPENED_LINK_SQL = sql`exists (select 1 from link_tokens t where t.enrolment_id = e.id and t.purpose in (${sql.join(
  OPENED_LINK_PURPOSES.map((purpose) => sql`${purpose}`),
  sql`, `,
)}))`;

const rank = (stage: (typeof LEAD_STAGES)[number]) => sql.raw(String(LEAD_STAGES.indexOf(stage)));

/**
 * How far the lead got, forgotten or not: leadStage without its forgotten step, as the index of the
 * stage in LEAD_STAGES (the reports count a forgotten lead where it got to). `opened` is the test
 * for the opened stage: a caller that never tells invited from opened passes `false` and saves a
 * look-up of link tokens per lead.
 */
export function progressRankSql(opened: SQL = OPENED_LINK_SQL): SQL {
  return sql`case
  when e.status >= 40 or e.services_completed_at is not null then ${rank('complete')}
  when coalesce(e.energy_opt_in, e.entertainment_opt_in, e.council_opt_in, e.water_opt_in) is not null
    then ${rank('servicesChosen')}
  when e.status >= 20 then ${rank('detailsGiven')}
  when e.status >= 10 then ${rank('confirmed')}
  when ${opened} then ${rank('opened')}
  else ${rank('invited')} end`;
}

/** leadStage as the index of the stage in LEAD_STAGES. */
export const STAGE_RANK_SQL = sql`case when e.forgotten_at is not null then ${rank('forgotten')}
  else ${progressRankSql()} end`;

const state = (value: LeadServiceState) => `'${value}'`;

/** The lead-stage rule's stateOf over one service's columns. */
function serviceState(columns: {
  completed: string;
  inProgress: string;
  skipped: string;
  optIn: string;
  consented: string;
}): SQL {
  return sql.raw(`case
    when ${columns.completed} then ${state('completed')}
    when ${columns.inProgress} then ${state('inProgress')}
    when ${columns.skipped} then ${state('skipped')}
    when ${columns.optIn} = 1 or ${columns.consented} then ${state('chosen')}
    when ${columns.optIn} is null then ${state('notAsked')}
    else ${state('declined')} end`);
}

/**
 * leadServiceStates per service, each a text expression of a LeadServiceState. Council and water
 * count as available and confirmed, as the console's rule reads them.
 */
export const SERVICE_STATE_SQL: Record<LeadService, SQL> = {
  energy: serviceState({
    completed: 'e.energy_complete',
    inProgress: 'false',
    skipped: 'e.energy_skipped',
    optIn: 'e.energy_opt_in',
    consented: 'false',
  }),
  broadband: serviceState({
    completed:
      '(e.entertainment_complete or e.sky_complete or e.broadband_complete or e.wombb_complete)',
    inProgress: 'e.wombb_user_confirmed',
    skipped: '(e.entertainment_skipped or e.wombb_skipped)',
    optIn: 'e.entertainment_opt_in',
    consented: 'false',
  }),
  council: serviceState({
    completed: 'e.council_complete',
    inProgress: 'false',
    skipped: 'false',
    optIn: 'e.council_opt_in',
    consented: 'coalesce(e.council_consented, false)',
  }),
  water: serviceState({
    completed: 'e.water_complete',
    inProgress: 'false',
    skipped: 'false',
    optIn: 'e.water_opt_in',
    consented: 'coalesce(e.water_consented, false)',
  }),
};
