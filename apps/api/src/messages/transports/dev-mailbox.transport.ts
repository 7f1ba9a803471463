import type { Transport } from './transport';

/** Without SMTP or an SMS webhook the row itself is the delivery: the dev mailbox shows it. */
export function createDevMailboxTransport(): Transport {
  return { send: () => Promise.resolve() };
}
