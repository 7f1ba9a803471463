import { POSTCODE_MAX_LENGTH } from '@threshold/domain/schemas/fields';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isOptional?: boolean;
  children: ReactNode;
};

/** Ids a field's input describes itself with: its hint and its error, when shown. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: string }) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

/** Label, "(optional)" suffix, hint and error message around one input (spec section 5). */
export function FieldFrame({ id, label, hint, error, isOptional, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isOptional && <span className="field__optional"> (optional)</span>}
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isOptional?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; spread react-hook-form's register() into it. */
export function TextField({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} isOptional={isOptional}>
      <input
        id={id}
        className={className ? `input ${className}` : 'input'}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  options: readonly string[];
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with a first, empty choice. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        className="input input--select"
        aria-describedby={describedBy(id, { error })}
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
    </FieldFrame>
  );
}

type PostcodeFieldProps = Omit<
  TextFieldProps,
  'id' | 'label' | 'className' | 'autoComplete' | 'maxLength'
> & { label?: string };

/** The new home's postcode (portal-access 5: UK format, at most 8 characters). */
export function PostcodeField({
  label = 'Postcode of your new home',
  ...input
}: PostcodeFieldProps) {
  return (
    <TextField
      id="postcode"
      label={label}
      className="input--short"
      autoComplete="postal-code"
      maxLength={POSTCODE_MAX_LENGTH}
      {...input}
    />
  );
}
