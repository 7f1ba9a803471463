import { dealActionText, type AffiliateCategory } from '@threshold/domain/schemas/affiliates';
import { useId, useState, type KeyboardEvent } from 'react';

type OffersAccordionProps = { categories: readonly AffiliateCategory[] };

/**
 * One section per affiliate category (the WAI-ARIA accordion pattern): each heading holds a
 * button with aria-expanded and aria-controls; Enter and Space toggle it (a native button), and
 * ArrowUp / ArrowDown / Home / End move between the headings. The first section starts open.
 */
export function OffersAccordion({ categories }: OffersAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(categories.slice(0, 1).map((category) => category.id)),
  );

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(event.currentTarget
        .closest('.offers-accordion')
        ?.querySelectorAll<HTMLButtonElement>('.offers-accordion__toggle') ?? []),
    ];
    const at = buttons.indexOf(event.currentTarget);
    const target = {
      ArrowDown: buttons[(at + 1) % buttons.length],
      ArrowUp: buttons[(at - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div className="offers-accordion">
      {categories.map((category) => {
        const isOpen = open.has(category.id);
        const panelId = `${baseId}-panel-${category.id}`;
        const buttonId = `${baseId}-button-${category.id}`;
        return (
          <section key={category.id} className="offers-accordion__section">
            <h2 className="offers-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="offers-accordion__toggle"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(category.id)}
                onKeyDown={moveFocus}
              >
                <span>{category.name}</span>
                <span className="offers-accordion__count">
                  {category.affiliateDeals.length}{' '}
                  {category.affiliateDeals.length === 1 ? 'offer' : 'offers'}
                </span>
                <span className="offers-accordion__icon" aria-hidden="true" />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="offers-accordion__panel"
              hidden={!isOpen}
            >
              <ul className="offer-list">
                {category.affiliateDeals.map((deal) => (
                  <li key={deal.id} className="offer">
                    <img
                      className="offer__logo"
                      src={deal.logo}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                    <div className="offer__body">
                      <h3 className="offer__title">{deal.title}</h3>
                      {deal.description && <p className="offer__description">{deal.description}</p>}
                      <a
                        className="button button--secondary offer__action"
                        href={deal.link}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {dealActionText(deal)}
                        <span className="visually-hidden">: {deal.title} (opens in a new tab)</span>
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}
    </div>
  );
}
