import { answerWithin } from '../answer-within';
import {
  aroundEachSearch,
  BroadbandCatalogueError,
  type BroadbandCatalogue,
} from './broadband-catalogue';

/** How long the list waits for each source before it counts as failed (buildApp's default). */
export const BROADBAND_CATALOGUE_DEADLINE_MS = 5_000;

/**
 * The boundary every search crosses: an answer slower than `ms`, or any failure, becomes a
 * BroadbandCatalogueError of its source, so one hung source never hangs the list.
 */
export function withBroadbandCatalogueDeadline(
  catalogue: BroadbandCatalogue,
  ms: number,
): BroadbandCatalogue {
  return aroundEachSearch(catalogue, (source, answer) =>
    answerWithin(ms, answer, {
      timedOut: () =>
        new BroadbandCatalogueError(
          source,
          `The ${source} broadband search did not answer within ${ms} ms`,
        ),
      failed: (error) =>
        error instanceof BroadbandCatalogueError
          ? error
          : new BroadbandCatalogueError(source, `The ${source} broadband search failed`, {
              cause: error,
            }),
    }),
  );
}
