import { readFileSync } from 'node:fs';
import type { Nation } from '@threshold/domain/schemas/address';
import {
  parseAddressDatasetFile,
  type AddressDatasetFile,
  type PostcodeBroadband,
} from './address-dataset-file';
import type { Council, EnergySupply, WaterBoard } from './address-provider';

export type { PostcodeBroadband } from './address-dataset-file';

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

/** The demo address data shipped with the project. */
export const ADDRESS_DATASET_FILE = new URL('./address-dataset.json', import.meta.url);

/** The file's postcodes with their council and water board in place of the keys. */
function postcodesOf(file: AddressDatasetFile): DatasetPostcode[] {
  return file.postcodes.map(({ council, waterBoard, broadband: _profile, ...entry }) => ({
    ...entry,
    council: council === null ? null : (file.councils[council] ?? null),
    waterBoard: waterBoard === null ? null : (file.waterBoards[waterBoard] ?? null),
  }));
}

/** Each named postcode's broadband profile. */
function broadbandOf(file: AddressDatasetFile): Map<string, PostcodeBroadband> {
  const { profiles } = file.broadband;
  const byPostcode = new Map<string, PostcodeBroadband>();
  for (const entry of file.postcodes) {
    const profile = entry.broadband === undefined ? undefined : profiles[entry.broadband];
    if (profile) byPostcode.set(entry.postcode, profile);
  }
  return byPostcode;
}

const file = parseAddressDatasetFile(
  'address-dataset.json',
  readFileSync(ADDRESS_DATASET_FILE, 'utf8'),
);

/**
 * The demo address data shipped with the project: postcodes across England, Wales, Scotland and
 * Northern Ireland, each with its addresses, council, water board and supply facts, plus named
 * edge cases (README, "Demo postcodes"; each carries a `demoCase` sentence). Read from
 * address-dataset.json and checked at load.
 */
export const ADDRESS_DATASET: readonly DatasetPostcode[] = postcodesOf(file);

const BROADBAND_BY_POSTCODE = broadbandOf(file);
const DEFAULT_BROADBAND = file.broadband.profiles[file.broadband.default] as PostcodeBroadband;

/**
 * Broadband availability at a dataset postcode (issue 11): which networks and providers reach it,
 * the best standard (copper) and fibre speeds there, and which kinds of line are already live (a
 * live line is a quicker switch-over). Provider ids are the broadband catalogue's slugs.
 * Illustrative, shaped on Ofcom Connected Nations 2025; a postcode the file names no profile for
 * has the default one (the common town networks).
 */
export function broadbandAtPostcode(postcode: string): PostcodeBroadband {
  return BROADBAND_BY_POSTCODE.get(postcode) ?? DEFAULT_BROADBAND;
}
