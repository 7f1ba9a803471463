import type { DbOrTx } from '../../db/client';
import { serviceStatuses } from '../../db/schema';

/** The service whose status GET /api/gbg-status-check reports (the identity check). */
export const IDENTITY_CHECK_SERVICE = 'identity-check';

/** The identity check starts 'Up'; a status an operator set since is kept. */
export async function seedServiceStatuses(tx: DbOrTx): Promise<void> {
  await tx
    .insert(serviceStatuses)
    .values({ service: IDENTITY_CHECK_SERVICE, status: 'Up' })
    .onConflictDoNothing({ target: serviceStatuses.service });
}
