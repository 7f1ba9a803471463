import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { replaceAuthorityCatalogue } from '../src/features/council-water/authority-catalogue';
import { fail, runTool } from './script-context';

/**
 * npm run authority-contacts -- --file <catalogue.json>: replaces the council and water board
 * contact catalogue (kind, code, name, emailAddress, logoUrl, registrationUrl) in one transaction.
 * A file with a wrong entry changes nothing and names the entry. The server reads the catalogue
 * on every notification, so no deploy or restart is needed (PGlite allows one process: with the
 * embedded database, stop the server first).
 */
const { values } = parseArgs({ options: { file: { type: 'string' } } });
if (!values.file) fail('Usage: npm run authority-contacts -- --file <catalogue.json>');
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.file);

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail(`Cannot read ${values.file}.`);
}

await runTool(async ({ database }) => {
  const result = await replaceAuthorityCatalogue(database.db, text);
  if (!result.ok) fail(`Nothing changed. ${result.message}`);
  const councils = result.entries.filter((entry) => entry.kind === 'council').length;
  console.log(
    `Loaded ${result.entries.length} authority contacts (${councils} councils, ${result.entries.length - councils} water boards).`,
  );
});
