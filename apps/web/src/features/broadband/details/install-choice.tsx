import {
  checkInstallChoice,
  customInstallWindow,
  installsAfterMoveIn,
  type InstallStart,
} from '@threshold/domain/broadband/install-date';
import { parseDayMonthYear } from '@threshold/domain/dates/calendar-date';
import {
  chosenInstallAfterMoveInMessage,
  installAfterMoveInMessage,
} from '@threshold/domain/messages/broadband';
import type { BroadbandPackage } from '@threshold/domain/schemas/broadband';
import { DateInput, type DatePart } from '../../../ui/form/date-input';
import { displayDate } from '../package-card/package-words';

export type InstallChoiceValue = {
  start: InstallStart;
  date: Partial<Record<DatePart, string>>;
};

export const ASAP_CHOICE: InstallChoiceValue = { start: 'asap', date: {} };

/** The custom date as yyyy-MM-dd, or null while the three fields do not make a real date. */
export function customDateOf(value: InstallChoiceValue): string | null {
  const { day = '', month = '', year = '' } = value.date;
  return parseDayMonthYear({ day, month, year });
}

type InstallChoiceProps = {
  pkg: BroadbandPackage;
  moveInDate: string | null;
  value: InstallChoiceValue;
  onChange: (value: InstallChoiceValue) => void;
  /** The custom date's message (checkInstallChoice's), shown at the date. */
  error?: string;
};

/**
 * "When would you like it installed?": the spec's start-service options, as soon as possible (the
 * package's earliest install date) or a custom installation date within the package's window
 * (service-journeys 9; issue 18), with a warning when the line would come after the move-in date.
 */
export function InstallChoice({ pkg, moveInDate, value, onChange, error }: InstallChoiceProps) {
  const allowed = customInstallWindow(pkg.earliestInstallDate, moveInDate);
  // The date the choice stands for, once the rule accepts it (no warning for a refused date).
  const checked = checkInstallChoice(
    { start: value.start, date: customDateOf(value) },
    pkg,
    moveInDate,
  );
  const chosen = checked.ok ? checked.choice.date : null;
  const isLate = chosen !== null && installsAfterMoveIn(chosen, moveInDate);
  const option = (start: InstallStart, label: string) => (
    <div className="install-choice__option">
      <input
        className="install-choice__input"
        type="radio"
        id={`install-start-${start}`}
        name="installStart"
        value={start}
        checked={value.start === start}
        onChange={() => onChange({ ...value, start })}
      />
      <label htmlFor={`install-start-${start}`}>{label}</label>
    </div>
  );

  return (
    <section className="install-choice">
      <h2 id="install-choice-heading">When would you like it installed?</h2>
      {/* The visible heading names the choice, once (no hidden legend repeating it). */}
      <fieldset className="install-choice__options" aria-labelledby="install-choice-heading">
        {option('asap', `As soon as possible (from ${displayDate(pkg.earliestInstallDate)})`)}
        {option('custom', 'A custom installation date')}
      </fieldset>
      {value.start === 'custom' && (
        <DateInput
          id="installDate"
          legend="Installation date"
          hint={`Choose a date between ${displayDate(allowed.earliest)} and ${displayDate(allowed.latest)}. For example, ${displayDate(allowed.earliest)}.`}
          error={error}
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
        />
      )}
      {isLate && moveInDate && (
        <p className="install-choice__warning" role="status">
          {value.start === 'asap'
            ? installAfterMoveInMessage(displayDate(chosen), displayDate(moveInDate))
            : chosenInstallAfterMoveInMessage(displayDate(chosen), displayDate(moveInDate))}
        </p>
      )}
    </section>
  );
}
