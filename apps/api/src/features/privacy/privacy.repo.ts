import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  accounts,
  agents,
  authorityNotifications,
  brands,
  commsBlocks,
  energyJourneys,
  energySignups,
  enrolmentNotes,
  enrolments,
  entertainmentJourneys,
  flatmateInvitations,
  handOffs,
  linkTokens,
  onboardingJourneys,
  otpCodes,
  outboxMessages,
} from '../../db/schema';

export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;

/** What an erased address or recipient becomes: says what happened, and identifies no one. */
export const FORGOTTEN_RECIPIENT = 'forgotten';

/**
 * The enrolment's personal details (portal-access 4 and 5): a name, date of birth, a way to reach
 * the mover, or the new home's address and move-in date. Any one set means there is something to
 * forget.
 */
const PERSONAL_ENROLMENT_COLUMNS = [
  enrolments.title,
  enrolments.firstName,
  enrolments.surname,
  enrolments.dateOfBirth,
  enrolments.emailAddress,
  enrolments.contactNumber,
  enrolments.postcode,
  enrolments.moveInDate,
  enrolments.addressKey,
  enrolments.houseNumber,
  enrolments.houseName,
  enrolments.addressLine1,
  enrolments.addressLine2,
  enrolments.addressLine3,
  enrolments.addressLine4,
  enrolments.town,
  enrolments.county,
];

const anyPersonalDetail: SQL<boolean> = sql<boolean>`(${sql.join(
  PERSONAL_ENROLMENT_COLUMNS.map((column) => sql`${column} is not null`),
  sql` or `,
)}
  or exists (select 1 from ${accounts} where ${accounts.enrolmentId} = ${enrolments.id})
  or exists (select 1 from ${onboardingJourneys} where ${onboardingJourneys.enrolmentId} = ${enrolments.id})
  or exists (select 1 from ${enrolmentNotes} where ${enrolmentNotes.enrolmentId} = ${enrolments.id})
  or exists (select 1 from ${flatmateInvitations} where ${flatmateInvitations.enrolmentId} = ${enrolments.id}))`;

/** The mover's mobile as typed (07...) and in the international form some messages use. */
function phoneForms(phone: string | null | undefined): string[] {
  if (!phone) return [];
  const digits = phone.replace(/[\s()-]/g, '');
  const forms = new Set([phone.trim(), digits]);
  if (digits.startsWith('0')) forms.add(`+44${digits.slice(1)}`);
  if (digits.startsWith('+44')) forms.add(`0${digits.slice(3)}`);
  return [...forms];
}

export type EnrolmentSummaryRow = {
  id: string;
  status: number;
  type: string;
  brandName: string;
  createdAt: Date;
  title: string | null;
  firstName: string | null;
  surname: string | null;
  emailAddress: string | null;
  contactNumber: string | null;
  postcode: string | null;
  addressLine1: string | null;
  moveInDate: string | null;
  forgottenAt: Date | null;
  forgottenBy: string | null;
  hasPersonalDetails: boolean;
};

export function createPrivacyRepo(db: Db) {
  return {
    async hasPersonalDetails(enrolmentId: string): Promise<boolean> {
      const [row] = await db
        .select({ has: anyPersonalDetail })
        .from(enrolments)
        .where(eq(enrolments.id, enrolmentId))
        .limit(1);
      return row?.has === true;
    },

    /** The admin portal's edit page: the enrolment, who forgot it and when. */
    async summary(enrolmentId: string): Promise<EnrolmentSummaryRow | undefined> {
      const [row] = await db
        .select({
          id: enrolments.id,
          status: enrolments.status,
          type: enrolments.type,
          brandName: brands.name,
          createdAt: enrolments.createdAt,
          title: enrolments.title,
          firstName: enrolments.firstName,
          surname: enrolments.surname,
          emailAddress: enrolments.emailAddress,
          contactNumber: enrolments.contactNumber,
          postcode: enrolments.postcode,
          addressLine1: enrolments.addressLine1,
          moveInDate: enrolments.moveInDate,
          forgottenAt: enrolments.forgottenAt,
          forgottenBy: agents.name,
          hasPersonalDetails: anyPersonalDetail,
        })
        .from(enrolments)
        .innerJoin(brands, eq(brands.id, enrolments.brandId))
        .leftJoin(agents, eq(agents.id, enrolments.forgottenByAgentId))
        .where(eq(enrolments.id, enrolmentId))
        .limit(1);
      return row;
    },

    /**
     * Erases every personal detail of the enrolment, in the caller's transaction: the enrolment's
     * own fields, its log-in, notes, onboarding entries, flatmates, one-time codes, the journeys'
     * personal parts, the hand-offs' personal details and every message's recipient and content.
     * What stays is aggregate and identifies no one: status, brand, dates, choices, flags.
     * Undefined when the enrolment does not exist or was forgotten already.
     */
    async erase(
      tx: DbOrTx,
      enrolmentId: string,
      by: { agentId: string | null },
      now: Date,
    ): Promise<{ accountIds: string[] } | undefined> {
      const [row] = await tx
        .select({
          emailAddress: enrolments.emailAddress,
          contactNumber: enrolments.contactNumber,
          forgottenAt: enrolments.forgottenAt,
        })
        .from(enrolments)
        .where(eq(enrolments.id, enrolmentId))
        .for('update')
        .limit(1);
      if (!row || row.forgottenAt) return undefined;
      const logIns = await tx
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.enrolmentId, enrolmentId));
      const [onboarding] = await tx
        .select({
          emailAddress: onboardingJourneys.emailAddress,
          phoneNumber: onboardingJourneys.phoneNumber,
        })
        .from(onboardingJourneys)
        .where(eq(onboardingJourneys.enrolmentId, enrolmentId));

      const emails = [
        ...new Set(
          [row.emailAddress, onboarding?.emailAddress, ...logIns.map((login) => login.email)]
            .filter((email): email is string => !!email)
            .map((email) => email.trim().toLowerCase()),
        ),
      ];
      const recipients = [
        ...emails,
        ...phoneForms(row.contactNumber),
        ...phoneForms(onboarding?.phoneNumber),
      ];

      // Messages: the enrolment's own, those its hand-offs rode on, and any sent to the mover's
      // addresses without naming the enrolment (log-in codes, resets).
      const handOffMessages = tx
        .select({ id: handOffs.outboxMessageId })
        .from(handOffs)
        .where(eq(handOffs.enrolmentId, enrolmentId));
      const theirs = or(
        eq(outboxMessages.enrolmentId, enrolmentId),
        inArray(outboxMessages.id, handOffMessages),
        recipients.length > 0 ? inArray(outboxMessages.recipient, recipients) : undefined,
      );
      // Those still waiting are never sent, and a hand-off they carried never happened (as when a
      // hand-off is withdrawn): its record goes, with its details row.
      const cancelled = await tx
        .update(outboxMessages)
        .set({ status: 'cancelled', leasedUntil: null })
        .where(and(theirs, eq(outboxMessages.status, 'pending')))
        .returning({ id: outboxMessages.id });
      await tx
        .update(outboxMessages)
        .set({
          recipient: FORGOTTEN_RECIPIENT,
          subject: null,
          textBody: '',
          htmlBody: null,
          meta: { links: [] },
          preferenceTokenHash: null,
          lastError: null,
        })
        .where(theirs);
      if (cancelled.length > 0)
        await tx.delete(handOffs).where(
          and(
            eq(handOffs.enrolmentId, enrolmentId),
            inArray(
              handOffs.outboxMessageId,
              cancelled.map((message) => message.id),
            ),
          ),
        );
      await tx
        .update(handOffs)
        .set({ recipient: FORGOTTEN_RECIPIENT })
        .where(eq(handOffs.enrolmentId, enrolmentId));
      await tx
        .update(authorityNotifications)
        .set({ moveInDate: null, addressSummary: '' })
        .where(eq(authorityNotifications.enrolmentId, enrolmentId));
      // The supplier's record carried the PSR needs and the payment details.
      await tx
        .update(energySignups)
        .set({ record: {} })
        .where(eq(energySignups.enrolmentId, enrolmentId));
      await tx.delete(flatmateInvitations).where(eq(flatmateInvitations.enrolmentId, enrolmentId));
      await tx.delete(enrolmentNotes).where(eq(enrolmentNotes.enrolmentId, enrolmentId));
      await tx.delete(onboardingJourneys).where(eq(onboardingJourneys.enrolmentId, enrolmentId));
      await tx.delete(otpCodes).where(eq(otpCodes.enrolmentId, enrolmentId));
      // Link tokens hold only a hash of a random value. Every one ends, but save-and-continue
      // links stay open so that following one answers "forgotten" (result 9), not "invalid".
      await tx
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(linkTokens.enrolmentId, enrolmentId),
            ne(linkTokens.purpose, 'saveAndContinue'),
            sql`${linkTokens.usedAt} is null`,
          ),
        );
      await tx
        .update(energyJourneys)
        .set({ usage: null, psr: null, payment: null, bankAccountEnding: null, startDate: null })
        .where(eq(energyJourneys.enrolmentId, enrolmentId));
      await tx
        .update(entertainmentJourneys)
        .set({ installDate: null })
        .where(eq(entertainmentJourneys.enrolmentId, enrolmentId));
      if (emails.length > 0)
        await tx.delete(commsBlocks).where(inArray(commsBlocks.emailAddress, emails));
      await tx.delete(accounts).where(eq(accounts.enrolmentId, enrolmentId));
      await tx
        .update(enrolments)
        .set({
          title: null,
          firstName: null,
          surname: null,
          dateOfBirth: null,
          emailAddress: null,
          contactNumber: null,
          emailAddressVerified: false,
          contactNumberVerified: false,
          postcode: null,
          moveInDate: null,
          addressKey: null,
          houseNumber: null,
          houseName: null,
          addressLine1: null,
          addressLine2: null,
          addressLine3: null,
          addressLine4: null,
          town: null,
          county: null,
          forgottenAt: now,
          forgottenByAgentId: by.agentId,
          updatedAt: now,
        })
        .where(eq(enrolments.id, enrolmentId));
      return { accountIds: logIns.map((login) => login.id) };
    },
  };
}
