// `node --import tsx e2e/support/issue-partner-keys.ts <brand>…` (run in apps/api, DATA_DIR set):
// issues an e2e partner API key for each brand in one process and prints them as one JSON line,
// {brand: key}. One process instead of one `npm run partner-key` per brand: each start of the
// database (PGlite) costs seconds. It uses the same tool context as that command.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './server';

type Issued = { key: string };
type ScriptContextModule = {
  runTool(
    work: (context: {
      partnerKeysService: { issue(brand: string, label?: string): Promise<Issued> };
    }) => Promise<void>,
  ): Promise<void>;
};

// Loaded by its path, so the e2e type-check does not take in the API's sources.
const scriptContext = pathToFileURL(join(REPO_ROOT, 'apps/api/scripts/script-context.ts')).href;
const { runTool } = (await import(scriptContext)) as ScriptContextModule;

const brands = process.argv.slice(2);
await runTool(async ({ partnerKeysService }) => {
  const keys: Record<string, string> = {};
  for (const brand of brands) keys[brand] = (await partnerKeysService.issue(brand, 'e2e')).key;
  console.log(JSON.stringify(keys));
});
