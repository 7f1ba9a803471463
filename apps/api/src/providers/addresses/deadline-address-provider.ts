import { aroundEachCall, AddressProviderError, type AddressProvider } from './address-provider';

/** How long the app waits for address data before the third-party message (buildApp's default). */
export const ADDRESS_PROVIDER_DEADLINE_MS = 5_000;

/**
 * The boundary every address call crosses: an answer slower than `ms`, or any failure of the
 * outside system, becomes an AddressProviderError, which services turn into the spec's
 * third-party message. A hung outside system never hangs a request. Messages name the call only,
 * never its arguments (a postcode or address is personal data).
 */
export function withDeadline(provider: AddressProvider, ms: number): AddressProvider {
  return aroundEachCall(
    provider,
    (call, answer) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(
            new AddressProviderError(`The address provider did not answer ${call} within ${ms} ms`),
          );
        }, ms);
        Promise.resolve()
          .then(answer)
          .then(resolve, (error: unknown) => {
            reject(
              error instanceof AddressProviderError
                ? error
                : new AddressProviderError(`The address provider failed in ${call}`, {
                    cause: error,
                  }),
            );
          })
          .finally(() => clearTimeout(timer));
      }),
  );
}
