import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createRateLimitCounters } from './rate-limit-counters';

const counters = createRateLimitCounters();
const MINUTE = 60_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('rate-limit counters', () => {
  it('counts hits within a window and starts again at 1 once the window has ended', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    expect((await counters.hit(database.db, 'test:a', MINUTE, start)).hits).toBe(1);
    expect(
      (await counters.hit(database.db, 'test:a', MINUTE, new Date(start.getTime() + 30_000))).hits,
    ).toBe(2);
    const second = await counters.hit(
      database.db,
      'test:a',
      MINUTE,
      new Date(start.getTime() + 59_000),
    );
    expect(second).toEqual({ hits: 3, windowEndsAt: new Date(start.getTime() + MINUTE) });
    const later = new Date(start.getTime() + MINUTE);
    expect(await counters.hit(database.db, 'test:a', MINUTE, later)).toEqual({
      hits: 1,
      windowEndsAt: new Date(later.getTime() + MINUTE),
    });
  });

  it('keeps each key apart', async () => {
    const now = new Date('2026-11-23T11:00:00Z');
    await counters.hit(database.db, 'test:b', MINUTE, now);
    expect((await counters.hit(database.db, 'test:c', MINUTE, now)).hits).toBe(1);
  });

  it('counts a batch of hits in one call: each entry its own count, repeated keys in order, ended windows from 1', async () => {
    const start = new Date('2026-11-23T13:00:00Z');
    await counters.hit(database.db, 'test:many-a', MINUTE, start);
    await counters.hit(
      database.db,
      'test:many-old',
      MINUTE,
      new Date(start.getTime() - 2 * MINUTE),
    );
    const hits = await counters.hitMany(
      database.db,
      ['test:many-b', 'test:many-a', 'test:many-b', 'test:many-old', 'test:many-b'],
      MINUTE,
      start,
    );
    expect(hits.map((hit) => hit.hits)).toEqual([1, 2, 2, 1, 3]);
    expect(hits[3]?.windowEndsAt).toEqual(new Date(start.getTime() + MINUTE));
    expect((await counters.hit(database.db, 'test:many-b', MINUTE, start)).hits).toBe(4);
    expect(await counters.hitMany(database.db, [], MINUTE, start)).toEqual([]);
  });

  it('gives each of many concurrent hits its own count', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit(database.db, 'test:burst', MINUTE, now)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
