import { useQuery } from '@tanstack/react-query';
import { currentBrand } from '../../brand/brand-store';
import { PageIntro } from '../../ui/page-intro';
import { PageSpinner } from '../../ui/page-spinner';
import { contentQuery } from './content.api';

type ContentBlockPageProps = { blockKey: string; title: string };

/**
 * A page whose words come from one CMS block (terms, privacy policy). Without that block the
 * page says how to get the document rather than showing an empty page.
 */
export function ContentBlockPage({ blockKey, title }: ContentBlockPageProps) {
  const brand = currentBrand();
  const { data, isPending } = useQuery(contentQuery(brand.urlRoute));
  const block = data?.blocks.find((candidate) => candidate.key === blockKey);
  return (
    <div className="content-page">
      <PageIntro
        title={block?.title ?? title}
        subtitle={block?.subtitle}
        descriptionHtml={block?.descriptionHtml}
      />
      {!block && isPending && <PageSpinner />}
      {!block && !isPending && (
        <p>
          Our {title.toLowerCase()} is not available online at the moment. Email{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will send you a
          copy.
        </p>
      )}
    </div>
  );
}
