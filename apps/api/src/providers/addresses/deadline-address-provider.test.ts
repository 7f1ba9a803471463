import { describe, expect, it } from 'vitest';
import { AddressProviderError, type AddressProvider } from './address-provider';
import { createDatasetAddressProvider } from './dataset-address-provider';
import { withDeadline } from './deadline-address-provider';
import { withFaults } from './faulty-address-provider';

const dataset = createDatasetAddressProvider();

describe('the deadline on address calls', () => {
  it('passes a prompt answer through unchanged', async () => {
    const provider = withDeadline(dataset, 1_000);
    expect(await provider.findByPostcode('ls14ap')).toEqual(
      await dataset.findByPostcode('LS1 4AP'),
    );
    expect(await provider.findByKey('nope')).toBeUndefined();
  });

  it('turns an answer slower than the deadline into AddressProviderError, at the deadline', async () => {
    const provider = withDeadline(withFaults(dataset, { delayMs: 1_000 }), 50);
    const started = performance.now();
    const error = await provider.findByPostcode('LS1 4AP').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressProviderError);
    expect((error as Error).message).toBe(
      'The address provider did not answer findByPostcode within 50 ms',
    );
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('never waits for an outside system that hangs', async () => {
    const hung: AddressProvider = {
      ...dataset,
      findByKey: () => new Promise(() => {}),
    };
    await expect(withDeadline(hung, 30).findByKey('LS14AP-1')).rejects.toBeInstanceOf(
      AddressProviderError,
    );
  });

  it('turns any other failure of the outside system into AddressProviderError, keeping the cause', async () => {
    const cause = new TypeError('fetch failed');
    const broken: AddressProvider = {
      ...dataset,
      findByPostcode: () => Promise.reject(cause),
      findByKey: () => {
        throw cause;
      },
    };
    const provider = withDeadline(broken, 1_000);
    const error = await provider.findByPostcode('LS1 4AP').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressProviderError);
    expect((error as Error).cause).toBe(cause);
    await expect(provider.findByKey('LS14AP-1')).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('passes AddressProviderError from the provider through as it is', async () => {
    const provider = withDeadline(withFaults(dataset, { isFailing: true }), 1_000);
    await expect(provider.residentialStatuses()).rejects.toThrow(
      'The address provider is failing (residentialStatuses)',
    );
  });
});
