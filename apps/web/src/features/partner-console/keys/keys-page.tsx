import {
  PARTNER_KEY_NAME_MAX,
  PARTNER_KEYS_OWNER_ONLY_MESSAGE,
  partnerKeyCreateSchema,
  type PartnerKey,
  type PartnerKeyCreate,
  type PartnerKeyCreated,
} from '@threshold/domain/partner/partner-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { describeError } from '../../../api/error-message';
import { serverErrorsOf } from '../../../api/form-errors';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { TextField } from '../../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { Modal, useModalState } from '../../../ui/modal';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { BrandSelect } from '../brand-select';
import { ConsolePage } from '../console-page';
import { ShownOnce } from '../shown-once';
import { shownTime } from '../users/shown-time';
import { TableScroll } from '../leads/table-scroll';
import { usePartnerMe } from '../use-partner-me';
import { OwnerAreasStyles } from '../users/owner-areas-styles';
import { OwnersOnly } from '../users/owners-only';
import { createKey, keysQuery, keysQueryKey, revokeKey } from './keys-api';

type FormValues = { name: string; brandId: string };
const INITIAL: FormValues = { name: '', brandId: '' };
const TARGETS: FieldTargets = [
  ['name', 'key-name'],
  ['brandId', 'key-brand'],
];

/** The API's own schema, with the select's value ('' = the owner's own brand) as a number. */
const keyFormSchema = z.preprocess((input) => {
  const values = input as FormValues;
  return { name: values.name, brandId: values.brandId ? Number(values.brandId) : undefined };
}, partnerKeyCreateSchema) as unknown as z.ZodType<PartnerKeyCreate, FormValues>;

/** partner/keys: owners make, see and revoke the keys their developers send leads with. */
export function KeysPage() {
  return (
    <OwnersOnly title="API keys" message={PARTNER_KEYS_OWNER_ONLY_MESSAGE}>
      <OwnersKeys />
    </OwnersOnly>
  );
}

function OwnersKeys() {
  const queryClient = useQueryClient();
  const me = usePartnerMe();
  const keys = useQuery(keysQuery);
  const [created, setCreated] = useState<PartnerKeyCreated | null>(null);
  const form = useSchemaForm(keyFormSchema, INITIAL);
  const save = useSubmit(createKey, {
    onSuccess: async (key) => {
      setCreated(key);
      form.setValue('name', '');
      await queryClient.invalidateQueries({ queryKey: keysQueryKey });
    },
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });

  const [toRevoke, setToRevoke] = useState<PartnerKey | null>(null);
  const confirm = useModalState();
  const [revokeAttempt, setRevokeAttempt] = useState(0);
  const revoke = useAction(revokeKey, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysQueryKey }),
    onError: () => setRevokeAttempt((count) => count + 1),
  });
  const brands = me.data?.brands ?? [];

  return (
    <ConsolePage title="API keys">
      <OwnerAreasStyles />
      <ErrorSummary
        errors={revoke.isError ? [{ targetId: null, message: describeError(revoke.error) }] : []}
        attempt={revokeAttempt}
      />
      <p>
        Your developers send leads to the lead API with a key: each call carries it as{' '}
        <code>Authorization: Bearer</code> and the key. A key of a branch creates leads for that
        branch only.
      </p>

      {created ? (
        <NewKey
          created={created}
          onDone={() => {
            setCreated(null);
            // The form is back in the panel's place: the next key starts at its name.
            requestAnimationFrame(() => document.getElementById('key-name')?.focus());
          }}
        />
      ) : (
        <section className="owner-area-section" aria-labelledby="make-key-heading">
          <h2 id="make-key-heading">Make a key</h2>
          <div className="owner-area-form">
            <FormShell
              form={form}
              targets={TARGETS}
              onSubmit={form.handleSubmit(save.run)}
              submitLabel="Make key"
              isSubmitting={save.isPending}
            >
              <TextField
                id="key-name"
                label="Name"
                hint="Say what uses it, for example: Lettings CRM"
                autoComplete="off"
                maxLength={PARTNER_KEY_NAME_MAX}
                error={form.errors.name}
                {...form.bind('name')}
              />
              {brands.length > 1 && (
                <BrandSelect
                  id="key-brand"
                  label="Leads go to"
                  hint="Choose a branch to keep the key's leads in that branch"
                  brands={brands}
                  error={form.errors.brandId}
                  {...form.bind('brandId')}
                />
              )}
            </FormShell>
          </div>
        </section>
      )}

      {/* Not a region itself: the table's scroller is the region this heading names. */}
      <section className="owner-area-section">
        <h2 id="keys-heading">Your keys</h2>
        {keys.isPending ? (
          <WorkingStatus message="Loading your keys" />
        ) : keys.isError ? (
          <div role="alert">
            <p>{describeError(keys.error)}</p>
            <button type="button" className="button" onClick={() => void keys.refetch()}>
              Try again
            </button>
          </div>
        ) : keys.data.length === 0 ? (
          <p>You have no keys yet.</p>
        ) : (
          <TableScroll labelledBy="keys-heading">
            <table className="console-table owner-area-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key starts</th>
                  <th scope="col">Leads go to</th>
                  <th scope="col">Made</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">State or action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.data.map((key) => (
                  <tr key={key.id}>
                    <td>{key.name ?? 'No name'}</td>
                    <td>
                      <span className="key-prefix">{key.prefix}</span>
                    </td>
                    <td>
                      {key.branchCode
                        ? `${key.brandName} (branch ${key.branchCode})`
                        : key.brandName}
                    </td>
                    <td>{shownTime(key.createdAt)}</td>
                    <td>{key.lastUsedAt ? shownTime(key.lastUsedAt) : 'Not used yet'}</td>
                    <td>
                      {key.revokedAt ? (
                        `Revoked ${shownTime(key.revokedAt)}`
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={revoke.isPending && revoke.variables?.id === key.id}
                          onClick={() => {
                            setToRevoke(key);
                            confirm.open();
                          }}
                        >
                          Revoke<span className="visually-hidden"> {keyName(key)}</span>
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
        title={toRevoke ? `Revoke ${keyName(toRevoke)}?` : 'Revoke this key?'}
        subtitle="Calls with this key will be refused from now on. This cannot be undone."
        primaryAction={{
          label: 'Revoke key',
          onSelect: () => {
            if (toRevoke) revoke.mutate(toRevoke);
          },
        }}
        secondaryAction={{ label: 'Cancel' }}
        onClose={confirm.close}
      />
    </ConsolePage>
  );
}

const keyName = (key: Pick<PartnerKey, 'name' | 'prefix'>) =>
  key.name ? `the key “${key.name}”` : `the key ${key.prefix}`;

/** The key made just now, whole, this once: copy it, then it is gone from the page. */
function NewKey({ created, onDone }: { created: PartnerKeyCreated; onDone: () => void }) {
  return (
    <ShownOnce
      id="new-key"
      heading={`Your new key: ${created.name}`}
      warning="Copy this key now and keep it safe: it will not be shown again. Anyone who has it can send leads as your organisation."
      label="Key"
      noun="key"
      value={created.key}
      onDone={onDone}
    />
  );
}

export { KeysPage as Component };
