import { z } from 'zod';
import { hasHiddenCharactersBesideLineBreaks } from '../schemas/hidden-characters';
import { PAGE_IDENTIFIERS } from './page-identifiers';

/**
 * Call scripts (portal-access 3, "Call script: pageIdentifier, pageScript"): what an agent reads
 * to the caller on each journey page. Plain text (line breaks kept), never HTML: the agent panel
 * shows it as text, so an operator's edit cannot inject markup.
 */

export const CALL_SCRIPT_MAX_LENGTH = 4000;
export const CALL_SCRIPT_NOT_FOUND_MESSAGE = 'There is no call script for this page.';
export const CALL_SCRIPT_EMPTY_MESSAGE = 'Please enter the call script';
export const CALL_SCRIPT_TOO_LONG_MESSAGE = `The call script can be at most ${CALL_SCRIPT_MAX_LENGTH} characters`;

export const pageIdentifierSchema = z.enum(PAGE_IDENTIFIERS);

export const callScriptSchema = z.object({
  pageIdentifier: z.string(),
  pageScript: z.string(),
});
export type CallScript = z.infer<typeof callScriptSchema>;

/** PUT /api/operator/call-scripts/{pageIdentifier}: the new words (line breaks and tabs kept). */
export const callScriptInputSchema = z
  .object({
    pageScript: z
      .string()
      .trim()
      .min(1, CALL_SCRIPT_EMPTY_MESSAGE)
      .max(CALL_SCRIPT_MAX_LENGTH, CALL_SCRIPT_TOO_LONG_MESSAGE)
      .refine((script) => !hasHiddenCharactersBesideLineBreaks(script), {
        error: 'A call script cannot contain hidden characters',
      }),
  })
  .strict();
export type CallScriptInput = z.infer<typeof callScriptInputSchema>;
