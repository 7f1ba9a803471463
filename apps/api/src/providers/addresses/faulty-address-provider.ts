import { setTimeout as sleep } from 'node:timers/promises';
import {
  aroundEachCall,
  AddressProviderError,
  type AddressProvider,
  type AddressProviderCall,
} from './address-provider';

/** What goes wrong with the outside address system. */
export type AddressProviderFaults = {
  /** Every affected call waits this long before it answers (or fails). */
  delayMs?: number;
  /** Every affected call throws AddressProviderError. */
  isFailing?: boolean;
  /** The calls affected; all of them when left out. */
  calls?: readonly AddressProviderCall[];
};

/**
 * A provider that is slow or failing, for tests and demos of the third-party message. `faults` is
 * read on every call, so a test may change it between requests of the same app:
 * `const faults = { isFailing: false }; ... faults.isFailing = true;`.
 */
export function withFaults(
  provider: AddressProvider,
  faults: AddressProviderFaults,
): AddressProvider {
  return aroundEachCall(provider, async (call, answer) => {
    if (faults.calls && !faults.calls.includes(call)) return answer();
    if (faults.delayMs) await sleep(faults.delayMs);
    if (faults.isFailing)
      throw new AddressProviderError(`The address provider is failing (${call})`);
    return answer();
  });
}
