import type { WebhookEndpointCreated } from '@threshold/domain/partner/webhooks';
import { ShownOnce } from '../shown-once';

/** The endpoint added just now, with its signing secret, this once: copy it, then it is gone. */
export function NewSecret({
  created,
  onDone,
}: {
  created: WebhookEndpointCreated;
  onDone: () => void;
}) {
  return (
    <ShownOnce
      id="new-secret"
      heading="Endpoint added: its signing secret"
      detail={<p className="webhooks-code">{created.url}</p>}
      warning="Copy this secret now and keep it safe: it will not be shown again. Your system checks each event’s signature with it."
      label="Signing secret"
      noun="secret"
      value={created.secret}
      onDone={onDone}
    />
  );
}
