/**
 * The in-memory copy of a catalogue held in the database (energy tariffs, broadband packages): the
 * whole active catalogue is loaded once per process and read from memory. The copy is dropped when
 * this process loads a catalogue (`replacedInThisProcess`), or when the active catalogue's id
 * differs at the next check, made at most every `checkMs` (one indexed point read), so a catalogue
 * an operator loads from another process is seen within that time.
 */
export type CatalogueReplacements = {
  /** How many catalogues this process has loaded. */
  count(): number;
  /** Called by a loader after it replaced the catalogue: every copy in this process reloads. */
  replacedInThisProcess(): void;
};

export function catalogueReplacements(): CatalogueReplacements {
  let loads = 0;
  return {
    count: () => loads,
    replacedInThisProcess: () => {
      loads += 1;
    },
  };
}

export function createActiveCatalogueCache<Info extends { id: number }, Snapshot>(options: {
  /** The active catalogue's description; null when none is active. */
  readActive: () => Promise<Info | null>;
  /** The whole catalogue described (an empty one when none is active). */
  load: (info: Info | null) => Promise<Snapshot>;
  replacements: CatalogueReplacements;
  checkMs: number;
  now?: () => number;
}): {
  current(): Promise<Snapshot>;
  /** The kept copy while no check is due (the same object until it may have changed); else undefined. */
  keptNow(): Snapshot | undefined;
} {
  const { readActive, load, replacements, checkMs } = options;
  const now = options.now ?? Date.now;
  let kept: { infoId: number | null; snapshot: Snapshot } | null = null;
  let loading: Promise<Snapshot> | null = null;
  let checkedAt = -Infinity;
  let loadsSeen = -1;

  async function refresh(): Promise<Snapshot> {
    const loadsBefore = replacements.count();
    const info = await readActive();
    checkedAt = now();
    if (kept && loadsSeen === loadsBefore && kept.infoId === (info?.id ?? null))
      return kept.snapshot;
    kept = { infoId: info?.id ?? null, snapshot: await load(info) };
    loadsSeen = loadsBefore;
    return kept.snapshot;
  }

  const isFresh = () =>
    kept !== null && loadsSeen === replacements.count() && now() - checkedAt < checkMs;

  return {
    keptNow: () => (isFresh() ? kept?.snapshot : undefined),

    async current() {
      if (isFresh() && kept) return kept.snapshot;
      loading ??= refresh().finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
