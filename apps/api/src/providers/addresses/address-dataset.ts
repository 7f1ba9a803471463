import type { Nation } from '@threshold/domain/schemas/address';
import type { Council, EnergySupply, WaterBoard } from './address-provider';

/**
 * The demo address data shipped with the project: postcodes across England, Wales, Scotland and
 * Northern Ireland, each with its addresses, council, water board and supply facts, plus named
 * edge cases (README, "Demo postcodes").
 */
export type DatasetAddress = {
  addressKey: string;
  houseNumber?: string;
  houseName?: string;
  street: string;
  locality?: string;
  /** False for a business address (the warning). Default true. */
  isDomestic?: boolean;
  /** Overrides of the postcode's supply facts for this address. */
  supply?: Partial<EnergySupply>;
};

export type DatasetPostcode = {
  postcode: string;
  nation: Nation;
  town: string;
  county: string | null;
  locality?: string;
  council: Council | null;
  waterBoard: WaterBoard | null;
  supply: EnergySupply;
  /** What a person can try with this postcode (README). */
  demoCase?: string;
  addresses: DatasetAddress[];
};

const standardSupply = (gspGroup: string): EnergySupply => ({
  gspGroup,
  isCommercialSupply: false,
  mpan: null,
  mprn: null,
  electricityMeter: 'single-rate',
  gasMeter: 'credit',
  isElectricityPrepayment: false,
  isGasPrepayment: false,
  currentElectricitySupplier: null,
  currentGasSupplier: null,
});

export const ADDRESS_DATASET: readonly DatasetPostcode[] = [
  {
    postcode: 'LS1 4AP',
    nation: 'England',
    town: 'Leeds',
    county: 'West Yorkshire',
    council: { code: 'E08000035', name: 'Leeds City Council', website: 'https://www.leeds.gov.uk' },
    waterBoard: { code: 'YORKSHIRE', name: 'Yorkshire Water', website: 'https://www.yorkshirewater.com' },
    supply: standardSupply('_M'),
    addresses: [
      { addressKey: 'LS14AP-1', houseNumber: '1', street: 'Park Row' },
      { addressKey: 'LS14AP-2', houseNumber: '2', street: 'Park Row' },
    ],
  },
];
