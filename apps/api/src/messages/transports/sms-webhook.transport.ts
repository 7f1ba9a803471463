import type { Transport } from './transport';

/** SMS through a webhook: POST JSON {to, text}; any non-2xx answer is a failure to retry. */
export function createSmsWebhookTransport(options: { url: string; timeoutMs?: number }): Transport {
  return {
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': message.id },
        body: JSON.stringify({ to: message.recipient, text: message.textBody }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
