import { describe, expect, it } from 'vitest';
import { AddressProviderError } from './address-provider';
import { createDatasetAddressProvider } from './dataset-address-provider';
import { withFaults, type AddressProviderFaults } from './faulty-address-provider';

const dataset = createDatasetAddressProvider();

describe('a slow or failing address provider (tests and demos)', () => {
  it('answers as the wrapped provider when nothing is wrong', async () => {
    const provider = withFaults(dataset, {});
    expect(await provider.findByPostcode('LS1 4AP')).toEqual(
      await dataset.findByPostcode('LS1 4AP'),
    );
  });

  it('answers only after the delay when slow', async () => {
    const provider = withFaults(dataset, { delayMs: 120 });
    const started = performance.now();
    const list = await provider.findByPostcode('LS1 4AP');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(list[0]?.addressKey).toBe('LS14AP-1');
  });

  it('throws AddressProviderError from every call when failing', async () => {
    const provider = withFaults(dataset, { isFailing: true });
    const record = (await dataset.findByKey('LS14AP-1'))!;
    await expect(provider.findByPostcode('LS1 4AP')).rejects.toBeInstanceOf(AddressProviderError);
    await expect(provider.findByKey('LS14AP-1')).rejects.toBeInstanceOf(AddressProviderError);
    await expect(provider.residentialStatuses()).rejects.toBeInstanceOf(AddressProviderError);
    await expect(provider.findCouncil(record)).rejects.toBeInstanceOf(AddressProviderError);
    await expect(provider.findWaterBoard(record)).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('fails only the calls named, so the list works and choosing an address fails', async () => {
    const provider = withFaults(dataset, { isFailing: true, calls: ['findByKey'] });
    expect((await provider.findByPostcode('LS1 4AP')).length).toBeGreaterThan(0);
    await expect(provider.findByKey('LS14AP-1')).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('reads its faults on every call, so a test can break and mend it between requests', async () => {
    const faults: AddressProviderFaults = { isFailing: false };
    const provider = withFaults(dataset, faults);
    expect(await provider.findByKey('LS14AP-1')).toBeDefined();
    faults.isFailing = true;
    await expect(provider.findByKey('LS14AP-1')).rejects.toBeInstanceOf(AddressProviderError);
    faults.isFailing = false;
    expect(await provider.findByKey('LS14AP-1')).toBeDefined();
  });
});
