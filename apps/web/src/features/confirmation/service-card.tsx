import type { ReactNode } from 'react';
import type { ConfirmationCard } from '@threshold/domain/journey/confirmation-cards';

/** A card of the confirmation page: its title, its status badge, then what it offers. */
export function ServiceCard({ card, children }: { card: ConfirmationCard; children: ReactNode }) {
  return (
    <li className="service-card" data-card={card.key}>
      <div className="service-card__head">
        <h3 id={`${card.key}-title`}>{card.title}</h3>
        <span className={`card-badge card-badge--${card.status}`}>
          <span className="visually-hidden">Status: </span>
          {card.statusLabel}
        </span>
      </div>
      {children}
    </li>
  );
}

/** A link that leaves the portal in a new tab, and says so to a screen reader. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
