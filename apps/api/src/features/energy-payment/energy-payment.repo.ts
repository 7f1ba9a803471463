import type { EnergySignupState } from '@threshold/domain/schemas/confirmation';
import type { EnergySignupRecord } from '@threshold/domain/energy/energy-summary';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../auth/link-tokens.repo';
import { energyAddOns, energyJourneys, energySignups, energySuppliers, outboxMessages } from '../../db/schema';

export type EnergyJourneyRow = typeof energyJourneys.$inferSelect;
export type EnergySupplierRow = typeof energySuppliers.$inferSelect;
export type EnergyAddOnRow = typeof energyAddOns.$inferSelect;

/** The template of a supplier's sign-up message (its bank details are scrubbed once delivered). */
export const ENERGY_SIGNUP_TEMPLATE = 'energySignup';

export async function findEnergyJourney(db: DbOrTx, enrolmentId: string): Promise<EnergyJourneyRow | undefined> {
  const [row] = await db.select().from(energyJourneys).where(eq(energyJourneys.enrolmentId, enrolmentId));
  return row;
}

/** Payment preferences and the account number's last 3 digits (never the full bank details). */
export async function savePaymentPreferences(
  db: DbOrTx,
  enrolmentId: string,
  payment: Record<string, unknown>,
  bankAccountEnding: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(energyJourneys)
    .set({ payment, bankAccountEnding, updatedAt: now })
    .where(eq(energyJourneys.enrolmentId, enrolmentId));
}

export async function findSuppliers(db: DbOrTx, ids: readonly string[]): Promise<EnergySupplierRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(energySuppliers).where(inArray(energySuppliers.id, [...ids]));
}

export async function findAddOns(db: DbOrTx, ids: readonly string[]): Promise<EnergyAddOnRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(energyAddOns)
    .where(inArray(energyAddOns.id, [...ids]))
    .orderBy(asc(energyAddOns.sortOrder), asc(energyAddOns.id));
}

export type SignupWithState = {
  supplierId: string;
  record: EnergySignupRecord;
  state: EnergySignupState;
};

function stateOf(status: string | null): EnergySignupState['state'] {
  if (status === 'sent') return 'sent';
  if (status === 'failed' || status === 'suppressed' || status === 'cancelled') return 'failed';
  return 'queued';
}

/** An enrolment's energy sign-ups, oldest first, each with its message's state (queued until sent). */
export async function findSignups(db: DbOrTx, enrolmentId: string): Promise<SignupWithState[]> {
  const rows = await db
    .select({
      supplierId: energySignups.supplierId,
      supplierName: energySignups.supplierName,
      reference: energySignups.reference,
      record: energySignups.record,
      createdAt: energySignups.createdAt,
      status: outboxMessages.status,
      sentAt: outboxMessages.sentAt,
      failedAt: outboxMessages.failedAt,
    })
    .from(energySignups)
    .leftJoin(outboxMessages, eq(outboxMessages.id, energySignups.outboxMessageId))
    .where(eq(energySignups.enrolmentId, enrolmentId))
    .orderBy(asc(energySignups.createdAt), asc(energySignups.supplierId));
  return rows.map((row) => {
    const state = stateOf(row.status);
    const at = state === 'sent' ? row.sentAt : state === 'failed' ? row.failedAt : null;
    return {
      supplierId: row.supplierId,
      record: row.record as EnergySignupRecord,
      state: {
        supplierName: row.supplierName,
        reference: row.reference,
        state,
        stateAt: (at ?? row.createdAt).toISOString(),
      },
    };
  });
}

export async function insertSignup(
  db: DbOrTx,
  values: {
    enrolmentId: string;
    supplierId: string;
    supplierName: string;
    reference: string;
    record: EnergySignupRecord;
    outboxMessageId: string;
  },
): Promise<void> {
  await db.insert(energySignups).values(values);
}

export const SCRUBBED_BANK_DETAILS = 'Bank details: removed after delivery';
/** How long a delivered (or given up) sign-up message keeps the bank details (docs/decisions.md). */
export const BANK_DETAILS_KEPT_AFTER_DELIVERY_MS = 7 * 24 * 60 * 60 * 1000;

/** The sweep to run on a timer: scrubs what was delivered more than 7 days before `now`. */
export function scrubExpiredBankDetails(db: DbOrTx, now: Date): Promise<number> {
  return scrubDeliveredBankDetails(db, new Date(now.getTime() - BANK_DETAILS_KEPT_AFTER_DELIVERY_MS));
}

/**
 * Removes the bank details from supplier sign-up messages delivered (or given up) before
 * `sentBefore`: the message was the only place they were kept (docs/decisions.md). Answers how
 * many were scrubbed.
 */
export async function scrubDeliveredBankDetails(db: DbOrTx, sentBefore: Date): Promise<number> {
  const scrubbed = await db
    .update(outboxMessages)
    .set({
      textBody: sql`regexp_replace(${outboxMessages.textBody}, 'Bank details: [^\n<]*', ${SCRUBBED_BANK_DETAILS}, 'g')`,
      htmlBody: sql`regexp_replace(${outboxMessages.htmlBody}, 'Bank details: [^\n<]*', ${SCRUBBED_BANK_DETAILS}, 'g')`,
    })
    .where(
      and(
        eq(outboxMessages.template, ENERGY_SIGNUP_TEMPLATE),
        ne(outboxMessages.status, 'pending'),
        lt(sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.failedAt}, ${outboxMessages.createdAt})`, sentBefore),
        sql`${outboxMessages.textBody} ~ 'Bank details: [^\n<]*[0-9]'`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return scrubbed.length;
}
