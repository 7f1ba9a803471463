import { describe, expect, it } from 'vitest';
import { catalogueReplacements, createActiveCatalogueCache } from './active-catalogue-cache';

function setUp() {
  let time = 0;
  let activeId = 1;
  const replacements = catalogueReplacements();
  const cache = createActiveCatalogueCache({
    readActive: async () => ({ id: activeId }),
    load: async (info) => ({ loadedFor: info?.id ?? null }),
    replacements,
    checkMs: 1_000,
    now: () => time,
  });
  return {
    cache,
    replacements,
    advance: (ms: number) => (time += ms),
    activate: (id: number) => (activeId = id),
  };
}

describe('the active catalogue kept in memory', () => {
  it('hands back its kept copy at once only while no check is due and nothing was loaded here', async () => {
    const { cache, replacements, advance } = setUp();
    expect(cache.keptNow()).toBeUndefined();
    const first = await cache.current();
    expect(cache.keptNow()).toBe(first);
    advance(1_000);
    expect(cache.keptNow()).toBeUndefined();
    expect(await cache.current()).toBe(first);
    expect(cache.keptNow()).toBe(first);
    replacements.replacedInThisProcess();
    expect(cache.keptNow()).toBeUndefined();
  });

  it('keeps a new copy, a different object, once another catalogue is active', async () => {
    const { cache, advance, activate } = setUp();
    const first = await cache.current();
    activate(2);
    advance(1_000);
    const second = await cache.current();
    expect(second).toEqual({ loadedFor: 2 });
    expect(cache.keptNow()).toBe(second);
    expect(second).not.toBe(first);
  });
});
