import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CatalogueError,
  parseAffiliateCatalogueJson,
} from '../src/features/offers/affiliate-catalogue';
import {
  describeCatalogue,
  replaceCatalogueFromJson,
} from '../src/features/offers/replace-catalogue';
import { fail, runTool } from './script-context';

/**
 * npm run affiliate-deals -- --file deals.json [--check]: replaces the affiliate catalogue while the
 * server runs (no deploy). The whole file is checked first; a bad file changes nothing and each
 * entry at fault is named. --check only checks the file.
 */
const { values } = parseArgs({
  options: { file: { type: 'string' }, check: { type: 'boolean', default: false } },
});
if (!values.file) fail('Usage: npm run affiliate-deals -- --file <catalogue.json> [--check]');
const file = values.file;

let json = '';
try {
  json = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
try {
  // Checked before the database is opened, so a bad file never waits on it.
  const catalogue = parseAffiliateCatalogueJson(json);
  if (values.check) {
    console.log(`The catalogue is valid: ${describeCatalogue(catalogue)}.`);
    process.exit(0);
  }
} catch (error) {
  if (error instanceof CatalogueError) fail(error.message);
  throw error;
}

await runTool(async ({ database }) => {
  const catalogue = await replaceCatalogueFromJson(database.db, json);
  console.log(
    `Affiliate catalogue replaced: ${describeCatalogue(catalogue)}. Movers see it on their next page load.`,
  );
});
