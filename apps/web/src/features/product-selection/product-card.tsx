import type { ProductCard as Card } from '@threshold/domain/journey/product-selection';

type ProductCardProps = {
  card: Card;
  isOn: boolean;
  /** Why the mover cannot change it (shown under the switch); null when they can. */
  explanation: string | null;
  error: string | undefined;
  onChange: (isOn: boolean) => void;
};

/** What each service is, in a line (our words: the spec names the cards only). */
const DESCRIPTION: Record<Card['product'], string> = {
  energy: 'Compare gas and electricity tariffs for your new home and switch in a few steps.',
  entertainment: 'Find broadband, phone and TV packages available at your new address.',
  council: 'We let your local council know you are moving in, so you can register for council tax.',
  water: 'We let your water supplier know you are moving in.',
};

/** The switch's id: the error summary links here. */
export const switchIdOf = (product: Card['product']) => `product-${product}`;

/**
 * One product as a card with a switch (a checkbox with role="switch", so a screen reader says
 * "on" or "off"). A locked card stays focusable (aria-disabled) and says why it cannot change.
 */
export function ProductCard({ card, isOn, explanation, error, onChange }: ProductCardProps) {
  const id = switchIdOf(card.product);
  const isLocked = card.lockReason !== null;
  const describedBy = [
    `${id}-description`,
    explanation && `${id}-explanation`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={`product-card${isOn ? ' product-card--on' : ''}${error ? ' product-card--error' : ''}`}
    >
      <div className="product-card__text">
        <h2 className="product-card__title">
          <label htmlFor={id}>{card.title}</label>
        </h2>
        <p id={`${id}-description`} className="product-card__description">
          {DESCRIPTION[card.product]}
        </p>
        {explanation && (
          <p id={`${id}-explanation`} className="product-card__explanation">
            {explanation}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field__error">
            <span className="visually-hidden">Error: </span>
            {error}
          </p>
        )}
      </div>
      <div className="product-card__switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch"
          checked={isOn}
          aria-checked={isOn}
          aria-disabled={isLocked || undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            if (!isLocked) onChange(event.target.checked);
          }}
        />
        <span className="product-card__state" aria-hidden="true">
          {isOn ? 'On' : 'Off'}
        </span>
      </div>
    </li>
  );
}
