import { ContentBlockPage } from './content-block-page';

export function PrivacyPolicyPage() {
  return <ContentBlockPage blockKey="privacy-policy" title="Privacy policy" />;
}

export { PrivacyPolicyPage as Component };
