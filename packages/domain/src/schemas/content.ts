import { z } from 'zod';

/**
 * Content's two base paths (portal-access 2): the tenant portal's words, and the telephony
 * portal's agent-facing words for the same page. A telephony page without its own words shows
 * the tenant's.
 */
export const CONTENT_PORTALS = ['tenant', 'telephony'] as const;
export const contentPortalSchema = z.enum(CONTENT_PORTALS);
export type ContentPortal = z.infer<typeof contentPortalSchema>;

/** The key of a journey page's block: "page." and the page identifier, e.g. "page.moving-details". */
export function pageContentKey(pageIdentifier: string): string {
  return `page.${pageIdentifier}`;
}

/**
 * One CMS block: the page intro of a page (title, subtitle, HTML description).
 * The description is HTML from the CMS: the browser sanitises it before showing it.
 */
export const contentBlockSchema = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
  /** Whose words these are: the telephony portal's own, or the tenant portal's. */
  portal: contentPortalSchema,
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/**
 * GET /api/content?brand={urlRoute}&portal=…: the brand's blocks, falling back to the default
 * brand's; with portal=telephony, key by key the nearest telephony block, else the nearest tenant one.
 */
export const contentResponseSchema = z.object({
  blocks: z.array(contentBlockSchema),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;
