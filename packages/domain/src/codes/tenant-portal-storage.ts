/**
 * Values of the stored portal value `tenantPortalStorage`, which remembers where the mover is.
 * The next-page rules read movingDetails and enrolmentCompleted; the confirmation page writes
 * enrolmentCompleted.
 */
export const TENANT_PORTAL_STORAGE = {
  movingDetails: 'movingDetails',
  productSelection: 'productSelection',
  councilServices: 'councilServices',
  councilWaterPreProducts: 'councilWaterPreProducts',
  energyUsage: 'energyUsage',
  confirmation: 'confirmation',
  enrolmentCompleted: 'enrolmentCompleted',
} as const;
export type TenantPortalStorage =
  (typeof TENANT_PORTAL_STORAGE)[keyof typeof TENANT_PORTAL_STORAGE];

const values: readonly string[] = Object.values(TENANT_PORTAL_STORAGE);

export function isTenantPortalStorage(value: unknown): value is TenantPortalStorage {
  return typeof value === 'string' && values.includes(value);
}
