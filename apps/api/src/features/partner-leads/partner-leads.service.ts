import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { ENROLMENT_TYPE } from '@threshold/domain/codes/enrolment-type';
import { LEAD_SOURCE } from '@threshold/domain/codes/lead-source';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import type { Branding } from '@threshold/domain/schemas/brand';
import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';
import { EMAIL_MESSAGES } from '@threshold/domain/schemas/fields';
import { BRANCH_ID_MESSAGE, partnerLeadSchema, type PartnerLead } from '@threshold/domain/schemas/partner-lead';
import { parse } from 'csv-parse/sync';
import { LINK_TOKEN_PURPOSE, type LinkTokens } from '../../auth/link-tokens';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../../http/app-error';
import { brandPath, type Outbox } from '../../messages/outbox';
import type { BrandService } from '../brand/brand.service';
import type { PartnerLeadsRepo } from './partner-leads.repo';

export const MAX_CSV_ROWS = 5_000;
export const CSV_HEADER_MESSAGE = 'The CSV file needs a header row naming its columns';
export const CSV_TOO_MANY_ROWS_MESSAGE = `A CSV file can hold at most ${MAX_CSV_ROWS} leads`;
export const CSV_UNREADABLE_MESSAGE = 'We could not read this CSV file';
/** A letting agent's lead is a lettings move unless the partner says otherwise (docs/decisions.md). */
export const DEFAULT_LEAD_TYPE = ENROLMENT_TYPE.lettings;

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
const FIELD_BY_COLUMN = new Map<string, string>(LEAD_FIELDS.map((field) => [columnKey(field), field]));

export type CreatedLead = { enrolmentId: string; invitationLink: string };
export type CsvRowResult =
  | { row: number; status: 'created'; enrolmentId: string }
  | { row: number; status: 'invalid'; errors: Record<string, string> };

/** A lead that failed its field rules: 400 { message, errors }. */
export class LeadValidationError extends AppError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super('VALIDATION_FAILED', Object.values(errors)[0] ?? 'Please check the lead', { status: 400 });
    this.errors = errors;
  }
}

export type PartnerLeadsService = ReturnType<typeof createPartnerLeadsService>;

export function createPartnerLeadsService(deps: {
  db: Db;
  repo: PartnerLeadsRepo;
  brandService: BrandService;
  linkTokens: LinkTokens;
  outbox: Outbox;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { db, repo, brandService, linkTokens, outbox, clock, publicBaseUrl } = deps;

  /** The brand a lead belongs to: the partner's branch when one is named (it must be theirs), else the partner. */
  async function leadBrand(partnerBrandId: number, branchId: string | undefined): Promise<Branding> {
    const partner = await brandService.getBrandingById(partnerBrandId);
    if (branchId === undefined) return partner;
    try {
      const [branch] = await brandService.findChain(partner.urlRoute, branchId);
      if (!branch) throw new Error('findChain returned an empty chain');
      return brandService.getBrandingById(branch.id);
    } catch (error) {
      if (isAppError(error) && error.status === 404) throw new LeadValidationError({ branchId: BRANCH_ID_MESSAGE });
      throw error;
    }
  }

  function validate(input: unknown): PartnerLead {
    const result = partnerLeadSchema({ today: todayIso(clock) }).safeParse(input);
    if (!result.success) throw new LeadValidationError(fieldErrorsOf(result.error));
    return result.data;
  }

  /**
   * One lead: the pending enrolment, its confirm link token and the invitation, in one
   * transaction, so a lead never exists without its invitation or the other way round.
   */
  async function createLead(partnerBrandId: number, input: unknown): Promise<CreatedLead> {
    const lead = validate(input);
    // Brand reads go through the pool, so they happen before the transaction (PGlite has one connection).
    const brand = await leadBrand(partnerBrandId, lead.branchId);
    // The invitation goes by the partner's choice of channel (e-mail unless they ask for SMS);
    // its link names the medium, and the enrolment keeps it for the one-time-code channel.
    const medium = lead.inviteBy ?? 'email';
    const to = medium === 'email' ? lead.emailAddress : lead.contactNumber;
    if (!to) throw new LeadValidationError({ emailAddress: EMAIL_MESSAGES.required });

    return db.transaction(async (tx) => {
      const { id: enrolmentId } = await repo.insertEnrolment(tx, {
        status: ENROLMENT_STATUS.pending,
        brandId: brand.id,
        source: LEAD_SOURCE.uploadedLead,
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
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      const confirmToken = await linkTokens.issue(tx, enrolmentId, LINK_TOKEN_PURPOSE.confirm);
      const invitationLink = `${publicBaseUrl}${brandPath(brand)}/continue/${confirmToken}?medium=${medium}`;
      await outbox.enqueue(tx, {
        template: 'invitation',
        channel: medium,
        to,
        brandId: brand.id,
        enrolmentId,
        data: { link: invitationLink, ...(lead.firstName ? { firstName: lead.firstName } : {}) },
      });
      return { enrolmentId, invitationLink };
    });
  }

  /** Reads the CSV into one object per data row, keyed by field name; 400 when the file itself is wrong. */
  function readCsv(csv: string): Record<string, string>[] {
    let records: string[][];
    try {
      records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, to_line: MAX_CSV_ROWS + 2 });
    } catch (error) {
      throw new AppError('CSV_UNREADABLE', CSV_UNREADABLE_MESSAGE, { status: 400, cause: error });
    }
    const [header, ...rows] = records;
    if (!header || header.length === 0) throw new AppError('CSV_HEADER', CSV_HEADER_MESSAGE, { status: 400 });
    if (rows.length > MAX_CSV_ROWS) throw new AppError('CSV_TOO_MANY_ROWS', CSV_TOO_MANY_ROWS_MESSAGE, { status: 413 });
    const fields = header.map((name) => FIELD_BY_COLUMN.get(columnKey(name)));
    const unknown = header.filter((_, index) => fields[index] === undefined);
    if (unknown.length > 0) {
      throw new AppError('CSV_UNKNOWN_COLUMN', `Unknown column: ${unknown.join(', ')}. Columns are ${LEAD_FIELDS.join(', ')}`, { status: 400 });
    }
    return rows.map((cells) => {
      const record: Record<string, string> = {};
      fields.forEach((field, index) => {
        if (field) record[field] = cells[index] ?? '';
      });
      return record;
    });
  }

  return {
    createLead,

    /**
     * Each row is its own lead and transaction: good rows are created even when others fail.
     * Row numbers are the file's line numbers as a spreadsheet shows them (the header is row 1).
     */
    async createLeadsFromCsv(partnerBrandId: number, csv: string): Promise<CsvRowResult[]> {
      const records = readCsv(csv);
      const results: CsvRowResult[] = [];
      for (const [index, record] of records.entries()) {
        const row = index + 2;
        try {
          const { enrolmentId } = await createLead(partnerBrandId, record);
          results.push({ row, status: 'created', enrolmentId });
        } catch (error) {
          if (!(error instanceof LeadValidationError)) throw error;
          results.push({ row, status: 'invalid', errors: error.errors });
        }
      }
      return results;
    },

    /** The command line's lead: the brand by url route (and branch), as a partner of it would send. */
    async createLeadForRoute(urlRoute: string, input: Record<string, string | undefined>): Promise<CreatedLead> {
      const [brand] = await brandService.findChain(urlRoute);
      if (!brand) throw new Error('findChain returned an empty chain');
      return createLead(brand.id, input);
    },
  };
}
