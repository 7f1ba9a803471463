import { describeBroadbandCatalogue } from '../src/providers/broadband-catalogue/catalogue-file';
import { parseBroadbandCatalogueFile } from '../src/providers/broadband-catalogue/catalogue-csv-file';
import { loadBroadbandCatalogueFile } from '../src/features/broadband/catalogue/broadband-catalogue.seed';
import { runCatalogueCommand } from './catalogue-command';

/**
 * npm run broadband-catalogue -- <catalogue.json|catalogue.csv> [--check]: replaces the broadband package
 * catalogue while the server runs (no deploy); running servers list from it within a few seconds.
 */
await runCatalogueCommand({
  usage: 'Usage: npm run broadband-catalogue -- <catalogue.json|catalogue.csv> [--check]',
  parse: parseBroadbandCatalogueFile,
  describe: describeBroadbandCatalogue,
  load: loadBroadbandCatalogueFile,
  replaced: 'Broadband catalogue replaced',
  takesEffect: 'The list uses it within a few seconds.',
});
