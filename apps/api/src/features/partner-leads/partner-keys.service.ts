import { randomBytes } from 'node:crypto';
import type { Clock } from '@threshold/domain/dates/clock';
import type { PartnerKeyHolder } from '../../auth/partner-guard';
import type { SecretHasher } from '../../auth/secret-hash';
import type { BrandService } from '../brand/brand.service';
import type { Db } from '../../db/client';
import {
  createPartnerKeysRepo,
  type PartnerKeyListRow,
  type PartnerKeysRepo,
} from './partner-keys.repo';

/** A key as the console lists it: with its brand's name and branch code, never its hash's use. */
export type PartnerKeyRecord = PartnerKeyListRow;

/** "tpk_" + 12 random characters: public, names the key in lists and finds its row. */
const PREFIX_PATTERN = /^tpk_[\w-]{12}$/;
const MAX_KEY_LENGTH = 200;
/** A key's last use is written at most this often, so the lead API does not write on every call. */
export const LAST_USED_EVERY_MS = 60_000;

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

  async function issueFor(
    brandId: number,
    label: string | null,
  ): Promise<{ key: string; keyPrefix: string; id: number }> {
    const keyPrefix = `tpk_${randomBytes(9).toString('base64url')}`;
    const key = `${keyPrefix}.${randomBytes(32).toString('base64url')}`;
    const row = await repo.insert({
      brandId,
      keyPrefix,
      keyHash: hasher.hash(key),
      label,
      createdAt: clock.now(),
    });
    return { key, keyPrefix, id: row.id };
  }

  return {
    /** A new key for the partner (or sub-partner) at this url route; 404 when there is none. */
    async issue(urlRoute: string, label?: string): Promise<IssuedPartnerKey> {
      const [brand] = await brandService.findChain(urlRoute);
      if (!brand) throw new Error('findChain returned an empty chain');
      const { key, keyPrefix } = await issueFor(brand.id, label ?? null);
      return { key, keyPrefix, brandId: brand.id, brandName: brand.name };
    },

    /** A new key for a brand the caller has checked is theirs (the console's owners). */
    issueFor,

    /** The keys of these brands, revoked ones too, newest first. */
    listByBrands: (brandIds: number[]): Promise<PartnerKeyRecord[]> => repo.listByBrands(brandIds),
    findById: (id: number): Promise<PartnerKeyRecord | undefined> => repo.findListRow(id),
    /** Revoked from the next call on: authenticate reads the key's row on every call. */
    revoke: (id: number): Promise<void> => repo.revoke(id, clock.now()),

    /** The partner a presented key belongs to; null when it is malformed, unknown or revoked. */
    async authenticate(key: string): Promise<PartnerKeyHolder | null> {
      if (key.length > MAX_KEY_LENGTH) return null;
      const keyPrefix = key.split('.', 1)[0] ?? '';
      if (!PREFIX_PATTERN.test(keyPrefix)) return null;
      const row = await repo.findByPrefix(keyPrefix);
      if (!row || row.revokedAt !== null || !hasher.matches(key, row.keyHash)) return null;
      const now = clock.now();
      if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
        await repo.touch(row.id, now, new Date(now.getTime() - LAST_USED_EVERY_MS));
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
