import { useQuery } from '@tanstack/react-query';

import { sanitiseHtml } from './sanitise-html';

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
