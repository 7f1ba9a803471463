import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_OWNER_ONLY_MESSAGE,
  webhookEndpointCreateSchema,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '@threshold/domain/partner/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { describeError } from '../../../api/error-message';
import { serverErrorsOf } from '../../../api/form-errors';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { TextField } from '../../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { lazyPart, useLazyPart } from '../../../ui/lazy-part';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { BrandSelect } from '../brand-select';
import { ConsolePage } from '../console-page';
import { OwnerAreasStyles } from '../users/owner-areas-styles';
import { OwnersOnly } from '../users/owners-only';
import { shownTime } from '../users/shown-time';
import { TableScroll } from '../leads/table-scroll';
import { brandLabel, usePartnerMe } from '../use-partner-me';
import { EVENT_LABELS } from './webhook-words';
import {
  createEndpoint,
  deleteEndpoint,
  endpointsQuery,
  endpointsQueryKey,
  setEndpointEnabled,
} from './webhooks-api';
import { WebhooksStyles } from './webhooks-styles';

type FormValues = {
  url: string;
  events: WebhookEventType[];
  description: string;
  brandId: string;
};
const INITIAL: FormValues = { url: '', events: [], description: '', brandId: '' };
const eventId = (type: WebhookEventType) => `webhook-event-${type.replace('.', '-')}`;
const TARGETS: FieldTargets = [
  ['url', 'webhook-url'],
  ['events', eventId(WEBHOOK_EVENT_TYPES[0])],
  ['description', 'webhook-description'],
  ['brandId', 'webhook-brand'],
];

/** The API's own schema, with an empty description left out and the select's value as a number. */
const endpointFormSchema = z.preprocess((input) => {
  const values = input as FormValues;
  return {
    url: values.url.trim(),
    events: values.events,
    ...(values.description.trim() ? { description: values.description } : {}),
    ...(values.brandId ? { brandId: Number(values.brandId) } : {}),
  };
}, webhookEndpointCreateSchema) as unknown as z.ZodType<WebhookEndpointCreate, FormValues>;

const deletePart = lazyPart(() => import('./delete-endpoint-dialog'));
const secretPart = lazyPart(() => import('./new-secret-panel'));

/**
 * The panel that shows the secret is fetched before the endpoint is made: were it to fail to
 * load, nothing is made (the form says what went wrong) rather than a secret never shown.
 */
async function addEndpoint(body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
  await secretPart.load();
  return createEndpoint(body);
}

/** partner/webhooks: owners register the addresses their systems receive signed events at. */
export function WebhooksPage() {
  return (
    <OwnersOnly title="Webhooks" message={WEBHOOK_OWNER_ONLY_MESSAGE}>
      <OwnersWebhooks />
    </OwnersOnly>
  );
}

function OwnersWebhooks() {
  const queryClient = useQueryClient();
  const me = usePartnerMe();
  const endpoints = useQuery({
    ...endpointsQuery,
    queryFn: async () => {
      const list = await endpointsQuery.queryFn();
      // The delete confirmation is there before the first Delete button is.
      if (list.length > 0) await deletePart.load();
      return list;
    },
  });
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const secretPanel = useLazyPart(secretPart, created !== null);
  const form = useSchemaForm(endpointFormSchema, INITIAL);
  const save = useSubmit(addEndpoint, {
    onSuccess: async (endpoint) => {
      setCreated(endpoint);
      form.setValue('url', '');
      form.setValue('events', []);
      form.setValue('description', '');
      await queryClient.invalidateQueries({ queryKey: endpointsQueryKey });
    },
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });

  const [actionAttempt, setActionAttempt] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointsQueryKey });
  const toggle = useAction(setEndpointEnabled, {
    onSuccess: refresh,
    onError: () => setActionAttempt((count) => count + 1),
  });
  // Each Delete press opens a confirmation of its own, even while the last one is still closing.
  const [toDelete, setToDelete] = useState<{ endpoint: WebhookEndpoint; press: number } | null>(
    null,
  );
  const closeDelete = useCallback(() => setToDelete(null), []);
  const deleteDialog = useLazyPart(deletePart, (endpoints.data?.length ?? 0) > 0);
  const remove = useAction(deleteEndpoint, {
    onSuccess: refresh,
    onError: () => setActionAttempt((count) => count + 1),
  });
  const actionError = toggle.isError ? toggle.error : remove.isError ? remove.error : null;
  const brands = me.data?.brands ?? [];
  const brandName = (brandId: number) => {
    const brand = brands.find((candidate) => candidate.id === brandId);
    return brand ? brandLabel(brand) : '';
  };

  const toggleEvent = (type: WebhookEventType, checked: boolean) =>
    form.setValue(
      'events',
      checked
        ? WEBHOOK_EVENT_TYPES.filter((each) => each === type || form.values.events.includes(each))
        : form.values.events.filter((each) => each !== type),
    );

  return (
    <ConsolePage title="Webhooks">
      <OwnerAreasStyles />
      <WebhooksStyles />
      <ErrorSummary
        errors={actionError ? [{ targetId: null, message: describeError(actionError) }] : []}
        attempt={actionAttempt}
      />
      <p>
        Each event you choose is sent to your system as a signed POST (Standard Webhooks): check its
        signature with the endpoint’s secret. The API documentation describes each event.
      </p>

      {created && secretPanel ? (
        <secretPanel.NewSecret
          created={created}
          onDone={() => {
            setCreated(null);
            requestAnimationFrame(() => document.getElementById('webhook-url')?.focus());
          }}
        />
      ) : (
        <section className="owner-area-section" aria-labelledby="add-endpoint-heading">
          <h2 id="add-endpoint-heading">Add an endpoint</h2>
          <div className="owner-area-form">
            <FormShell
              form={form}
              targets={TARGETS}
              onSubmit={form.handleSubmit(save.run)}
              submitLabel="Add endpoint"
              isSubmitting={save.isPending}
            >
              <TextField
                id="webhook-url"
                label="Address (URL)"
                hint="For example https://crm.example.com/threshold"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={2000}
                error={form.errors.url}
                {...form.bind('url')}
              />
              <div className={form.errors.events ? 'field field--error' : 'field'}>
                <fieldset
                  className="webhooks-events"
                  aria-describedby={form.errors.events ? 'webhook-events-error' : undefined}
                >
                  <legend>Events to send</legend>
                  {form.errors.events && (
                    <p id="webhook-events-error" className="field__error">
                      <span className="visually-hidden">Error: </span>
                      {form.errors.events}
                    </p>
                  )}
                  {WEBHOOK_EVENT_TYPES.map((type) => (
                    <div className="checkbox" key={type}>
                      <input
                        id={eventId(type)}
                        className="checkbox__input"
                        type="checkbox"
                        checked={form.values.events.includes(type)}
                        onChange={(event) => toggleEvent(type, event.target.checked)}
                      />
                      <label className="checkbox__label" htmlFor={eventId(type)}>
                        {EVENT_LABELS[type]} <span className="webhooks-code">({type})</span>
                      </label>
                    </div>
                  ))}
                </fieldset>
              </div>
              <TextField
                id="webhook-description"
                label="Description"
                hint="For example: Lettings CRM"
                isOptional
                autoComplete="off"
                maxLength={200}
                error={form.errors.description}
                {...form.bind('description')}
              />
              {brands.length > 1 && (
                <BrandSelect
                  id="webhook-brand"
                  label="Events of"
                  hint="Choose a branch to be told only of that branch’s leads"
                  brands={brands}
                  error={form.errors.brandId}
                  {...form.bind('brandId')}
                />
              )}
            </FormShell>
          </div>
        </section>
      )}

      {/* Not a landmark of its own: the table's scrolling region is named by the heading. */}
      <section className="owner-area-section">
        <h2 id="endpoints-heading">Your endpoints</h2>
        {endpoints.isPending ? (
          <WorkingStatus message="Loading your endpoints" />
        ) : endpoints.isError ? (
          <div role="alert">
            <p>{describeError(endpoints.error)}</p>
            <button type="button" className="button" onClick={() => void endpoints.refetch()}>
              Try again
            </button>
          </div>
        ) : endpoints.data.length === 0 ? (
          <p>You have no endpoints yet.</p>
        ) : (
          <TableScroll labelledBy="endpoints-heading">
            <table className="console-table owner-area-table">
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Events</th>
                  <th scope="col">State</th>
                  <th scope="col">Added</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {endpoints.data.map((endpoint) => (
                  <tr key={endpoint.id}>
                    <td>
                      <span className="webhooks-code">{endpoint.url}</span>
                      {endpoint.description && <div>{endpoint.description}</div>}
                      {brands.length > 1 && <div>{brandName(endpoint.brandId)}</div>}
                    </td>
                    <td>
                      <span className="webhooks-code">{endpoint.events.join(', ')}</span>
                    </td>
                    <td>{endpoint.enabled ? 'Enabled' : 'Disabled'}</td>
                    <td>{shownTime(endpoint.createdAt)}</td>
                    <td>
                      <div className="webhooks-actions">
                        <Link
                          className="button button--secondary"
                          to={`/partner/webhooks/${endpoint.id}`}
                        >
                          Deliveries
                          <span className="visually-hidden"> to {endpoint.url}</span>
                        </Link>
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={toggle.isPending && toggle.variables?.id === endpoint.id}
                          onClick={() =>
                            toggle.mutate({ id: endpoint.id, enabled: !endpoint.enabled })
                          }
                        >
                          {endpoint.enabled ? 'Disable' : 'Enable'}
                          <span className="visually-hidden"> {endpoint.url}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={remove.isPending && remove.variables?.id === endpoint.id}
                          onClick={() =>
                            setToDelete({ endpoint, press: (toDelete?.press ?? 0) + 1 })
                          }
                        >
                          Delete<span className="visually-hidden"> {endpoint.url}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      {toDelete && deleteDialog && (
        <deleteDialog.DeleteEndpointDialog
          key={toDelete.press}
          endpoint={toDelete.endpoint}
          onConfirm={remove.mutate}
          onClosed={closeDelete}
        />
      )}
    </ConsolePage>
  );
}

export { WebhooksPage as Component };
