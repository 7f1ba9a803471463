import { z } from 'zod';

/**
 * The answer to a CSV upload of leads (the lead API's POST /partner/leads/bulk and the console's
 * upload alike): one result per lead record, in order. `record` counts the leads (1 = the first
 * after the header); `row` is the row a spreadsheet shows (the header is row 1).
 */
const position = { row: z.number().int(), record: z.number().int() };
export const leadUploadRowSchema = z.discriminatedUnion('status', [
  z.object({ ...position, status: z.literal('created'), enrolmentId: z.string() }),
  z.object({ ...position, status: z.literal('invalid'), errors: z.record(z.string(), z.string()) }),
  z.object({
    ...position,
    status: z.literal('limited'),
    errors: z.record(z.string(), z.string()),
    retryAfterSeconds: z.number(),
  }),
  z.object({ ...position, status: z.literal('failed'), message: z.string() }),
]);
export type LeadUploadRow = z.infer<typeof leadUploadRowSchema>;

export const leadUploadResultsSchema = z.object({ results: z.array(leadUploadRowSchema) });
export type LeadUploadResults = z.infer<typeof leadUploadResultsSchema>;
