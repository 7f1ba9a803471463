/**
 * The page's own styles, in its lazy chunk: React hoists this <style> into the head once (by its
 * href), so the global stylesheet and the landing page carry none of it.
 */
const CSS = `
.confirmation-page { max-width: var(--content-width); margin: 0 auto; }
.confirmation-page h2 { margin: 2rem 0 1rem; font-size: 1.375rem; }
.service-cards, .extras, .offer-logos { display: grid; gap: 1rem; margin: 0; padding: 0; list-style: none; }
.service-card, .extra { padding: 1.25rem; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); }
.service-card > :last-child, .extra > :last-child { margin-bottom: 0; }
.service-card__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; margin-bottom: 0.75rem; }
.service-card__head h3, .extra h3 { margin: 0; font-size: 1.1875rem; }
.card-badge { display: inline-block; padding: 0.125rem 0.625rem; border: 2px solid currentColor; border-radius: 999px; font-size: 0.9375rem; font-weight: 700; }
.card-badge--todo { color: #6b3e00; background: #fff4d6; }
.card-badge--pending { color: #003e7e; background: #e3eefa; }
.card-badge--completed { color: #005a30; background: #e2f3e8; }
.service-card h4 { margin: 1rem 0 0.5rem; font-size: 1.0625rem; }
.authority { display: flex; align-items: center; gap: 0.75rem; margin: 0 0 0.75rem; font-weight: 700; }
.authority img { width: 48px; height: 48px; object-fit: contain; }
.authority-told { margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; border-left: 4px solid var(--brand-accent); background: var(--page); }
.yes-no { margin: 1rem 0 0; padding: 0; border: 0; }
.yes-no legend, .yes-no__question { margin-bottom: 0.5rem; font-weight: 700; }
.yes-no__buttons { display: flex; gap: 0.75rem; }
.yes-no__buttons .button { min-width: 6rem; }
.yes-no__buttons .button[aria-pressed='true'] { background: var(--brand-primary); color: var(--brand-primary-text); border-color: var(--brand-primary); }
.service-card .working-status { margin: 0.75rem 0 0; }
.service-card__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.offer-logos { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); }
.offer-logos a { display: flex; align-items: center; justify-content: center; min-height: 88px; padding: 0.75rem; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); }
.offer-logos img { max-width: 100%; height: 56px; object-fit: contain; }
.see-more-offers { display: inline-block; margin-top: 1rem; font-weight: 600; }
@media (min-width: 768px) {
  .service-cards, .extras { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;

export function ConfirmationStyles() {
  return (
    <style href="threshold-confirmation-page" precedence="default">
      {CSS}
    </style>
  );
}
