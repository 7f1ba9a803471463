import { z } from 'zod';

/**
 * GET /api/readiness, for operators and load balancers: whether this replica can serve, and why
 * not in full. 503 only when the database does not answer; an energy catalogue out of its period
 * leaves the portal serving (every other page works) and says 'degraded' with the reason.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  energyCatalogue: z
    .object({
      label: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      validity: z.enum(['current', 'expired', 'not-yet-valid']),
      /** 'quoting' while current; 'refused' in production past its period; 'illustrative' elsewhere. */
      quotes: z.enum(['quoting', 'refused', 'illustrative']),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;
