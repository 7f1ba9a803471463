import { PASSWORD_HINTS } from '@threshold/domain/schemas/fields';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { FieldFrame, describedBy } from './field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  error?: string;
  /** The value typed so far, to tick the criteria (watch('password')); omit for no hint list. */
  valueForHints?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A password with a show/hide toggle (spec section 5) and, when setting a new one, the list of
 * criteria ticked as each is met.
 */
export function PasswordField({ id, label, error, valueForHints, ...input }: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false);
  const hint =
    valueForHints === undefined ? undefined : (
      <ul className="password-hints">
        {PASSWORD_HINTS.map((criterion) => {
          const isMet = criterion.isMetBy(valueForHints);
          return (
            <li key={criterion.id} className={isMet ? 'password-hints__met' : undefined}>
              <span aria-hidden="true">{isMet ? '✓' : '•'}</span> {criterion.text}
              <span className="visually-hidden">{isMet ? ' (done)' : ' (not yet)'}</span>
            </li>
          );
        })}
      </ul>
    );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="password-input">
        <input
          id={id}
          className="input"
          type={isShown ? 'text' : 'password'}
          aria-describedby={describedBy(id, { hint, error })}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          autoCapitalize="none"
          {...input}
        />
        <button
          type="button"
          className="button button--secondary password-input__toggle"
          aria-controls={id}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </FieldFrame>
  );
}
