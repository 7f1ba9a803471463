import {
  describeBroadbandCatalogue,
  parseBroadbandCatalogueJson,
} from '../src/providers/broadband-catalogue/catalogue-file';
import { loadBroadbandCatalogueFile } from '../src/db/seed/broadband-catalogue.seed';
import { runCatalogueCommand } from './catalogue-command';

/**
 * npm run broadband-catalogue -- <catalogue.json> [--check]: replaces the broadband package
 * catalogue while the server runs (no deploy); running servers list from it within a few seconds.
 */
await runCatalogueCommand({
  usage: 'Usage: npm run broadband-catalogue -- <catalogue.json> [--check]',
  parse: (_fileName, content) => parseBroadbandCatalogueJson(content),
  describe: describeBroadbandCatalogue,
  load: (db, _fileName, content) => loadBroadbandCatalogueFile(db, content),
  replaced: 'Broadband catalogue replaced',
  takesEffect: 'The list uses it within a few seconds.',
});
