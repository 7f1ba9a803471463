import { z } from 'zod';
import { CLIENT_ERROR_SOURCES, USER_AGENT_FAMILIES } from '../observability/client-error-report';

/** Longer messages are cut by the reporter; a body past this is not one of its reports. */
const MESSAGE_LIMIT = 1_000;

/**
 * POST /api/client-errors: one error a mover's browser hit. No personal data by design: the
 * message is scrubbed (observability/client-error-report) by the portal and again by the API,
 * the route is a pattern without the query, and only the browser's family is sent. Strict: a
 * report carries nothing else (never form values).
 */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().min(1).max(MESSAGE_LIMIT),
  route: z.string().max(MESSAGE_LIMIT),
  source: z.enum(CLIENT_ERROR_SOURCES),
  /** The portal build's id (its entry script's content hash), or 'dev'. */
  buildId: z.string().regex(/^[\w-]{1,40}$/, 'Build id must be up to 40 letters, digits, - or _'),
  userAgentFamily: z.enum(USER_AGENT_FAMILIES),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
