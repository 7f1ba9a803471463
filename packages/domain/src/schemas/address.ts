import { z } from 'zod';
import { RESIDENTIAL_STATUS, type ChosenResidentialStatus } from '../codes/residential-status';
import {
  ADDRESS_LINE_MAX_LENGTH,
  hasHiddenCharacters,
  optionalAddressLineSchema,
  postcodeSchema,
  requiredAddressLineSchema,
} from './fields';

/** The classic address lookup's messages (portal-access section 5, "Address (classic)"). */
export const ADDRESS_MESSAGES = {
  searchRequired: 'Please search for your address using your postcode',
  noResults: 'Please check your postcode is valid',
  selectRequired: 'Please select an address from the dropdown',
  houseNameOrNumberRequired: 'Please enter a house name/number',
  addressLine1Required: 'Please enter an address line 1',
  cityTownRequired: 'Please enter a city/town',
} as const;

export const ADDRESS_LABELS = {
  houseNameOrNumber: 'House name/number',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  cityTown: 'City/town',
} as const;

/** An address key from the address provider, as chosen from the list (no hidden characters). */
export const addressKeySchema = z
  .string({ error: ADDRESS_MESSAGES.selectRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.selectRequired })
  .max(ADDRESS_LINE_MAX_LENGTH, { error: ADDRESS_MESSAGES.selectRequired })
  .refine(
    (key) => key === '' || key.length > ADDRESS_LINE_MAX_LENGTH || !hasHiddenCharacters(key),
    {
      error: ADDRESS_MESSAGES.selectRequired,
    },
  );

/** The manual address lines of the classic form (house, line 1, line 2, city/town). */
export const manualAddressLineSchemas = {
  houseNameOrNumber: requiredAddressLineSchema({
    label: ADDRESS_LABELS.houseNameOrNumber,
    required: ADDRESS_MESSAGES.houseNameOrNumberRequired,
  }),
  addressLine1: requiredAddressLineSchema({
    label: ADDRESS_LABELS.addressLine1,
    required: ADDRESS_MESSAGES.addressLine1Required,
  }),
  addressLine2: optionalAddressLineSchema({ label: ADDRESS_LABELS.addressLine2 }),
  cityTown: requiredAddressLineSchema({
    label: ADDRESS_LABELS.cityTown,
    required: ADDRESS_MESSAGES.cityTownRequired,
  }),
};

// ── Calls ─────────────────────────────────────────────────────────────────────────────────

/** GET /addresses/{postcode}: the path parameter, normalised ('sw1a1aa' → 'SW1A 1AA'). */
export const addressesParamsSchema = z.object({ postcode: postcodeSchema() });

/** One row of the address list. */
export const addressListItemSchema = z.object({
  addressKey: z.string(),
  simpleAddress: z.string(),
});
export type AddressListItem = z.infer<typeof addressListItemSchema>;

/** GET /addresses/{postcode} */
export const addressesResponseSchema = z.array(addressListItemSchema);

/** GET /onboarding/addresses: the list for the journey's verified postcode. */
export const onboardingAddressListItemSchema = addressListItemSchema.extend({
  postcode: z.string(),
});
export type OnboardingAddressListItem = z.infer<typeof onboardingAddressListItemSchema>;
export const onboardingAddressesResponseSchema = z.array(onboardingAddressListItemSchema);

export const NATIONS = ['England', 'Wales', 'Scotland', 'NorthernIreland'] as const;
export type Nation = (typeof NATIONS)[number];

/** One address resolved by key; not domestic means the business-address warning. */
export const addressDetailsSchema = z.object({
  addressKey: z.string(),
  simpleAddress: z.string(),
  houseNumber: z.string().nullable(),
  houseName: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  addressLine4: z.string().nullable(),
  town: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
  nation: z.enum(NATIONS),
  isDomestic: z.boolean(),
});
export type AddressDetails = z.infer<typeof addressDetailsSchema>;

/** GET /onboarding/address/{addressKey} */
export const onboardingAddressDetailsSchema = z.object({ isDomestic: z.boolean() });
export type OnboardingAddressDetails = z.infer<typeof onboardingAddressDetailsSchema>;

/** POST /address: choose an address from the list (GSP_NOT_FOUND means enter it by hand). */
export const selectAddressBodySchema = z.object({ addressKey: addressKeySchema });
export type SelectAddressBody = z.infer<typeof selectAddressBodySchema>;

/** PUT /addresses/manual-address (form-encoded): the classic manual entry. */
export const manualAddressBodySchema = z.object({
  houseNameOrNumber: manualAddressLineSchemas.houseNameOrNumber,
  addressLine1: manualAddressLineSchemas.addressLine1,
  addressLine2: manualAddressLineSchemas.addressLine2,
  town: manualAddressLineSchemas.cityTown,
  postcode: postcodeSchema(),
});
export type ManualAddressBody = z.infer<typeof manualAddressBodySchema>;

// ── Residential status ────────────────────────────────────────────────────────────────────

export const RESIDENTIAL_STATUS_MESSAGE = 'Please select an option';

const CHOSEN_RESIDENTIAL_STATUSES = [
  RESIDENTIAL_STATUS.homeOwner,
  RESIDENTIAL_STATUS.privateTenant,
  RESIDENTIAL_STATUS.localAuthority,
  RESIDENTIAL_STATUS.landlord,
] as const satisfies readonly ChosenResidentialStatus[];

/**
 * A select's value arrives as a string; a JSON body may carry the number. Blank or missing is
 * "not set" (0), which only the optional select accepts.
 */
const residentialStatusCodeSchema = z
  .union([z.number(), z.string()], { error: RESIDENTIAL_STATUS_MESSAGE })
  .optional()
  .transform((value) => {
    if (value === undefined) return RESIDENTIAL_STATUS.notSet;
    if (typeof value === 'number') return value;
    return value.trim() === '' ? RESIDENTIAL_STATUS.notSet : Number(value);
  });

/** A status the mover picked from the select: 200 to 203. */
export const chosenResidentialStatusSchema = residentialStatusCodeSchema.pipe(
  z.literal(CHOSEN_RESIDENTIAL_STATUSES, { error: RESIDENTIAL_STATUS_MESSAGE }),
);

/** A status that may be left unset (0) when the select is not shown. */
export const residentialStatusSchema = residentialStatusCodeSchema.pipe(
  z.literal([RESIDENTIAL_STATUS.notSet, ...CHOSEN_RESIDENTIAL_STATUSES], {
    error: RESIDENTIAL_STATUS_MESSAGE,
  }),
);

/** GET /residential-statuses: the options of the select. */
export const residentialStatusOptionSchema = z.object({
  value: z.literal(CHOSEN_RESIDENTIAL_STATUSES),
  label: z.string(),
});
export type ResidentialStatusOption = z.infer<typeof residentialStatusOptionSchema>;
export const residentialStatusesResponseSchema = z.array(residentialStatusOptionSchema);
