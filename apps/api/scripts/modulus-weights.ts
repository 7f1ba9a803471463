import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  describeModulusWeightTable,
  ModulusTableError,
  parseModulusWeightTable,
} from '@threshold/domain/bank/modulus-check';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import {
  createDbBankAccountChecker,
  loadModulusWeightTable,
} from '../src/providers/bank-account/bank-account-checker';
import { fail, runTool } from './script-context';

/**
 * npm run modulus-weights -- [<weights.json>] [--check]: loads a new Vocalink modulus weight table
 * while servers run (they check bank details with it within a few seconds) and shows its version
 * and valid-from date. The file is { version, validFrom, source, weights: [valacdos lines],
 * substitutions: [scsubtab lines] } (see packages/domain/src/bank/modulus-weights-v8.50.json); it
 * is checked whole before the database is opened, and a bad file changes nothing. --check only
 * checks the file. Without a file, shows the table in use.
 */
const USAGE = 'Usage: npm run modulus-weights -- [<weights.json>] [--check]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { check: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (positionals.length > 1 || (values.check && !file)) fail(USAGE);

if (!file) {
  await runTool(async ({ database }) => {
    const table = await createDbBankAccountChecker(database.db).table();
    console.log(`In use: ${describeModulusWeightTable(table)}. Source: ${table.source}.`);
  });
} else {
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(
      `Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    const table = parseModulusWeightTable(content);
    if (values.check) {
      console.log(`The weight table is valid: ${describeModulusWeightTable(table)}.`);
      process.exit(0);
    }
  } catch (error) {
    if (error instanceof ModulusTableError) fail(`${file}: ${error.message}. Nothing was changed.`);
    throw error;
  }
  await runTool(async ({ database }) => {
    const table = await loadModulusWeightTable(database.db, content);
    const today = todayIso(systemClock);
    console.log(
      `Modulus weight table loaded: ${describeModulusWeightTable(table)}. ` +
        (table.validFrom > today
          ? `Bank details are checked with it from ${table.validFrom}, its valid-from date; until then with the table in force.`
          : 'Bank details are checked with it within a few seconds.'),
    );
  });
}
