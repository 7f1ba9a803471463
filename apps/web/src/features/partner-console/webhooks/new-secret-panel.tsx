import type { WebhookEndpointCreated } from '@threshold/domain/partner/webhooks';
import { useEffect, useRef, useState } from 'react';

/** The endpoint added just now, with its signing secret, this once: copy it, then it is gone. */
export function NewSecret({
  created,
  onDone,
}: {
  created: WebhookEndpointCreated;
  onDone: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  // The panel replaces the form: keyboard and screen reader users start reading it.
  useEffect(() => panel.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard (an older browser or a refused permission): select it to copy by hand.
      input.current?.select();
      setCopied('select');
    }
  };
  return (
    <section
      ref={panel}
      className="owner-area-section new-key"
      aria-labelledby="new-secret-heading"
      tabIndex={-1}
    >
      <h2 id="new-secret-heading">Endpoint added: its signing secret</h2>
      <p className="webhooks-code">{created.url}</p>
      <p id="new-secret-warning" className="new-key__warning">
        Copy this secret now and keep it safe: it will not be shown again. Your system checks each
        event’s signature with it.
      </p>
      <label className="field__label" htmlFor="new-secret-value">
        Signing secret
      </label>
      <input
        ref={input}
        id="new-secret-value"
        className="input new-key__value"
        readOnly
        value={created.secret}
        aria-describedby="new-secret-warning"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="new-key__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          I have copied it
        </button>
        <p role="status">
          {copied === 'yes'
            ? 'Secret copied.'
            : copied === 'select'
              ? 'The secret is selected: copy it with your keyboard or menu.'
              : ''}
        </p>
      </div>
    </section>
  );
}
