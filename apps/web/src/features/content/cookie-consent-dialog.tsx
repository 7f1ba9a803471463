import { useEffect } from 'react';
import { currentBrand } from '../../brand/brand-store';
import { Modal, useModalState } from '../../ui/modal';
import {
  isPerformanceConsentGranted,
  savePerformanceConsent,
} from '../../analytics/cookie-consent.store';

/** "Cookie settings": accept or reject performance cookies (group C0002). */
export function CookieConsentDialog({ onClosed }: { onClosed: () => void }) {
  const { state, close } = useModalState('open');
  useEffect(() => {
    if (state === 'closed') onClosed();
  }, [state, onClosed]);

  return (
    <Modal
      state={state}
      title="Cookie settings"
      subtitle="Choose whether we may use performance cookies."
      primaryAction={{
        label: 'Accept performance cookies',
        onSelect: () => savePerformanceConsent(true),
      }}
      secondaryAction={{
        label: 'Reject performance cookies',
        onSelect: () => savePerformanceConsent(false),
      }}
      onClose={close}
    >
      <p>
        Strictly necessary cookies keep {currentBrand().name} working, so they are always on.
        Performance cookies tell us how people use the site so we can make it better. They stay off
        unless you accept them.
      </p>
      <p className="modal__status">
        Performance cookies are currently{' '}
        <strong>{isPerformanceConsentGranted() ? 'on' : 'off'}</strong>.
      </p>
    </Modal>
  );
}
