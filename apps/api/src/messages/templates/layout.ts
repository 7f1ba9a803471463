import type { Branding } from '@threshold/domain/schemas/brand';

/** What a template says; the layout turns it into the e-mail (HTML and text) or the SMS. */
export type MessageContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one button of the e-mail, and the link an SMS carries. */
  action?: { label: string; href: string };
  /** A one-time code, shown large in the e-mail. */
  code?: string;
  /** The whole SMS: short, one link at most. */
  smsText: string;
};

export type PreferenceLinks = { unsubscribe: string; resubscribe: string };

export type RenderedMessage = {
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  code?: string;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values: every value in a template goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only http(s) links become hrefs, so a bad value can never become a javascript: link. */
function safeHref(href: string): string {
  return /^https?:\/\//i.test(href) ? href : '#';
}

function footerLines(brand: Branding): string[] {
  return [
    `${brand.name} · ${brand.supportPhone} (Monday to Friday, 9am to 5pm) · ${brand.supportEmail}`,
    brand.registrationNotice,
  ];
}

/** The text part: plain lines, links written out in full. */
function renderText(
  content: MessageContent,
  brand: Branding,
  preferences?: PreferenceLinks,
): string {
  const lines = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
  ];
  if (content.code) lines.push(`Your code: ${content.code}`, '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.href}`, '');
  lines.push('--', ...footerLines(brand));
  if (preferences) {
    lines.push(
      '',
      `Unsubscribe from these e-mails: ${preferences.unsubscribe}`,
      `Changed your mind? Resubscribe: ${preferences.resubscribe}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The HTML part: one table-based column with inline styles, because mail clients ignore most
 * stylesheets. Brand colours and logo come from the resolved brand.
 */
function renderHtml(
  content: MessageContent,
  brand: Branding,
  preferences?: PreferenceLinks,
): string {
  const { colours } = brand;
  const e = escapeHtml;
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${e(paragraph)}</p>`,
    )
    .join('');
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:6px;font-weight:bold">${e(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${e(safeHref(content.action.href))}" style="background:${e(colours.primary)};color:${e(colours.primaryText)};padding:12px 24px;text-decoration:none;border-radius:4px;display:inline-block;font-weight:bold">${e(content.action.label)}</a></p>`
    : '';
  const preferenceLinks = preferences
    ? `<p style="margin:16px 0 0"><a href="${e(safeHref(preferences.unsubscribe))}" style="color:#505a5f">Unsubscribe</a> · <a href="${e(safeHref(preferences.resubscribe))}" style="color:#505a5f">Resubscribe</a></p>`
    : '';
  const footer = footerLines(brand)
    .map((line) => `<p style="margin:0 0 8px">${e(line)}</p>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>`,
    '<body style="margin:0;background:#f3f2f1;font-family:Arial,Helvetica,sans-serif;color:#0b0c0c">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff">',
    `<tr><td style="background:${e(colours.headerBackground)};padding:16px 24px"><img src="${e(safeHref(brand.logoUrl))}" alt="${e(brand.logoAlt)}" height="40" style="display:block;height:40px"></td></tr>`,
    `<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:24px">${e(content.heading)}</h1>${paragraphs}${code}${action}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:13px;color:#505a5f;border-top:1px solid #b1b4b6">${footer}${preferenceLinks}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** An e-mail: subject, text and HTML parts, and every link it carries (action first). */
export function renderEmail(
  content: MessageContent,
  brand: Branding,
  preferences?: PreferenceLinks,
): RenderedMessage {
  const links = [content.action?.href, preferences?.unsubscribe, preferences?.resubscribe].filter(
    (link): link is string => link !== undefined,
  );
  return {
    subject: content.subject,
    text: renderText(content, brand, preferences),
    html: renderHtml(content, brand, preferences),
    links,
    ...(content.code ? { code: content.code } : {}),
  };
}

/** An SMS: the template's short text only. */
export function renderSms(content: MessageContent): RenderedMessage {
  return {
    subject: content.subject,
    text: content.smsText,
    html: null,
    links: content.action ? [content.action.href] : [],
    ...(content.code ? { code: content.code } : {}),
  };
}
