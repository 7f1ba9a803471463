import type { DbOrTx } from '../../db/client';

/**
 * What the access features need of the outbox (apps/api/src/messages/outbox.ts): write a message
 * in the caller's transaction. Kept structural so these features depend on the shape only.
 */
export type MessageQueue = {
  enqueue(
    db: DbOrTx,
    input: {
      template: 'oneTimeCode' | 'passwordReset' | 'forgottenPassword';
      channel: 'email' | 'sms';
      to: string;
      brandId: number;
      enrolmentId?: string | null;
      data: Record<string, string>;
    },
  ): Promise<unknown>;
};
