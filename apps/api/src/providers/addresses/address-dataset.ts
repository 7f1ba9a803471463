import { ENGLAND } from './dataset/england';
import type { DatasetPostcode } from './dataset/dataset-types';
import { NORTHERN_IRELAND } from './dataset/northern-ireland';
import { SCOTLAND } from './dataset/scotland';
import { WALES } from './dataset/wales';

export type { DatasetAddress, DatasetPostcode } from './dataset/dataset-types';

/**
 * The demo address data shipped with the project: postcodes across England, Wales, Scotland and
 * Northern Ireland, each with its addresses, council, water board and supply facts, plus named
 * edge cases (README, "Demo postcodes"; each carries a `demoCase` sentence). One file per nation
 * under dataset/.
 */
export const ADDRESS_DATASET: readonly DatasetPostcode[] = [
  ...ENGLAND,
  ...WALES,
  ...SCOTLAND,
  ...NORTHERN_IRELAND,
];
