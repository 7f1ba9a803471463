import { NATIONS, addressKeySchema } from '@threshold/domain/schemas/address';
import { installTechnologySchema } from '@threshold/domain/schemas/broadband';
import { normalisePostcode } from '@threshold/domain/schemas/fields';
import { z } from 'zod';
import { supplyIn } from './supply';

/**
 * The address dataset's file (address-dataset.json): councils and water boards by key, broadband
 * availability profiles, and the postcodes with their addresses. Checked whole at load, as the
 * other catalogues are: a bad entry stops the load with the file and the entry named.
 */

const text = z.string().trim().min(1, { error: 'must not be empty' });

const authoritySchema = z.strictObject({ code: text, name: text, website: z.url() });

const supplyFactsSchema = z.strictObject({
  gspGroup: z.string().nullable(),
  isCommercialSupply: z.boolean(),
  mpan: z
    .string()
    .regex(/^\d{11,13}$/, { error: 'must be 11 to 13 digits' })
    .nullable(),
  mprn: z
    .string()
    .regex(/^\d{6,10}$/, { error: 'must be 6 to 10 digits' })
    .nullable(),
  electricityMeter: z.enum(['single-rate', 'economy-7', 'smart']).nullable(),
  gasMeter: z.enum(['credit', 'smart']).nullable(),
  isElectricityPrepayment: z.boolean(),
  isGasPrepayment: z.boolean(),
  currentElectricitySupplier: text.nullable(),
  currentGasSupplier: text.nullable(),
});

/** A postcode's supply: its grid supply point group and what differs from the common facts. */
const postcodeSupplySchema = supplyFactsSchema
  .partial()
  .required({ gspGroup: true })
  .transform(({ gspGroup, ...facts }) => supplyIn(gspGroup, facts));

const addressSchema = z.strictObject({
  addressKey: addressKeySchema,
  houseNumber: text.optional(),
  houseName: text.optional(),
  street: text,
  locality: text.optional(),
  isDomestic: z.boolean().optional(),
  supply: supplyFactsSchema.partial().optional(),
});

const postcodeSchema = z.strictObject({
  postcode: z.string().refine((postcode) => normalisePostcode(postcode) === postcode, {
    error: "must be a normalised postcode ('LS1 4AP')",
  }),
  nation: z.enum(NATIONS),
  town: text,
  county: text.nullable(),
  locality: text.optional(),
  /** A key of `councils`; null: no council can be identified (a named edge case). */
  council: z.string().nullable(),
  /** A key of `waterBoards`; null: no water board can be identified (a named edge case). */
  waterBoard: z.string().nullable(),
  supply: postcodeSupplySchema,
  /** A key of `broadband.profiles`; absent: the default profile. */
  broadband: z.string().optional(),
  demoCase: text.optional(),
  addresses: z.array(addressSchema),
});

const broadbandProfileSchema = z.strictObject({
  standardMbps: z.number().int().nonnegative(),
  fibreMbps: z.number().int().nonnegative(),
  technologies: z.array(installTechnologySchema),
  providers: z.array(text),
  activeLines: z.array(installTechnologySchema),
});

export const addressDatasetFileSchema = z.strictObject({
  councils: z.record(z.string(), authoritySchema),
  waterBoards: z.record(z.string(), authoritySchema),
  broadband: z.strictObject({
    default: z.string(),
    profiles: z.record(z.string(), broadbandProfileSchema),
  }),
  postcodes: z.array(postcodeSchema).min(1, { error: 'needs at least one postcode' }),
});

export type AddressDatasetFile = z.infer<typeof addressDatasetFileSchema>;
export type DatasetPostcodeEntry = AddressDatasetFile['postcodes'][number];
export type PostcodeBroadband = z.infer<typeof broadbandProfileSchema>;

export class AddressDatasetError extends Error {
  override readonly name = 'AddressDatasetError';
}

/** Where an issue is: 'postcodes[3] (LS6 3BN), addresses[2] (LS63BN-3), supply.mpan'. */
function placeOf(file: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let at: unknown = file;
  for (const key of path) {
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    const named = at && typeof at === 'object' ? (at as Record<string, unknown>) : undefined;
    const name = named?.addressKey ?? named?.postcode;
    if (typeof key === 'number')
      parts.push(`[${key}]${typeof name === 'string' ? ` (${name})` : ''}`);
    else parts.push(parts.length === 0 ? String(key) : `.${String(key)}`);
  }
  return parts.join('') || 'the file';
}

/** Every key an entry names is defined, and no postcode or address key is there twice. */
function crossReferenceProblems(dataset: AddressDatasetFile): string[] {
  const problems: string[] = [];
  const { councils, waterBoards, broadband } = dataset;
  if (!(broadband.default in broadband.profiles))
    problems.push(`broadband.default: no profile '${broadband.default}'`);
  const postcodes = new Set<string>();
  const addressKeys = new Set<string>();
  dataset.postcodes.forEach((entry, index) => {
    const at = `postcodes[${index}] (${entry.postcode})`;
    if (postcodes.has(entry.postcode)) problems.push(`${at}: the postcode is there twice`);
    postcodes.add(entry.postcode);
    if (entry.council !== null && !(entry.council in councils))
      problems.push(`${at}.council: no council '${entry.council}'`);
    if (entry.waterBoard !== null && !(entry.waterBoard in waterBoards))
      problems.push(`${at}.waterBoard: no water board '${entry.waterBoard}'`);
    if (entry.broadband !== undefined && !(entry.broadband in broadband.profiles))
      problems.push(`${at}.broadband: no profile '${entry.broadband}'`);
    for (const address of entry.addresses) {
      if (addressKeys.has(address.addressKey))
        problems.push(`${at}: the address key ${address.addressKey} is there twice`);
      addressKeys.add(address.addressKey);
    }
  });
  return problems;
}

/** The dataset file's text, checked whole; throws AddressDatasetError naming the file and every entry at fault. */
export function parseAddressDatasetFile(fileName: string, json: string): AddressDatasetFile {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AddressDatasetError(`${fileName}: the file is not valid JSON (${reason})`);
  }
  const parsed = addressDatasetFileSchema.safeParse(input);
  const problems = parsed.success
    ? crossReferenceProblems(parsed.data)
    : parsed.error.issues.map((issue) => `${placeOf(input, issue.path)}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new AddressDatasetError(`${fileName}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return parsed.data;
}
