import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  describeCatalogue,
  EnergyCatalogueFileError,
  parseCatalogueFile,
} from '../src/providers/energy-catalogue/catalogue-file';
import { loadEnergyCatalogueFile } from '../src/db/seed/energy-catalogue.seed';
import { fail, runTool } from './script-context';

/**
 * npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]: replaces the energy tariff
 * catalogue while the server runs (no deploy). The whole file is checked first; a bad file changes
 * nothing, exits 1 and names each row and field at fault. --check only checks the file. Running
 * servers see the new catalogue within a few seconds (docs/decisions.md).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' }, check: { type: 'boolean', default: false } },
});
const file = values.file ?? positionals[0];
if (!file) fail('Usage: npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]');

let content = '';
try {
  content = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
try {
  // Checked before the database is opened, so a bad file never waits on it.
  const catalogue = parseCatalogueFile(file, content);
  if (values.check) {
    console.log(`The catalogue is valid: ${describeCatalogue(catalogue)}.`);
    process.exit(0);
  }
} catch (error) {
  if (error instanceof EnergyCatalogueFileError) fail(error.message);
  throw error;
}

await runTool(async ({ database }) => {
  const catalogue = await loadEnergyCatalogueFile(database.db, file, content);
  console.log(
    `Energy catalogue replaced: ${describeCatalogue(catalogue)}. Quotes use it within a few seconds.`,
  );
});
