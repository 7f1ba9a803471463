import {
  WEBHOOK_OWNER_ONLY_MESSAGE,
  type WebhookDelivery,
} from '@threshold/domain/partner/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../api/error-message';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import { OwnerAreasStyles } from '../users/owner-areas-styles';
import { OwnersOnly } from '../users/owners-only';
import { shownTime } from '../users/shown-time';
import { TableScroll } from '../leads/table-scroll';
import { DELIVERY_STATE_WORDS, lastResponseWords } from './delivery-words';
import { EVENT_LABELS } from './webhook-words';
import { deliveriesQuery, deliveriesQueryKey, replayDelivery } from './deliveries-api';
import { endpointsQuery } from './webhooks-api';
import { WebhooksStyles } from './webhooks-styles';

/** While a delivery waits for its attempt, the page asks again this often. */
const PENDING_REFRESH_MS = 3_000;

/** partner/webhooks/:endpointId: an endpoint's newest deliveries, each with its answer, and Replay. */
export function DeliveriesPage() {
  return (
    <OwnersOnly title="Webhook deliveries" message={WEBHOOK_OWNER_ONLY_MESSAGE}>
      <EndpointDeliveries />
    </OwnersOnly>
  );
}

function EndpointDeliveries() {
  const { endpointId = '' } = useParams();
  const queryClient = useQueryClient();
  const endpoints = useQuery(endpointsQuery);
  const endpoint = endpoints.data?.find((each) => each.id === endpointId);
  const deliveries = useQuery({
    ...deliveriesQuery(endpointId),
    // New events and retries land on their own: the list follows them while any is waiting.
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
  const [replayAttempt, setReplayAttempt] = useState(0);
  const [replayed, setReplayed] = useState<WebhookDelivery | null>(null);
  const replay = useAction(replayDelivery, {
    onSuccess: async (delivery) => {
      setReplayed(delivery);
      await queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) });
    },
    onError: () => setReplayAttempt((count) => count + 1),
  });

  return (
    <ConsolePage
      title="Webhook deliveries"
      actions={
        <Link className="button button--secondary" to="/partner/webhooks">
          All endpoints
        </Link>
      }
    >
      <OwnerAreasStyles />
      <WebhooksStyles />
      <ErrorSummary
        errors={replay.isError ? [{ targetId: null, message: describeError(replay.error) }] : []}
        attempt={replayAttempt}
      />
      {endpoint && (
        <p>
          To <span className="webhooks-code">{endpoint.url}</span>
          {endpoint.enabled ? '' : ' (disabled: it gets no new events)'}
        </p>
      )}
      <p role="status">
        {replayed ? `The ${replayed.eventType} delivery will be sent again in a moment.` : ''}
      </p>

      {/* Not a landmark of its own: the table's scrolling region is named by the heading. */}
      <section className="owner-area-section">
        <div className="console-page__top">
          <h2 id="deliveries-heading">Newest deliveries</h2>
          <button
            type="button"
            className="button button--secondary"
            disabled={deliveries.isFetching}
            onClick={() => void deliveries.refetch()}
          >
            Refresh
          </button>
        </div>
        {deliveries.isPending ? (
          <WorkingStatus message="Loading the deliveries" />
        ) : deliveries.isError ? (
          <div role="alert">
            <p>{describeError(deliveries.error)}</p>
            <button type="button" className="button" onClick={() => void deliveries.refetch()}>
              Try again
            </button>
          </div>
        ) : deliveries.data.length === 0 ? (
          <p>No events have been sent to this endpoint yet.</p>
        ) : (
          <TableScroll labelledBy="deliveries-heading">
            <table className="console-table owner-area-table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Time</th>
                  <th scope="col" className="console-table__number">
                    Attempts
                  </th>
                  <th scope="col">Last response</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>
                      <span className="webhooks-code">{delivery.eventType}</span>
                      <div>{EVENT_LABELS[delivery.eventType]}</div>
                    </td>
                    <td>{shownTime(delivery.createdAt)}</td>
                    <td className="console-table__number">{delivery.attempts.length}</td>
                    <td>{lastResponseWords(delivery)}</td>
                    <td>
                      {DELIVERY_STATE_WORDS[delivery.status]}
                      {delivery.status === 'pending' && delivery.nextAttemptAt && (
                        <div>Next try {shownTime(delivery.nextAttemptAt)}</div>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={replay.isPending && replay.variables?.deliveryId === delivery.id}
                        onClick={() => replay.mutate({ endpointId, deliveryId: delivery.id })}
                      >
                        Replay
                        <span className="visually-hidden">
                          {' '}
                          {delivery.eventType} of {shownTime(delivery.createdAt)}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </ConsolePage>
  );
}

export { DeliveriesPage as Component };
