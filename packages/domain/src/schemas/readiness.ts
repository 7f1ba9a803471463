import { z } from 'zod';

/**
 * GET /api/readiness, for operators and load balancers: whether this replica can serve, and why
 * not in full. 503 when the database does not answer or lacks a migration this code needs; an
 * energy catalogue out of its period leaves the portal serving (every other page works) and says
 * 'degraded' with the reason.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** 'unknown' while the database does not answer. */
  migrations: z.enum(['applied', 'pending', 'unknown']),
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

/** GET /api/liveness: the process answers (it never asks the database). */
export const livenessSchema = z.object({ status: z.literal('alive') });
