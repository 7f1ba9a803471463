import type { MailboxMessage } from './dev-mailbox.service';
import { escapeHtml as e } from './templates/layout';

function messageItem(message: MailboxMessage): string {
  const links = message.links.length
    ? `<ul>${message.links.map((link) => `<li><a href="${e(link)}">${e(link)}</a></li>`).join('')}</ul>`
    : '';
  const code = message.code ? `<p>Code: <strong>${e(message.code)}</strong></p>` : '';
  return [
    '<li class="message">',
    `<h2>${e(message.subject ?? '(SMS)')}</h2>`,
    `<p class="meta">${e(message.channel)} to ${e(message.to)} · ${e(message.status)} · ${e(message.createdAt)}</p>`,
    code,
    links,
    `<pre>${e(message.text)}</pre>`,
    '</li>',
  ].join('');
}

/** The dev mailbox page: a form to filter by recipient and the messages, every value escaped. */
export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const list = messages.length
    ? `<ol class="messages">${messages.map(messageItem).join('')}</ol>`
    : '<p>No messages yet.</p>';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Dev mailbox – Threshold</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#0b0c0c}',
    '.messages{list-style:none;padding:0}.message{border:1px solid #b1b4b6;padding:1rem;margin:0 0 1rem}',
    '.meta{color:#505a5f}pre{white-space:pre-wrap;background:#f3f2f1;padding:.5rem}a{color:#1d70b8}',
    'label{display:block;font-weight:bold;margin-bottom:.25rem}input{font-size:1rem;padding:.25rem}</style>',
    '</head><body><main>',
    '<h1>Dev mailbox</h1>',
    '<p>Every e-mail and SMS the outbox holds, newest first. Off in production.</p>',
    '<form method="get" action="/dev/mailbox" role="search">',
    '<label for="to">Recipient (e-mail address or mobile number)</label>',
    `<input id="to" name="to" type="text" value="${e(to ?? '')}" autocomplete="off"> <button type="submit">Show</button>`,
    '</form>',
    list,
    '</main></body></html>',
  ].join('');
}
