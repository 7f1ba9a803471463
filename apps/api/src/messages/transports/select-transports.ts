import type { Config } from '../../config';
import { createDevMailboxTransport } from './dev-mailbox.transport';
import { createSmsWebhookTransport } from './sms-webhook.transport';
import { createSmtpTransport } from './smtp.transport';
import type { Transport } from './transport';

/** SMTP and the SMS webhook when configured; otherwise the dev mailbox keeps the message. */
export function selectTransports(
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'smsWebhookUrl'>,
): Record<'email' | 'sms', Transport> {
  return {
    email: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.smtpFrom })
      : createDevMailboxTransport(),
    sms: config.smsWebhookUrl
      ? createSmsWebhookTransport({ url: config.smsWebhookUrl })
      : createDevMailboxTransport(),
  };
}
