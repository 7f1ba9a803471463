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
  return aroundEachSearch(
    catalogue,
    (source, answer) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(
            new BroadbandCatalogueError(
              source,
              `The ${source} broadband search did not answer within ${ms} ms`,
            ),
          );
        }, ms);
        Promise.resolve()
          .then(answer)
          .then(resolve, (error: unknown) => {
            reject(
              error instanceof BroadbandCatalogueError
                ? error
                : new BroadbandCatalogueError(source, `The ${source} broadband search failed`, {
                    cause: error,
                  }),
            );
          })
          .finally(() => clearTimeout(timer));
      }),
  );
}
