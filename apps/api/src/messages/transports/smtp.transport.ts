import nodemailer from 'nodemailer';
import type { Transport } from './transport';

/** The domain of the From address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'threshold.invalid';
}

/** A Message-ID derived from the outbox row, so a resend after a crash is recognisable as the same message. */
export function messageIdFor(rowId: string, from: string): string {
  return `<${rowId}@${domainOf(from)}>`;
}

/** E-mail through an SMTP server (nodemailer). Timeouts stay well inside the worker's lease. */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  /** Connection, greeting and socket timeouts (tests shorten them). */
  timeoutsMs?: { connection: number; greeting: number; socket: number };
}): Transport {
  const timeouts = options.timeoutsMs ?? { connection: 10_000, greeting: 10_000, socket: 20_000 };
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
        messageId: messageIdFor(message.id, options.from),
        headers: { 'X-Outbox-Id': message.id },
      });
    },
    close: () => transporter.close(),
  };
}
