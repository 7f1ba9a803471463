import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BroadbandCatalogueFileError,
  describeBroadbandCatalogue,
  parseBroadbandCatalogueJson,
} from '../src/providers/broadband-catalogue/catalogue-file';
import { loadBroadbandCatalogueFile } from '../src/db/seed/broadband-catalogue.seed';
import { fail, runTool } from './script-context';

/**
 * npm run broadband-catalogue -- <catalogue.json> [--check]: replaces the broadband package
 * catalogue while the server runs (no deploy). The whole file is checked first; a bad file changes
 * nothing, exits 1 and names each entry and field at fault. --check only checks the file. Running
 * servers see the new catalogue within a few seconds.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const file = values.file ?? positionals[0];
if (!file) fail('Usage: npm run broadband-catalogue -- <catalogue.json> [--check]');

let content = '';
try {
  content = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
try {
  // Checked before the database is opened, so a bad file never waits on it.
  const catalogue = parseBroadbandCatalogueJson(content);
  if (values.check) {
    console.log(`The catalogue is valid: ${describeBroadbandCatalogue(catalogue)}.`);
    process.exit(0);
  }
} catch (error) {
  if (error instanceof BroadbandCatalogueFileError) fail(error.message);
  throw error;
}

await runTool(async ({ database }) => {
  const catalogue = await loadBroadbandCatalogueFile(database.db, content);
  console.log(
    `Broadband catalogue replaced: ${describeBroadbandCatalogue(catalogue)}. The list uses it within a few seconds.`,
  );
});
