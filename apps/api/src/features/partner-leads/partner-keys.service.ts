import { randomBytes } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import type { PartnerKeyHolder } from '../../auth/partner-guard';
import type { SecretHasher } from '../../auth/secret-hash';
import type { BrandService } from '../brand/brand.service';
import type { Db } from '../../db/client';
import { createPartnerKeysRepo, type PartnerKeysRepo } from './partner-keys.repo';

/** "tpk_" + 12 random characters: public, names the key in lists and finds its row. */
const PREFIX_PATTERN = /^tpk_[\w-]{12}$/;
const MAX_KEY_LENGTH = 200;

export type IssuedPartnerKey = {
  key: string;
  keyPrefix: string;
  brandId: number;
  brandName: string;
};

export type PartnerKeysService = ReturnType<typeof createPartnerKeysService>;

/**
 * Partner API keys: "<prefix>.<secret>" with 256 random bits of secret. Only the prefix and an
 * HMAC of the whole key are stored, so the key is shown once, when it is issued.
 */
export function createPartnerKeysService(deps: {
  repo: PartnerKeysRepo;
  brandService: BrandService;
  hasher: SecretHasher;
  clock: Clock;
}) {
  const { repo, brandService, hasher, clock } = deps;
  return {
    /** A new key for the partner (or sub-partner) at this url route; 404 when there is none. */
    async issue(urlRoute: string, label?: string): Promise<IssuedPartnerKey> {
      const [brand] = await brandService.findChain(urlRoute);
      if (!brand) throw new Error('findChain returned an empty chain');
      const keyPrefix = `tpk_${randomBytes(9).toString('base64url')}`;
      const key = `${keyPrefix}.${randomBytes(32).toString('base64url')}`;
      await repo.insert({
        brandId: brand.id,
        keyPrefix,
        keyHash: hasher.hash(key),
        label: label ?? null,
        createdAt: clock.now(),
      });
      return { key, keyPrefix, brandId: brand.id, brandName: brand.name };
    },

    /** The partner a presented key belongs to; null when it is malformed, unknown or revoked. */
    async authenticate(key: string): Promise<PartnerKeyHolder | null> {
      if (key.length > MAX_KEY_LENGTH) return null;
      const keyPrefix = key.split('.', 1)[0] ?? '';
      if (!PREFIX_PATTERN.test(keyPrefix)) return null;
      const row = await repo.findByPrefix(keyPrefix);
      if (!row || row.revokedAt !== null || !hasher.matches(key, row.keyHash)) return null;
      return { keyId: row.id, brandId: row.brandId };
    },
  };
}

/** The partner keys service over its own repo, for code composed outside app.ts (scripts, tests). */
export function createPartnerKeysServiceOver(
  db: Db,
  deps: Omit<Parameters<typeof createPartnerKeysService>[0], 'repo'>,
): PartnerKeysService {
  return createPartnerKeysService({ repo: createPartnerKeysRepo(db), ...deps });
}
