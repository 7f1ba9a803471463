import { useQuery } from '@tanstack/react-query';

/** DOMPurify is loaded only by pages that show HTML from the CMS, never by the entry. */
async function sanitiseHtml(html: string): Promise<string> {
  const { default: purifier } = await import('dompurify');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

type SanitisedHtmlProps = { html: string | null; className?: string };

/** CMS HTML, sanitised before it reaches the DOM; nothing is shown until it is clean. */
export function SanitisedHtml({ html, className }: SanitisedHtmlProps) {
  const { data: safeHtml } = useQuery({
    queryKey: ['sanitised-html', html],
    queryFn: () => sanitiseHtml(html ?? ''),
    enabled: Boolean(html),
    staleTime: Infinity,
  });
  if (!safeHtml) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
