import { describe, expect, it } from 'vitest';
import { withCatalogueDeadline } from './deadline-energy-catalogue';
import { EnergyCatalogueError, type EnergyCatalogue } from './energy-catalogue';
import { withCatalogueFaults, type EnergyCatalogueFaults } from './faulty-energy-catalogue';

const catalogueInfo = {
  id: 1,
  label: 'Test',
  validFrom: '2026-07-01',
  validTo: '2026-09-30',
  source: 'tests',
};
const healthy: EnergyCatalogue = {
  tariffsFor: async () => ({ catalogue: catalogueInfo, tariffs: [] }),
  addOnsFor: async () => [],
};
const never: EnergyCatalogue = {
  tariffsFor: () => new Promise(() => undefined),
  addOnsFor: () => new Promise(() => undefined),
};
const broken: EnergyCatalogue = {
  tariffsFor: async () => {
    throw new Error('connection reset');
  },
  addOnsFor: async () => [],
};

async function failureOf(answer: Promise<unknown>): Promise<EnergyCatalogueError> {
  try {
    await answer;
  } catch (error) {
    if (error instanceof EnergyCatalogueError) return error;
    throw error;
  }
  throw new Error('it answered');
}

describe('the energy catalogue wrappers', () => {
  it('fails every call the way the fault says, read on each call', async () => {
    const faults: EnergyCatalogueFaults = { fault: 'third-party' };
    const catalogue = withCatalogueFaults(healthy, faults);
    expect((await failureOf(catalogue.tariffsFor('_A'))).failure).toBe('third-party');
    faults.fault = 'retrieval';
    expect((await failureOf(catalogue.addOnsFor('hearthstone-energy'))).failure).toBe('retrieval');
    faults.fault = null;
    expect((await catalogue.tariffsFor('_A')).catalogue.label).toBe('Test');
  });

  it('turns a catalogue that does not answer in time, or breaks, into a retrieval failure', async () => {
    const late = await failureOf(withCatalogueDeadline(never, 20).tariffsFor('_A'));
    expect(late.failure).toBe('retrieval');
    expect(late.message).toBe('The energy catalogue did not answer tariffsFor within 20 ms');
    const failed = await failureOf(withCatalogueDeadline(broken, 1_000).tariffsFor('_A'));
    expect(failed.failure).toBe('retrieval');
    const thirdParty = await failureOf(
      withCatalogueDeadline(
        withCatalogueFaults(healthy, { fault: 'third-party' }),
        1_000,
      ).tariffsFor('_A'),
    );
    expect(thirdParty.failure).toBe('third-party');
    expect(await withCatalogueDeadline(healthy, 1_000).addOnsFor('x')).toEqual([]);
  });

  it("passes the catalogue's answers mark through, and none while a fault or a delay is injected", () => {
    const mark = { loaded: 1 };
    const marked: EnergyCatalogue = { ...healthy, answersMark: () => mark };
    const faults: EnergyCatalogueFaults = { fault: null };
    const catalogue = withCatalogueDeadline(withCatalogueFaults(marked, faults), 1_000);
    expect(catalogue.answersMark?.()).toBe(mark);
    faults.fault = 'retrieval';
    expect(catalogue.answersMark?.()).toBeUndefined();
    faults.fault = null;
    faults.delayMs = 10;
    expect(catalogue.answersMark?.()).toBeUndefined();
    expect(withCatalogueDeadline(healthy, 1_000).answersMark?.()).toBeUndefined();
  });
});
