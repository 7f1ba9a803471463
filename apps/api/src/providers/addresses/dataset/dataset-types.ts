import type { Nation } from '@threshold/domain/schemas/address';
import type { Council, EnergySupply, WaterBoard } from '../address-provider';

/** One address at a dataset postcode. */
export type DatasetAddress = {
  /** Unique across the dataset: the postcode without its space, a dash and a number ('LS14AP-1'). */
  addressKey: string;
  houseNumber?: string;
  /** 'Flat 2', 'Flat 1F2' (Edinburgh), 'Flat 0/1' (Glasgow), 'Rose Cottage', 'Unit 2'. */
  houseName?: string;
  street: string;
  /** A district or village shown as the second line; overrides the postcode's locality. */
  locality?: string;
  /** False for a business address (the warning). Default true. */
  isDomestic?: boolean;
  /** This address's meter points, and any supply fact that differs from the postcode's. */
  supply?: Partial<EnergySupply>;
};

/** One postcode of the dataset: where it is, who serves it, and its addresses. */
export type DatasetPostcode = {
  /** Normalised: 'LS1 4AP'. */
  postcode: string;
  nation: Nation;
  /** The post town. */
  town: string;
  county: string | null;
  /** A district or village shown as the second address line ('Headingley'). */
  locality?: string;
  /** Null: no council can be identified for the postcode (a named edge case). */
  council: Council | null;
  /** Null: no water board can be identified for the postcode (a named edge case). */
  waterBoard: WaterBoard | null;
  /** The supply facts the postcode's addresses share (addresses add their meter points). */
  supply: EnergySupply;
  /** What a person can try with this postcode (README, "Demo postcodes"). */
  demoCase?: string;
  addresses: DatasetAddress[];
};
