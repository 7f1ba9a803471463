import type { ReactNode } from 'react';

export type Choice<Value extends string | number> = { value: Value; label: string; hint?: string };

type ChoiceGroupProps<Value extends string | number> = {
  /** The group's name; each radio's id is `${name}-${value}`, the first one is the summary's target. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice<Value>[];
  value: Value | undefined;
  error?: string;
  /** Lay short answers (Yes / No) side by side on wide screens. */
  isInline?: boolean;
  onChange: (value: Value) => void;
};

/** The id of a choice's radio (the error summary links to the first choice's). */
export function choiceId(name: string, value: string | number): string {
  return `${name}-${value}`;
}

/**
 * A question answered by one of a few choices: a fieldset whose legend is the question, radios
 * with visible labels (arrow keys move between them, as the browser does for a radio group), the
 * hint and the error message read with the group.
 */
export function ChoiceGroup<Value extends string | number>({
  name,
  legend,
  hint,
  choices,
  value,
  error,
  isInline = false,
  onChange,
}: ChoiceGroupProps<Value>) {
  const describedBy =
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset className="choice-group" aria-describedby={describedBy}>
        <legend className="choice-group__legend">{legend}</legend>
        {hint && (
          <div id={`${name}-hint`} className="field__hint">
            {hint}
          </div>
        )}
        {error && (
          <p id={`${name}-error`} className="field__error">
            <span className="visually-hidden">Error: </span>
            {error}
          </p>
        )}
        <div
          className={
            isInline
              ? 'choice-group__choices choice-group__choices--inline'
              : 'choice-group__choices'
          }
        >
          {choices.map((choice) => {
            const id = choiceId(name, choice.value);
            return (
              <div className="radio" key={choice.value}>
                <input
                  className="radio__input"
                  type="radio"
                  id={id}
                  name={name}
                  value={String(choice.value)}
                  checked={value === choice.value}
                  aria-describedby={choice.hint ? `${id}-hint` : undefined}
                  onChange={() => onChange(choice.value)}
                />
                <label className="radio__label" htmlFor={id}>
                  {choice.label}
                </label>
                {choice.hint && (
                  <div id={`${id}-hint`} className="radio__hint">
                    {choice.hint}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
