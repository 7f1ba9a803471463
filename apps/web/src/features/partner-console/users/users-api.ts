import {
  partnerUserSchema,
  partnerUsersSchema,
  type PartnerInvite,
  type PartnerUser,
} from '@threshold/domain/partner/partner-users';
import { partnerCall } from '../partner.api';

/** The console's user calls (issue 22), owners only, each with the signed-in user's token. */

export const usersQueryKey = ['partner-console', 'users'] as const;

export const usersQuery = {
  queryKey: usersQueryKey,
  queryFn: async (): Promise<PartnerUser[]> =>
    partnerUsersSchema.parse(await partnerCall('/api/partner/users')).users,
} as const;

/** POST /api/partner/users: the invited user (they are e-mailed the console's address). */
export async function inviteUser(body: PartnerInvite): Promise<PartnerUser> {
  return partnerUserSchema.parse(
    await partnerCall('/api/partner/users', { method: 'POST', json: body }),
  );
}

export async function removeUser(user: Pick<PartnerUser, 'id'>): Promise<void> {
  await partnerCall(`/api/partner/users/${encodeURIComponent(user.id)}`, { method: 'DELETE' });
}
