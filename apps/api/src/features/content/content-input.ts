import { contentBlockSchema, contentPortalSchema } from '@threshold/domain/schemas/content';
import {
  hasHiddenCharacters,
  hasHiddenCharactersBesideLineBreaks,
} from '@threshold/domain/schemas/hidden-characters';
import { PAGE_IDENTIFIERS } from '@threshold/domain/telephony/page-identifiers';
import { z } from 'zod';

/** The key of a journey page's block: "page." and the page identifier, e.g. "page.moving-details". */
const PAGE_KEYS = new Set<string>(PAGE_IDENTIFIERS.map((identifier) => `page.${identifier}`));

/**
 * A block's key: lower-case words joined by "." or "-" (landing, cookie-policy.introduction).
 * A "page." key names a journey page the domain knows.
 */
export const contentKeySchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/, 'Please enter a key of lower-case words joined by . or -')
  .refine((key) => !key.startsWith('page.') || PAGE_KEYS.has(key), {
    error: 'There is no journey page with this key',
  });

const plainLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !hasHiddenCharacters(text), {
      error: 'The words cannot contain hidden characters',
    });

/** PUT /api/operator/content/{brand}/{portal}/{key}: the block's words (HTML stored as given). */
export const contentBlockInputSchema = z
  .object({
    title: plainLine(200).pipe(z.string().min(1, 'Please enter a title')),
    subtitle: plainLine(300).nullish(),
    descriptionHtml: z
      .string()
      .max(20_000)
      .refine((html) => !hasHiddenCharactersBesideLineBreaks(html), {
        error: 'The words cannot contain hidden characters',
      })
      .nullish(),
  })
  .strict();
export type ContentBlockInput = z.infer<typeof contentBlockInputSchema>;

/** GET /api/operator/content?brand=&portal=: the brand's own blocks of that portal, in order. */
export const operatorContentResponseSchema = z.object({
  brand: z.string(),
  portal: contentPortalSchema,
  blocks: z.array(contentBlockSchema),
});
