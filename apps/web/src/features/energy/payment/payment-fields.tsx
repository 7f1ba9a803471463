import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/**
 * The payment form's text and select fields, in the design system's markup (ui/form/field):
 * kept here because that module carries the postcode rules, which this route does not need
 * (its chunk stays within the 35 KB budget).
 */
type FrameProps = { id: string; label: string; hint?: string; error?: string; children: ReactNode };

function Frame({ id, label, hint, error, children }: FrameProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

type PaymentTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function PaymentTextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: PaymentTextFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={className ? `input ${className}` : 'input'}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </Frame>
  );
}

type PaymentSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string;
};

export function PaymentSelectField({
  id,
  label,
  options,
  placeholder,
  error,
  ...select
}: PaymentSelectFieldProps) {
  return (
    <Frame id={id} label={label} error={error}>
      <select
        id={id}
        className="input input--select"
        aria-describedby={describedBy(id, undefined, error)}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Frame>
  );
}
