import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/client';
import { CatalogueFileError } from '../src/providers/catalogue-file-fields';
import { fail, runTool } from './script-context';

/**
 * The operator's catalogue command (`npm run energy-catalogue` / `broadband-catalogue` -- <file>
 * [--check]): the whole file is checked first, before the database is opened; a bad file changes
 * nothing, exits 1 and names each entry and field at fault. --check only checks the file.
 * Otherwise the catalogue is replaced in one transaction while servers run.
 */
export async function runCatalogueCommand<Catalogue>(command: {
  usage: string;
  parse: (fileName: string, content: string) => Catalogue;
  describe: (catalogue: Catalogue) => string;
  load: (db: Db, fileName: string, content: string) => Promise<Catalogue>;
  /** What is printed after a load, before the description: "Energy catalogue replaced". */
  replaced: string;
  /** When running servers use it: "Quotes use it within a few seconds." */
  takesEffect: string;
}): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { file: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  const file = values.file ?? positionals[0];
  if (!file) fail(command.usage);

  let content = '';
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const catalogue = command.parse(file, content);
    if (values.check) {
      console.log(`The catalogue is valid: ${command.describe(catalogue)}.`);
      process.exit(0);
    }
  } catch (error) {
    if (error instanceof CatalogueFileError) fail(error.message);
    throw error;
  }

  await runTool(async ({ database }) => {
    const catalogue = await command.load(database.db, file, content);
    console.log(`${command.replaced}: ${command.describe(catalogue)}. ${command.takesEffect}`);
  });
}
