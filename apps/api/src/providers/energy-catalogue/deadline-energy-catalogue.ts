import { answerWithin } from '../answer-within';
import {
  aroundEachCatalogueCall,
  EnergyCatalogueError,
  type EnergyCatalogue,
} from './energy-catalogue';

/** How long a quote waits for the catalogue before "Error retrieving tariffs!" (buildApp's default). */
export const ENERGY_CATALOGUE_DEADLINE_MS = 5_000;

/**
 * The boundary every catalogue call crosses: an answer slower than `ms` becomes a retrieval
 * failure, and any other failure that is not already an EnergyCatalogueError becomes one too
 * (retrieval). A hung catalogue never hangs a request.
 */
export function withCatalogueDeadline(catalogue: EnergyCatalogue, ms: number): EnergyCatalogue {
  return aroundEachCatalogueCall(catalogue, (call, answer) =>
    answerWithin(ms, answer, {
      timedOut: () =>
        new EnergyCatalogueError(
          'retrieval',
          `The energy catalogue did not answer ${call} within ${ms} ms`,
        ),
      failed: (error) =>
        error instanceof EnergyCatalogueError
          ? error
          : new EnergyCatalogueError('retrieval', `The energy catalogue failed in ${call}`, {
              cause: error,
            }),
    }),
  );
}
