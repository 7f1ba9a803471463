import type { Clock } from '@threshold/domain/dates/clock';
import { visibleBrandIds } from '@threshold/domain/partner/brand-scope';
import {
  PARTNER_BRAND_NOT_YOURS_MESSAGE,
  PARTNER_BRAND_REQUIRED_MESSAGE,
  PARTNER_EMAIL_TAKEN_MESSAGE,
  PARTNER_LAST_OWNER_MESSAGE,
  PARTNER_OWNER_ONLY_MESSAGE,
  PARTNER_USER_NOT_FOUND_MESSAGE,
  partnerRoleSchema,
  type PartnerBrand,
  type PartnerInvite,
  type PartnerMe,
  type PartnerRole,
  type PartnerUser,
  type PartnerUsers,
} from '@threshold/domain/partner/partner-users';
import type {
  OperatorPartnerOwner,
  OperatorPartnerOwnerResponse,
} from '@threshold/domain/partner/operator-calls';
import { BRANDING_LEVEL } from '@threshold/domain/schemas/brand';
import type { AccessClaims } from '../../auth/access-tokens';
import { INVALID_TOKEN_MESSAGE } from '../../auth/access-tokens';
import type { Authenticator } from '../../auth/authenticator';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { brandPath, type Outbox } from '../../messages/outbox';
import type { BrandService } from '../brand/brand.service';
import type { PartnerUserRow, PartnerUsersRepo } from './partner-users.repo';

export type PartnerUsersService = ReturnType<typeof createPartnerUsersService>;

/** The signed-in partner user a console route acts for (read on every call). */
export type PartnerCaller = PartnerUserRow;

const ownerOnly = () => new AppError('FORBIDDEN', PARTNER_OWNER_ONLY_MESSAGE, { status: 403 });
const userNotFound = () =>
  new AppError('PARTNER_USER_NOT_FOUND', PARTNER_USER_NOT_FOUND_MESSAGE, { status: 404 });
const emailTaken = () =>
  new AppError('PARTNER_USER_EXISTS', PARTNER_EMAIL_TAKEN_MESSAGE, {
    status: 409,
    field: 'email',
  });

/**
 * Partner users: who the caller is and what they see, owners inviting and removing users of
 * their brand and the brands below it, and an operator creating a partner's first owner. A user
 * of another partner is answered as if they did not exist.
 */
export function createPartnerUsersService(deps: {
  db: Db;
  repo: PartnerUsersRepo;
  brandService: Pick<BrandService, 'findChain' | 'getBrandingById'>;
  authenticator: Pick<Authenticator, 'forgetPartnerUser'>;
  outbox: Outbox;
  clock: Clock;
  publicBaseUrl: string;
}) {
  const { db, repo, brandService, authenticator, outbox, clock, publicBaseUrl } = deps;

  /** The user's own brand and those below it, own first. */
  async function brandsOf(user: PartnerUserRow, via: DbOrTx = db): Promise<PartnerBrand[]> {
    const nodes = await repo.listBrandNodes(via);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    return visibleBrandIds(user.brandId, nodes).flatMap((id) => {
      const node = byId.get(id);
      return node ? [node] : [];
    });
  }

  function assertOwner(user: PartnerUserRow): void {
    if (user.role !== 'owner') throw ownerOnly();
  }

  /** The brand's /partner address, where its users sign in. */
  async function signInUrlOf(brandId: number, via: DbOrTx): Promise<string> {
    return `${publicBaseUrl}${brandPath(await brandService.getBrandingById(brandId, via))}/partner`;
  }

  /** Writes the user and their invitation e-mail together; 409 when the address is taken. */
  async function addUser(input: {
    brandId: number;
    email: string;
    role: PartnerRole;
    invitedBy: string | null;
  }): Promise<{ user: PartnerUser; signInUrl: string }> {
    return db.transaction(async (tx) => {
      const row = await repo.insert(tx, { ...input, createdAt: clock.now() });
      if (!row) throw emailTaken();
      const signInUrl = await signInUrlOf(row.brandId, tx);
      await outbox.enqueue(tx, {
        template: 'partnerInvitation',
        channel: 'email',
        to: row.email,
        brandId: row.brandId,
        data: { link: signInUrl, role: row.role },
      });
      const added = await repo.findWithBrandName(tx, row.id);
      if (!added) throw new Error('a partner user just written was not found');
      return { user: toPartnerUser(added, added.brandName), signInUrl };
    });
  }

  return {
    /**
     * The partner user a token stands for, as the database says now: 401 when removed or when the
     * token's version is no longer the user's (signed out), whatever any cache trusted.
     */
    async currentUser(claims: AccessClaims): Promise<PartnerCaller> {
      const user = await repo.findActiveById(claims.subject);
      if (!user || user.tokenVersion !== claims.tokenVersion)
        throw new AppError('TOKEN_REVOKED', INVALID_TOKEN_MESSAGE, { status: 401 });
      return user;
    },

    /** GET /api/partner/me */
    async me(user: PartnerCaller): Promise<PartnerMe> {
      const brands = await brandsOf(user);
      const [brand] = brands;
      if (!brand) throw new Error(`partner user ${user.id} belongs to no brand`);
      return {
        id: user.id,
        email: user.email,
        role: partnerRoleSchema.parse(user.role),
        brand,
        brands,
      };
    },

    /** GET /api/partner/users: owners only; the users of the caller's brands. */
    async listUsers(user: PartnerCaller): Promise<PartnerUsers> {
      assertOwner(user);
      const brandIds = (await brandsOf(user)).map((brand) => brand.id);
      const rows = await repo.listActiveUsers(brandIds);
      return { users: rows.map((row) => toPartnerUser(row, row.brandName)) };
    },

    /** POST /api/partner/users: owners only; to the caller's brand or one below it. */
    async invite(user: PartnerCaller, body: PartnerInvite): Promise<PartnerUser> {
      assertOwner(user);
      const brandId = body.brandId ?? user.brandId;
      const mine = (await brandsOf(user)).some((brand) => brand.id === brandId);
      // Another partner's brand and a brand that does not exist answer alike.
      if (!mine)
        throw new AppError('VALIDATION_FAILED', PARTNER_BRAND_NOT_YOURS_MESSAGE, {
          field: 'brandId',
        });
      const added = await addUser({
        brandId,
        email: body.email,
        role: body.role,
        invitedBy: user.id,
      });
      return added.user;
    },

    /**
     * DELETE /api/partner/users/{id}: owners only, a user of the caller's brands (any other is
     * 404). The last owner of a brand stays. Removal ends the user's sessions at once, here and
     * (through the change bus) on every replica.
     */
    async remove(user: PartnerCaller, targetId: string): Promise<void> {
      assertOwner(user);
      const target = await repo.findActiveById(targetId);
      if (!target) throw userNotFound();
      const mine = (await brandsOf(user)).some((brand) => brand.id === target.brandId);
      if (!mine) throw userNotFound();
      await db.transaction(async (tx) => {
        const owners = await repo.lockActiveOwners(tx, target.brandId);
        const current = await repo.findActiveById(target.id, tx);
        if (!current) throw userNotFound();
        if (current.role === 'owner' && owners.filter((id) => id !== current.id).length === 0)
          throw new AppError('LAST_OWNER', PARTNER_LAST_OWNER_MESSAGE, { status: 409 });
        if (!(await repo.remove(tx, current.id, clock.now()))) throw userNotFound();
      });
      authenticator.forgetPartnerUser(target.id);
    },

    /**
     * POST /api/operator/partner-owners (and `npm run partner-owner`): an owner of a partner,
     * sub-partner or branch, invited by e-mail to the brand's /partner address.
     */
    async createOwner(input: OperatorPartnerOwner): Promise<OperatorPartnerOwnerResponse> {
      const [brand] = await brandService.findChain(input.brand, input.branch);
      if (!brand) throw new Error('findChain returned an empty chain');
      if (brand.level === BRANDING_LEVEL.default)
        throw new AppError('VALIDATION_FAILED', PARTNER_BRAND_REQUIRED_MESSAGE, { field: 'brand' });
      return addUser({ brandId: brand.id, email: input.email, role: 'owner', invitedBy: null });
    },
  };
}

function toPartnerUser(
  row: Pick<PartnerUserRow, 'id' | 'email' | 'role' | 'brandId' | 'createdAt'>,
  brandName: string,
): PartnerUser {
  return {
    id: row.id,
    email: row.email,
    role: partnerRoleSchema.parse(row.role),
    brandId: row.brandId,
    brandName,
    createdAt: row.createdAt.toISOString(),
  };
}
