import { useEffect, useRef } from 'react';

/** One problem in the summary: the field it belongs to (its input's id), or none for the form. */
export type SummaryError = { targetId: string | null; message: string };

type ErrorSummaryProps = {
  errors: readonly SummaryError[];
  /** Changes on every submit that fails, so the summary takes focus again each time. */
  attempt: number;
};

/**
 * The GOV.UK error summary: at the top of the form, it takes focus when a submit fails (so a
 * screen reader reads the problems first) and links to each field, whose input then takes focus.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors && attempt > 0) summary.current?.focus();
  }, [attempt, hasErrors]);
  if (!hasErrors) return null;

  return (
    <div
      ref={summary}
      className="error-summary"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {errors.map(({ targetId, message }) => (
          <li key={`${targetId ?? 'form'}:${message}`}>
            {targetId ? (
              <a
                href={`#${targetId}`}
                onClick={(event) => {
                  const target = document.getElementById(targetId);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.closest('.field')?.scrollIntoView({ block: 'start' });
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
