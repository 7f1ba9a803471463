/**
 * The public portal client: the browser obtains its app token with these (spec "a fixed app
 * account logs in by password grant"). They are public by nature — the token they give opens
 * only app-level calls — so they live here rather than in a secret store. A module of its own,
 * with no zod, because the portal's first page needs them and nothing else of the token schemas.
 */
export const PORTAL_APP_USERNAME = 'threshold-portal';
export const PORTAL_APP_PASSWORD = 'public-portal-client';
