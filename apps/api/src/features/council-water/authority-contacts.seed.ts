import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DbOrTx } from '../../db/client';
import { parseAuthorityCatalogue } from './authority-catalogue';
import { hasAuthorityContacts, insertMissingAuthorityContacts } from './authority-contacts.repo';

/** The catalogue shipped with the project: every council and water board of the address dataset. */
export const AUTHORITY_CONTACTS_FILE = fileURLToPath(
  new URL('./authority-contacts.json', import.meta.url),
);

/** The shipped catalogue, checked as the operator command checks a file. */
export function shippedAuthorityContacts() {
  const parsed = parseAuthorityCatalogue(readFileSync(AUTHORITY_CONTACTS_FILE, 'utf8'));
  if (!parsed.ok) throw new Error(`seed: authority-contacts.json: ${parsed.message}`);
  return parsed.entries;
}

/**
 * Loads the shipped catalogue into an empty table only: once an operator has replaced it, a
 * restart keeps their file (an authority they left out is told through the fallback address).
 */
export async function seedAuthorityContacts(tx: DbOrTx): Promise<void> {
  if (await hasAuthorityContacts(tx)) return;
  await insertMissingAuthorityContacts(tx, shippedAuthorityContacts());
}
