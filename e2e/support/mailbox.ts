/** Reads the dev mailbox of the running server (the built-in transport outside production). */
export type MailboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  links: string[];
  code?: string;
  status: string;
  /** When the outbox may send it (a follow-up is scheduled weeks ahead). */
  sendAfter: string;
};

export async function messagesTo(baseUrl: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`dev mailbox: HTTP ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** Waits for the newest message to an address that matches; its links are made relative to the site. */
export async function waitForMessage(
  baseUrl: string,
  to: string,
  matches: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const message = (await messagesTo(baseUrl, to)).find(matches);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no matching message to ${to}`);
}

/** A link from a message as a path on the site under test (the message names the public base URL). */
export function sitePath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
