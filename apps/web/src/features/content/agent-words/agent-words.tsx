import { useQuery } from '@tanstack/react-query';
import { pageContentKey } from '@threshold/domain/schemas/content';
import { pageIdentifierOfPath } from '@threshold/domain/telephony/page-identifiers';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { currentBrand } from '../../../brand/brand-store';
import { sanitiseHtml } from '../../../ui/sanitise-html';
import { contentQuery } from '../content.api';

export const FOR_THE_AGENT = 'For the agent';

/** The CMS HTML, sanitised by the one rule (ui/sanitise-html.ts). */
function useSanitisedHtml(html: string | null): string | undefined {
  return useQuery({
    queryKey: ['sanitised-html', html],
    queryFn: () => sanitiseHtml(html ?? ''),
    enabled: Boolean(html),
    staleTime: Infinity,
  }).data;
}

/** In this lazy chunk only: React hoists the <style> into the head once (by its href). */
const CSS = `
.agent-words {
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--border);
  border-left: 4px solid var(--accent, currentColor);
  background: var(--surface);
  overflow-wrap: anywhere;
}
.agent-words__label {
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.agent-words__title {
  margin: 0.25rem 0 0;
  font-weight: 700;
}
.agent-words__subtitle,
.agent-words__description > :first-child {
  margin-top: 0.25rem;
}
.agent-words__description > :last-child {
  margin-bottom: 0;
}
`;

/**
 * The telephony portal's words for the journey page on screen (portal-access 2): the block
 * "page.<page identifier>" an operator wrote for agents, in a region "For the agent". Nothing when
 * the page has no telephony words of its own (the tenant's words are already the page's).
 * Placed once by the journey layout, and loaded only while an agent assists an enrolment.
 */
export default function AgentWords() {
  const { pathname } = useLocation();
  const labelId = useId();
  const identifier = pageIdentifierOfPath(pathname);
  const { data } = useQuery({
    ...contentQuery(currentBrand().urlRoute, 'telephony'),
    enabled: identifier !== null,
  });
  const key = identifier === null ? null : pageContentKey(identifier);
  const block = data?.blocks.find(
    (candidate) => candidate.key === key && candidate.portal === 'telephony',
  );
  const descriptionHtml = useSanitisedHtml(block?.descriptionHtml ?? null);
  if (!block) return null;
  return (
    <section className="agent-words" aria-labelledby={labelId}>
      <style href="threshold-agent-words" precedence="default">
        {CSS}
      </style>
      <p className="agent-words__label" id={labelId}>
        {FOR_THE_AGENT}
      </p>
      <p className="agent-words__title">{block.title}</p>
      {block.subtitle && <p className="agent-words__subtitle">{block.subtitle}</p>}
      {descriptionHtml && (
        <div
          className="agent-words__description"
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      )}
    </section>
  );
}
