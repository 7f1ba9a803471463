import {
  PARTNER_OWNER_ONLY_MESSAGE,
  partnerInviteSchema,
  type PartnerInvite,
  type PartnerUser,
} from '@threshold/domain/partner/partner-users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { describeError } from '../../../api/error-message';
import { serverErrorsOf } from '../../../api/form-errors';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FieldFrame, TextField, describedBy } from '../../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { Modal, useModalState } from '../../../ui/modal';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { BrandSelect } from '../brand-select';
import { ConsolePage } from '../console-page';
import { shownTime } from './shown-time';
import { TableScroll } from '../leads/table-scroll';
import { usePartnerMe } from '../use-partner-me';
import { OwnerAreasStyles } from './owner-areas-styles';
import { OwnersOnly } from './owners-only';
import { inviteUser, removeUser, usersQuery, usersQueryKey } from './users-api';

type FormValues = { email: string; role: string; brandId: string };
const INITIAL: FormValues = { email: '', role: 'staff', brandId: '' };
const TARGETS: FieldTargets = [
  ['email', 'invite-email'],
  ['role', 'invite-role'],
  ['brandId', 'invite-brand'],
];
const ROLE_LABEL = { owner: 'Owner', staff: 'Staff' } as const;

/** The API's own schema, with the select's value ('' = the owner's own brand) as a number. */
const inviteFormSchema = z.preprocess((input) => {
  const values = input as FormValues;
  return {
    email: values.email,
    role: values.role,
    brandId: values.brandId ? Number(values.brandId) : undefined,
  };
}, partnerInviteSchema) as unknown as z.ZodType<PartnerInvite, FormValues>;

/** partner/users: owners invite people to the console by e-mail and remove them. */
export function UsersPage() {
  return (
    <OwnersOnly title="Users" message={PARTNER_OWNER_ONLY_MESSAGE}>
      <OwnersUsers />
    </OwnersOnly>
  );
}

function OwnersUsers() {
  const queryClient = useQueryClient();
  const me = usePartnerMe();
  const users = useQuery(usersQuery);
  const [invited, setInvited] = useState<PartnerUser | null>(null);
  const form = useSchemaForm(inviteFormSchema, INITIAL);
  const invite = useSubmit(inviteUser, {
    onSuccess: async (user) => {
      setInvited(user);
      form.setValue('email', '');
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
    onError: (error) => {
      setInvited(null);
      form.showErrors(serverErrorsOf(error, TARGETS));
    },
  });

  const [toRemove, setToRemove] = useState<PartnerUser | null>(null);
  const confirm = useModalState();
  const [removeAttempt, setRemoveAttempt] = useState(0);
  const remove = useAction(removeUser, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
    onError: () => setRemoveAttempt((count) => count + 1),
  });
  const brands = me.data?.brands ?? [];

  return (
    <ConsolePage title="Users">
      <OwnerAreasStyles />
      <ErrorSummary
        errors={remove.isError ? [{ targetId: null, message: describeError(remove.error) }] : []}
        attempt={removeAttempt}
      />
      <p>
        Owners manage users, API keys and webhooks as well as leads. Staff see and add leads and
        read reports.
      </p>

      <section className="owner-area-section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        {invited && (
          <p className="owner-area-done" role="status">
            We have e-mailed {invited.email} the console’s address. They sign in there with a code
            sent to that address.
          </p>
        )}
        <div className="owner-area-form">
          <FormShell
            form={form}
            targets={TARGETS}
            onSubmit={form.handleSubmit(invite.run)}
            submitLabel="Invite"
            isSubmitting={invite.isPending}
          >
            <TextField
              id="invite-email"
              label="Email address"
              type="email"
              autoComplete="off"
              spellCheck={false}
              error={form.errors.email}
              {...form.bind('email')}
            />
            <FieldFrame id="invite-role" label="Role" error={form.errors.role}>
              <select
                id="invite-role"
                className="input input--select"
                aria-describedby={describedBy('invite-role', { error: form.errors.role })}
                aria-invalid={form.errors.role ? true : undefined}
                {...form.bind('role')}
              >
                <option value="staff">Staff: leads and reports</option>
                <option value="owner">Owner: everything, including users and keys</option>
              </select>
            </FieldFrame>
            {brands.length > 1 && (
              <BrandSelect
                id="invite-brand"
                label="Belongs to"
                brands={brands}
                error={form.errors.brandId}
                {...form.bind('brandId')}
              />
            )}
          </FormShell>
        </div>
      </section>

      {/* Not a region itself: the table's scroller is the region this heading names. */}
      <section className="owner-area-section">
        <h2 id="users-heading">People with access</h2>
        {users.isPending ? (
          <WorkingStatus message="Loading your users" />
        ) : users.isError ? (
          <div role="alert">
            <p>{describeError(users.error)}</p>
            <button type="button" className="button" onClick={() => void users.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <TableScroll labelledBy="users-heading">
            <table className="console-table owner-area-table">
              <thead>
                <tr>
                  <th scope="col">Email address</th>
                  <th scope="col">Role</th>
                  <th scope="col">Belongs to</th>
                  <th scope="col">Added</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id}>
                    <td>{user.email}</td>
                    <td>{ROLE_LABEL[user.role]}</td>
                    <td>{user.brandName}</td>
                    <td>{shownTime(user.createdAt)}</td>
                    <td>
                      {user.id === me.data?.id ? (
                        'You'
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={remove.isPending && remove.variables?.id === user.id}
                          onClick={() => {
                            setToRemove(user);
                            confirm.open();
                          }}
                        >
                          Remove<span className="visually-hidden"> {user.email}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <Modal
        state={confirm.state}
        title={toRemove ? `Remove ${toRemove.email}?` : 'Remove this user?'}
        subtitle="They are signed out at once and can no longer use the console. You can invite them again later."
        primaryAction={{
          label: 'Remove user',
          onSelect: () => {
            if (toRemove) remove.mutate(toRemove);
          },
        }}
        secondaryAction={{ label: 'Cancel' }}
        onClose={confirm.close}
      />
    </ConsolePage>
  );
}

export { UsersPage as Component };
