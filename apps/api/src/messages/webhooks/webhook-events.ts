import { enrolmentStatusName, isEnrolmentStatus } from '@threshold/domain/codes/enrolment-status';
import {
  statusChangeEvents,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookService,
} from '@threshold/domain/partner/webhooks';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insertJsonRows } from '../../db/insert-json-rows';
import { webhookDeliveries } from '../../db/schema';

export type WebhookEvent = {
  type: WebhookEventType;
  enrolmentId: string;
  /** When it happened (the caller's clock). */
  at: Date;
  /** service.completed: which service. */
  service?: WebhookService;
};

type Subscriber = {
  enrolment_id: string;
  endpoint_id: string;
  status: number;
  brand_route: string;
  branch_code: string | null;
};

/**
 * Writes one webhook delivery per endpoint subscribed to the event, on the enrolment's brand or any
 * brand above it (a partner sees its branches), inside the caller's transaction, so the delivery
 * exists exactly when the change commits. One statement when nobody is subscribed. The body holds
 * ids and states only: never a name, e-mail, address or phone number.
 */
export async function recordWebhookEvents(
  db: DbOrTx,
  events: readonly WebhookEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((event) => event.enrolmentId))];
  const types = [...new Set(events.map((event) => event.type))];
  const result = (await db.execute(sql`
    with recursive chain as (
      select e.id as enrolment_id, e.status, b.id as brand_id, b.parent_id, b.url_route,
             b.branch_code, 0 as depth
        from enrolments e join brands b on b.id = e.brand_id
       where e.id in (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
      union all
      select c.enrolment_id, c.status, b.id, b.parent_id, b.url_route, b.branch_code, c.depth + 1
        from chain c join brands b on b.id = c.parent_id
    ),
    routes as (
      select distinct on (enrolment_id) enrolment_id, url_route
        from chain where url_route is not null order by enrolment_id, depth
    )
    select c.enrolment_id, w.id as endpoint_id, c.status, r.url_route as brand_route,
           (select branch_code from chain o where o.enrolment_id = c.enrolment_id and o.depth = 0)
             as branch_code,
           w.events
      from chain c
      join webhook_endpoints w on w.brand_id = c.brand_id and w.disabled_at is null
      join routes r on r.enrolment_id = c.enrolment_id
     where w.events && array[${sql.join(
       types.map((type) => sql`${type}`),
       sql`, `,
     )}]::text[]
     order by w.created_at, w.id
  `)) as unknown as { rows: (Subscriber & { events: string[] | string })[] };
  if (result.rows.length === 0) return;

  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    for (const subscriber of result.rows) {
      if (subscriber.enrolment_id !== event.enrolmentId) continue;
      if (!eventsOf(subscriber.events).includes(event.type)) continue;
      const status = Number(subscriber.status);
      const payload: WebhookPayload = {
        type: event.type,
        timestamp: event.at.toISOString(),
        data: {
          enrolmentId: event.enrolmentId,
          brand: `/${encodeURIComponent(subscriber.brand_route)}${subscriber.branch_code ? `/${encodeURIComponent(subscriber.branch_code)}` : ''}`,
          ...(isEnrolmentStatus(status) ? { status: enrolmentStatusName(status) } : {}),
          ...(event.service
            ? { service: { name: event.service, state: 'completed' as const } }
            : {}),
        },
      };
      rows.push({
        endpointId: subscriber.endpoint_id,
        enrolmentId: event.enrolmentId,
        eventType: event.type,
        body: JSON.stringify(payload),
        status: 'pending',
        nextAttemptAt: event.at,
        createdAt: event.at,
      });
    }
  }
  if (rows.length > 0) await insertJsonRows(db, webhookDeliveries, rows);
}

/** One event (see recordWebhookEvents). */
export function recordWebhookEvent(db: DbOrTx, event: WebhookEvent): Promise<void> {
  return recordWebhookEvents(db, [event]);
}

/** A text[] as the driver answers it: an array (pg) or, on some paths, its literal '{a,b}'. */
function eventsOf(events: string[] | string): string[] {
  if (Array.isArray(events)) return events;
  return events
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/** The events of an enrolment's status change (statusChangeEvents), if any, in the caller's transaction. */
export function recordStatusChange(
  db: DbOrTx,
  before: { id: string; status: number },
  after: { status: number },
  at: Date,
): Promise<void> {
  return recordWebhookEvents(
    db,
    statusChangeEvents(before.status, after.status).map((type) => ({
      type,
      enrolmentId: before.id,
      at,
    })),
  );
}
