import type { WebhookEndpoint } from '@threshold/domain/partner/webhooks';
import { useEffect } from 'react';
import { Modal, useModalState } from '../../../ui/modal';

/**
 * The confirmation before an endpoint is deleted: open from the moment it is drawn, and gone (with
 * onClosed) once closed. In a chunk of its own: only a page with endpoints needs it.
 */
export function DeleteEndpointDialog({
  endpoint,
  onConfirm,
  onClosed,
}: {
  endpoint: WebhookEndpoint;
  onConfirm: (endpoint: WebhookEndpoint) => void;
  onClosed: () => void;
}) {
  const modal = useModalState('open');
  useEffect(() => {
    if (modal.state === 'closed') onClosed();
  }, [modal.state, onClosed]);
  return (
    <Modal
      state={modal.state}
      title="Delete this endpoint?"
      subtitle={`${endpoint.url} will get no more events, and its deliveries will be deleted. This cannot be undone.`}
      primaryAction={{ label: 'Delete endpoint', onSelect: () => onConfirm(endpoint) }}
      secondaryAction={{ label: 'Cancel' }}
      onClose={modal.close}
    />
  );
}
