import type { EnrolmentStatus } from '@threshold/domain/codes/enrolment-status';
import type { EnrolmentType } from '@threshold/domain/codes/enrolment-type';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import type { LeadSource } from '@threshold/domain/codes/lead-source';
import type { LeadChannel } from '@threshold/domain/partner/lead-channel';
import type { OptIn } from '@threshold/domain/codes/opt-in';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  jsonb,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per brand node: the default brand (level 0) is the root, partners (1) hang under it,
 * sub-partners (2) under a partner, branches (3) under a sub-partner or partner.
 * Every value column is nullable: null means "inherit from the parent".
 */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => brands.id),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    /** First path segment for the default brand, partners and sub-partners. */
    urlRoute: text('url_route'),
    /** The numeric branch segment; branches only, unique across all brands. */
    branchCode: text('branch_code'),
    logoUrl: text('logo_url'),
    logoAlt: text('logo_alt'),
    colourPrimary: text('colour_primary'),
    colourPrimaryText: text('colour_primary_text'),
    colourAccent: text('colour_accent'),
    colourHeaderBackground: text('colour_header_background'),
    colourHeaderText: text('colour_header_text'),
    supportPhone: text('support_phone'),
    supportEmail: text('support_email'),
    registrationNotice: text('registration_notice'),
    /** Trust score out of 5 in tenths (46 = 4.6), so no float is stored. */
    trustScoreTenths: smallint('trust_score_tenths'),
    flagOnboardingJourney: boolean('flag_onboarding_journey'),
    flagOtpLogin: boolean('flag_otp_login'),
    flagSelectedAddressInfoBox: boolean('flag_selected_address_info_box'),
    flagManualAddress: boolean('flag_manual_address'),
    flagFasterSwitching: boolean('flag_faster_switching'),
    flagPriorityAccess: boolean('flag_priority_access'),
    flagCtwbJourneyToggle: boolean('flag_ctwb_journey_toggle'),
    flagHalfHourlySettlementConsent: boolean('flag_half_hourly_settlement_consent'),
    moveInMaxPastMonths: smallint('move_in_max_past_months'),
    moveInMaxFutureDays: smallint('move_in_max_future_days'),
    /** An estate agent group (service-journeys 6): offers hide insurance, confirmation hides category 1. */
    isEstateAgentGroup: boolean('is_estate_agent_group'),
    /** Product offered status codes (PRODUCT_OFFERED_STATUS) per product, inherited like flags. */
    energyOfferedStatus: smallint('energy_offered_status'),
    entertainmentOfferedStatus: smallint('entertainment_offered_status'),
    councilOfferedStatus: smallint('council_offered_status'),
    waterOfferedStatus: smallint('water_offered_status'),
    /** Days after a mover stops part-way on which a reminder goes out (e.g. [2, 7]); [] sends none. */
    reminderScheduleDays: jsonb('reminder_schedule_days').$type<number[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('brands_url_route_unique').on(table.urlRoute),
    uniqueIndex('brands_branch_code_unique').on(table.branchCode),
    index('brands_parent_id_idx').on(table.parentId),
    check('brands_level_range', sql`${table.level} between 0 and 3`),
    check(
      'brands_route_or_branch',
      sql`(${table.level} = 3 and ${table.branchCode} is not null and ${table.urlRoute} is null)
        or (${table.level} < 3 and ${table.urlRoute} is not null and ${table.branchCode} is null)`,
    ),
    check('brands_root_is_default', sql`(${table.level} = 0) = (${table.parentId} is null)`),
  ],
);

/** A CMS page intro (title, subtitle, HTML description) for one brand; the default brand holds the full set. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The base path the words belong to: the tenant portal's or the telephony portal's (agent-facing). */
    portal: text('portal').$type<'tenant' | 'telephony'>().notNull().default('tenant'),
    key: text('key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    descriptionHtml: text('description_html'),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('content_blocks_brand_portal_key_unique').on(
      table.brandId,
      table.portal,
      table.key,
    ),
    check('content_blocks_portal_known', sql`${table.portal} in ('tenant', 'telephony')`),
  ],
);

/** The cookie list of the cookie policy page. */
export const cookieItems = pgTable('cookie_items', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  /** Consent group code, e.g. C0002 for performance cookies. */
  groupCode: text('group_code').notNull(),
  /** Comma-separated cookie names (the spec's "title"). */
  cookieNames: text('cookie_names').notNull(),
  description: text('description').notNull(),
  duration: text('duration').notNull(),
  cookieType: text('cookie_type').notNull(),
  vendor: text('vendor').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The review site's rating shown in the footer; the newest row is current. */
export const reviewRatings = pgTable('review_ratings', {
  id: serial('id').primaryKey(),
  sourceName: text('source_name').notNull(),
  sourceUrl: text('source_url').notNull(),
  trustScoreTenths: smallint('trust_score_tenths').notNull(),
  reviewCount: integer('review_count').notNull(),
  updatedAt: updatedAt(),
});

/** Status of an outside service (the identity check), shared by every API replica. */
export const serviceStatuses = pgTable(
  'service_statuses',
  {
    service: text('service').primaryKey(),
    status: text('status').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_statuses_status_known', sql`${table.status} in ('Up', 'Degraded', 'Down')`),
  ],
);

/** A mover's enrolment; later issues add the journey's columns. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Enrolment status code: pending 0, open 10, detailsPopulated 20, closed 30, complete 40. */
    status: smallint('status').$type<EnrolmentStatus>().notNull().default(0),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    source: text('source').$type<LeadSource>().notNull(),
    /** A partner's lead: whether it came by the API, a CSV upload or the console's form (null otherwise). */
    leadChannel: text('lead_channel').$type<LeadChannel>(),
    type: text('type').$type<EnrolmentType>().notNull(),
    // Personal details (personal data: erasure clears every one of these).
    title: text('title'),
    firstName: text('first_name'),
    surname: text('surname'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    emailAddress: text('email_address'),
    contactNumber: text('contact_number'),
    emailAddressVerified: boolean('email_address_verified').notNull().default(false),
    contactNumberVerified: boolean('contact_number_verified').notNull().default(false),
    /** The new home's postcode as given by the partner or the mover, canonical form ("SW1A 1AA"). */
    postcode: text('postcode'),
    moveInDate: date('move_in_date', { mode: 'string' }),
    /** The partner's lead set the move-in date: the mover sees it read-only (portal-access 4) until a step lets them change it. */
    moveInDateSetByPartner: boolean('move_in_date_set_by_partner').notNull().default(false),
    /** The lead arrived without personal details: the mover fills them in (unpopulated journey). */
    isUnpopulated: boolean('is_unpopulated').notNull().default(false),
    /** Medium of the campaign that invited the mover ('email' or 'sms'): picks the OTP channel. */
    campaignMedium: text('campaign_medium'),
    // The new home (moving details or onboarding): looked up by key, or typed in by hand.
    /** Residential status code: 0 not set, 200 home owner, 201 private tenant, 202 local authority, 203 landlord. */
    residentialStatus: smallint('residential_status').notNull().default(0),
    /** The mover ticked "I don't know my move-in date yet"; a reminder is then scheduled four weeks on. */
    moveInDateUnknown: boolean('move_in_date_unknown').notNull().default(false),
    /** The address provider's key; null for an address typed in by hand. */
    addressKey: text('address_key'),
    isManualAddress: boolean('is_manual_address').notNull().default(false),
    houseNumber: text('house_number'),
    houseName: text('house_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    addressLine4: text('address_line4'),
    town: text('town'),
    county: text('county'),
    /** England, Wales, Scotland or NorthernIreland (council and water rules); null when unknown. */
    nation: text('nation'),
    /** False for a business address (the warning); null for a typed address. */
    isDomestic: boolean('is_domestic'),
    /** The spec's stored portal value tenantPortalStorage (e.g. 'movingDetails'). */
    tenantPortalStorage: text('tenant_portal_storage'),
    // Confirm-details lock: 3 mismatches lock the account until lockedUntil (time-boxed).
    validationFailures: smallint('validation_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set when the mover's details were forgotten at their request (validation result 9). */
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }),
    /** The agent who forgot the caller (right to be forgotten, portal-access 7); null otherwise. */
    forgottenByAgentId: uuid('forgotten_by_agent_id').references((): AnyPgColumn => agents.id),
    // Service journeys (service-journeys 3, confirmation summary). OptIn: 1 yes, 0 no, null not asked.
    energyOptIn: smallint('energy_opt_in').$type<OptIn>(),
    entertainmentOptIn: smallint('entertainment_opt_in').$type<OptIn>(),
    councilOptIn: smallint('council_opt_in').$type<OptIn>(),
    waterOptIn: smallint('water_opt_in').$type<OptIn>(),
    /** Consent flags: null until product selection has been answered. */
    energyConsented: boolean('energy_consented'),
    entertainmentConsented: boolean('entertainment_consented'),
    councilConsented: boolean('council_consented'),
    waterConsented: boolean('water_consented'),
    councilComplete: boolean('council_complete').notNull().default(false),
    waterComplete: boolean('water_complete').notNull().default(false),
    energyComplete: boolean('energy_complete').notNull().default(false),
    energySkipped: boolean('energy_skipped').notNull().default(false),
    entertainmentComplete: boolean('entertainment_complete').notNull().default(false),
    entertainmentSkipped: boolean('entertainment_skipped').notNull().default(false),
    skyComplete: boolean('sky_complete').notNull().default(false),
    broadbandComplete: boolean('broadband_complete').notNull().default(false),
    wombbUserConfirmed: boolean('wombb_user_confirmed').notNull().default(false),
    wombbUserConfirmedAt: timestamp('wombb_user_confirmed_at', { withTimezone: true }),
    wombbComplete: boolean('wombb_complete').notNull().default(false),
    wombbSkipped: boolean('wombb_skipped').notNull().default(false),
    /** The mover's answer to "Have you sorted out your council tax?" (and the water question). */
    councilRegistrationConfirmed: boolean('council_registration_confirmed'),
    waterRegistrationConfirmed: boolean('water_registration_confirmed'),
    confirmationPageLastViewedAt: timestamp('confirmation_page_last_viewed_at', {
      withTimezone: true,
    }),
    /** The satisfaction survey is requested once. */
    surveyRequestedAt: timestamp('survey_requested_at', { withTimezone: true }),
    /** When completeservices / skipservice settled every service (status complete). */
    servicesCompletedAt: timestamp('services_completed_at', { withTimezone: true }),
    // Energy facts from the address data, written with the address (moving details, onboarding).
    isMeterInfoValid: boolean('is_meter_info_valid').notNull().default(false),
    quotableEnergy: boolean('quotable_energy').notNull().default(false),
    fuelType: text('fuel_type').$type<FuelType>(),
    isMixedMeters: boolean('is_mixed_meters').notNull().default(false),
    isGasPayg: boolean('is_gas_payg').notNull().default(false),
    isElecPayg: boolean('is_elec_payg').notNull().default(false),
    hasGasSmartMeter: boolean('has_gas_smart_meter').notNull().default(false),
    hasElecSmartMeter: boolean('has_elec_smart_meter').notNull().default(false),
    economy7: boolean('economy7').notNull().default(false),
    supportsFastSwitch: boolean('supports_fast_switch').notNull().default(false),
    fuelSupplyChecked: boolean('fuel_supply_checked').notNull().default(false),
    supplyElec: boolean('supply_elec'),
    supplyGas: boolean('supply_gas'),
    // Bringing movers back: reminders count from the mover's last step in the journey.
    lastJourneyActivityAt: timestamp('last_journey_activity_at', { withTimezone: true }),
    journeyRemindersSent: smallint('journey_reminders_sent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('enrolments_brand_id_idx').on(table.brandId),
    // The partner console's leads list: a brand's leads newest first, paged (issue 22).
    index('enrolments_brand_created_idx').on(table.brandId, table.createdAt, table.id),
    // Newest first across a partner's brands: the list walks this and stops at its page.
    index('enrolments_created_idx').on(table.createdAt, table.id),
    index('enrolments_email_address_idx').on(table.emailAddress),
    // The reminder sweep reads unfinished enrolments by their last step, every minute.
    index('enrolments_reminder_due_idx')
      .on(table.lastJourneyActivityAt)
      .where(
        sql`${table.forgottenAt} is null and ${table.servicesCompletedAt} is null and ${table.status} < 30`,
      ),
  ],
);

/**
 * Links sent to a mover (save-and-continue, confirm, onboarding, unpopulated, login, password
 * reset): only an HMAC of the random token is stored; each expires and most are single use.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('link_tokens_token_hash_unique').on(table.tokenHash),
    index('link_tokens_enrolment_purpose_idx').on(table.enrolmentId, table.purpose),
  ],
);

/**
 * One-time codes: an HMAC of the 6 digits, bound to the request (this row's id) that issued
 * them, valid 10 minutes, single use, at most 5 wrong tries. Rows also count sends for throttling.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'cascade' }),
    /** 0 e-mail, 1 sms. */
    channel: smallint('channel').notNull(),
    /** HMAC of the normalised destination, so throttles work without keeping the address here. */
    contactHash: text('contact_hash').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_codes_contact_created_idx').on(table.contactHash, table.createdAt),
    index('otp_codes_enrolment_idx').on(table.enrolmentId),
  ],
);

/**
 * The outbox: every e-mail and SMS is a row first, written in the same transaction as the
 * change that causes it; a worker leases due rows, sends them and marks them sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    /** Campaign messages carry unsubscribe links and are never sent to a blocked address. */
    isCampaign: boolean('is_campaign').notNull().default(false),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Links the message carries, and for a one-time code the code (dev mailbox and tests). */
    meta: jsonb('meta').$type<{ links: string[]; code?: string }>().notNull(),
    /** HMAC of the per-message e-mail preference token (unsubscribe / resubscribe links). */
    preferenceTokenHash: text('preference_token_hash'),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    status: text('status')
      .$type<'pending' | 'sent' | 'failed' | 'suppressed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** Not sent before this time: retries back off, and follow-ups are scheduled weeks ahead. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: another replica leaves the row alone until it lapses. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the worker gave up on the message (status failed). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.sendAfter),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    uniqueIndex('outbox_messages_preference_token_unique').on(table.preferenceTokenHash),
  ],
);

/** Who a hand-off goes to: an authority, an energy supplier, the broadband partner, a flatmate. */
export type HandOffKind =
  'council' | 'water' | 'energySignup' | 'broadbandCallback' | 'flatmateInvitation';
/** A hand-off's delivery: queued until its message is sent, or failed when the worker gave up. */
export type HandOffState = 'queued' | 'sent' | 'failed';

/**
 * Every hand-off to someone outside (ARCHITECTURE, service journeys): one record with its state
 * and the time of that state, written with its outbox message in one transaction
 * (messages/hand-offs) and moved by the outbox worker when the message is sent or fails. A
 * feature keeps its own details in a row with the same id (authority_notifications, ...).
 * Personal data: cascades with the enrolment.
 */
export const handOffs = pgTable(
  'hand_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HandOffKind>().notNull(),
    /** The address the message goes to (as the outbox stores it). */
    recipient: text('recipient').notNull(),
    state: text('state').$type<HandOffState>().notNull().default('queued'),
    /** When it was queued, sent or failed. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message it rides on (null once the message was purged). */
    outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('hand_offs_enrolment_idx').on(table.enrolmentId, table.kind, table.createdAt),
    uniqueIndex('hand_offs_outbox_message_unique').on(table.outboxMessageId),
  ],
);

/** Addresses whose owner unsubscribed from campaign e-mail (lower case). */
export const commsBlocks = pgTable('comms_blocks', {
  emailAddress: text('email_address').primaryKey(),
  isBlocked: boolean('is_blocked').notNull(),
  source: text('source'),
  updatedAt: updatedAt(),
});

/** Partner API keys: the key is shown once; only its prefix (for lookup) and hash are kept. */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    label: text('label'),
    createdAt: createdAt(),
    /** When a call last came with the key, written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('partner_api_keys_prefix_unique').on(table.keyPrefix)],
);

/** A mover's log-in: e-mail (lower case) and an argon2id hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for a log-in made by the onboarding journey's one-time code: no password until a reset sets one. */
    passwordHash: text('password_hash'),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id),
    /** Bumped on log-out (and erasure): every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Password guesses against this log-in (issue: per-account brute force): each try is counted
     * before the password is compared, so concurrent guesses from many IPs share one count.
     */
    logInFailures: smallint('log_in_failures').notNull().default(0),
    /** When the last counted try was made: the count starts again an hour after it. */
    logInFailedAt: timestamp('log_in_failed_at', { withTimezone: true }),
    /** No password is compared before this time (a growing delay, then a time-boxed lock). */
    logInBlockedUntil: timestamp('log_in_blocked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_enrolment_id_unique').on(table.enrolmentId),
  ],
);

/** Token ids revoked before they expire (app, anonymous and agent tokens); rows past expiry are purged. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * The onboarding journey (portal-access 2, "Onboarding journey"): what the mover enters and edits
 * on /onboarding/..., kept apart from the enrolment until POST /onboarding/commit-journey writes
 * it there. Personal data: erasure deletes the row (it cascades with the enrolment).
 */
export const onboardingJourneys = pgTable('onboarding_journeys', {
  enrolmentId: uuid('enrolment_id')
    .primaryKey()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  surname: text('surname'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  phoneNumber: text('phone_number'),
  emailAddress: text('email_address'),
  isManualAddress: boolean('is_manual_address').notNull().default(false),
  /** The chosen address's key (the spec's journey field "address"). */
  addressKey: text('address_key'),
  addressHumanReadable: text('address_human_readable'),
  manualAddressStreetOne: text('manual_address_street_one'),
  manualAddressStreetTwo: text('manual_address_street_two'),
  manualAddressTown: text('manual_address_town'),
  manualAddressCounty: text('manual_address_county'),
  postcode: text('postcode'),
  moveInDate: date('move_in_date', { mode: 'string' }),
  committedAt: timestamp('committed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Fixed-window counters shared by every replica: sends per recipient, probes per contact. The key
 * is an HMAC (never an address or number) prefixed by what it counts, e.g. "reset-mail:<hmac>".
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Partner lead calls sent with an Idempotency-Key: a retry with the same key and body gets the
 * first answer again; the same key with another body is refused. Rows are kept for 24 hours.
 */
export const partnerIdempotencyKeys = pgTable(
  'partner_idempotency_keys',
  {
    partnerKeyId: integer('partner_key_id')
      .notNull()
      .references(() => partnerApiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the method, path and body, so another body under the same key is told apart. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: smallint('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerKeyId, table.idempotencyKey] }),
    index('partner_idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Who a council or water board is told through (a catalogue: seeded from a JSON file and
 * replaceable by an operator). Authorities without a row are told through AUTHORITY_FALLBACK_EMAIL.
 */
export const authorityContacts = pgTable(
  'authority_contacts',
  {
    kind: text('kind').$type<'council' | 'water'>().notNull(),
    /** The address data's authority code (e.g. E07000008, or a water board code). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    logoUrl: text('logo_url'),
    /** Where the mover completes registration (the card's "Complete registration" link). */
    registrationUrl: text('registration_url'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.code] })],
);

/**
 * A council or water board told that a mover is moving in (service-journeys 2, council and water):
 * one row per authority and telling, the details of a hand-off (hand_offs) written with its outbox
 * message in one transaction. Personal data: cascades with the enrolment.
 */
export const authorityNotifications = pgTable(
  'authority_notifications',
  {
    /** The hand-off's id: its state, time and message are there. */
    id: uuid('id')
      .primaryKey()
      .references(() => handOffs.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'council' | 'water'>().notNull(),
    authorityCode: text('authority_code').notNull(),
    authorityName: text('authority_name').notNull(),
    /** 'initial', or 'update' after the move-in date or address changed. */
    reason: text('reason').$type<'initial' | 'update'>().notNull(),
    /** What the authority was told, to know when an update is due: move-in date and one-line address. */
    moveInDate: date('move_in_date', { mode: 'string' }),
    addressSummary: text('address_summary').notNull(),
    /** The reference the authority quotes back (short, not guessable from the enrolment id). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('authority_notifications_enrolment_idx').on(
      table.enrolmentId,
      table.kind,
      table.createdAt,
    ),
  ],
);

/** Affiliate categories (offers page accordions). Ids are fixed: the spec hides category 1 on confirmation for estate agent groups. */
export const affiliateCategories = pgTable('affiliate_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Insurance is hidden on the offers page for an estate agent group. */
  isInsurance: boolean('is_insurance').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Affiliate deals: seeded from a JSON file, replaceable by an operator without a deploy. */
export const affiliateDeals = pgTable(
  'affiliate_deals',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => affiliateCategories.id),
    title: text('title').notNull(),
    description: text('description'),
    logoUrl: text('logo_url').notNull(),
    linkUrl: text('link_url').notNull(),
    showInConfirmationPage: boolean('show_in_confirmation_page').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('affiliate_deals_category_idx').on(table.categoryId)],
);

/** A flatmate told about the move (POST /api/tell-flatmates). Personal data: cascades with the enrolment. */
export const flatmateInvitations = pgTable(
  'flatmate_invitations',
  {
    /** The hand-off's id: its state, time and message are there. */
    id: uuid('id')
      .primaryKey()
      .references(() => handOffs.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    flatmateName: text('flatmate_name').notNull(),
    emailAddress: text('email_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('flatmate_invitations_enrolment_idx').on(table.enrolmentId)],
);

// ---------------------------------------------------------------------------------------------
// Energy (service-journeys 2 energy pages; issue 10). Money: whole pence; unit rates and standing
// charges: whole hundredths of a penny (26.11p/kWh is 2611), never floats.

/**
 * A tariff catalogue: the prices of one price-cap period. Loading a new catalogue (seed or the
 * operator's command) replaces the active one in one transaction; chosen tariffs keep their own
 * copy of the prices at the time of choosing, so replacing a catalogue never changes a sign-up.
 */
export const energyCatalogues = pgTable('energy_catalogues', {
  id: serial('id').primaryKey(),
  /** e.g. "Ofgem price cap 1 Jul – 30 Sep 2026 (illustrative)". */
  label: text('label').notNull(),
  /** The price-cap period the prices are for (yyyy-MM-dd). */
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  /** Where the figures come from (shown to operators, written in docs/decisions.md). */
  source: text('source').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  loadedAt: createdAt(),
});

/** Energy suppliers: one featured supplier (the partner's recommendation) plus whole-of-market ones. */
export const energySuppliers = pgTable('energy_suppliers', {
  /** Slug, e.g. 'octopus-energy'. */
  id: text('id').primaryKey(),
  catalogueId: integer('catalogue_id')
    .notNull()
    .references(() => energyCatalogues.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  /** The featured supplier: its tariffs are listed first and its standard variable tariff is the saving baseline. */
  isFeatured: boolean('is_featured').notNull().default(false),
  /** Whole-of-market suppliers appear only with wholeOfMarket (POST /api/quotes/wom). */
  isWholeOfMarket: boolean('is_whole_of_market').notNull().default(true),
  /** Where a completed sign-up is delivered (through the outbox). */
  signupEmail: text('signup_email').notNull(),
  termsUrl: text('terms_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export type TariffRateRow = {
  /** GB electricity region: the grid supply point group '_A' to '_P'. */
  region: string;
  /** Electricity single-rate or Economy 7 meter; gas has one meter kind. */
  fuel: 'electricity' | 'electricity-economy7' | 'gas';
  /** Hundredths of a penny per kWh (day rate for Economy 7). */
  unitRate: number;
  /** Economy 7 night rate, hundredths of a penny per kWh; null for single-rate and gas. */
  unitRate2: number | null;
  /** Hundredths of a penny per day. */
  standingCharge: number;
};

/** A tariff of the catalogue: its terms here, its prices per region and fuel in energy_tariff_rates. */
export const energyTariffs = pgTable(
  'energy_tariffs',
  {
    id: serial('id').primaryKey(),
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => energyCatalogues.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => energySuppliers.id, { onDelete: 'cascade' }),
    /** Stable slug used in the details route (tariffUrl) and in catalogue files. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Fuels the tariff supplies: DualFuel (both), Electric or Gas (mixed meters, single fuel homes). */
    fuelType: text('fuel_type').$type<FuelType>().notNull(),
    paymentMethod: text('payment_method')
      .$type<'Monthly Direct Debit' | 'Prepayment Meter'>()
      .notNull(),
    tariffType: text('tariff_type').$type<'Fixed' | 'Variable'>().notNull(),
    /** Fixed tariffs: months of the term (the term end follows from the start date), null when variable. */
    termMonths: smallint('term_months'),
    /** Exit fee per fuel in pence; 0 is "No exit fee". */
    exitFeePencePerFuel: integer('exit_fee_pence_per_fuel').notNull().default(0),
    /** Paperless-only tariffs; a paper tariff adds the £1.50 a month paper fee when bills are posted. */
    isPaperless: boolean('is_paperless').notNull().default(true),
    isSmartSpecific: boolean('is_smart_specific').notNull().default(false),
    /** The featured supplier's standard variable tariff: the saving baseline. */
    isStandardVariable: boolean('is_standard_variable').notNull().default(false),
    /** The recommended tariff shown first (isDefault), with its reason. */
    isDefault: boolean('is_default').notNull().default(false),
    recommendationReason: text('recommendation_reason'),
    uspText: text('usp_text'),
    /** Feature lines on the card (e.g. "100% renewable electricity"). */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The greener-energy upgrade (27.397p a day) can be added. */
    offersGreenerUpgrade: boolean('offers_greener_upgrade').notNull().default(false),
    termsUrl: text('terms_url'),
    /** The tariff's terms as a PDF (tariffTermsPDF); the supplier's general terms are its termsUrl. */
    termsPdfUrl: text('terms_pdf_url'),
    /** The principal terms, one line each, shown on the tariff details (principalTerms). */
    principalTerms: jsonb('principal_terms')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who supplies each fuel when not the supplier itself (elec/gasDisplaySupplierName); null: the supplier. */
    elecSupplierName: text('elec_supplier_name'),
    gasSupplierName: text('gas_supplier_name'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('energy_tariffs_catalogue_code_unique').on(table.catalogueId, table.code),
  ],
);

export const energyTariffRates = pgTable(
  'energy_tariff_rates',
  {
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => energyTariffs.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    fuel: text('fuel').$type<TariffRateRow['fuel']>().notNull(),
    unitRate: integer('unit_rate').notNull(),
    unitRate2: integer('unit_rate2'),
    standingCharge: integer('standing_charge').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tariffId, table.region, table.fuel] })],
);

/** Add-ons offered with a supplier's tariffs (service-journeys 3, Add-on). */
export const energyAddOns = pgTable('energy_add_ons', {
  /** The add-on's identifier (addOnsIdentifiers in POST /api/quotes/select). */
  id: text('id').primaryKey(),
  catalogueId: integer('catalogue_id')
    .notNull()
    .references(() => energyCatalogues.id, { onDelete: 'cascade' }),
  supplierId: text('supplier_id')
    .notNull()
    .references(() => energySuppliers.id, { onDelete: 'cascade' }),
  /** Add-on type code 1–6 (electricity, gas, dual, home, broadband, other). */
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  importantInfo: text('important_info'),
  iconUrl: text('icon_url'),
  billingFrequency: text('billing_frequency')
    .$type<'Monthly' | 'Quarterly' | 'Annual' | 'One-off'>()
    .notNull(),
  costPence: integer('cost_pence').notNull(),
  /** Discounted cost in pence while a discount lasts; null when there is none. */
  discountCostPence: integer('discount_cost_pence'),
  discountDescription: text('discount_description'),
  /** 'smart' (smart-specific tariffs show it Included), 'payg-smart' (pay as you go only), or null. */
  smartMeterKind: text('smart_meter_kind').$type<'smart' | 'payg-smart'>(),
  infoLinks: jsonb('info_links')
    .$type<{ title: string; link: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/**
 * A priced quote (POST /api/quotes): the tariffs and prices the mover was shown, so that
 * POST /api/quotes/select stores exactly what was on screen. Expires after a day.
 */
export const energyQuotes = pgTable(
  'energy_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    /** Priced tariffs keyed by priceId, as answered (the domain's priced tariff shape). */
    tariffs: jsonb('tariffs').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('energy_quotes_enrolment_idx').on(table.enrolmentId, table.createdAt)],
);

/**
 * The mover's energy journey (service-journeys 3, "Energy journey state held for the user"):
 * one row per enrolment, written step by step. Personal data: cascades with the enrolment.
 */
export const energyJourneys = pgTable('energy_journeys', {
  enrolmentId: uuid('enrolment_id')
    .primaryKey()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  /** The usage form as saved (knownUsage, kWh, bedrooms, property type, people, meter flags). */
  usage: jsonb('usage').$type<Record<string, unknown>>(),
  /** Annual kWh the quotes use (known, or estimated from the N answers, or medium for U). */
  electricityKwh: integer('electricity_kwh'),
  gasKwh: integer('gas_kwh'),
  filterOptions: jsonb('filter_options').$type<Record<string, unknown>>(),
  /** Mixed meters: which fuel's list is shown (Electric first, then Gas). */
  mixedMeterFuelType: text('mixed_meter_fuel_type').$type<FuelType>().notNull().default('Electric'),
  /** The chosen tariff with its prices at the time of choosing (gas in the secondary slot for mixed meters). */
  selectedTariff: jsonb('selected_tariff').$type<Record<string, unknown>>(),
  selectedTariffSecondary: jsonb('selected_tariff_secondary').$type<Record<string, unknown>>(),
  selectedAddOns: jsonb('selected_add_ons')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Supply start date (yyyy-MM-dd) and the cooling-off agreement. */
  startDate: date('start_date', { mode: 'string' }),
  coolingOffAgreed: boolean('cooling_off_agreed').notNull().default(false),
  /** Priority Services Register: null not answered; the selection map when Yes; {} when No. */
  psr: jsonb('psr').$type<Record<string, unknown>>(),
  psrAnswered: boolean('psr_answered').notNull().default(false),
  smartOfferedAt: timestamp('smart_offered_at', { withTimezone: true }),
  womConsentAt: timestamp('wom_consent_at', { withTimezone: true }),
  /** Payment preferences (no bank details: those go only into the supplier's hand-off). */
  payment: jsonb('payment').$type<Record<string, unknown>>(),
  /** Bank account number's last 3 digits, for the mover's own summary. */
  bankAccountEnding: text('bank_account_ending'),
  updatedAt: updatedAt(),
});

/**
 * A completed energy sign-up (service-journeys 2, energy payment): what was chosen and at what
 * price, the details of a hand-off (hand_offs) to the supplier's sign-up contact. One per supplier
 * of the sign-up (mixed meters may have two). Personal data: cascades with the enrolment.
 */
export const energySignups = pgTable(
  'energy_signups',
  {
    /** The hand-off's id: its state, time and message are there. */
    id: uuid('id')
      .primaryKey()
      .references(() => handOffs.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id').notNull(),
    supplierName: text('supplier_name').notNull(),
    /** Tariff(s), prices at the time of choosing, add-ons, start date, PSR needs, payment method. */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** The supplier's reference (short, not guessable from the enrolment id). */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('energy_signups_enrolment_idx').on(table.enrolmentId)],
);

// ---------------------------------------------------------------------------------------------
// Broadband, phone and TV (service-journeys 2 and 3 entertainment; issue 11). Money: whole pence;
// speeds: Mbit/s. The catalogue is data (seeded from a validated file, replaced by an operator).

/** A broadband package catalogue: the prices of one period, from one source. */
export const broadbandCatalogues = pgTable('broadband_catalogues', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  loadedAt: createdAt(),
});

/** Install lead times in working days, per technology the provider installs. */
export type BroadbandLeadTimes = Partial<
  Record<
    'copper' | 'fttc' | 'fullFibre' | 'cable' | 'mobile',
    { newLineWorkingDays: number; activeLineWorkingDays: number }
  >
>;

/**
 * A broadband provider: whole-of-market (the mover signs up on the provider's site) or a partner
 * (the satellite-TV provider: its own sign-up page and a call-back request to contactEmail).
 */
export const broadbandProviders = pgTable('broadband_providers', {
  /** Slug, e.g. 'kestrel-broadband'. */
  id: text('id').primaryKey(),
  catalogueId: integer('catalogue_id')
    .notNull()
    .references(() => broadbandCatalogues.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  signUpKind: text('sign_up_kind').$type<'partner' | 'wholeOfMarket'>().notNull(),
  /** A partner's sign-up route segment ('sky'); null for whole-of-market providers. */
  partnerSlug: text('partner_slug'),
  /** Where call-back requests and hand-off notices go (through the outbox). */
  contactEmail: text('contact_email').notNull(),
  /** The provider's sign-up page (https) a whole-of-market hand-off opens. */
  signupUrl: text('signup_url').notNull(),
  leadTimes: jsonb('lead_times').$type<BroadbandLeadTimes>().notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** A package of the catalogue (the spec's Broadband package; pricing is worked out from these facts). */
export const broadbandPackages = pgTable(
  'broadband_packages',
  {
    id: serial('id').primaryKey(),
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => broadbandCatalogues.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => broadbandProviders.id, { onDelete: 'cascade' }),
    /** Stable slug: the packageId of the details route and of catalogue files. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    technology: text('technology')
      .$type<'copper' | 'fttc' | 'fullFibre' | 'cable' | 'mobile'>()
      .notNull(),
    /** A 4G/5G router or mobile broadband offered while a line is installed. */
    isInterim: boolean('is_interim').notNull().default(false),
    broadbandName: text('broadband_name').notNull(),
    broadbandType: text('broadband_type').$type<'Broadband' | 'Fibre'>().notNull(),
    downloadMbps: integer('download_mbps').notNull(),
    uploadMbps: integer('upload_mbps').notNull(),
    /** Monthly allowance in GB; null is unlimited. */
    usageLimitGb: integer('usage_limit_gb'),
    /** The call plan (name, kind, pence per minute, line rental); null without a phone line. */
    call: jsonb('call').$type<Record<string, unknown>>(),
    /** The TV package (name, features); null without TV. */
    tv: jsonb('tv').$type<Record<string, unknown>>(),
    setupPence: integer('setup_pence').notNull(),
    contractMonths: smallint('contract_months').notNull(),
    lineRentalPence: integer('line_rental_pence').notNull().default(0),
    lineRentalIncluded: boolean('line_rental_included').notNull().default(true),
    standardMonthlyPence: integer('standard_monthly_pence').notNull(),
    /** An introductory price: { numberOfMonths, price }; null when none. */
    offer: jsonb('offer').$type<{ numberOfMonths: number; price: number }>(),
    keyFeature: text('key_feature'),
    keyFeature2: text('key_feature2'),
    enhancedFeatures: jsonb('enhanced_features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    labels: jsonb('labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    termsAndConditions: text('terms_and_conditions').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('broadband_packages_catalogue_code_unique').on(table.catalogueId, table.code),
  ],
);

/** A package's promotion; it disappears at expiresAt. */
export const broadbandPromotions = pgTable(
  'broadband_promotions',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => broadbandPackages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('broadband_promotions_package_idx').on(table.packageId)],
);

/**
 * The mover's broadband journey (service-journeys 3, "Broadband state", the saved part): one row
 * per enrolment. Personal data: cascades with the enrolment.
 */
export const entertainmentJourneys = pgTable('entertainment_journeys', {
  enrolmentId: uuid('enrolment_id')
    .primaryKey()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  /** The filters last applied on the list (the domain's broadband filters). */
  appliedFilters: jsonb('applied_filters').$type<Record<string, unknown>>(),
  /** The chosen package as priced when chosen; null before a choice or after removing it. */
  selectedPackage: jsonb('selected_package').$type<Record<string, unknown>>(),
  womConsentAt: timestamp('wom_consent_at', { withTimezone: true }),
  wombbViewedAt: timestamp('wombb_viewed_at', { withTimezone: true }),
  bbPackageViewedAt: timestamp('bb_package_viewed_at', { withTimezone: true }),
  wombbVisitRecordedAt: timestamp('wombb_visit_recorded_at', { withTimezone: true }),
  /** The answer to "We recorded your visit": null not answered. */
  wombbUserConfirmed: boolean('wombb_user_confirmed'),
  /** The partner call-back slot asked for ('1'–'4' or 'Anytime'). */
  skyCallbackSlot: text('sky_callback_slot'),
  /** When the chosen package is to be installed: 'asap' or 'custom' (service-journeys 9). */
  installStart: text('install_start').$type<'asap' | 'custom'>(),
  /** yyyy-MM-dd: the custom date, or for 'asap' the earliest install date when chosen. */
  installDate: date('install_date', { mode: 'string' }),
  updatedAt: updatedAt(),
});

/**
 * A call-back request to the satellite-TV partner: the package and slot, the details of a hand-off
 * (hand_offs) to the provider's contact. Personal data: cascades with the enrolment.
 */
export const broadbandCallbackRequests = pgTable(
  'broadband_callback_requests',
  {
    /** The hand-off's id: its state, time and message are there. */
    id: uuid('id')
      .primaryKey()
      .references(() => handOffs.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    providerName: text('provider_name').notNull(),
    packageId: text('package_id').notNull(),
    /** The package as priced when the call-back was asked for. */
    package: jsonb('package').$type<Record<string, unknown>>().notNull(),
    slot: text('slot').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('broadband_callback_requests_enrolment_idx').on(table.enrolmentId)],
);

/**
 * Vocalink's modulus weight tables (valacdos with the scsubtab substitutions), as loaded by the
 * seed or `npm run modulus-weights`: the newest row is the one the bank details are checked with.
 * Earlier rows stay as the record of what was in force when.
 */
export const modulusWeightTables = pgTable('modulus_weight_tables', {
  id: serial('id').primaryKey(),
  /** Vocalink's version, e.g. "8.50". */
  version: text('version').notNull(),
  /** The day Vocalink says the table is valid from (yyyy-MM-dd). */
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  /** The weight table's lines and the substitutions' lines, as Vocalink publishes them. */
  weights: jsonb('weights').$type<string[]>().notNull(),
  substitutions: jsonb('substitutions').$type<string[]>().notNull(),
  loadedAt: createdAt(),
});

/**
 * Call-centre agents (portal-access 6, "Telephony agent"): real accounts an operator creates and
 * can deactivate; a deactivated agent's tokens stop working at once (the authenticator asks).
 */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('agents_email_unique').on(table.email)],
);

/** Sign-in tokens an operator issues for an agent: stored as a hash, single use, minutes long. */
export const agentSignInTokens = pgTable(
  'agent_sign_in_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('agent_sign_in_tokens_token_hash_unique').on(table.tokenHash)],
);

/**
 * What agents did (agent, enrolment, action, time), for operators. No personal data: the action is
 * the call's method and route, never its body, so erasing an enrolment leaves the log as it is.
 */
export const agentAuditLog = pgTable(
  'agent_audit_log',
  {
    /** In the order written: entries of one instant keep their order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_audit_log_agent_at_idx').on(table.agentId, table.at),
    index('agent_audit_log_enrolment_at_idx').on(table.enrolmentId, table.at),
  ],
);

/** An agent's notes on an enrolment (portal-access 7, POST /note). Personal data: erased with it. */
export const enrolmentNotes = pgTable(
  'enrolment_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('enrolment_notes_enrolment_created_idx').on(table.enrolmentId, table.createdAt),
  ],
);

/**
 * The call script an agent reads on each journey page (portal-access 4, "Call script":
 * pageIdentifier, pageScript). Plain text, seeded and edited by operators.
 */
export const callScripts = pgTable('call_scripts', {
  pageIdentifier: text('page_identifier').primaryKey(),
  pageScript: text('page_script').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One-time codes an agent signs in to the admin portal with, sent to the agent's e-mail: stored as
 * a hash, single use, ten minutes, a few wrong tries.
 */
export const agentSignInCodes = pgTable(
  'agent_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('agent_sign_in_codes_agent_created_idx').on(table.agentId, table.createdAt)],
);

/**
 * People at a partner who sign in to the partner console (issue 22): each belongs to one brand
 * node below the default brand (a partner, sub-partner or branch) and sees it and the nodes below
 * it. An e-mail address is unique among users not removed; removal keeps the row (who invited
 * whom) and bumps the token version, so every session ends at once.
 */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** 'owner' (everything, users and keys included) or 'staff' (leads and reports). */
    role: text('role').notNull(),
    /** Bumped on sign-out and removal: a token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => partnerUsers.id),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partner_users_active_email_unique')
      .on(table.email)
      .where(sql`${table.removedAt} is null`),
    index('partner_users_brand_idx').on(table.brandId),
    check('partner_users_role', sql`${table.role} in ('owner', 'staff')`),
  ],
);

/**
 * Partner console sign-in codes, on the movers' one-time code rules: an HMAC of the 6 digits bound
 * to the request (this row's id) that issued them, 10 minutes, single use, 5 wrong tries. An
 * address that is no partner user's gets a row too (no user, a code that can never match), so
 * asking costs the same either way.
 */
export const partnerSignInCodes = pgTable(
  'partner_sign_in_codes',
  {
    id: uuid('id').primaryKey(),
    partnerUserId: uuid('partner_user_id').references(() => partnerUsers.id, {
      onDelete: 'cascade',
    }),
    /** HMAC of the lower-cased address. */
    contactHash: text('contact_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('partner_sign_in_codes_created_idx').on(table.createdAt)],
);

/**
 * Partners' webhook endpoints (issue 22): an https address on a brand, the events it wants, and
 * its Standard Webhooks signing secret, encrypted (AES-256-GCM under a key derived from the token
 * secret) because the server signs with it, so a hash would not do. Deleting one deletes its
 * deliveries; disabling one keeps them and stops new ones.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    url: text('url').notNull(),
    /** Event types (lead.created, enrolment.confirmed, ...). */
    events: text('events').array().notNull(),
    description: text('description'),
    /** base64 of iv (12 bytes) + tag (16 bytes) + ciphertext of the `whsec_...` secret. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdBy: uuid('created_by').references(() => partnerUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_brand_idx').on(table.brandId)],
);

/**
 * The webhook outbox: one row per event per subscribed endpoint, written in the transaction of
 * the change that causes it, delivered by the webhook worker under a lease with retries. The body
 * is kept as the exact bytes signed; it holds ids and states only.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Delivery order: events of one transaction keep the order they were recorded in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id'),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending, delivered or failed. */
    status: text('status').notNull().default('pending'),
    /** True from an owner's replay until that run ends (delivered or failed): its attempts are replays. */
    isReplay: boolean('is_replay').notNull().default(false),
    /** Failed attempts since it was queued or last replayed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.seq),
    // The worker's hourly purge of settled deliveries past their retention.
    index('webhook_deliveries_settled_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'pending'`),
    check('webhook_deliveries_status', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Each attempt at a delivery: when, the receiver's status code (never its body), and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    /** The failure's kind when no status came (timeout, connection refused, redirect, private address). */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    isReplay: boolean('is_replay').notNull().default(false),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);

/** Raw bytes (PostgreSQL bytea): PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Logos partners upload in the console, served publicly at /api/brand-logos/{id}. The id is the
 * SHA-256 of the bytes, so a URL names one image for ever and may be cached as immutable.
 */
export const brandLogos = pgTable('brand_logos', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The brand it was first uploaded for (the same bytes for another brand share the row). */
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  createdAt: createdAt(),
});

/**
 * Every change a partner user makes to a brand's settings in the console: who (their id, and their
 * e-mail address as it was then), when, and the changed settings' values before and after.
 */
export const brandChanges = pgTable(
  'brand_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    partnerUserId: uuid('partner_user_id').references(() => partnerUsers.id, {
      onDelete: 'set null',
    }),
    partnerUserEmail: text('partner_user_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    before: jsonb('before').$type<Record<string, string | boolean | null>>().notNull(),
    after: jsonb('after').$type<Record<string, string | boolean | null>>().notNull(),
  },
  (table) => [index('brand_changes_brand_idx').on(table.brandId, table.id)],
);
