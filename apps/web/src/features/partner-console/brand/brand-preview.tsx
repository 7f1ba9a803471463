import { LANDING_LEAD, LANDING_PROMISES, LANDING_START } from '@threshold/domain/messages/landing';
import type { BrandColourField } from '@threshold/domain/partner/brand-settings';
import type { CSSProperties } from 'react';

type BrandPreviewProps = {
  name: string;
  colours: Record<BrandColourField, string>;
  logoUrl: string;
  logoAlt: string;
};

/**
 * The top of the mover's landing page drawn with the colours and logo as they stand in the form
 * (saved or not): its header, heading, first words, start button and first promise. It is a
 * picture of the page, so nothing in it is a link or a heading of this page.
 */
export function BrandPreview({ name, colours, logoUrl, logoAlt }: BrandPreviewProps) {
  const [promiseTitle, promiseText] = LANDING_PROMISES[0] ?? ['', ''];
  const style = {
    '--preview-primary': colours.primary,
    '--preview-primary-text': colours.primaryText,
    '--preview-accent': colours.accent,
    '--preview-header-background': colours.headerBackground,
    '--preview-header-text': colours.headerText,
  } as CSSProperties;
  return (
    <figure className="brand-preview" aria-labelledby="brand-preview-caption">
      <figcaption id="brand-preview-caption" className="brand-preview__caption">
        Preview of the mover’s landing page
      </figcaption>
      <div className="brand-preview__page" style={style} data-testid="brand-preview">
        <div className="brand-preview__header">
          {logoUrl ? (
            <img src={logoUrl} alt={logoAlt} className="brand-preview__logo" />
          ) : (
            <span className="brand-preview__name">{name}</span>
          )}
        </div>
        <div className="brand-preview__hero">
          <p className="brand-preview__title">{name}</p>
          <p>{LANDING_LEAD}</p>
          <span className="brand-preview__button">{LANDING_START}</span>
          <div className="brand-preview__promise">
            <p className="brand-preview__promise-title">{promiseTitle}</p>
            <p>{promiseText}</p>
          </div>
        </div>
      </div>
    </figure>
  );
}
