import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { catalogueValidity } from '@threshold/domain/energy/catalogue-validity';
import {
  checkCatalogueForLoad,
  describeCatalogue,
  parseCatalogueFile,
  type Catalogue,
} from '../src/providers/energy-catalogue/catalogue-file';
import { loadEnergyCatalogueFile } from '../src/features/energy/catalogue/energy-catalogue.seed';
import { runCatalogueCommand } from './catalogue-command';

/**
 * npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]: replaces the energy tariff
 * catalogue while the server runs (no deploy). Running servers see the new catalogue within a few
 * seconds (docs/decisions.md). A catalogue whose period is over is refused (with --check too); one
 * whose period has not begun loads, and production quotes from it on its first day.
 */
const today = todayIso(systemClock);

function describeWithPeriod(catalogue: Catalogue): string {
  const described = describeCatalogue(catalogue);
  return catalogueValidity(catalogue, today) === 'not-yet-valid'
    ? `${described}; its prices are not current until ${catalogue.validFrom} (production quotes nothing from it before then)`
    : described;
}

await runCatalogueCommand({
  usage: 'Usage: npm run energy-catalogue -- <catalogue.json|catalogue.csv> [--check]',
  parse: (fileName, content) => checkCatalogueForLoad(parseCatalogueFile(fileName, content), today),
  describe: describeWithPeriod,
  load: (db, fileName, content) => loadEnergyCatalogueFile(db, fileName, content, { today }),
  replaced: 'Energy catalogue replaced',
  takesEffect: 'Quotes use it within a few seconds.',
});
