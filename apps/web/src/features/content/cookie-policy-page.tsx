import type { ContentBlock } from '@threshold/domain/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { showError } from '../../ui/error-banner';
import { PageIntro } from '../../ui/page-intro';
import { PageSpinner } from '../../ui/page-spinner';
import { SanitisedHtml } from '../../ui/sanitised-html';
import { contentQuery, cookieDetailsQuery } from './content.api';
import { groupCookies, splitCookieNames, type CookieGroup } from './cookie-groups';

/** CMS keys: 'cookie-policy' is the page intro, 'cookie-policy.<section>' each section. */
const COOKIE_POLICY_KEY = 'cookie-policy';

function CookieTable({ group }: { group: CookieGroup }) {
  const captionId = `cookie-group-${group.group.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // A table wider than a phone scrolls sideways; the region takes focus so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="cookie-table">
        <caption id={captionId}>{group.group}</caption>
        <thead>
          <tr>
            <th scope="col">Cookie name(s)</th>
            <th scope="col">Description</th>
            <th scope="col">Duration</th>
            <th scope="col">Type</th>
            <th scope="col">Vendor</th>
          </tr>
        </thead>
        <tbody>
          {group.cookies.map((cookie) => (
            <tr key={cookie.title}>
              <th scope="row">
                {splitCookieNames(cookie.title).map((name) => (
                  <code key={name}>{name}</code>
                ))}
              </th>
              <td>{cookie.description}</td>
              <td>{cookie.time}</td>
              <td>{cookie.type}</td>
              <td>{cookie.vendor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CookieTables() {
  const { data: cookies, isPending } = useQuery(cookieDetailsQuery);
  if (isPending) return <PageSpinner />;
  if (!cookies) return null;
  if (cookies.length === 0) return <p>We do not set any cookies at the moment.</p>;
  return (
    <>
      {groupCookies(cookies).map((group) => (
        <CookieTable key={group.group} group={group} />
      ))}
    </>
  );
}

function PolicySection({ block, children }: { block: ContentBlock; children?: ReactNode }) {
  const headingId = block.key.replace(/\W+/g, '-');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title}</h2>
      {block.subtitle && <p className="section-subtitle">{block.subtitle}</p>}
      <SanitisedHtml className="prose" html={block.descriptionHtml} />
      {children}
    </section>
  );
}

/**
 * /cookie-policy (spec section 2): the five CMS sections (introduction, about cookies, cookies
 * used, preference management, getting in touch) and, in "cookies used", one table per group.
 */
export function CookiePolicyPage() {
  const brand = currentBrand();
  const content = useQuery(contentQuery(brand.urlRoute));
  const cookies = useQuery(cookieDetailsQuery);
  const error = content.error ?? cookies.error;
  useEffect(() => {
    if (error) showError(describeError(error));
  }, [error]);

  const blocks = content.data?.blocks ?? [];
  const intro = blocks.find((block) => block.key === COOKIE_POLICY_KEY);
  const sections = blocks.filter((block) => block.key.startsWith(`${COOKIE_POLICY_KEY}.`));
  const tablesAfter =
    sections.find((block) => block.key.endsWith('.cookies-used')) ?? sections.at(-1);

  return (
    <div className="content-page">
      <PageIntro
        title={intro?.title ?? 'Cookie policy'}
        subtitle={intro?.subtitle}
        descriptionHtml={intro?.descriptionHtml}
      />
      {content.isPending && <PageSpinner />}
      {sections.map((block) => (
        <PolicySection key={block.key} block={block}>
          {block === tablesAfter && <CookieTables />}
        </PolicySection>
      ))}
      {(content.isError || (content.isSuccess && sections.length === 0)) && (
        <section aria-labelledby="cookies-used">
          <h2 id="cookies-used">Cookies we use</h2>
          <CookieTables />
        </section>
      )}
    </div>
  );
}

export { CookiePolicyPage as Component };
