import {
  formatDisplayDate,
  parseDayMonthYear,
  toDayMonthYear,
  type DayMonthYear,
} from '@threshold/domain/dates/calendar-date';
import {
  SLOW_SWITCH_TEXT,
  startDateErrors,
  type StartDateBody,
  type StartDateErrors,
  type StartDateWindowResponse,
} from '@threshold/domain/schemas/energy-start-date';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DateInput, datePartId } from '../../../ui/form/date-input';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { summariseErrors, type FieldTargets, type FormErrors } from '../../../ui/form/schema-form';
import { serverErrorsOf } from '../../../api/form-errors';
import { useSubmit } from '../../../ui/form/use-submit';

const TARGETS: FieldTargets = [
  ['startDate', datePartId('startDate', 'day')],
  ['coolingOffAgreed', 'coolingOffAgreed'],
];

type EnergySwitchFormProps = {
  window: StartDateWindowResponse;
  backTo: string;
  save: (body: StartDateBody) => Promise<StartDateWindowResponse>;
  onSaved: (saved: StartDateWindowResponse) => unknown;
};

/** The window that applies with or without the cooling-off agreement. */
function windowFor(window: StartDateWindowResponse, agreed: boolean) {
  return agreed
    ? window.agreed
    : { earliest: window.earliest, latest: window.latest, default: window.default };
}

function isInside(
  date: string | null,
  range: { earliest: string; latest: string },
): date is string {
  // yyyy-MM-dd dates compare as strings.
  return date !== null && date >= range.earliest && date <= range.latest;
}

/**
 * The supply start date (service-journeys 2 and 5): a date within the window the API worked out,
 * offered at its default (the earliest), which moves with the cooling-off agreement until the
 * mover types a date of their own.
 */
export function EnergySwitchForm({ window, backTo, save, onSaved }: EnergySwitchFormProps) {
  const [agreed, setAgreed] = useState(window.coolingOffAgreed);
  // A saved date still inside today's window is kept; otherwise (the move-in date, tariff or
  // consent moved the window) the default is offered again.
  const savedDate = isInside(window.startDate, windowFor(window, window.coolingOffAgreed))
    ? window.startDate
    : null;
  const [date, setDate] = useState<DayMonthYear>(() =>
    toDayMonthYear(savedDate ?? windowFor(window, window.coolingOffAgreed).default),
  );
  const [isDateTouched, setIsDateTouched] = useState(savedDate !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const submit = useSubmit(save, {
    onSuccess: onSaved,
    onError: (error) => {
      setErrors(serverErrorsOf(error, TARGETS));
      setAttempt((n) => n + 1);
    },
  });
  const current = windowFor(window, agreed);

  const onAgreedChange = (isAgreed: boolean) => {
    setAgreed(isAgreed);
    // The default follows the consent (the window may move) until the mover picks a date.
    if (!isDateTouched) setDate(toDayMonthYear(windowFor(window, isAgreed).default));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const startDate = parseDayMonthYear(date);
    const found: StartDateErrors = startDateErrors(
      { startDate, coolingOffAgreed: agreed },
      { ...current, coolingOffRequired: window.coolingOffRequired },
    );
    if (Object.keys(found).length > 0 || !startDate) {
      setErrors(found as FormErrors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    void submit.run({ startDate, coolingOffAgreed: agreed });
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summariseErrors(errors, TARGETS)} attempt={attempt} />
      {!window.fasterSwitching && <p className="notice">{SLOW_SWITCH_TEXT}</p>}
      <DateInput
        id="startDate"
        legend="When would you like your new supply to start?"
        hint={`Choose a date between ${formatDisplayDate(current.earliest)} and ${formatDisplayDate(current.latest)}. For example, ${formatDisplayDate(current.default)}.`}
        error={errors.startDate}
        value={date}
        onChange={(value) => {
          setIsDateTouched(true);
          setDate(value);
        }}
      />
      {window.coolingOffRequired && (
        <div className={errors.coolingOffAgreed ? 'field field--error' : 'field'}>
          {errors.coolingOffAgreed && (
            <p id="coolingOffAgreed-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {errors.coolingOffAgreed}
            </p>
          )}
          <div className="checkbox">
            <input
              id="coolingOffAgreed"
              type="checkbox"
              className="checkbox__input"
              checked={agreed}
              aria-describedby={errors.coolingOffAgreed ? 'coolingOffAgreed-error' : undefined}
              onChange={(event) => onAgreedChange(event.target.checked)}
            />
            <label className="checkbox__label" htmlFor="coolingOffAgreed">
              I am happy to pay for my energy during the 14-day cooling-off period if my supply
              starts within it
            </label>
          </div>
        </div>
      )}
      <div className="form__actions">
        <Link className="button button--secondary" to={backTo}>
          Back
        </Link>
        <button
          type="submit"
          className="button button--large"
          aria-disabled={submit.isPending || undefined}
        >
          Confirm and Switch
        </button>
        {submit.isPending && <p role="status">Saving your start date</p>}
      </div>
    </form>
  );
}
