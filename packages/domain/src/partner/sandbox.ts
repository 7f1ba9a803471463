/**
 * The sandbox brand (issue 22): a partner brand partners' developers send test leads to. Its leads
 * are validated and answered exactly as any partner's are, and exist as enrolments (with their
 * webhook events), but no invitation is written for them: nobody is ever sent anything.
 */
export const SANDBOX_BRAND_ROUTE = 'sandbox';
export const SANDBOX_BRAND_NAME = 'Sandbox Lettings';
/** The response header every answer to a sandbox key carries. */
export const SANDBOX_HEADER = 'threshold-sandbox';

/** A brand is the sandbox, or a branch of it, when its portal route is the sandbox's. */
export function isSandboxBrand(brand: { urlRoute: string }): boolean {
  return brand.urlRoute === SANDBOX_BRAND_ROUTE;
}
