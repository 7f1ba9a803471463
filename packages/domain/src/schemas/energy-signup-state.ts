import { z } from 'zod';

/**
 * A completed energy sign-up's hand-off to its supplier (through the outbox), as the energy card
 * and the payment page's completion show it: queued until the worker sends it, like the council
 * and water tellings. Its own module, so the payment page does not load the confirmation schemas.
 */
export const energySignupStateSchema = z.object({
  supplierName: z.string(),
  /** The reference the supplier quotes back. */
  reference: z.string(),
  state: z.enum(['queued', 'sent', 'failed']),
  /** ISO date-time of that state. */
  stateAt: z.string(),
});
export type EnergySignupState = z.infer<typeof energySignupStateSchema>;
