import { z } from 'zod';

/** The message for an OptIn that is neither 0 nor 1. */
export const OPT_IN_VALUE_MESSAGE = 'Please choose on (1) or off (0).';

const optInValue = z.union([z.literal(0), z.literal(1)], { error: OPT_IN_VALUE_MESSAGE });

/**
 * PUT /api/enrolment/product-selection (our path: the spec shows none). OptIn 0 or 1 per product;
 * council and water only when their cards are shown (the combined journey answers them elsewhere).
 * Whether a value is allowed for this mover (forced and not-offered cards) is the service's check.
 */
export const productSelectionBodySchema = z.object({
  energyOptIn: optInValue,
  entertainmentOptIn: optInValue,
  councilOptIn: optInValue.optional(),
  waterOptIn: optInValue.optional(),
});
export type ProductSelectionBody = z.infer<typeof productSelectionBodySchema>;
