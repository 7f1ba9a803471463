import { useEffect, useState } from 'react';

/** A part of a page only some visits show, in a chunk of its own (see lazyPart). */
export type LazyPart<T> = {
  /** Fetches the part once; a failed fetch is tried again on the next call. */
  load: () => Promise<T>;
  /** The part, once it has loaded. */
  loaded: () => T | undefined;
};

/**
 * Code only some visits need (a completed card's details, a blocked card's words), kept out of the
 * page's chunk. A page loads the parts its data needs before it shows that data (in the query that
 * reads it), so each part is there on the first draw and nothing moves when it arrives.
 */
export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let part: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importPart().then(
        (loaded) => (part = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => part,
  };
}

/**
 * The part when it is needed and has loaded. One drawn before its part has loaded (its page did not
 * load it first) loads it and draws again when it comes.
 */
export function useLazyPart<T>(part: LazyPart<T>, isNeeded: boolean): T | undefined {
  const [, setLoaded] = useState<T>();
  const current = part.loaded();
  useEffect(() => {
    if (isNeeded && !current) part.load().then(setLoaded, () => undefined);
  }, [part, isNeeded, current]);
  return isNeeded ? current : undefined;
}
