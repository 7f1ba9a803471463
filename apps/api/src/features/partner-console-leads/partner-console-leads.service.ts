import type { Clock } from '@threshold/domain/dates/clock';
import {
  LEAD_NOT_FOUND_MESSAGE,
  csvCell,
  type LeadDetail,
  type LeadList,
  type LeadListQuery,
  type LeadSummary,
  type LeadTimelineEvent,
} from '@threshold/domain/partner/lead-list';
import { leadServiceStates, leadStage, type LeadFacts } from '@threshold/domain/partner/lead-stage';
import type { PartnerMe } from '@threshold/domain/partner/partner-users';
import { BRANDING_LEVEL } from '@threshold/domain/schemas/brand';
import { AppError } from '../../http/app-error';
import type {
  CreatedLead,
  CsvUpload,
  PartnerLeadsService,
} from '../partner-leads/partner-leads.service';
import type { PartnerCaller, PartnerUsersService } from '../partner-console/partner-users.service';
import type { LeadRow, PartnerConsoleLeadsRepo } from './partner-console-leads.repo';

export type PartnerConsoleLeadsService = ReturnType<typeof createPartnerConsoleLeadsService>;

const notFound = () => new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND_MESSAGE, { status: 404 });

const iso = (value: Date | string) => new Date(value).toISOString();

/** The domain's lead facts from a row (the same columns the SQL stage expression reads). */
export function leadFactsOf(row: LeadRow): LeadFacts {
  return {
    status: row.status as LeadFacts['status'],
    forgottenAt: row.forgotten_at,
    servicesCompletedAt: row.services_completed_at,
    hasOpenedLink: row.has_opened_link,
    energyOptIn: row.energy_opt_in,
    entertainmentOptIn: row.entertainment_opt_in,
    councilOptIn: row.council_opt_in,
    waterOptIn: row.water_opt_in,
    councilConsented: row.council_consented,
    waterConsented: row.water_consented,
    energyComplete: row.energy_complete,
    energySkipped: row.energy_skipped,
    entertainmentComplete: row.entertainment_complete,
    entertainmentSkipped: row.entertainment_skipped,
    skyComplete: row.sky_complete,
    broadbandComplete: row.broadband_complete,
    wombbComplete: row.wombb_complete,
    wombbSkipped: row.wombb_skipped,
    wombbUserConfirmed: row.wombb_user_confirmed,
    councilComplete: row.council_complete,
    waterComplete: row.water_complete,
  };
}

function summaryOf(row: LeadRow): LeadSummary {
  const facts = leadFactsOf(row);
  return {
    id: row.id,
    firstName: row.first_name,
    surname: row.surname,
    emailAddress: row.email_address,
    postcode: row.postcode,
    moveInDate: row.move_in_date,
    branch: row.branch_code,
    brandName: row.brand_name,
    source: row.lead_channel,
    stage: leadStage(facts),
    services: leadServiceStates(facts),
    createdAt: iso(row.created_at),
  };
}

/** The export's columns, in order. */
const CSV_COLUMNS = [
  'id',
  'firstName',
  'surname',
  'emailAddress',
  'postcode',
  'moveInDate',
  'branch',
  'brandName',
  'source',
  'stage',
  'energy',
  'broadband',
  'council',
  'water',
  'createdAt',
] as const;

function csvLine(lead: LeadSummary): string {
  const cells: Record<(typeof CSV_COLUMNS)[number], string | null> = {
    ...lead,
    ...lead.services,
  };
  return `${CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
}

/** Rows a statement when the export streams the list. */
const EXPORT_BATCH = 1_000;

/**
 * The partner console's leads (issue 22): the leads of the caller's brand and those below it
 * (brand-scope), each with its stage by the domain's rule; a lead of another brand is not found.
 */
export function createPartnerConsoleLeadsService(deps: {
  repo: PartnerConsoleLeadsRepo;
  partnerUsersService: Pick<PartnerUsersService, 'me'>;
  partnerLeadsService: Pick<
    PartnerLeadsService,
    'createLead' | 'resendInvitation' | 'createLeadsFromCsv'
  >;
  clock: Clock;
}) {
  const { repo, partnerUsersService, partnerLeadsService } = deps;

  async function scopeOf(caller: PartnerCaller): Promise<PartnerMe> {
    return partnerUsersService.me(caller);
  }
  const idsOf = (me: PartnerMe) => me.brands.map((brand) => brand.id);

  async function findLead(caller: PartnerCaller, id: string): Promise<LeadRow> {
    const row = await repo.findOne(idsOf(await scopeOf(caller)), id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(caller: PartnerCaller, query: LeadListQuery): Promise<LeadList> {
      const brandIds = idsOf(await scopeOf(caller));
      const [rows, total] = await Promise.all([
        repo.listPage(brandIds, query),
        repo.count(brandIds, query),
      ]);
      return { leads: rows.map(summaryOf), page: query.page, size: query.size, total };
    },

    /** The filtered list as CSV lines (header first), read a batch at a time. */
    async *exportCsv(caller: PartnerCaller, query: LeadListQuery): AsyncGenerator<string> {
      const brandIds = idsOf(await scopeOf(caller));
      yield `${CSV_COLUMNS.join(',')}\r\n`;
      for await (const rows of repo.listAll(brandIds, query, EXPORT_BATCH)) {
        yield rows.map((row) => csvLine(summaryOf(row))).join('');
      }
    },

    async detail(caller: PartnerCaller, id: string): Promise<LeadDetail> {
      const row = await findLead(caller, id);
      const summary = summaryOf(row);
      const events: LeadTimelineEvent[] = [
        {
          at: summary.createdAt,
          event: 'created',
          detail: row.lead_channel,
          state: null,
          channel: null,
        },
      ];
      for (const item of await repo.timeline(id)) {
        const at = iso(item.at);
        if (item.kind === 'message') {
          const event = item.detail === 'invitation' ? 'invitationSent' : 'reminderSent';
          events.push({ at, event, detail: item.detail, state: item.state, channel: item.channel });
        } else if (item.kind === 'link') {
          events.push({ at, event: 'linkOpened', detail: item.detail, state: null, channel: null });
        } else {
          const kind = item.detail;
          const event =
            kind === 'council' || kind === 'water'
              ? 'authorityTold'
              : kind === 'energySignup' || kind === 'broadbandCallback'
                ? 'serviceCompleted'
                : 'handOff';
          const detail =
            kind === 'energySignup' ? 'energy' : kind === 'broadbandCallback' ? 'broadband' : kind;
          events.push({ at, event, detail, state: item.state, channel: null });
        }
      }
      if (row.services_completed_at !== null)
        events.push({
          at: iso(row.services_completed_at),
          event: 'complete',
          detail: null,
          state: null,
          channel: null,
        });
      if (row.forgotten_at !== null)
        events.push({
          at: iso(row.forgotten_at),
          event: 'forgotten',
          detail: null,
          state: null,
          channel: null,
        });
      events.sort((a, b) => a.at.localeCompare(b.at));
      return {
        ...summary,
        contactNumber: row.contact_number,
        inviteBy:
          row.campaign_medium === 'sms' ? 'sms' : row.campaign_medium === 'email' ? 'email' : null,
        timeline: events,
      };
    },

    /**
     * The invitation again, by the channel of the first, under the leads' hourly cap. Only a lead
     * still at invited or opened is invited again: one who confirmed has an account to sign in to.
     */
    async resendInvitation(caller: PartnerCaller, id: string): Promise<void> {
      const row = await findLead(caller, id);
      const stage = leadStage(leadFactsOf(row));
      if (stage !== 'invited' && stage !== 'opened') {
        throw new AppError('LEAD_ALREADY_CONFIRMED', RESEND_NOT_NEEDED_MESSAGE, { status: 409 });
      }
      const medium = row.campaign_medium === 'sms' && row.contact_number ? 'sms' : 'email';
      const to = medium === 'sms' ? row.contact_number : row.email_address;
      if (!to) throw new AppError('LEAD_NO_RECIPIENT', RESEND_NOT_NEEDED_MESSAGE, { status: 409 });
      await partnerLeadsService.resendInvitation({
        enrolmentId: row.id,
        brandId: row.brand_id,
        medium,
        to,
        firstName: row.first_name,
      });
    },

    /**
     * A lead added by the console's form, under the partner lead rules. A branch's user adds to
     * their branch: the lead goes through its nearest partner or sub-partner, as its key would.
     */
    async addLead(caller: PartnerCaller, input: Record<string, unknown>): Promise<CreatedLead> {
      const me = await scopeOf(caller);
      const own = me.brand;
      if (own.level === BRANDING_LEVEL.branch) {
        if (own.parentId === null) throw new Error(`branch ${own.id} has no parent`);
        return partnerLeadsService.createLead(
          own.parentId,
          { ...input, branchId: own.branchCode },
          'console',
        );
      }
      return partnerLeadsService.createLead(own.id, input, 'console');
    },

    /**
     * A CSV upload from the console, with the lead API's per-row results. Rows go under the
     * user's own brand: a branch user's to their branch (a row naming another branch is refused).
     */
    async uploadCsv(caller: PartnerCaller, csv: string): Promise<CsvUpload> {
      return partnerLeadsService.createLeadsFromCsv(caller.brandId, csv);
    },
  };
}

export const RESEND_NOT_NEEDED_MESSAGE =
  'This mover has already confirmed their details, so there is no invitation to send again.';
