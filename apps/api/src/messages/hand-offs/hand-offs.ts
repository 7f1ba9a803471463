import type { DbOrTx } from '../../db/client';
import type { HandOffKind, HandOffState } from '../../db/schema';
import type { Outbox, OutboxInput } from '../outbox';
import { insertHandOff, withdrawHandOff, type HandOffRow } from './hand-offs.repo';

export type { HandOffKind, HandOffRow, HandOffState };

export type NewHandOff = {
  kind: HandOffKind;
  enrolmentId: string;
  /** The message that carries it (its enrolment is the hand-off's). */
  message: Omit<OutboxInput, 'enrolmentId'>;
};

/** A hand-off's delivery as the mover sees it: its state and that state's time (ISO). */
export type HandOffDelivery = { state: HandOffState; stateAt: string };

export function deliveryOf(row: Pick<HandOffRow, 'state' | 'stateAt'>): HandOffDelivery {
  return { state: row.state, stateAt: row.stateAt.toISOString() };
}

/**
 * Every hand-off to someone outside (a council or water board, an energy supplier, the broadband
 * partner's call-back, a flatmate) goes through here: one record with a state, and the outbox
 * message that carries it. The outbox worker moves the state when the message is sent or fails.
 */
export type HandOffs = {
  /**
   * Writes the message and the hand-off record, queued (failed at once when the address refuses a
   * campaign e-mail), inside the caller's transaction, which also writes the feature's details row
   * under the record's id: all of it commits, or none.
   */
  record(tx: DbOrTx, handOff: NewHandOff): Promise<HandOffRow>;
  /**
   * Withdraws a hand-off whose message is still waiting to go (so a later one can carry newer
   * facts): its message is cancelled and its record and details removed. False when it went.
   */
  withdraw(tx: DbOrTx, handOffId: string, now: Date): Promise<boolean>;
};

export function createHandOffs(deps: { outbox: Outbox }): HandOffs {
  const { outbox } = deps;
  return {
    async record(tx, { kind, enrolmentId, message }) {
      const enqueued = await outbox.enqueue(tx, { ...message, enrolmentId });
      return insertHandOff(tx, {
        enrolmentId,
        kind,
        recipient: enqueued.recipient,
        state: enqueued.status === 'suppressed' ? 'failed' : 'queued',
        outboxMessageId: enqueued.id,
      });
    },
    withdraw: withdrawHandOff,
  };
}
