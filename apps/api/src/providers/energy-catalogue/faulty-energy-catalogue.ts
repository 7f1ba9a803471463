import { setTimeout as sleep } from 'node:timers/promises';
import {
  aroundEachCatalogueCall,
  EnergyCatalogueError,
  type EnergyCatalogue,
  type EnergyCatalogueFailure,
} from './energy-catalogue';

/** What goes wrong with the catalogue: read on every call, so a test or the dev control may change it. */
export type EnergyCatalogueFaults = {
  /** Every call fails this way; null: no fault. */
  fault: EnergyCatalogueFailure | null;
  /** Every call waits this long before it answers (or fails). */
  delayMs?: number;
};

export function noEnergyCatalogueFaults(): EnergyCatalogueFaults {
  return { fault: null };
}

/**
 * A catalogue that is slow or failing, for tests and demos of the quote errors (the dev control
 * POST /api/dev/faults sets `faults.fault` outside production).
 */
export function withCatalogueFaults(
  catalogue: EnergyCatalogue,
  faults: EnergyCatalogueFaults,
): EnergyCatalogue {
  return aroundEachCatalogueCall(
    catalogue,
    async (call, answer) => {
      if (faults.delayMs) await sleep(faults.delayMs);
      if (faults.fault) {
        throw new EnergyCatalogueError(
          faults.fault,
          `The energy catalogue is failing (${call}, injected ${faults.fault} fault)`,
        );
      }
      return answer();
    },
    // While a fault or a delay is injected every call is asked (and fails or waits).
    () => (faults.fault || faults.delayMs ? undefined : catalogue.answersMark?.()),
  );
}
