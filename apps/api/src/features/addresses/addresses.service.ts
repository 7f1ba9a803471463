import { GSP_NOT_FOUND } from '@threshold/domain/messages/address';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { AddressListItem } from '@threshold/domain/schemas/address';
import type { SelectedAddress } from '@threshold/domain/schemas/moving-details';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/app-error';
import type {
  AddressProvider,
  AddressRecord,
  ResidentialStatusOption,
} from '../../providers/addresses/address-provider';

export const ADDRESS_NOT_FOUND_MESSAGE =
  'Sorry, we could not find that address. Please search for your postcode again.';

/** The provider failed or was too slow: 502 with the spec's third-party sentence (the cause is logged, never sent). */
function thirdPartyFailure(cause: unknown): AppError {
  return new AppError('THIRD_PARTY_FAILURE', THIRD_PARTY_FAILURE_MESSAGE, { status: 502, cause });
}

/**
 * Address lists change rarely and an outside lookup costs money and time, so a postcode's list is
 * kept for an hour (failures are never kept). Movers search the same postcode over and over
 * while they fill in the page.
 */
export const ADDRESS_LIST_CACHE = { ttlMs: 60 * 60 * 1000, maxPostcodes: 10_000 };

export type AddressesService = ReturnType<typeof createAddressesService>;

/**
 * Address lookups for the moving-details page. The provider it is given already runs under the
 * app's deadline (providers/addresses/deadline-address-provider.ts); any failure, a late answer
 * included, becomes the third-party message: a mover never sees a crash or a stack.
 */
export function createAddressesService(deps: {
  provider: AddressProvider;
  log: FastifyBaseLogger;
  listCache?: { ttlMs: number; maxPostcodes: number };
}) {
  const { provider, log, listCache = ADDRESS_LIST_CACHE } = deps;
  const listsByPostcode = new LRUCache<string, readonly AddressListItem[]>({
    max: listCache.maxPostcodes,
    ttl: listCache.ttlMs,
  });

  async function call<T>(what: string, lookup: () => Promise<T>): Promise<T> {
    try {
      return await lookup();
    } catch (error) {
      // The kind of failure only: a provider's message may quote the postcode or address.
      log.warn(
        { lookup: what, failure: error instanceof Error ? error.name : typeof error },
        'address provider failed',
      );
      throw thirdPartyFailure(error);
    }
  }

  /** One address by key, with its supply facts; 404 when unknown. */
  async function findRecord(addressKey: string): Promise<AddressRecord> {
    const record = await call('findByKey', () => provider.findByKey(addressKey));
    if (!record)
      throw new AppError('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE, {
        status: 404,
        field: 'addressKey',
      });
    return record;
  }

  return {
    /**
     * GET /addresses/{postcode}: the list for a normalised postcode ([] when it has none), with
     * exactly the two fields of a list item whatever else a provider sends; kept for an hour.
     */
    async findByPostcode(postcode: string): Promise<readonly AddressListItem[]> {
      const cached = listsByPostcode.get(postcode);
      if (cached) return cached;
      const found = await call('findByPostcode', () => provider.findByPostcode(postcode));
      // Frozen: the same array answers every mover until it expires.
      const list = Object.freeze(
        found.map(({ addressKey, simpleAddress }) => Object.freeze({ addressKey, simpleAddress })),
      );
      listsByPostcode.set(postcode, list);
      return list;
    },

    /** GET /residential-statuses */
    residentialStatuses: (): Promise<ResidentialStatusOption[]> =>
      call('residentialStatuses', () => provider.residentialStatuses()),

    /**
     * An address the mover can keep: known (else 404) and with enough supply details (else
     * GSP_NOT_FOUND, which tells the page to ask for the address by hand).
     */
    async findUsableAddress(addressKey: string, notFoundStatus: 400 | 404): Promise<AddressRecord> {
      const record = await findRecord(addressKey);
      if (record.supply.gspGroup === null) {
        throw new AppError(GSP_NOT_FOUND, GSP_NOT_FOUND, {
          status: notFoundStatus,
          field: 'addressKey',
        });
      }
      return record;
    },

    /** POST /address: the chosen address as the page shows it. */
    toSelectedAddress(record: AddressRecord): SelectedAddress {
      const { supply, ...details } = record;
      return { ...details, isCommercialSupply: supply.isCommercialSupply };
    },
  };
}
