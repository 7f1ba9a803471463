import { randomUUID } from 'node:crypto';
import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { USER_FORGOTTEN_MESSAGE } from '@threshold/domain/telephony/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkTokens } from '../../auth/link-tokens';
import { createLinkTokensRepo } from '../../auth/link-tokens.repo';
import { createSecretHasher } from '../../auth/secret-hash';
import { createTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';

/**
 * The proof the issue asks for (portal-access 7, Right to be forgotten): every table and column of
 * the schema is classified here as holding the caller's personal data or not. Each personal column
 * is filled with a marker for one enrolment (through the real calls where practical, directly
 * otherwise), the agent forgets the caller, and then each personal column is cleared and no marker
 * remains anywhere in the database.
 *
 * The schema is read from information_schema, so a new table, or a new text, jsonb or date column,
 * fails this test until it is classified below (and, if personal, erased by privacy.repo.ts).
 */

type Classified = {
  /** The caller's personal data: erased (deleted, cleared or anonymised) by forget. */
  personal: string[];
  /** Not the caller's personal data, and why. */
  other: string[];
  why: string;
};

const CATALOGUE = 'catalogue or configuration data an operator loads: no mover’s data';

const COLUMNS: Record<string, Classified> = {
  enrolments: {
    personal: [
      'title',
      'first_name',
      'surname',
      'date_of_birth',
      'email_address',
      'contact_number',
      'postcode',
      'move_in_date',
      'address_key',
      'house_number',
      'house_name',
      'address_line1',
      'address_line2',
      'address_line3',
      'address_line4',
      'town',
      'county',
    ],
    other: [
      'source',
      'lead_channel',
      'type',
      'campaign_medium',
      'nation',
      'tenant_portal_storage',
      'fuel_type',
    ],
    why: 'codes of the lead and journey, the nation (council rules) and the fuel: aggregate facts',
  },
  accounts: {
    personal: ['email', 'password_hash'],
    other: [],
    why: 'the log-in is deleted',
  },
  onboarding_journeys: {
    personal: [
      'first_name',
      'surname',
      'date_of_birth',
      'phone_number',
      'email_address',
      'address_key',
      'address_human_readable',
      'manual_address_street_one',
      'manual_address_street_two',
      'manual_address_town',
      'manual_address_county',
      'postcode',
      'move_in_date',
    ],
    other: [],
    why: 'the row is deleted',
  },
  enrolment_notes: { personal: ['content'], other: [], why: 'the notes are deleted' },
  flatmate_invitations: {
    personal: ['flatmate_name', 'email_address'],
    other: [],
    why: 'the invitations are deleted (their hand-offs stay, anonymised)',
  },
  otp_codes: {
    personal: ['request_ip'],
    other: ['contact_hash', 'purpose', 'code_hash'],
    why: 'keyed hashes and a purpose; the enrolment’s codes are deleted',
  },
  outbox_messages: {
    personal: ['recipient', 'subject', 'text_body', 'html_body', 'meta', 'last_error'],
    other: ['channel', 'template', 'preference_token_hash', 'status'],
    why: 'the channel, template and state; the preference token hash (of a random value) is cleared too',
  },
  hand_offs: {
    personal: ['recipient'],
    other: ['kind', 'state'],
    why: 'who it went to is anonymised; its kind, state and time stay',
  },
  authority_notifications: {
    personal: ['move_in_date', 'address_summary'],
    other: ['kind', 'authority_code', 'authority_name', 'reason', 'reference'],
    why: 'which authority was told and its random reference',
  },
  energy_signups: {
    personal: ['record'],
    other: ['supplier_id', 'supplier_name', 'reference'],
    why: 'the supplier and its random reference; the record (PSR needs, payment) is cleared',
  },
  energy_journeys: {
    personal: ['usage', 'psr', 'payment', 'bank_account_ending', 'start_date'],
    other: [
      'filter_options',
      'mixed_meter_fuel_type',
      'selected_tariff',
      'selected_tariff_secondary',
      'selected_add_ons',
    ],
    why: 'the chosen tariffs, add-ons and list filters: catalogue facts',
  },
  entertainment_journeys: {
    personal: ['install_date'],
    other: ['applied_filters', 'selected_package', 'sky_callback_slot', 'install_start'],
    why: 'the chosen package, filters, an hour band for the call-back and asap/custom',
  },
  broadband_callback_requests: {
    personal: [],
    other: ['provider_id', 'provider_name', 'package_id', 'package', 'slot', 'reference'],
    why: 'the package as priced, an hour band and a random reference (the message is erased)',
  },
  comms_blocks: {
    personal: ['email_address'],
    other: ['source'],
    why: 'the mover’s block is deleted',
  },
  link_tokens: {
    personal: [],
    other: ['purpose', 'token_hash'],
    why: 'a hash of a random value; all end but save-and-continue links, which then answer result 9',
  },
  energy_quotes: {
    personal: [],
    other: ['tariffs'],
    why: 'priced catalogue tariffs (a day long)',
  },
  agent_audit_log: {
    personal: [],
    other: ['action'],
    why: 'a method and route, never a body',
  },
  agents: {
    personal: [],
    other: ['name', 'email'],
    why: 'staff accounts, not the caller’s data',
  },
  agent_sign_in_codes: { personal: [], other: ['code_hash'], why: 'a hash of a random code' },
  partner_users: {
    personal: [],
    other: ['email', 'role'],
    why: 'staff of a partner who sign in to its console, not the caller’s data',
  },
  partner_sign_in_codes: {
    personal: [],
    other: ['contact_hash', 'code_hash', 'request_ip'],
    why: 'a partner user’s sign-in codes: keyed hashes and the asking address, never a mover’s',
  },
  webhook_endpoints: {
    personal: [],
    other: ['url', 'description', 'secret_ciphertext'],
    why: 'a partner’s webhook receivers and their encrypted signing secrets, never a mover’s',
  },
  webhook_deliveries: {
    personal: [],
    other: ['event_type', 'body', 'status'],
    why: 'webhook events to partners: ids and states only (an enrolment id, its brand, a status)',
  },
  webhook_attempts: { personal: [], other: ['error'], why: 'a delivery’s failure kind' },
  brand_logos: {
    personal: [],
    other: ['id', 'content_type'],
    why: 'logos partners upload for their brands (the id is the image’s hash), never a mover’s',
  },
  brand_changes: {
    personal: [],
    other: ['partner_user_email', 'before', 'after'],
    why: 'the audit of partner users’ changes to brand settings: a partner user’s address, never a mover’s',
  },
  call_scripts: { personal: [], other: ['page_identifier', 'page_script'], why: CATALOGUE },
  agent_sign_in_tokens: { personal: [], other: ['token_hash'], why: 'a hash of a random value' },
  revoked_tokens: { personal: [], other: ['jti'], why: 'random token ids' },
  rate_limit_counters: {
    personal: [],
    other: ['key'],
    why: 'keyed hashes (HMAC), never an address',
  },
  partner_idempotency_keys: {
    personal: [],
    other: ['idempotency_key', 'request_hash', 'response_body'],
    why:
      'the partner’s key, a one-way digest of the request and the answer (status and enrolment id), ' +
      'purged after 24 hours; kept so that a partner’s retry does not create the forgotten lead again',
  },
  partner_api_keys: { personal: [], other: ['key_prefix', 'key_hash', 'label'], why: CATALOGUE },
  brands: {
    personal: [],
    other: [
      'name',
      'url_route',
      'branch_code',
      'logo_url',
      'logo_alt',
      'colour_primary',
      'colour_primary_text',
      'colour_accent',
      'colour_header_background',
      'colour_header_text',
      'support_phone',
      'support_email',
      'registration_notice',
      'reminder_schedule_days',
    ],
    why: CATALOGUE,
  },
  content_blocks: {
    personal: [],
    other: ['portal', 'key', 'title', 'subtitle', 'description_html'],
    why: CATALOGUE,
  },
  cookie_items: {
    personal: [],
    other: [
      'group_name',
      'group_code',
      'cookie_names',
      'description',
      'duration',
      'cookie_type',
      'vendor',
    ],
    why: CATALOGUE,
  },
  review_ratings: { personal: [], other: ['source_name', 'source_url'], why: CATALOGUE },
  service_statuses: { personal: [], other: ['service', 'status'], why: CATALOGUE },
  authority_contacts: {
    personal: [],
    other: ['kind', 'code', 'name', 'email_address', 'logo_url', 'registration_url'],
    why: CATALOGUE,
  },
  affiliate_categories: { personal: [], other: ['name'], why: CATALOGUE },
  affiliate_deals: {
    personal: [],
    other: ['title', 'description', 'logo_url', 'link_url'],
    why: CATALOGUE,
  },
  energy_catalogues: {
    personal: [],
    other: ['label', 'valid_from', 'valid_to', 'source'],
    why: CATALOGUE,
  },
  energy_suppliers: {
    personal: [],
    other: ['id', 'name', 'logo_url', 'signup_email', 'terms_url'],
    why: CATALOGUE,
  },
  energy_tariffs: {
    personal: [],
    other: [
      'supplier_id',
      'code',
      'name',
      'fuel_type',
      'payment_method',
      'tariff_type',
      'recommendation_reason',
      'usp_text',
      'features',
      'terms_url',
      'terms_pdf_url',
      'principal_terms',
      'elec_supplier_name',
      'gas_supplier_name',
    ],
    why: CATALOGUE,
  },
  energy_tariff_rates: { personal: [], other: ['region', 'fuel'], why: CATALOGUE },
  energy_add_ons: {
    personal: [],
    other: [
      'id',
      'supplier_id',
      'title',
      'description',
      'important_info',
      'icon_url',
      'billing_frequency',
      'discount_description',
      'smart_meter_kind',
      'info_links',
    ],
    why: CATALOGUE,
  },
  broadband_catalogues: {
    personal: [],
    other: ['label', 'valid_from', 'valid_to', 'source'],
    why: CATALOGUE,
  },
  broadband_providers: {
    personal: [],
    other: [
      'id',
      'name',
      'logo_url',
      'sign_up_kind',
      'partner_slug',
      'contact_email',
      'signup_url',
      'lead_times',
    ],
    why: CATALOGUE,
  },
  broadband_packages: {
    personal: [],
    other: [
      'provider_id',
      'code',
      'name',
      'technology',
      'broadband_name',
      'broadband_type',
      'call',
      'tv',
      'offer',
      'key_feature',
      'key_feature2',
      'enhanced_features',
      'labels',
      'terms_and_conditions',
    ],
    why: CATALOGUE,
  },
  broadband_promotions: { personal: [], other: ['name', 'image_url'], why: CATALOGUE },
  modulus_weight_tables: {
    personal: [],
    other: ['version', 'valid_from', 'source', 'weights', 'substitutions'],
    why: CATALOGUE,
  },
};

/** Column types that can hold a marker: every text, jsonb and date column must be classified. */
const MARKED_TYPES = ['text', 'character varying', 'character', 'jsonb', 'json', 'date'];
const MARKER = 'forgetmarker';
const MARKER_DATE = '1911-11-11';
const MARKER_PHONE = '07700900999';
const MARKER_IP = '203.0.113.77';
/** What no row may hold after forget (case-insensitive), in any text or jsonb column. */
const MARKERS = [MARKER, MARKER_DATE, '7700900999', '7700 900999', MARKER_IP];
const MOVER_EMAIL = `${MARKER}.mover@example.com`;

type SchemaColumn = { table_name: string; column_name: string; data_type: string };

const operator = { 'x-operator-key': TEST_OPERATOR_KEY };

describe('right to be forgotten: every personal column of the schema is erased', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await t.database.db.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  async function schemaColumns(): Promise<{ tables: string[]; columns: SchemaColumn[] }> {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const columns = await rows<SchemaColumn>(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' order by table_name, ordinal_position`,
    );
    return {
      tables: tables.map((row) => row.table_name),
      columns: columns.filter((column) => MARKED_TYPES.includes(column.data_type)),
    };
  }

  /** Rows of a column holding a marker (a date column: the marker date). */
  async function markedRows(table: string, column: string, dataType: string): Promise<number> {
    const condition =
      dataType === 'date'
        ? sql`${sql.identifier(column)} = ${MARKER_DATE}::date`
        : sql.join(
            MARKERS.map((marker) => sql`${sql.identifier(column)}::text ilike ${`%${marker}%`}`),
            sql` or `,
          );
    const [row] = await rows<{ n: number | string }>(
      sql`select count(*) as n from ${sql.identifier(table)} where ${condition}`,
    );
    return Number(row?.n ?? 0);
  }

  it('classifies every table and every text, jsonb and date column of the schema', async () => {
    const { tables, columns } = await schemaColumns();
    const unknownTables = tables.filter((table) => !(table in COLUMNS));
    expect(unknownTables, 'tables to classify in COLUMNS').toEqual([]);
    const unclassified = columns
      .filter(({ table_name: table, column_name: column }) => {
        const entry = COLUMNS[table];
        return !entry || (!entry.personal.includes(column) && !entry.other.includes(column));
      })
      .map(
        ({ table_name, column_name, data_type }) => `${table_name}.${column_name} (${data_type})`,
      );
    expect(unclassified, 'columns to classify as personal or not').toEqual([]);
    // And nothing listed that the schema no longer has (a renamed column must be classified again).
    const present = new Set(columns.map((column) => `${column.table_name}.${column.column_name}`));
    const stale = Object.entries(COLUMNS).flatMap(([table, entry]) =>
      [...entry.personal, ...entry.other]
        .map((column) => `${table}.${column}`)
        .filter((name) => !present.has(name)),
    );
    expect(stale, 'listed columns the schema does not have').toEqual([]);
    for (const [table, entry] of Object.entries(COLUMNS)) expect(entry.why, table).not.toBe('');
  });

  it('erases every personal column of a caller the agent forgets, and leaves no marker anywhere', async () => {
    const db = t.database.db;
    // An agent signs in and creates an enrolment for the caller on the line.
    const agentName = 'Jordan Blake';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agents',
      headers: operator,
      payload: { name: agentName, email: `${randomUUID().slice(0, 8)}@agents.example.com` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/operator/agent-sign-in-tokens',
      headers: operator,
      payload: { agent: agentName },
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/login',
      headers: bearer(await t.appToken()),
      payload: { token: (issued.json() as { token: string }).token },
    });
    const agentToken = (signedIn.json() as { accessToken: string }).accessToken;
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/telephony/enrolments',
      headers: bearer(agentToken),
      payload: { brand: 'default' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { accessToken: token, enrolmentId: id } = opened.json() as {
      accessToken: string;
      enrolmentId: string;
    };

    // The caller's details and the new home (directly: every column, including the rare ones).
    await db.execute(sql`update enrolments set
      title = 'Dr', first_name = ${`${MARKER}first`}, surname = ${`${MARKER}surname`},
      date_of_birth = ${MARKER_DATE}, email_address = ${MOVER_EMAIL}, contact_number = ${MARKER_PHONE},
      postcode = ${`${MARKER} 1AA`}, move_in_date = ${MARKER_DATE}, address_key = ${`${MARKER}-key`},
      house_number = ${`${MARKER}-no`}, house_name = ${`${MARKER} House`},
      address_line1 = ${`1 ${MARKER} Street`}, address_line2 = ${`${MARKER} line 2`},
      address_line3 = ${`${MARKER} line 3`}, address_line4 = ${`${MARKER} line 4`},
      town = ${`${MARKER}town`}, county = ${`${MARKER}shire`}
      where id = ${id}`);
    // title holds a title from a short list; a marker there proves it is cleared too.
    await db.execute(sql`update enrolments set title = ${`${MARKER}title`} where id = ${id}`);

    // Through the real call: the agent's note.
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/note',
      headers: bearer(token),
      payload: { content: `Caller ${MARKER} asked about parking` },
    });
    expect(note.statusCode, note.body).toBe(201);
    const privacyBefore = await t.app.inject({
      method: 'GET',
      url: '/api/enrolment/data-privacy',
      headers: bearer(token),
    });
    expect(privacyBefore.json()).toEqual({ hasPersonalDetails: true });

    // Directly: the rows the journey writes at steps this test does not walk.
    await db.execute(sql`insert into accounts (email, password_hash, enrolment_id)
      values (${`${MARKER}.login@example.com`}, ${`${MARKER}-argon2-hash`}, ${id})`);
    await db.execute(sql`insert into onboarding_journeys (enrolment_id, first_name, surname,
        date_of_birth, phone_number, email_address, address_key, address_human_readable,
        manual_address_street_one, manual_address_street_two, manual_address_town,
        manual_address_county, postcode, move_in_date)
      values (${id}, ${`${MARKER}first`}, ${`${MARKER}surname`}, ${MARKER_DATE}, ${MARKER_PHONE},
        ${`${MARKER}.onboarding@example.com`}, ${`${MARKER}-key`}, ${`1 ${MARKER} Street, Town`},
        ${`1 ${MARKER} Street`}, ${`${MARKER} Flat`}, ${`${MARKER}town`}, ${`${MARKER}shire`},
        ${`${MARKER} 1AA`}, ${MARKER_DATE})`);
    await db.execute(sql`insert into otp_codes (enrolment_id, channel, contact_hash, purpose,
        code_hash, expires_at, request_ip)
      values (${id}, 0, 'contact-hmac', 'login', 'code-hmac', now() + interval '10 minutes', ${MARKER_IP})`);
    const outbox = (
      recipient: string,
      enrolment: string | null,
      status: string,
      channel = 'email',
    ) =>
      rows<{
        id: string;
      }>(sql`insert into outbox_messages (channel, recipient, template, subject, text_body,
          html_body, meta, enrolment_id, status, last_error)
        values (${channel}, ${recipient}, 'reminder', ${`Hello ${MARKER}first`},
          ${`Dear ${MARKER}first, your move on ${MARKER_DATE}`}, ${`<p>${MARKER}</p>`},
          ${JSON.stringify({ links: [`https://example.com/?e=${MARKER}`], code: MARKER })}::jsonb,
          ${enrolment}, ${status}, ${`550 ${MARKER} rejected`}) returning id`);
    await outbox(MOVER_EMAIL, id, 'pending'); // a scheduled reminder
    await outbox(MOVER_EMAIL, null, 'sent'); // a log-in code that named no enrolment
    await outbox(`+44${MARKER_PHONE.slice(1)}`, null, 'sent', 'sms');
    // A council told of the move (its message still waiting, so the hand-off is withdrawn), and
    // an energy supplier's hand-off with bank and PSR details (sent); neither message names the
    // enrolment: the hand-off leads to it.
    const handOff = async (kind: string, message?: { status: string }) => {
      const recipient = `${MARKER}.${kind}@example.com`;
      const [sent] = message ? await outbox(recipient, null, message.status) : [];
      const [row] = await rows<{
        id: string;
      }>(sql`insert into hand_offs (enrolment_id, kind, recipient, outbox_message_id)
        values (${id}, ${kind}, ${recipient}, ${sent?.id ?? null}) returning id`);
      return row!.id;
    };
    const council = await handOff('council', { status: 'pending' });
    await db.execute(sql`insert into authority_notifications (id, enrolment_id, kind, authority_code,
        authority_name, reason, move_in_date, address_summary, reference)
      values (${council}, ${id}, 'council', 'E07000008', 'Cambridge', 'initial', ${MARKER_DATE},
        ${`1 ${MARKER} Street`}, 'TH-AB12')`);
    const flatmate = await handOff('flatmateInvitation');
    await db.execute(sql`insert into flatmate_invitations (id, enrolment_id, flatmate_name, email_address)
      values (${flatmate}, ${id}, ${`Robin ${MARKER}`}, ${`${MARKER}.flatmateInvitation@example.com`})`);
    const signup = await handOff('energySignup', { status: 'sent' });
    await db.execute(sql`insert into energy_signups (id, enrolment_id, supplier_id, supplier_name,
        record, reference)
      values (${signup}, ${id}, 'supplier', 'Supplier', ${JSON.stringify({
        accountHolder: `${MARKER}first`,
        sortCode: MARKER,
        psr: { conditions: [MARKER] },
      })}::jsonb, 'EN-AB12')`);
    await db.execute(sql`insert into energy_journeys (enrolment_id, usage, psr, payment,
        bank_account_ending, start_date)
      values (${id}, ${JSON.stringify({ people: MARKER })}::jsonb,
        ${JSON.stringify({ conditions: [MARKER] })}::jsonb, ${JSON.stringify({ payer: MARKER })}::jsonb,
        ${MARKER}, ${MARKER_DATE})`);
    await db.execute(sql`insert into entertainment_journeys (enrolment_id, install_date)
      values (${id}, ${MARKER_DATE})`);
    await db.execute(sql`insert into comms_blocks (email_address, is_blocked, source)
      values (${MOVER_EMAIL}, true, 'reminder')`);
    // A save-and-continue link, sent before the caller asked to be forgotten.
    const linkTokens = createLinkTokens({
      repo: createLinkTokensRepo(),
      hasher: createSecretHasher(t.config.tokenSecret),
      clock: t.clock,
    });
    const saveAndContinue = await linkTokens.issue(db, id, 'saveAndContinue');
    const logInLink = await linkTokens.issue(db, id, 'login');

    // Every personal column now holds a marker for this enrolment (the fill covers the list).
    const { columns } = await schemaColumns();
    const typeOf = (table: string, column: string) =>
      columns.find((c) => c.table_name === table && c.column_name === column)?.data_type ?? 'text';
    const personal = Object.entries(COLUMNS).flatMap(([table, entry]) =>
      entry.personal.map((column) => ({ table, column, type: typeOf(table, column) })),
    );
    const unfilled: string[] = [];
    for (const { table, column, type } of personal)
      if ((await markedRows(table, column, type)) === 0) unfilled.push(`${table}.${column}`);
    expect(unfilled, 'personal columns the test did not fill').toEqual([]);

    // A mover's token never reaches it.
    const mover = await t.createMover();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/enrolment/data-privacy/forget',
      headers: bearer(await t.userToken(mover)),
    });
    expect(refused.statusCode).toBe(403);

    const forgotten = await t.app.inject({
      method: 'POST',
      url: '/api/enrolment/data-privacy/forget',
      headers: bearer(token),
    });
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(forgotten.json()).toEqual({ id, message: USER_FORGOTTEN_MESSAGE });

    // Each personal column is cleared...
    const left: string[] = [];
    for (const { table, column, type } of personal)
      if ((await markedRows(table, column, type)) > 0) left.push(`${table}.${column}`);
    expect(left, 'personal columns still holding the caller’s data').toEqual([]);
    // ...and no marker remains in any text, jsonb or date column of any table.
    const anywhere: string[] = [];
    for (const { table_name, column_name, data_type } of columns)
      if ((await markedRows(table_name, column_name, data_type)) > 0)
        anywhere.push(`${table_name}.${column_name}`);
    expect(anywhere, 'columns still holding a marker').toEqual([]);

    // The log-in is gone, the reminder is not sent, and the aggregate facts stay.
    expect(await rows(sql`select 1 from accounts where enrolment_id = ${id}`)).toEqual([]);
    const messages = await rows<{ status: string; recipient: string }>(
      sql`select status, recipient from outbox_messages where enrolment_id = ${id} and template = 'reminder'`,
    );
    expect(messages).toEqual([{ status: 'cancelled', recipient: 'forgotten' }]);
    const [kept] = await rows<{ brand_id: number; forgotten_at: unknown; by: string }>(
      sql`select e.brand_id, e.forgotten_at, a.name as by from enrolments e
          join agents a on a.id = e.forgotten_by_agent_id where e.id = ${id}`,
    );
    expect(kept).toMatchObject({ by: agentName });
    expect(kept?.forgotten_at).toBeTruthy();
    expect(
      await rows(sql`select kind from hand_offs where enrolment_id = ${id} order by kind`),
    ).toEqual([{ kind: 'energySignup' }, { kind: 'flatmateInvitation' }]);
    const handOffMessages = await rows<{ status: string; recipient: string }>(
      sql`select status, recipient from outbox_messages where recipient = 'forgotten'
          and enrolment_id is null order by status`,
    );
    expect(handOffMessages).toEqual([
      { status: 'cancelled', recipient: 'forgotten' },
      { status: 'sent', recipient: 'forgotten' },
      { status: 'sent', recipient: 'forgotten' },
      { status: 'sent', recipient: 'forgotten' },
    ]);

    // A later validation with the enrolment's link answers result 9; the log-in link is spent.
    const validation = await t.app.inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload: { token: saveAndContinue, surname: `${MARKER}surname`, postcode: 'SW1A 1AA' },
    });
    expect(validation.statusCode, validation.body).toBe(200);
    expect(validation.json().result).toBe(ACCOUNT_VALIDATION_RESULT.RightToBeForgotten);
    expect(await linkTokens.find(db, 'login', logInLink)).toBeNull();
  });
});
