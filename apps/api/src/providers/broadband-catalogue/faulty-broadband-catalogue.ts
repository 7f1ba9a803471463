import { setTimeout as sleep } from 'node:timers/promises';
import {
  aroundEachSearch,
  BroadbandCatalogueError,
  type BroadbandCatalogue,
} from './broadband-catalogue';

/**
 * What goes wrong with the broadband searches: read on every search, so a test or the dev control
 * may change it. 'wombb': the whole-of-market search fails; 'partner': the satellite partner's
 * fails; 'combined': both fail; 'no-answer': both hang until the deadline gives up on them.
 */
export type BroadbandCatalogueFault = 'wombb' | 'partner' | 'combined' | 'no-answer';
export type BroadbandCatalogueFaults = { fault: BroadbandCatalogueFault | null };

export const BROADBAND_CATALOGUE_FAULTS: readonly BroadbandCatalogueFault[] = [
  'wombb',
  'partner',
  'combined',
  'no-answer',
];

export function noBroadbandCatalogueFaults(): BroadbandCatalogueFaults {
  return { fault: null };
}

/** Long enough that the deadline always answers first. */
const HANG_MS = 60_000;

export function withBroadbandCatalogueFaults(
  catalogue: BroadbandCatalogue,
  faults: BroadbandCatalogueFaults,
): BroadbandCatalogue {
  return aroundEachSearch(
    catalogue,
    async (source, answer) => {
      const { fault } = faults;
      if (fault === 'no-answer') {
        await sleep(HANG_MS, undefined, { ref: false });
      }
      const fails =
        fault === 'combined' ||
        (fault === 'wombb' && source === 'wholeOfMarket') ||
        (fault === 'partner' && source === 'partner');
      if (fails) {
        throw new BroadbandCatalogueError(
          source,
          `The ${source} broadband search is failing (injected ${fault} fault)`,
        );
      }
      return answer();
    },
    // While a fault is injected every search is asked (and fails or hangs).
    () => (faults.fault ? undefined : catalogue.answersMark?.()),
  );
}
