import {
  PSR_GROUP,
  PSR_LANGUAGE_CONDITION,
  PSR_RELY_ON_KEYS,
  PSR_SELECT_ALL_THAT_APPLY_KEYS,
  PSR_TEMPORARY_CONDITION,
  type PsrConditionKey,
} from '@threshold/domain/codes/psr-condition';
import {
  PSR_CONTACT_OPTION,
  PSR_CONTACT_OPTION_LABEL,
  type PsrContactOption,
} from '@threshold/domain/codes/psr-contact-option';
import {
  formatDisplayDate,
  parseDayMonthYear,
  parseDisplayDate,
  toDayMonthYear,
  type DayMonthYear,
} from '@threshold/domain/dates/calendar-date';
import {
  PSR_CONDITION_LABEL,
  PSR_MESSAGES,
  psrErrors,
  type PsrOptions,
  type PsrResponse,
} from '@threshold/domain/schemas/energy-psr';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DateInput } from '../../../ui/form/date-input';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { summariseErrors, type FieldTargets, type FormErrors } from '../../../ui/form/schema-form';
import { serverErrorsOf } from '../../../api/form-errors';
import { useSubmit } from '../../../ui/form/use-submit';
import { WorkingStatus } from '../../../ui/working-status';

// The language list loads only when a mover asks for another language.
const LanguagePicker = lazy(() => import('./language-picker'));

const conditionId = (key: PsrConditionKey) => `psr-${key}`;
const UNTIL_ID = 'psr-until';
/** The language search box's id (language-picker.tsx gives its input the same). */
const LANGUAGE_SEARCH_ID = 'language-search';

const TARGETS: FieldTargets = [
  ['needHelp', 'needHelp-yes'],
  ['selection', conditionId(PSR_SELECT_ALL_THAT_APPLY_KEYS[0])],
  // The until date's day input (DateInput names its parts id-day, id-month, id-year).
  [PSR_TEMPORARY_CONDITION, `${UNTIL_ID}-day`],
  [PSR_LANGUAGE_CONDITION, LANGUAGE_SEARCH_ID],
];

/**
 * The picker offers only the list's languages, so here any chosen one is known; the API checks
 * it against the list (energy-psr-languages' isPsrLanguage) with the same rules.
 */
const isChosenLanguage = (value: unknown) => typeof value === 'string' && value !== '';

type EnergyPsrFormProps = {
  saved: PsrResponse;
  today: string;
  save: (psrOptions: PsrOptions | null) => Promise<PsrResponse>;
  onSaved: (answer: PsrResponse) => unknown;
};

/** The until date as typed, shown dd/MM/yyyy when it is a real date; null when not. */
function untilText(until: DayMonthYear): string | null {
  const iso = parseDayMonthYear(until);
  return iso ? formatDisplayDate(iso) : null;
}

function savedUntil(saved: PsrResponse): DayMonthYear {
  const shown = saved.psrOptions?.selection[PSR_TEMPORARY_CONDITION];
  const iso = shown ? parseDisplayDate(shown) : null;
  return iso ? toDayMonthYear(iso) : { day: '', month: '', year: '' };
}

/**
 * The Priority Services Register question (service-journeys 2, 3 and 5): Yes reveals the two
 * groups, the language list and the contact formats. The domain's rules, the same as the API's,
 * give the messages.
 */
export function EnergyPsrForm({ saved, today, save, onSaved }: EnergyPsrFormProps) {
  const initial = saved.psrOptions;
  const [needHelp, setNeedHelp] = useState<boolean | null>(
    saved.psrAnswered ? initial !== null : null,
  );
  const [chosen, setChosen] = useState<ReadonlySet<PsrConditionKey>>(
    () => new Set(Object.keys(initial?.selection ?? {}) as PsrConditionKey[]),
  );
  const [language, setLanguage] = useState<string | null>(
    initial?.selection[PSR_LANGUAGE_CONDITION] ?? null,
  );
  const [until, setUntil] = useState<DayMonthYear>(() => savedUntil(saved));
  const [contact, setContact] = useState<PsrContactOption>(
    initial?.specialCommsPreferences ?? PSR_CONTACT_OPTION.none,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const submit = useSubmit(save, {
    onSuccess: onSaved,
    onError: (error) => {
      setErrors(serverErrorsOf(error, TARGETS));
      setAttempt((n) => n + 1);
    },
  });

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const toggle = (key: PsrConditionKey, isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (isOn) next.add(key);
      else next.delete(key);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (needHelp === null) return showErrors({ needHelp: PSR_MESSAGES.needHelp });
    let psrOptions: PsrOptions | null = null;
    if (needHelp) {
      const selection: PsrOptions['selection'] = {};
      for (const key of [...PSR_SELECT_ALL_THAT_APPLY_KEYS, ...PSR_RELY_ON_KEYS]) {
        if (!chosen.has(key)) continue;
        selection[key] =
          key === PSR_LANGUAGE_CONDITION
            ? language
            : key === PSR_TEMPORARY_CONDITION
              ? untilText(until)
              : null;
      }
      psrOptions = { selection, specialCommsPreferences: contact };
      const found = psrErrors(psrOptions, today, isChosenLanguage);
      if (Object.keys(found).length > 0) return showErrors(found as FormErrors);
    }
    setErrors({});
    void submit.run(psrOptions);
  };

  const checkbox = (key: PsrConditionKey) => (
    <div className="psr-choice">
      <input
        id={conditionId(key)}
        type="checkbox"
        checked={chosen.has(key)}
        aria-describedby={errors.selection ? 'psr-selection-error' : undefined}
        onChange={(event) => toggle(key, event.target.checked)}
      />
      <label htmlFor={conditionId(key)}>{PSR_CONDITION_LABEL[key]}</label>
    </div>
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summariseErrors(errors, TARGETS)} attempt={attempt} />
      <div className={errors.needHelp ? 'field field--error' : 'field'}>
        <fieldset
          className="psr-group"
          aria-describedby={['needHelp-hint', errors.needHelp ? 'needHelp-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="field__label psr-question">
            Do you, or anyone living with you, need extra help from your energy supplier?
          </legend>
          <p id="needHelp-hint" className="field__hint">
            The Priority Services Register is free. Your supplier uses it to support you, for
            example during a power cut.
          </p>
          {errors.needHelp && (
            <p id="needHelp-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {errors.needHelp}
            </p>
          )}
          <div className="psr-yes-no">
            {[true, false].map((answer) => {
              const id = answer ? 'needHelp-yes' : 'needHelp-no';
              return (
                <div key={id} className="psr-choice">
                  <input
                    id={id}
                    type="radio"
                    name="needHelp"
                    checked={needHelp === answer}
                    onChange={() => setNeedHelp(answer)}
                  />
                  <label htmlFor={id}>{answer ? 'Yes' : 'No'}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>

      {needHelp && (
        <>
          <div className={errors.selection ? 'field field--error' : 'field'}>
            {errors.selection && (
              <p id="psr-selection-error" className="field__error">
                <span className="visually-hidden">Error: </span>
                {errors.selection}
              </p>
            )}
            <fieldset className="psr-group">
              <legend className="field__label">{PSR_GROUP.selectAllThatApply}</legend>
              {PSR_SELECT_ALL_THAT_APPLY_KEYS.map((key) => (
                <div key={key}>
                  {checkbox(key)}
                  {key === PSR_TEMPORARY_CONDITION && chosen.has(key) && (
                    <div className="psr-reveal">
                      <DateInput
                        id={UNTIL_ID}
                        legend="When do you think this will last until?"
                        hint="For example, 27 03 2027"
                        error={errors[PSR_TEMPORARY_CONDITION]}
                        value={until}
                        onChange={setUntil}
                      />
                    </div>
                  )}
                  {key === PSR_LANGUAGE_CONDITION && chosen.has(key) && (
                    <div className="psr-reveal">
                      <Suspense fallback={<WorkingStatus message="Loading the languages" />}>
                        <LanguagePicker
                          value={language}
                          error={errors[PSR_LANGUAGE_CONDITION]}
                          onChange={setLanguage}
                        />
                      </Suspense>
                    </div>
                  )}
                </div>
              ))}
            </fieldset>
            <fieldset className="psr-group">
              <legend className="field__label">{PSR_GROUP.relyOn}</legend>
              {PSR_RELY_ON_KEYS.map((key) => (
                <div key={key}>{checkbox(key)}</div>
              ))}
            </fieldset>
          </div>
          <fieldset className="psr-group">
            <legend className="field__label">
              Would you like information from your supplier in another format?
            </legend>
            {(Object.values(PSR_CONTACT_OPTION) as PsrContactOption[]).map((option) => (
              <div key={option} className="psr-choice">
                <input
                  id={`contact-${option}`}
                  type="radio"
                  name="specialCommsPreferences"
                  checked={contact === option}
                  onChange={() => setContact(option)}
                />
                <label htmlFor={`contact-${option}`}>{PSR_CONTACT_OPTION_LABEL[option]}</label>
              </div>
            ))}
          </fieldset>
        </>
      )}

      <div className="form__actions">
        <Link className="button button--secondary" to={saved.previousStep}>
          Back
        </Link>
        <button
          type="submit"
          className="button button--large"
          aria-disabled={submit.isPending || undefined}
        >
          Continue
        </button>
        {submit.isPending && <p role="status">Saving your answer</p>}
      </div>
    </form>
  );
}
