import type { Clock } from '@threshold/domain/dates/clock';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { DbOrTx } from '../db/client';
import { generateUrlToken, type SecretHasher } from '../auth/secret-hash';
import type { EnqueuedMessage, OutboxRepo, OutboxRow } from './outbox.repo';
import { renderEmail, renderSms, type PreferenceLinks } from './templates/layout';
import {
  CAMPAIGN_TEMPLATES,
  renderTemplate,
  type TemplateName,
} from './templates/message-templates';

export type OutboxTemplate = TemplateName;

/** What the outbox reads of a brand (the brand feature's service answers it): its branding, through the caller's transaction. */
export type BrandingReader = { getBrandingById(brandId: number, db: DbOrTx): Promise<Branding> };
export type OutboxChannel = 'email' | 'sms';

export type OutboxInput = {
  template: OutboxTemplate;
  channel: OutboxChannel;
  /** An e-mail address or a UK mobile number. */
  to: string;
  /** The brand the message speaks for (an enrolment's brand row id). */
  brandId: number;
  enrolmentId?: string | null;
  /** The template's keys: see TemplateData in ./templates/message-templates. */
  data: Record<string, string>;
  /** Not before this time (a follow-up weeks ahead); now when absent. */
  sendAfter?: Date;
};

export type Outbox = {
  /**
   * Renders the branded message and writes it as a row, inside the caller's transaction, so the
   * message exists exactly when the change that causes it commits. The worker delivers it.
   */
  enqueue(db: DbOrTx, input: OutboxInput): Promise<EnqueuedMessage>;
  /** Many messages as `enqueue` writes them, in one statement (a batch of partner leads). */
  enqueueMany(db: DbOrTx, inputs: readonly OutboxInput[]): Promise<void>;
  /** The message a preference token was issued for (unsubscribe / resubscribe links). */
  findByPreferenceToken(db: DbOrTx, token: string): Promise<OutboxRow | undefined>;
  /** The messages of a template still waiting to be sent for an enrolment (a scheduled follow-up). */
  findPending(
    db: DbOrTx,
    enrolmentId: string,
    template: OutboxTemplate,
  ): Promise<{ id: string; sendAfter: Date }[]>;
  /** Cancels those messages (a follow-up that is no longer needed); answers how many. */
  cancelPending(db: DbOrTx, enrolmentId: string, template: OutboxTemplate): Promise<number>;
};

/** "/harbour-lettings" or "/harbour-lettings/101": the portal prefix of a brand. */
export function brandPath(brand: Pick<Branding, 'urlRoute' | 'branchId'>): string {
  return `/${encodeURIComponent(brand.urlRoute)}${brand.branchId ? `/${encodeURIComponent(brand.branchId)}` : ''}`;
}

function preferenceLinks(
  baseUrl: string,
  brand: Branding,
  token: string,
  email: string,
  source: string,
): PreferenceLinks {
  const query = new URLSearchParams({ email, source }).toString();
  const prefix = `${baseUrl}${brandPath(brand)}/email`;
  return {
    unsubscribe: `${prefix}/confirm-unsubscribe/${token}?${query}`,
    resubscribe: `${prefix}/resubscribe/${token}?${query}`,
  };
}

type OutboxRowInput = Parameters<OutboxRepo['insert']>[1];

/** The address or number a message goes to, as stored: e-mail addresses in lower case. */
function recipientOf(input: Pick<OutboxInput, 'channel' | 'to'>): string {
  return input.channel === 'email' ? input.to.trim().toLowerCase() : input.to.trim();
}

export function createOutbox(deps: {
  repo: OutboxRepo;
  brandService: BrandingReader;
  hasher: SecretHasher;
  clock: Clock;
  publicBaseUrl: string;
}): Outbox {
  const { repo, brandService, hasher, clock, publicBaseUrl } = deps;
  /** The row for a message, rendered now; `isBlocked` says whether its address refuses campaign e-mail. */
  async function messageRow(
    db: DbOrTx,
    input: OutboxInput,
    isBlocked: (to: string) => boolean | Promise<boolean>,
  ): Promise<OutboxRowInput> {
    // Read the brand through the caller's transaction: PGlite has a single connection.
    const brand = await brandService.getBrandingById(input.brandId, db);
    const content = renderTemplate(input.template, brand, input.data);
    const isCampaign = CAMPAIGN_TEMPLATES.has(input.template);
    const isEmail = input.channel === 'email';
    const to = recipientOf(input);

    let preferenceToken: string | undefined;
    if (isCampaign && isEmail) preferenceToken = generateUrlToken();
    const rendered = isEmail
      ? renderEmail(
          content,
          brand,
          preferenceToken
            ? preferenceLinks(publicBaseUrl, brand, preferenceToken, to, input.template)
            : undefined,
        )
      : renderSms(content);
    const isSuppressed = isCampaign && isEmail && (await isBlocked(to));

    return {
      channel: input.channel,
      recipient: to,
      template: input.template,
      isCampaign,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      meta: { links: rendered.links, ...(rendered.code ? { code: rendered.code } : {}) },
      preferenceTokenHash: preferenceToken ? hasher.hash(preferenceToken) : null,
      enrolmentId: input.enrolmentId ?? null,
      brandId: input.brandId,
      status: isSuppressed ? 'suppressed' : 'pending',
      sendAfter: input.sendAfter ?? clock.now(),
    };
  }

  return {
    async enqueue(db, input) {
      return repo.insert(db, await messageRow(db, input, (to) => repo.isBlocked(db, to)));
    },

    async enqueueMany(db, inputs) {
      const campaignEmails = inputs.filter(
        (input) => input.channel === 'email' && CAMPAIGN_TEMPLATES.has(input.template),
      );
      const blocked = await repo.blockedAmong(db, [...new Set(campaignEmails.map(recipientOf))]);
      const rows: OutboxRowInput[] = [];
      for (const input of inputs) rows.push(await messageRow(db, input, (to) => blocked.has(to)));
      await repo.insertMany(db, rows);
    },

    findPending: (db, enrolmentId, template) => repo.findPending(db, enrolmentId, template),
    cancelPending: (db, enrolmentId, template) => repo.cancelPending(db, enrolmentId, template),

    findByPreferenceToken: (db, token) =>
      token.length > 0 && token.length <= 512
        ? repo.findByPreferenceTokenHash(db, hasher.hash(token))
        : Promise.resolve(undefined),
  };
}
