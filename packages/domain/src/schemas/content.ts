import { z } from 'zod';

/**
 * One CMS block: the page intro of a page (title, subtitle, HTML description).
 * The description is HTML from the CMS: the browser sanitises it before showing it.
 */
export const contentBlockSchema = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** GET /api/content?brand={urlRoute}: the brand's blocks, falling back to the default brand's. */
export const contentResponseSchema = z.object({
  blocks: z.array(contentBlockSchema),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;
