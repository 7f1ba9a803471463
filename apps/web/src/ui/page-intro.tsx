import { SanitisedHtml } from './sanitised-html';

type PageIntroProps = { title: string; subtitle?: string | null; descriptionHtml?: string | null };

/** The top of a page (spec section 2): its one h1, a subtitle and a sanitised HTML description. */
export function PageIntro({ title, subtitle, descriptionHtml }: PageIntroProps) {
  return (
    <div className="page-intro">
      <h1>{title}</h1>
      {subtitle && <p className="page-intro__subtitle">{subtitle}</p>}
      {descriptionHtml && <SanitisedHtml className="prose" html={descriptionHtml} />}
    </div>
  );
}
