import { z } from 'zod';

/** Spec cookie item: group, title (comma-separated cookie names), description, time, type, vendor. */
export const cookieItemSchema = z.object({
  group: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.string(),
  type: z.string(),
  vendor: z.string(),
});
export type CookieItem = z.infer<typeof cookieItemSchema>;

/** GET /api/cookie-details */
export const cookieDetailsResponseSchema = z.array(cookieItemSchema);

/** Cookie consent performance group code (spec section 9). */
export const PERFORMANCE_COOKIE_GROUP = 'C0002';
