import { LEAD_STAGES } from '@threshold/domain/partner/lead-stage';
import type { LeadChannel } from '@threshold/domain/partner/lead-channel';
import {
  leadListOrder,
  leadSearchTerms,
  type LeadListQuery,
} from '@threshold/domain/partner/lead-list';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { OPENED_LINK_PURPOSES, OPENED_LINK_SQL, STAGE_RANK_SQL } from './lead-stage-sql';

export type PartnerConsoleLeadsRepo = ReturnType<typeof createPartnerConsoleLeadsRepo>;

/** The messages a lead's timeline shows: the invitation and the reminders. */
export const TIMELINE_TEMPLATES = ['invitation', 'journeyReminder', 'moveInDateReminder'] as const;

/** A lead's row as the list reads it: the domain's lead facts, its brand, and its stage's rank. */
export type LeadRow = {
  id: string;
  first_name: string | null;
  surname: string | null;
  email_address: string | null;
  contact_number: string | null;
  postcode: string | null;
  move_in_date: string | null;
  campaign_medium: string | null;
  lead_channel: LeadChannel | null;
  branch_code: string | null;
  brand_id: number;
  brand_name: string;
  created_at: Date | string;
  status: number;
  forgotten_at: Date | string | null;
  services_completed_at: Date | string | null;
  has_opened_link: boolean;
  stage_rank: number;
  energy_opt_in: 0 | 1 | null;
  entertainment_opt_in: 0 | 1 | null;
  council_opt_in: 0 | 1 | null;
  water_opt_in: 0 | 1 | null;
  council_consented: boolean | null;
  water_consented: boolean | null;
  energy_complete: boolean;
  energy_skipped: boolean;
  entertainment_complete: boolean;
  entertainment_skipped: boolean;
  sky_complete: boolean;
  broadband_complete: boolean;
  wombb_complete: boolean;
  wombb_skipped: boolean;
  wombb_user_confirmed: boolean;
  council_complete: boolean;
  water_complete: boolean;
};

async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const LEAD_COLUMNS = sql`e.id, e.first_name, e.surname, e.email_address, e.contact_number, e.postcode,
  to_char(e.move_in_date, 'YYYY-MM-DD') as move_in_date, e.campaign_medium, e.lead_channel,
  b.branch_code, e.brand_id, b.name as brand_name, e.created_at, e.status, e.forgotten_at,
  e.services_completed_at, ${OPENED_LINK_SQL} as has_opened_link, ${STAGE_RANK_SQL} as stage_rank,
  e.energy_opt_in, e.entertainment_opt_in, e.council_opt_in, e.water_opt_in, e.council_consented,
  e.water_consented, e.energy_complete, e.energy_skipped, e.entertainment_complete,
  e.entertainment_skipped, e.sky_complete, e.broadband_complete, e.wombb_complete, e.wombb_skipped,
  e.wombb_user_confirmed, e.council_complete, e.water_complete`;

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * A search: names as "first surname" and the e-mail address (kept in lower case) in one text, the
 * postcode apart without its space. Each expression is exactly a trigram index's (migration 0028),
 * so a search reads the indexes instead of every lead of the brand (lead-search-index.test.ts).
 */
export function leadSearchCondition(q: string): SQL {
  const { text, postcode } = leadSearchTerms(q);
  return sql`(lower(coalesce(e.first_name, '') || ' ' || coalesce(e.surname, '') || ' ' || coalesce(e.email_address, '')) like ${containing(text)}
    or replace(lower(coalesce(e.postcode, '')), ' ', '') like ${containing(postcode)})`;
}

/** The list's WHERE: the caller's brands, then each filter the query gives. */
function leadListWhere(brandIds: readonly number[], query: LeadListQuery): SQL {
  const conditions: SQL[] = [
    sql`e.brand_id in (${sql.join(
      brandIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ];
  if (query.q !== undefined) conditions.push(leadSearchCondition(query.q));
  if (query.branch !== undefined)
    conditions.push(sql`e.brand_id = (select id from brands where branch_code = ${query.branch})`);
  if (query.source !== undefined) conditions.push(sql`e.lead_channel = ${query.source}`);
  if (query.moveInFrom !== undefined)
    conditions.push(sql`e.move_in_date >= ${query.moveInFrom}::date`);
  if (query.moveInTo !== undefined) conditions.push(sql`e.move_in_date <= ${query.moveInTo}::date`);
  if (query.stage !== undefined)
    conditions.push(sql`(${STAGE_RANK_SQL}) = ${LEAD_STAGES.indexOf(query.stage)}`);
  return sql.join(conditions, sql` and `);
}

function orderOf(query: LeadListQuery): SQL {
  const direction = sql.raw(leadListOrder(query));
  switch (query.sort) {
    case 'created':
      return sql`e.created_at ${direction}, e.id ${direction}`;
    case 'moveInDate':
      return sql`e.move_in_date ${direction} nulls last, e.created_at desc, e.id`;
    case 'name':
      return sql`lower(e.surname) ${direction} nulls last, lower(e.first_name) ${direction} nulls last, e.id`;
    case 'stage':
      return sql`(${STAGE_RANK_SQL}) ${direction}, e.created_at desc, e.id`;
  }
}

/**
 * A page in one statement: the page's ids are found first, in order, from the enrolment's own
 * columns, and only those rows get the columns that cost a look-up (the stage, the brand).
 */
function pageOf(
  brandIds: readonly number[],
  query: LeadListQuery,
  limit: number,
  offset: number,
): SQL {
  return sql`select ${LEAD_COLUMNS}
    from unnest(array(select e.id from enrolments e where ${leadListWhere(brandIds, query)}
                       order by ${orderOf(query)} limit ${limit} offset ${offset}))
         with ordinality as page(id, at)
    join enrolments e on e.id = page.id join brands b on b.id = e.brand_id
    order by page.at`;
}

/** The leads of the partner console: enrolments of the caller's brands, their timelines' sources. */
export function createPartnerConsoleLeadsRepo(db: Db) {
  const fromLeads = sql`from enrolments e join brands b on b.id = e.brand_id`;
  return {
    /** One page of the filtered list (one statement). */
    async listPage(brandIds: readonly number[], query: LeadListQuery): Promise<LeadRow[]> {
      if (brandIds.length === 0) return [];
      return rowsOf<LeadRow>(
        db,
        pageOf(brandIds, query, query.size, (query.page - 1) * query.size),
      );
    },

    /** How many leads the filters match (the list's second statement). */
    async count(brandIds: readonly number[], query: LeadListQuery): Promise<number> {
      if (brandIds.length === 0) return 0;
      const [row] = await rowsOf<{ total: number | string }>(
        db,
        sql`select count(*) as total from enrolments e where ${leadListWhere(brandIds, query)}`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * The whole filtered list in its order, `batch` rows a statement by keyset-free paging (the
     * export streams it; each batch is one statement, so no cursor holds a connection).
     */
    async *listAll(
      brandIds: readonly number[],
      query: LeadListQuery,
      batch: number,
    ): AsyncGenerator<LeadRow[]> {
      if (brandIds.length === 0) return;
      for (let offset = 0; ; offset += batch) {
        const rows = await rowsOf<LeadRow>(db, pageOf(brandIds, query, batch, offset));
        if (rows.length > 0) yield rows;
        if (rows.length < batch) return;
      }
    },

    /** One lead of these brands, or undefined (another partner's lead is not found). */
    async findOne(brandIds: readonly number[], id: string): Promise<LeadRow | undefined> {
      if (brandIds.length === 0) return undefined;
      const [row] = await rowsOf<LeadRow>(
        db,
        sql`select ${LEAD_COLUMNS} ${fromLeads}
          where e.id = ${id}::uuid and e.brand_id in (${sql.join(
            brandIds.map((brandId) => sql`${brandId}`),
            sql`, `,
          )})`,
      );
      return row;
    },

    /**
     * The lead's timeline in one statement: its messages (invitation, reminders, others) with
     * their outbox state, links opened, hand-offs (authorities told, sign-ups) with their state.
     */
    async timeline(id: string) {
      return rowsOf<{
        at: Date | string;
        kind: 'message' | 'link' | 'handOff';
        detail: string | null;
        state: string | null;
        channel: string | null;
      }>(
        db,
        sql`select coalesce(m.sent_at, m.failed_at, m.created_at) as at, 'message' as kind,
                   m.template as detail, m.status as state, m.channel
              from outbox_messages m
             where m.enrolment_id = ${id}::uuid and m.template in (${sql.join(
               TIMELINE_TEMPLATES.map((template) => sql`${template}`),
               sql`, `,
             )})
            union all
            select t.created_at, 'link', t.purpose, null, null
              from link_tokens t where t.enrolment_id = ${id}::uuid and t.purpose in (${sql.join(
                OPENED_LINK_PURPOSES.map((purpose) => sql`${purpose}`),
                sql`, `,
              )})
            union all
            select h.state_at, 'handOff', h.kind, h.state, null
              from hand_offs h where h.enrolment_id = ${id}::uuid
            order by 1, 2`,
      );
    },
  };
}
