import type { AddressProvider } from '../../providers/addresses/address-provider';
import { createDatasetAddressProvider } from '../../providers/addresses/dataset-address-provider';
import type { DatasetPostcode } from '../../providers/addresses/address-dataset';
import { withFaults } from '../../providers/addresses/faulty-address-provider';
import { supplyIn } from '../../providers/addresses/supply';

/** Test data for the address calls: each of the page's cases, independent of the shipped demo dataset. */

const supply = supplyIn('_M');

const council = {
  code: 'E08000035',
  name: 'Leeds City Council',
  website: 'https://www.leeds.gov.uk',
};
const waterBoard = {
  code: 'YORKSHIRE',
  name: 'Yorkshire Water',
  website: 'https://www.yorkshirewater.com',
};

export const TEST_ADDRESSES: readonly DatasetPostcode[] = [
  {
    postcode: 'LS1 4AP',
    nation: 'England',
    town: 'Leeds',
    county: 'West Yorkshire',
    council,
    waterBoard,
    supply,
    addresses: [
      { addressKey: 'test-home', houseNumber: '1', street: 'Park Row' },
      { addressKey: 'test-office', houseName: 'Unit 2', street: 'Park Row', isDomestic: false },
      {
        addressKey: 'test-commercial',
        houseNumber: '3',
        street: 'Park Row',
        supply: { isCommercialSupply: true },
      },
      {
        addressKey: 'test-no-gsp',
        houseNumber: '4',
        street: 'Park Row',
        supply: { gspGroup: null },
      },
    ],
  },
];

export const testAddressProvider = (): AddressProvider =>
  createDatasetAddressProvider(TEST_ADDRESSES);

/** A provider whose every call fails, as an outside service that is down would. */
export const failingAddressProvider = (): AddressProvider =>
  withFaults(testAddressProvider(), { isFailing: true });

/** A provider that answers far later than the app's deadline. */
export const slowAddressProvider = (): AddressProvider =>
  withFaults(testAddressProvider(), { delayMs: 5_000 });
