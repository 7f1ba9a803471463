import { and, eq, sql } from 'drizzle-orm';
import type { CallerPart } from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import { authorityContacts } from '../../db/schema';
import type { AuthorityKind } from './authority-notifications.repo';

export type AuthorityContactInput = {
  kind: AuthorityKind;
  code: string;
  name: string;
  emailAddress: string;
  logoUrl: string | null;
  registrationUrl: string | null;
};
export type AuthorityContactRow = typeof authorityContacts.$inferSelect;

/** The catalogue row of one authority, if the catalogue has one. */
export async function findAuthorityContact(
  db: DbOrTx,
  kind: AuthorityKind,
  code: string,
): Promise<AuthorityContactRow | undefined> {
  const [row] = await db
    .select()
    .from(authorityContacts)
    .where(and(eq(authorityContacts.kind, kind), eq(authorityContacts.code, code)))
    .limit(1);
  return row;
}

/** The seed: adds the authorities the catalogue lacks, never overwriting what an operator loaded. */
export async function insertMissingAuthorityContacts(
  db: DbOrTx,
  entries: readonly AuthorityContactInput[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(authorityContacts)
    .values([...entries])
    .onConflictDoNothing();
}

/** The operator's file replaces the whole catalogue (call inside a transaction). */
export async function replaceAuthorityContacts(
  db: DbOrTx,
  entries: readonly AuthorityContactInput[],
): Promise<void> {
  await db.delete(authorityContacts);
  if (entries.length > 0) await db.insert(authorityContacts).values([...entries]);
}

export async function hasAuthorityContacts(db: DbOrTx): Promise<boolean> {
  return (
    (await db.select({ code: authorityContacts.code }).from(authorityContacts).limit(1)).length > 0
  );
}

/** Every row of the catalogue (about a hundred). */
export async function findAllAuthorityContacts(db: DbOrTx): Promise<AuthorityContactRow[]> {
  return db.select().from(authorityContacts);
}

/**
 * The catalogue's version: its row count and latest change. Every write to it (the seed, an
 * operator's replacement) sets updated_at to its time, so any change, from any replica, changes
 * this. Read in the caller's statement, it tells a copy kept in memory whether it still holds.
 */
export const authorityContactsVersionPart: CallerPart<string> = {
  key: 'authorityContactsVersion',
  expression: sql`(select count(*)::text || '/' || coalesce(max(${authorityContacts.updatedAt})::text, '') from ${authorityContacts})`,
  parse: (raw) => String(raw),
};
