import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { BRANDING_LEVEL, type Branding } from '@threshold/domain/schemas/brand';
import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';
import { EMAIL_MESSAGES } from '@threshold/domain/schemas/fields';
import {
  BRANCH_ID_MESSAGE,
  partnerLeadSchema,
  type InviteBy,
  type PartnerLead,
} from '@threshold/domain/schemas/partner-lead';
import type { LeadChannel } from '@threshold/domain/partner/lead-channel';
import { branchKeyOtherBranchMessage } from '@threshold/domain/partner/partner-keys';
import { parse as parseCsv } from 'csv-parse';
import { LINK_TOKEN_PURPOSE, type LinkTokens } from '../../auth/link-tokens';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { SecretHasher } from '../../auth/secret-hash';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../../http/app-error';
import { brandPath, type Outbox } from '../../messages/outbox';
import type { BrandService } from '../brand/brand.service';
import type { LeadEnrolmentInsert, PartnerLeadsRepo } from './partner-leads.repo';
import { createPartnerIdempotency, type PartnerIdempotency } from './partner-idempotency';
import { recordWebhookEvents } from '../../messages/webhooks/webhook-events';
import { isSandboxBrand } from '@threshold/domain/partner/sandbox';

export const MAX_CSV_ROWS = 5_000;
export const CSV_HEADER_MESSAGE = 'The CSV file needs a header row naming its columns';
export const CSV_EXTRA_CELLS_MESSAGE =
  'This row has more cells than the header has columns: check for a stray comma, or add a header for the extra column';
export const CSV_TOO_MANY_ROWS_MESSAGE = `A CSV file can hold at most ${MAX_CSV_ROWS} leads`;
export const CSV_UNREADABLE_MESSAGE = 'We could not read this CSV file';
/** A letting agent's lead is a lettings move unless the partner says otherwise (docs/decisions.md). */
export const DEFAULT_LEAD_TYPE = ENROLMENT_TYPE.lettings;

/**
 * Leads written per transaction in a bulk upload. Each batch is a few multi-row statements; between
 * batches the upload yields to the event loop, so other requests (and, on PGlite, their queries)
 * wait for one batch at most, never for the whole file.
 */
export const BULK_BATCH_SIZE = 100;
/** Characters of CSV parsed between two turns of the event loop (about 500 short rows). */
const CSV_CHUNK_CHARS = 16 * 1024;
/** Invitations one e-mail address or mobile number may be sent in an hour, across all leads. */
export const MAX_INVITATIONS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_INVITATIONS_MESSAGES: Record<InviteBy, string> = {
  email:
    'This email address has had too many invitations in the last hour. Please send this lead again later.',
  sms: 'This mobile number has had too many invitations in the last hour. Please send this lead again later.',
};
export const LEAD_NOT_WRITTEN_MESSAGE =
  'This lead was not created because of a difficulty on our side. Please send it again.';

/** The columns a CSV may have: the JSON field names, matched ignoring case, spaces, '-' and '_'. */
const LEAD_FIELDS = [
  'title',
  'firstName',
  'surname',
  'dateOfBirth',
  'emailAddress',
  'contactNumber',
  'moveInDate',
  'addressKey',
  'postcode',
  'enrolmentType',
  'branchId',
  'inviteBy',
] as const;
const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const FIELD_BY_COLUMN = new Map<string, string>(
  LEAD_FIELDS.map((field) => [columnKey(field), field]),
);

export type CreatedLead = { enrolmentId: string; invitationLink: string };
/** A lead's invitation sent again: to the recipient and by the channel of the first one. */
export type InvitationToResend = {
  enrolmentId: string;
  brandId: number;
  medium: InviteBy;
  to: string;
  firstName: string | null;
};
/**
 * One result per lead record of the file, in order. `record` counts the leads (1 = the first after
 * the header); `row` is the row a spreadsheet shows it on (the header is row 1, a blank line is a row).
 */
export type CsvRowResult = { row: number; record: number } & (
  | { status: 'created'; enrolmentId: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'limited'; errors: Record<string, string>; retryAfterSeconds: number }
  | { status: 'failed'; message: string }
);
/** `failure` is the cause of the first batch that could not be written (for the log), if any. */
export type CsvUpload = { results: CsvRowResult[]; failure?: unknown };

/** A lead that failed its field rules: 400 { message, errors }. */
export class LeadValidationError extends AppError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super('VALIDATION_FAILED', Object.values(errors)[0] ?? 'Please check the lead', {
      status: 400,
    });
    this.errors = errors;
  }
}

/** A valid lead with its brand and the invitation's channel and recipient, ready to write. */
type PreparedLead = { lead: PartnerLead; brand: Branding; medium: InviteBy; to: string };
type LeadOutcome =
  | ({ status: 'created' } & CreatedLead)
  | { status: 'limited'; medium: InviteBy; retryAfterSeconds: number };
/** `hasExtraCells`: a cell filled in beyond the header's columns (it would be lost, so the row is refused). */
type CsvRecord = {
  row: number;
  record: number;
  fields: Record<string, string>;
  hasExtraCells: boolean;
};

const invitationField = (medium: InviteBy) =>
  medium === 'email' ? 'emailAddress' : 'contactNumber';

export type PartnerLeadsService = ReturnType<typeof createPartnerLeadsService>;

export function createPartnerLeadsService(deps: {
  db: Db;
  repo: PartnerLeadsRepo;
  brandService: BrandService;
  linkTokens: LinkTokens;
  outbox: Outbox;
  hasher: SecretHasher;
  /** Invitations per recipient an hour, shared by every replica. */
  rateLimitCounters: RateLimitCounters;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const {
    db,
    repo,
    brandService,
    linkTokens,
    outbox,
    hasher,
    rateLimitCounters: counters,
    clock,
    publicBaseUrl,
  } = deps;
  const idempotency: PartnerIdempotency = createPartnerIdempotency({ db, clock });

  /**
   * The brand a lead belongs to: the partner's branch when one is named, else the partner. A key
   * reaches the branches under its own brand and its sub-partners, never through another partner:
   * a default-brand key does not reach Harbour Lettings' branch 101.
   */
  async function leadBrand(
    partnerBrandId: number,
    branchId: string | undefined,
  ): Promise<Branding> {
    const partner = await brandService.getBrandingById(partnerBrandId);
    if (branchId === undefined) return partner;
    // A branch's key (and a branch user's upload) creates leads for that branch only.
    if (partner.level === BRANDING_LEVEL.branch) {
      if (branchId === partner.branchId) return partner;
      throw new LeadValidationError({
        branchId: branchKeyOtherBranchMessage(partner.branchId ?? ''),
      });
    }
    let chain;
    try {
      chain = await brandService.findChain(partner.urlRoute, branchId);
    } catch (error) {
      if (isAppError(error) && error.status === 404)
        throw new LeadValidationError({ branchId: BRANCH_ID_MESSAGE });
      throw error;
    }
    const [branch] = chain;
    const keyAt = chain.findIndex((brand) => brand.id === partnerBrandId);
    const throughAnotherPartner = chain
      .slice(1, keyAt)
      .some((brand) => brand.level <= BRANDING_LEVEL.partner);
    if (!branch || keyAt < 1 || throughAnotherPartner)
      throw new LeadValidationError({ branchId: BRANCH_ID_MESSAGE });
    // Under the partner's own route (/harbour-lettings/101), so the invitation's link keeps the
    // route the partner used rather than the nearest route in the branch's chain.
    return brandService.getBranding(partner.urlRoute, branchId);
  }

  /** Brands looked up once per call, however many of its leads name the same branch. */
  function brandsOf(partnerBrandId: number): (branchId: string | undefined) => Promise<Branding> {
    const found = new Map<string, Promise<Branding>>();
    return (branchId) => {
      const key = branchId ?? '';
      let brand = found.get(key);
      if (!brand) {
        brand = leadBrand(partnerBrandId, branchId);
        found.set(key, brand);
      }
      return brand;
    };
  }

  // The lead schema depends on today (date of birth ages): built once a day, not once a lead.
  let schemaOfDay: { today: string; schema: ReturnType<typeof partnerLeadSchema> } | undefined;
  function validate(input: unknown): PartnerLead {
    const today = todayIso(clock);
    if (schemaOfDay?.today !== today) schemaOfDay = { today, schema: partnerLeadSchema({ today }) };
    const result = schemaOfDay.schema.safeParse(input);
    if (!result.success) throw new LeadValidationError(fieldErrorsOf(result.error));
    return result.data;
  }

  /** Validates a lead and finds its brand (reads go through the pool, before any transaction: PGlite has one connection). */
  async function prepare(
    input: unknown,
    brandOf: (branchId: string | undefined) => Promise<Branding>,
  ): Promise<PreparedLead> {
    const lead = validate(input);
    const brand = await brandOf(lead.branchId);
    // The invitation goes by the partner's choice of channel (e-mail unless they ask for SMS);
    // its link names the medium, and the enrolment keeps it for the one-time-code channel.
    const medium = lead.inviteBy ?? 'email';
    const to =
      medium === 'email' ? lead.emailAddress.trim().toLowerCase() : lead.contactNumber?.trim();
    if (!to) throw new LeadValidationError({ emailAddress: EMAIL_MESSAGES.required });
    return { lead, brand, medium, to };
  }

  function enrolmentRow(
    id: string,
    { lead, brand, medium }: PreparedLead,
    channel: LeadChannel,
    now: Date,
  ): LeadEnrolmentInsert {
    return {
      id,
      status: ENROLMENT_STATUS.pending,
      brandId: brand.id,
      source: LEAD_SOURCE.uploadedLead,
      leadChannel: channel,
      type: lead.enrolmentType ?? DEFAULT_LEAD_TYPE,
      title: lead.title ?? null,
      firstName: lead.firstName ?? null,
      surname: lead.surname,
      dateOfBirth: lead.dateOfBirth ?? null,
      emailAddress: lead.emailAddress.toLowerCase(),
      contactNumber: lead.contactNumber ?? null,
      postcode: lead.postcode ?? null,
      moveInDate: lead.moveInDate ?? null,
      moveInDateSetByPartner: lead.moveInDate !== undefined && lead.moveInDate !== null,
      // Without a first name or date of birth the mover completes them (the unpopulated journey).
      isUnpopulated: !lead.firstName || !lead.dateOfBirth,
      campaignMedium: medium,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Leads with their confirm link tokens and invitations, in one transaction and a few multi-row
   * statements, so a lead never exists without its invitation or the other way round. Each
   * invitation counts against its recipient's hourly cap first; a lead over the cap is not created.
   */
  async function writeLeads(leads: PreparedLead[], channel: LeadChannel): Promise<LeadOutcome[]> {
    if (leads.length === 0) return [];
    const now = clock.now();
    // The counter key holds an HMAC of the recipient, never the address or number itself.
    const counterKeys = leads.map(
      ({ medium, to }) => `invitation-hour:${hasher.hash(`${medium}:${to}`)}`,
    );
    return db.transaction(async (tx) => {
      const hits = await counters.hitMany(tx, counterKeys, HOUR_MS, now);
      const outcomes: LeadOutcome[] = [];
      const accepted: { index: number; enrolmentId: string; lead: PreparedLead }[] = [];
      leads.forEach((lead, index) => {
        const hit = hits[index];
        if (!hit) throw new Error('invitation counter: a hit is missing');
        if (hit.hits > MAX_INVITATIONS_PER_HOUR) {
          outcomes[index] = {
            status: 'limited',
            medium: lead.medium,
            retryAfterSeconds: Math.ceil((hit.windowEndsAt.getTime() - now.getTime()) / 1000),
          };
        } else {
          accepted.push({ index, enrolmentId: randomUUID(), lead });
        }
      });
      if (accepted.length === 0) return outcomes;

      await repo.insertEnrolments(
        tx,
        accepted.map(({ enrolmentId, lead }) => enrolmentRow(enrolmentId, lead, channel, now)),
      );
      const tokens = await linkTokens.issueMany(
        tx,
        accepted.map(({ enrolmentId }) => enrolmentId),
        LINK_TOKEN_PURPOSE.confirm,
      );
      const invitations = accepted.flatMap(
        ({ index, enrolmentId, lead: { lead, brand, medium, to } }, at) => {
          const invitationLink = `${publicBaseUrl}${brandPath(brand)}/continue/${tokens[at]}?medium=${medium}`;
          outcomes[index] = { status: 'created', enrolmentId, invitationLink };
          // The sandbox brand's leads are answered as real ones, but their invitations are never written.
          if (isSandboxBrand(brand)) return [];
          return {
            template: 'invitation' as const,
            channel: medium,
            to,
            brandId: brand.id,
            enrolmentId,
            data: {
              link: invitationLink,
              ...(lead.firstName ? { firstName: lead.firstName } : {}),
            },
          };
        },
      );
      await outbox.enqueueMany(tx, invitations);
      await recordWebhookEvents(
        tx,
        accepted.map(({ enrolmentId }) => ({ type: 'lead.created', enrolmentId, at: now })),
      );
      return outcomes;
    });
  }

  /** One lead: a pending enrolment and its invitation; 429 when its recipient has had too many invitations this hour. */
  async function createLead(
    partnerBrandId: number,
    input: unknown,
    channel: LeadChannel = 'api',
  ): Promise<CreatedLead> {
    const [outcome] = await writeLeads([await prepare(input, brandsOf(partnerBrandId))], channel);
    if (!outcome) throw new Error('writeLeads answered no outcome');
    if (outcome.status === 'limited') {
      throw new AppError('TOO_MANY_INVITATIONS', TOO_MANY_INVITATIONS_MESSAGES[outcome.medium], {
        status: 429,
        field: invitationField(outcome.medium),
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    }
    return { enrolmentId: outcome.enrolmentId, invitationLink: outcome.invitationLink };
  }

  /**
   * Reads the CSV into one object per lead record, keyed by field name; 400 when the file itself is
   * wrong, 413 when it holds more than MAX_CSV_ROWS leads (then nothing is created). Every record is
   * counted, whatever lines it spans: a blank line (or a row of empty cells) is a row but not a lead.
   * The text is parsed CSV_CHUNK_CHARS at a time, yielding between chunks: a 2 MB file never holds
   * the event loop for long.
   */
  async function readCsv(csv: string): Promise<CsvRecord[]> {
    let header: string[] | undefined;
    const records: { row: number; cells: string[] }[] = [];
    let tooMany = false;
    let row = 0;
    let unreadable: unknown;
    const parser = parseCsv({
      bom: true,
      relax_column_count: true,
      trim: true,
      // Each record is one spreadsheet row; none is passed on by the parser (a 2 MB file of blank
      // lines would otherwise be millions of arrays).
      on_record: (cells: string[]) => {
        row += 1;
        if (cells.every((cell) => cell === '')) return null;
        if (!header) header = cells;
        else if (records.length < MAX_CSV_ROWS) records.push({ row, cells });
        else tooMany = true;
        return null;
      },
    });
    const ended = new Promise<void>((resolve) => {
      parser.once('end', resolve);
      parser.once('error', (error) => {
        unreadable = error;
        resolve();
      });
    });
    parser.resume();
    for (
      let at = 0;
      at < csv.length && unreadable === undefined && !tooMany;
      at += CSV_CHUNK_CHARS
    ) {
      parser.write(csv.slice(at, at + CSV_CHUNK_CHARS));
      await nextTurnOfEventLoop();
    }
    if (tooMany) parser.destroy();
    else if (unreadable === undefined) parser.end();
    if (!tooMany) await ended;
    // The last record is only read at the end of the text.
    if (tooMany)
      throw new AppError('CSV_TOO_MANY_ROWS', CSV_TOO_MANY_ROWS_MESSAGE, { status: 413 });
    if (unreadable !== undefined)
      throw new AppError('CSV_UNREADABLE', CSV_UNREADABLE_MESSAGE, {
        status: 400,
        cause: unreadable,
      });
    if (!header) throw new AppError('CSV_HEADER', CSV_HEADER_MESSAGE, { status: 400 });
    const fields = header.map((name) => FIELD_BY_COLUMN.get(columnKey(name)));
    const unknown = header.filter((_, index) => fields[index] === undefined);
    if (unknown.length > 0) {
      throw new AppError(
        'CSV_UNKNOWN_COLUMN',
        `Unknown column: ${unknown.join(', ')}. Columns are ${LEAD_FIELDS.join(', ')}`,
        { status: 400 },
      );
    }
    return records.map(({ row: at, cells }, index) => {
      const record: Record<string, string> = {};
      fields.forEach((field, column) => {
        if (field) record[field] = cells[column] ?? '';
      });
      const hasExtraCells = cells.slice(fields.length).some((cell) => cell !== '');
      return { row: at, record: index + 1, fields: record, hasExtraCells };
    });
  }

  /**
   * The invitation again, with a new confirm link (earlier links keep working), under the same
   * hourly cap per recipient as a new lead's: 429 with the same words when it is reached.
   */
  async function resendInvitation(invitation: InvitationToResend): Promise<void> {
    const { enrolmentId, medium, to } = invitation;
    const brand = await brandService.getBrandingById(invitation.brandId);
    const now = clock.now();
    const counterKey = `invitation-hour:${hasher.hash(`${medium}:${to}`)}`;
    await db.transaction(async (tx) => {
      const [hit] = await counters.hitMany(tx, [counterKey], HOUR_MS, now);
      if (!hit) throw new Error('invitation counter: a hit is missing');
      if (hit.hits > MAX_INVITATIONS_PER_HOUR) {
        throw new AppError('TOO_MANY_INVITATIONS', TOO_MANY_INVITATIONS_MESSAGES[medium], {
          status: 429,
          field: invitationField(medium),
          retryAfterSeconds: Math.ceil((hit.windowEndsAt.getTime() - now.getTime()) / 1000),
        });
      }
      if (isSandboxBrand(brand)) return;
      const [token] = await linkTokens.issueMany(tx, [enrolmentId], LINK_TOKEN_PURPOSE.confirm);
      const link = `${publicBaseUrl}${brandPath(brand)}/continue/${token}?medium=${medium}`;
      await outbox.enqueueMany(tx, [
        {
          template: 'invitation' as const,
          channel: medium,
          to,
          brandId: brand.id,
          enrolmentId,
          data: { link, ...(invitation.firstName ? { firstName: invitation.firstName } : {}) },
        },
      ]);
    });
  }

  return {
    createLead,
    resendInvitation,
    idempotency,

    /**
     * Each lead record gets one result, in order. Valid leads are written BULK_BATCH_SIZE to a
     * transaction (good rows are kept even when others fail), yielding to other requests between
     * batches. A batch that cannot be written is reported row by row as 'failed', and the rows after
     * it too (validated, not written), so no row is ever left out of the answer.
     */
    async createLeadsFromCsv(partnerBrandId: number, csv: string): Promise<CsvUpload> {
      const records = await readCsv(csv);
      const brandOf = brandsOf(partnerBrandId);
      const results: CsvRowResult[] = [];
      let failure: unknown;
      const notWritten = ({ row, record }: CsvRecord): CsvRowResult => ({
        row,
        record,
        status: 'failed',
        message: LEAD_NOT_WRITTEN_MESSAGE,
      });

      for (let start = 0; start < records.length; start += BULK_BATCH_SIZE) {
        // Other requests first: those that arrived while the file was read, then after each batch.
        await nextTurnOfEventLoop();
        const valid: { at: CsvRecord; lead: PreparedLead }[] = [];
        for (const at of records.slice(start, start + BULK_BATCH_SIZE)) {
          if (at.hasExtraCells) {
            results[at.record - 1] = {
              row: at.row,
              record: at.record,
              status: 'invalid',
              errors: { row: CSV_EXTRA_CELLS_MESSAGE },
            };
            continue;
          }
          try {
            valid.push({ at, lead: await prepare(at.fields, brandOf) });
          } catch (error) {
            if (!(error instanceof LeadValidationError)) failure ??= error;
            results[at.record - 1] =
              error instanceof LeadValidationError
                ? { row: at.row, record: at.record, status: 'invalid', errors: error.errors }
                : notWritten(at);
          }
        }
        let outcomes: LeadOutcome[] | undefined;
        if (failure === undefined) {
          try {
            outcomes = await writeLeads(
              valid.map(({ lead }) => lead),
              'csv',
            );
          } catch (error) {
            failure = error;
          }
        }
        valid.forEach(({ at }, index) => {
          const outcome = outcomes?.[index];
          const { row, record } = at;
          if (!outcome) results[record - 1] = notWritten(at);
          else if (outcome.status === 'created')
            results[record - 1] = {
              row,
              record,
              status: 'created',
              enrolmentId: outcome.enrolmentId,
            };
          else {
            const message = TOO_MANY_INVITATIONS_MESSAGES[outcome.medium];
            results[record - 1] = {
              row,
              record,
              status: 'limited',
              errors: { [invitationField(outcome.medium)]: message },
              retryAfterSeconds: outcome.retryAfterSeconds,
            };
          }
        });
      }
      return { results, ...(failure === undefined ? {} : { failure }) };
    },

    /** Whether a partner's key or user belongs to the sandbox brand (or a branch of it). */
    async isSandboxPartner(partnerBrandId: number): Promise<boolean> {
      return isSandboxBrand(await brandService.getBrandingById(partnerBrandId));
    },

    /** The command line's lead: the brand by url route (and branch), as a partner of it would send. */
    async createLeadForRoute(
      urlRoute: string,
      input: Record<string, string | undefined>,
    ): Promise<CreatedLead> {
      const [brand] = await brandService.findChain(urlRoute);
      if (!brand) throw new Error('findChain returned an empty chain');
      return createLead(brand.id, input);
    },
  };
}
