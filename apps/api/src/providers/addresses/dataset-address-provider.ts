import { RESIDENTIAL_STATUS_OPTIONS } from '@threshold/domain/codes/residential-status';
import type { AddressListItem } from '@threshold/domain/schemas/address';
import type { AddressProvider, AddressRecord } from './address-provider';
import { ADDRESS_DATASET, type DatasetPostcode } from './address-dataset';

/** 'SW1A 1AA' and 'sw1a1aa' find the same postcode. */
const postcodeId = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/**
 * One line as a person writes it: 'Flat 2, 4 Park Row, Leeds, LS1 4AP',
 * 'The Old Warehouse, Redcliff Backs, Redcliffe, Bristol, BS1 6QF'.
 */
function simpleAddressOf(record: AddressRecord): string {
  const street = [record.houseNumber, record.addressLine1].filter(Boolean).join(' ');
  return [record.houseName, street, record.addressLine2, record.town, record.postcode]
    .filter(Boolean)
    .join(', ');
}

/**
 * The built-in address provider: the dataset shipped with the project (address-dataset.json, checked at load),
 * indexed once. Answers are copies, so a caller can never change the dataset.
 */
export function createDatasetAddressProvider(
  dataset: readonly DatasetPostcode[] = ADDRESS_DATASET,
): AddressProvider {
  const byPostcode = new Map<string, AddressRecord[]>();
  const areaByPostcode = new Map<string, DatasetPostcode>();
  const byKey = new Map<string, { record: AddressRecord; area: DatasetPostcode }>();
  for (const area of dataset) {
    const records = area.addresses.map((address): AddressRecord => {
      const record: AddressRecord = {
        addressKey: address.addressKey,
        simpleAddress: '',
        houseNumber: address.houseNumber ?? null,
        houseName: address.houseName ?? null,
        addressLine1: address.street,
        addressLine2: address.locality ?? area.locality ?? null,
        addressLine3: null,
        addressLine4: null,
        town: area.town,
        county: area.county,
        postcode: area.postcode,
        nation: area.nation,
        isDomestic: address.isDomestic ?? true,
        supply: { ...area.supply, ...address.supply },
      };
      record.simpleAddress = simpleAddressOf(record);
      byKey.set(record.addressKey, { record, area });
      return record;
    });
    byPostcode.set(postcodeId(area.postcode), records);
    areaByPostcode.set(postcodeId(area.postcode), area);
  }

  /** The postcode an address belongs to: by key, or by its postcode for an address typed in by hand. */
  const areaOf = (address: AddressRecord) =>
    byKey.get(address.addressKey)?.area ?? areaByPostcode.get(postcodeId(address.postcode));

  return {
    async findByPostcode(postcode: string): Promise<AddressListItem[]> {
      return (byPostcode.get(postcodeId(postcode)) ?? []).map(({ addressKey, simpleAddress }) => ({
        addressKey,
        simpleAddress,
      }));
    },
    async findByKey(addressKey: string) {
      const found = byKey.get(addressKey);
      return found ? structuredClone(found.record) : undefined;
    },
    async residentialStatuses() {
      return RESIDENTIAL_STATUS_OPTIONS.map((option) => ({ ...option }));
    },
    async findCouncil(address: AddressRecord) {
      const council = areaOf(address)?.council;
      return council ? { ...council } : undefined;
    },
    async findWaterBoard(address: AddressRecord) {
      const waterBoard = areaOf(address)?.waterBoard;
      return waterBoard ? { ...waterBoard } : undefined;
    },
  };
}
