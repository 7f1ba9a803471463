import {
  PARTNER_KEY_BRAND_NOT_YOURS_MESSAGE,
  PARTNER_KEY_NOT_FOUND_MESSAGE,
  PARTNER_KEYS_OWNER_ONLY_MESSAGE,
  type PartnerKey,
  type PartnerKeyCreate,
  type PartnerKeyCreated,
  type PartnerKeys,
} from '@threshold/domain/partner/partner-keys';
import { AppError } from '../../http/app-error';
import type { PartnerKeyRecord, PartnerKeysService } from '../partner-leads/partner-keys.service';
import type { PartnerCaller, PartnerUsersService } from '../partner-console/partner-users.service';

export type PartnerConsoleKeysService = ReturnType<typeof createPartnerConsoleKeysService>;

const ownerOnly = () => new AppError('FORBIDDEN', PARTNER_KEYS_OWNER_ONLY_MESSAGE, { status: 403 });
const keyNotFound = () =>
  new AppError('PARTNER_KEY_NOT_FOUND', PARTNER_KEY_NOT_FOUND_MESSAGE, { status: 404 });

function toPartnerKey(row: PartnerKeyRecord): PartnerKey {
  return {
    id: row.id,
    name: row.label,
    prefix: row.keyPrefix,
    brandId: row.brandId,
    brandName: row.brandName,
    branchCode: row.branchCode,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The console's API keys (issue 22), owners only: the keys of their brand and those below it,
 * a new key for one of those brands (shown once), and revoking one. Another partner's key is
 * answered as if it did not exist.
 */
export function createPartnerConsoleKeysService(deps: {
  partnerKeysService: Pick<PartnerKeysService, 'issueFor' | 'listByBrands' | 'findById' | 'revoke'>;
  partnerUsersService: Pick<PartnerUsersService, 'me'>;
}) {
  const { partnerKeysService: keys, partnerUsersService } = deps;

  /** The ids of the owner's brands (their own and those below); 403 for staff. */
  async function ownersBrandIds(caller: PartnerCaller): Promise<number[]> {
    if (caller.role !== 'owner') throw ownerOnly();
    const me = await partnerUsersService.me(caller);
    return me.brands.map((brand) => brand.id);
  }

  return {
    /** GET /api/partner/keys */
    async list(caller: PartnerCaller): Promise<PartnerKeys> {
      const rows = await keys.listByBrands(await ownersBrandIds(caller));
      return { keys: rows.map(toPartnerKey) };
    },

    /** POST /api/partner/keys: a key of the owner's brand or one below it. */
    async create(caller: PartnerCaller, body: PartnerKeyCreate): Promise<PartnerKeyCreated> {
      const brandIds = await ownersBrandIds(caller);
      const brandId = body.brandId ?? caller.brandId;
      // Another partner's brand and a brand that does not exist answer alike.
      if (!brandIds.includes(brandId))
        throw new AppError('VALIDATION_FAILED', PARTNER_KEY_BRAND_NOT_YOURS_MESSAGE, {
          field: 'brandId',
        });
      const issued = await keys.issueFor(brandId, body.name);
      const row = await keys.findById(issued.id);
      if (!row) throw new Error('a partner key just written was not found');
      return { ...toPartnerKey(row), key: issued.key };
    },

    /** DELETE /api/partner/keys/{id}: the key is refused from the next call on. */
    async revoke(caller: PartnerCaller, keyId: number): Promise<void> {
      const brandIds = await ownersBrandIds(caller);
      const row = await keys.findById(keyId);
      if (!row || !brandIds.includes(row.brandId)) throw keyNotFound();
      await keys.revoke(row.id);
    },
  };
}
