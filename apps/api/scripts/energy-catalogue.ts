import {
  describeCatalogue,
  parseCatalogueFile,
} from '../src/providers/energy-catalogue/catalogue-file';
import { loadEnergyCatalogueFile } from '../src/db/seed/energy-catalogue.seed';
import { runCatalogueCommand } from './catalogue-command';

/**
 * npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]: replaces the energy tariff
 * catalogue while the server runs (no deploy). Running servers see the new catalogue within a few
 * seconds (docs/decisions.md).
 */
await runCatalogueCommand({
  usage: 'Usage: npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]',
  parse: parseCatalogueFile,
  describe: describeCatalogue,
  load: loadEnergyCatalogueFile,
  replaced: 'Energy catalogue replaced',
  takesEffect: 'Quotes use it within a few seconds.',
});
