import type { ChangeEvent, ReactNode } from 'react';
import { describedBy } from './field';
import { DIGIT, keepDigits, refuseCharactersOutside } from './character-filter';

export type DatePart = 'day' | 'month' | 'year';

const PARTS: readonly { part: DatePart; label: string; maxLength: number }[] = [
  { part: 'day', label: 'Day', maxLength: 2 },
  { part: 'month', label: 'Month', maxLength: 2 },
  { part: 'year', label: 'Year', maxLength: 4 },
];

/** The id of one of a date's inputs; the error summary links to the day. */
export function datePartId(id: string, part: DatePart): string {
  return `${id}-${part}`;
}

/**
 * Spec section 5: day and month move on to the next input once 2 characters are in; the
 * year is last. Returns the part to move to, or null to stay.
 */
export function nextDatePart(part: DatePart, value: string): DatePart | null {
  if (value.length < 2) return null;
  if (part === 'day') return 'month';
  if (part === 'month') return 'year';
  return null;
}

type DateInputProps = {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: Partial<Record<DatePart, string>>;
  onChange: (value: Record<DatePart, string>) => void;
  autoCompletePrefix?: 'bday';
};

/** A date as three inputs (GOV.UK pattern): digits only, moving on after 2 characters. */
export function DateInput({
  id,
  legend,
  hint,
  error,
  value,
  onChange,
  autoCompletePrefix,
}: DateInputProps) {
  const whole = { day: value.day ?? '', month: value.month ?? '', year: value.year ?? '' };
  const onPartChange = (part: DatePart) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = keepDigits(event.target.value);
    onChange({ ...whole, [part]: digits });
    const next = nextDatePart(part, digits);
    if (next) document.getElementById(datePartId(id, next))?.focus();
  };

  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset className="date-input" aria-describedby={describedBy(id, { hint, error })}>
        <legend className="field__label">{legend}</legend>
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
        <div className="date-input__parts">
          {PARTS.map(({ part, label, maxLength }) => (
            <div key={part} className={`date-input__part date-input__part--${part}`}>
              <label className="date-input__label" htmlFor={datePartId(id, part)}>
                {label}
              </label>
              <input
                name={`${id}.${part}`}
                value={whole[part]}
                onChange={onPartChange(part)}
                onBeforeInput={refuseCharactersOutside(DIGIT)}
                id={datePartId(id, part)}
                className="input"
                inputMode="numeric"
                maxLength={maxLength}
                autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off'}
                aria-invalid={error ? true : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
