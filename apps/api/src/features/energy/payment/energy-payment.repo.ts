import type { EnergySignupState } from '@threshold/domain/schemas/confirmation';
import type { EnergySignupRecord } from '@threshold/domain/energy/energy-summary';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { qualified, type CallerPart } from '../../../auth/caller';
import type { DbOrTx } from '../../../db/client';
import {
  energyAddOns,
  enrolments,
  energySignups,
  energySuppliers,
  handOffs,
  outboxMessages,
} from '../../../db/schema';
import { deliveryOf } from '../../../messages/hand-offs/hand-offs';
import { SCRUBBED_PSR_RECORD, scrubPsrAnswers } from '../journey/energy-journey.repo';

export type EnergySupplierRow = typeof energySuppliers.$inferSelect;
export type EnergyAddOnRow = typeof energyAddOns.$inferSelect;

/** The template of a supplier's sign-up message (its bank details are scrubbed once delivered). */
export const ENERGY_SIGNUP_TEMPLATE = 'energySignup';

export async function findSuppliers(
  db: DbOrTx,
  ids: readonly string[],
): Promise<EnergySupplierRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(energySuppliers)
    .where(inArray(energySuppliers.id, [...ids]));
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

/** An enrolment's energy sign-ups, oldest first, each with its hand-off's state (queued until sent). */
export async function findSignups(db: DbOrTx, enrolmentId: string): Promise<SignupWithState[]> {
  const rows = await db
    .select({
      supplierId: energySignups.supplierId,
      supplierName: energySignups.supplierName,
      reference: energySignups.reference,
      record: energySignups.record,
      state: handOffs.state,
      stateAt: handOffs.stateAt,
    })
    .from(energySignups)
    .innerJoin(handOffs, eq(handOffs.id, energySignups.id))
    .where(eq(energySignups.enrolmentId, enrolmentId))
    .orderBy(asc(energySignups.createdAt), asc(energySignups.supplierId));
  return rows.map(signupOf);
}

type SignupRow = {
  supplierId: string;
  supplierName: string;
  reference: string;
  record: unknown;
  state: EnergySignupState['state'];
  stateAt: Date;
};

function signupOf(row: SignupRow): SignupWithState {
  return {
    supplierId: row.supplierId,
    record: row.record as EnergySignupRecord,
    state: { supplierName: row.supplierName, reference: row.reference, ...deliveryOf(row) },
  };
}

/** The caller's sign-ups (findSignups' rows, in its order), read in the request context's statement. */
export const signupsPart: CallerPart<SignupWithState[]> = {
  key: 'energySignups',
  expression: sql`(select coalesce(json_agg(json_build_object(
      'supplierId', ${qualified(energySignups.supplierId)},
      'supplierName', ${qualified(energySignups.supplierName)},
      'reference', ${qualified(energySignups.reference)},
      'record', ${qualified(energySignups.record)},
      'state', ${qualified(handOffs.state)},
      'stateAt', ${qualified(handOffs.stateAt)}
    ) order by ${qualified(energySignups.createdAt)}, ${qualified(energySignups.supplierId)}), '[]'::json)
    from ${energySignups}
    inner join ${handOffs} on ${qualified(handOffs.id)} = ${qualified(energySignups.id)}
    where ${qualified(energySignups.enrolmentId)} = ${qualified(enrolments.id)})`,
  parse: (raw) =>
    (raw as (Omit<SignupRow, 'stateAt'> & { stateAt: string })[]).map((row) =>
      signupOf({ ...row, stateAt: new Date(row.stateAt) }),
    ),
};

export async function insertSignup(
  db: DbOrTx,
  values: {
    /** The id of the sign-up's hand-off. */
    id: string;
    enrolmentId: string;
    supplierId: string;
    supplierName: string;
    reference: string;
    record: EnergySignupRecord;
  },
): Promise<void> {
  await db.insert(energySignups).values(values);
}

export const SCRUBBED_BANK_DETAILS = 'Bank details: removed after delivery';
/** The sign-up message's Priority Services Register line once scrubbed: health data (special category). */
export const SCRUBBED_PSR = 'Priority Services Register: removed after delivery';
/** How long a delivered (or given up) sign-up message keeps the bank details and PSR needs (docs/decisions.md). */
export const BANK_DETAILS_KEPT_AFTER_DELIVERY_MS = 7 * 24 * 60 * 60 * 1000;

const BANK_DETAILS_LINE = 'Bank details: [^\n<]*';
const PSR_LINE = 'Priority Services Register: [^\n<]*';

/** The sweep to run on a timer: scrubs what was delivered more than 7 days before `now`. */
export function scrubExpiredBankDetails(db: DbOrTx, now: Date): Promise<number> {
  return scrubDeliveredBankDetails(
    db,
    new Date(now.getTime() - BANK_DETAILS_KEPT_AFTER_DELIVERY_MS),
  );
}

/**
 * Removes the bank details and the Priority Services Register needs (health data, a special
 * category) from supplier sign-up messages delivered (or given up) before `sentBefore`, and the
 * PSR needs from their sign-up records: the message was the only place the bank details were kept
 * and the supplier has had both (docs/decisions.md). Answers how many messages were scrubbed.
 */
export async function scrubDeliveredBankDetails(db: DbOrTx, sentBefore: Date): Promise<number> {
  const delivered = and(
    eq(outboxMessages.template, ENERGY_SIGNUP_TEMPLATE),
    ne(outboxMessages.status, 'pending'),
    lt(
      sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.failedAt}, ${outboxMessages.createdAt})`,
      sentBefore,
    ),
  );
  const scrub = (body: typeof outboxMessages.textBody | typeof outboxMessages.htmlBody) =>
    sql`regexp_replace(regexp_replace(${body}, ${BANK_DETAILS_LINE}, ${SCRUBBED_BANK_DETAILS}, 'g'), ${PSR_LINE}, ${SCRUBBED_PSR}, 'g')`;
  const scrubbed = await db
    .update(outboxMessages)
    .set({ textBody: scrub(outboxMessages.textBody), htmlBody: scrub(outboxMessages.htmlBody) })
    .where(
      and(
        delivered,
        sql`(${outboxMessages.textBody} ~ ${'Bank details: [^\n<]*[0-9]'} or (${outboxMessages.textBody} ~ ${PSR_LINE} and ${outboxMessages.textBody} !~ ${SCRUBBED_PSR}))`,
      ),
    )
    .returning({ id: outboxMessages.id });
  await db
    .update(energySignups)
    .set({
      record: sql`jsonb_set(${energySignups.record}, '{psr}', ${JSON.stringify(SCRUBBED_PSR_RECORD)}::jsonb)`,
    })
    .where(
      and(
        sql`jsonb_typeof(${energySignups.record} -> 'psr') = 'object'`,
        sql`(${energySignups.record} -> 'psr' ->> 'removedAfterDelivery') is null`,
        inArray(
          energySignups.id,
          db
            .select({ id: handOffs.id })
            .from(handOffs)
            .innerJoin(outboxMessages, eq(outboxMessages.id, handOffs.outboxMessageId))
            .where(delivered),
        ),
      ),
    );
  // The mover's own PSR answer held the same needs: it goes too, answered (psrAnswered stays).
  await scrubPsrAnswers(
    db,
    db
      .select({ id: energySignups.enrolmentId })
      .from(energySignups)
      .innerJoin(handOffs, eq(handOffs.id, energySignups.id))
      .innerJoin(outboxMessages, eq(outboxMessages.id, handOffs.outboxMessageId))
      .where(delivered),
  );
  return scrubbed.length;
}
