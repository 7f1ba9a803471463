/**
 * The one rule for HTML from the CMS: DOMPurify with its HTML profile. DOMPurify is loaded only
 * by pages that show such HTML, never by the entry.
 */
export async function sanitiseHtml(html: string): Promise<string> {
  const { default: purifier } = await import('dompurify');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
