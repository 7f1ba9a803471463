import { useEffect, useRef, useState, type ReactNode } from 'react';

type ShownOnceProps = {
  /** The ids' prefix ('new-key' gives new-key-heading, new-key-warning, new-key-value). */
  id: string;
  heading: string;
  /** What was made, shown under the heading (an endpoint's address). */
  detail?: ReactNode;
  warning: string;
  /** The field's label ('Key', 'Signing secret'); `noun` is the words' ('key', 'secret'). */
  label: string;
  noun: string;
  value: string;
  onDone: () => void;
};

/**
 * A credential the API answers whole this once (an API key, a webhook's signing secret): the
 * panel takes focus in place of the form, so keyboard and screen reader users start reading it;
 * Copy uses the clipboard, or selects the value to copy by hand where there is none.
 */
export function ShownOnce({
  id,
  heading,
  detail,
  warning,
  label,
  noun,
  value,
  onDone,
}: ShownOnceProps) {
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  useEffect(() => panel.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard (an older browser or a refused permission).
      input.current?.select();
      setCopied('select');
    }
  };
  const Noun = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  return (
    <section
      ref={panel}
      className="owner-area-section new-key"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {detail}
      <p id={`${id}-warning`} className="new-key__warning">
        {warning}
      </p>
      <label className="field__label" htmlFor={`${id}-value`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-value`}
        className="input new-key__value"
        readOnly
        value={value}
        aria-describedby={`${id}-warning`}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="new-key__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy {noun}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          I have copied it
        </button>
        <p role="status" className="new-key__copied">
          {copied === 'yes'
            ? `${Noun} copied.`
            : copied === 'select'
              ? `The ${noun} is selected: copy it with your keyboard or menu.`
              : ''}
        </p>
      </div>
    </section>
  );
}
