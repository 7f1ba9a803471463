import { ContentBlockPage } from './content-block-page';

export function TermsPage() {
  return <ContentBlockPage blockKey="terms" title="Terms and conditions" />;
}

export { TermsPage as Component };
