import { describe, expect, it } from 'vitest';
import { broadbandAtPostcode } from '../addresses/address-dataset';
import {
  BroadbandCatalogueError,
  type BroadbandCatalogue,
  type BroadbandSource,
} from './broadband-catalogue';
import { withBroadbandCatalogueDeadline } from './deadline-broadband-catalogue';
import {
  withBroadbandCatalogueFaults,
  type BroadbandCatalogueFaults,
} from './faulty-broadband-catalogue';

const info = {
  id: 1,
  label: 'Test',
  validFrom: '2026-11-01',
  validTo: '2027-04-30',
  source: 'test',
};
const answering: BroadbandCatalogue = { search: async () => ({ catalogue: info, packages: [] }) };
const leeds = broadbandAtPostcode('LS6 3BN');

async function outcome(catalogue: BroadbandCatalogue, source: BroadbandSource): Promise<string> {
  try {
    await catalogue.search(source, leeds);
    return 'answered';
  } catch (error) {
    return error instanceof BroadbandCatalogueError ? `failed ${error.source}` : 'threw';
  }
}

describe('the broadband catalogue wrappers', () => {
  it.each([
    [null, 'answered', 'answered'],
    ['wombb', 'failed wholeOfMarket', 'answered'],
    ['partner', 'answered', 'failed partner'],
    ['combined', 'failed wholeOfMarket', 'failed partner'],
  ] as const)('fault %s: whole of market %s, partner %s', async (fault, market, partner) => {
    const faults: BroadbandCatalogueFaults = { fault };
    const catalogue = withBroadbandCatalogueFaults(answering, faults);
    expect(await outcome(catalogue, 'wholeOfMarket')).toBe(market);
    expect(await outcome(catalogue, 'partner')).toBe(partner);
  });

  it('turns a search that does not answer in time, or fails otherwise, into its source failing', async () => {
    const hung = withBroadbandCatalogueDeadline(
      withBroadbandCatalogueFaults(answering, { fault: 'no-answer' }),
      20,
    );
    expect(await outcome(hung, 'partner')).toBe('failed partner');
    const broken = withBroadbandCatalogueDeadline(
      { search: () => Promise.reject(new Error('database gone')) },
      1_000,
    );
    expect(await outcome(broken, 'wholeOfMarket')).toBe('failed wholeOfMarket');
    expect(await outcome(withBroadbandCatalogueDeadline(answering, 1_000), 'partner')).toBe(
      'answered',
    );
  });

  it("passes the catalogue's answers mark through, and none while a fault is injected", () => {
    const mark = { loaded: 1 };
    const faults: BroadbandCatalogueFaults = { fault: null };
    const catalogue = withBroadbandCatalogueDeadline(
      withBroadbandCatalogueFaults({ ...answering, answersMark: () => mark }, faults),
      1_000,
    );
    expect(catalogue.answersMark?.()).toBe(mark);
    faults.fault = 'partner';
    expect(catalogue.answersMark?.()).toBeUndefined();
    expect(withBroadbandCatalogueDeadline(answering, 1_000).answersMark?.()).toBeUndefined();
  });
});
