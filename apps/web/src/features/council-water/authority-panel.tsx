import { ukDateAndTime } from '@threshold/domain/journey/confirmation-cards';
import {
  authorityUpdatedMessage,
  COUNCIL_WATER_MESSAGES as M,
  FIND_COUNCIL_URL,
  FIND_WATER_SUPPLIER_URL,
  notificationStateMessage,
} from '@threshold/domain/messages/council-water';
import type { AuthorityNotification } from '@threshold/domain/schemas/council-water';
import type { CSSProperties } from 'react';

// Inline styles: a lazy route's own stylesheet is not loaded by this build (one global stylesheet),
// and the portal's CSP allows inline styles. Side by side where two fit, stacked at 375 px.
export const PANELS_STYLE: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  marginBottom: '1.5rem',
};
const PANEL_STYLE: CSSProperties = {
  padding: '1rem 1.25rem',
  background: 'var(--surface)',
  border: '2px solid var(--border)',
  borderRadius: 'var(--radius)',
  minWidth: 0,
  overflowWrap: 'anywhere',
};
const NAME_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 600,
};

export type AuthorityPanelProps = {
  kind: 'council' | 'water';
  name: string | null;
  logoUrl: string | null;
  isScotland: boolean;
  notification: AuthorityNotification | null;
};

/** One authority on the council page: who it is (or the finder link), and what we told it when. */
export function AuthorityPanel({
  kind,
  name,
  logoUrl,
  isScotland,
  notification,
}: AuthorityPanelProps) {
  const label = kind === 'council' ? M.councilLabel : M.waterLabel;
  return (
    <section className="authority-panel" style={PANEL_STYLE} aria-labelledby={`authority-${kind}`}>
      <h2
        id={`authority-${kind}`}
        className="authority-panel__label"
        style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}
      >
        {label}
      </h2>
      {name ? (
        <p className="authority-panel__name" style={NAME_STYLE}>
          {logoUrl && <img src={logoUrl} alt="" width={48} height={48} />}
          <span>{name}</span>
        </p>
      ) : (
        <>
          <p>{kind === 'council' ? M.councilNotIdentified : M.waterNotIdentified}</p>
          <p>
            <a
              href={kind === 'council' ? FIND_COUNCIL_URL : FIND_WATER_SUPPLIER_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              {kind === 'council' ? M.findCouncilLink : M.findWaterLink}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      )}
      {kind === 'water' && isScotland && <p>{M.scotlandWater}</p>}
      {name && notification && (
        <p className="authority-panel__told">
          {notification.reason === 'update' && <>{authorityUpdatedMessage(name)} </>}
          {notificationStateMessage(name, notification.state, ukDateAndTime(notification.stateAt))}
        </p>
      )}
    </section>
  );
}
