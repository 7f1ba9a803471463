import { BEDROOM_CHOICES } from '@threshold/domain/codes/bedroom-choice';
import type { FuelType } from '@threshold/domain/codes/fuel-type';
import type { KnownUsage } from '@threshold/domain/codes/known-usage';
import { OCCUPANT_CHOICES } from '@threshold/domain/codes/occupant-choice';
import { PROPERTY_TYPE_OPTIONS } from '@threshold/domain/codes/property-type';
import {
  usageAsksGas,
  validateEnergyUsage,
  type EnergyUsageAnswers,
} from '@threshold/domain/energy/usage-validation';
import { estimateAnnualUsage } from '@threshold/domain/energy/usage-estimate';
import type { EnergyUsageForm as UsageAnswers } from '@threshold/domain/schemas/energy-usage';
import { unknownMeterNotice } from '@threshold/domain/messages/unknown-meter';
import { useState, type FormEvent } from 'react';
import { ErrorSummary, type SummaryError } from '../../../ui/form/error-summary';
import { describedBy } from '../../../ui/form/field';
import { summariseErrors, type FieldTargets, type FormErrors } from '../../../ui/form/schema-form';
import { serverErrorsOf } from '../../../api/form-errors';
import { useSubmit } from '../../../ui/form/use-submit';
import { ChoiceGroup, choiceId, type Choice } from './choice-group';

type YesNo = 'Y' | 'N';

/** What the mover has typed and chosen; kWh as typed, so each of the spec's messages can be told apart. */
export type UsageValues = {
  knownUsage: KnownUsage | undefined;
  electricityKwhUsage: string;
  gasKwhUsage: string;
  numberOfBedrooms: number | undefined;
  propertyType: number | undefined;
  numberOfPeople: number | undefined;
  prepay: YesNo | undefined;
  economy7: YesNo | undefined;
  gas: YesNo | undefined;
};

/** The home's facts the questions depend on. */
export type UsageHome = {
  /** The enrolment's fuel type; null when the supply facts could not tell. */
  fuelType: FuelType | null;
  /** Meter details are known (supply check): otherwise the manual meter questions are asked. */
  knownMeterDetails: boolean;
  /** The supply facts say the electricity meter is Economy 7 (for the assumed usage). */
  economy7: boolean;
  /** The move-in date is after today (the unknown-meter words differ); true when not known. */
  isMoveInDateFuture?: boolean;
};

type EnergyUsageFormProps = {
  home: UsageHome;
  /** The answers saved before (GET /api/energy-journey propertyUsage.usageInfo), to restore. */
  saved: UsageAnswers | null;
  save: (answers: UsageAnswers) => Promise<unknown>;
  onSaved: () => unknown;
};

const KNOWN_USAGE_CHOICES: readonly Choice<KnownUsage>[] = [
  { value: 'Y', label: 'Yes, I know how many kWh I use a year' },
  {
    value: 'N',
    label: 'No, estimate it from my home',
    hint: 'Answer three questions about your new home.',
  },
  {
    value: 'U',
    label: "I don't know",
    hint: "We'll use typical usage for a home in Great Britain.",
  },
];

const YES_NO: readonly Choice<YesNo>[] = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

const BEDROOMS: readonly Choice<number>[] = BEDROOM_CHOICES.map(({ value, label }) => ({
  value,
  label,
}));
const PROPERTY_TYPES: readonly Choice<number>[] = PROPERTY_TYPE_OPTIONS.map(({ value, label }) => ({
  value,
  label,
}));

/** Each field's message links to its input (a group's to its first choice), in the page's order. */
const TARGETS: FieldTargets = [
  ['knownUsage', choiceId('knownUsage', 'Y')],
  ['electricityKwhUsage', 'electricityKwhUsage'],
  ['gasKwhUsage', 'gasKwhUsage'],
  ['numberOfBedrooms', choiceId('numberOfBedrooms', BEDROOMS[0]?.value ?? 1)],
  ['propertyType', choiceId('propertyType', PROPERTY_TYPES[0]?.value ?? 1)],
  ['numberOfPeople', 'numberOfPeople'],
  ['prepay', choiceId('prepay', 'Y')],
  ['economy7', choiceId('economy7', 'Y')],
  ['gas', choiceId('gas', 'Y')],
];

/**
 * The two kWh fields share their messages ("This field is required" for both), so their rows in the
 * summary name the field; beside the field the message stays as the spec words it.
 */
const SUMMARY_FIELD_NAMES: Record<string, string> = {
  electricityKwhUsage: 'Electricity used a year',
  gasKwhUsage: 'Gas used a year',
};

export function usageSummaryRows(errors: FormErrors): SummaryError[] {
  return summariseErrors(errors, TARGETS).map((row) => {
    const name = row.targetId ? SUMMARY_FIELD_NAMES[row.targetId] : undefined;
    return name ? { ...row, message: `${name}: ${row.message}` } : row;
  });
}

export function initialUsageValues(saved: UsageAnswers | null): UsageValues {
  return {
    knownUsage: saved?.knownUsage,
    electricityKwhUsage: saved?.electricityKwhUsage ?? '',
    gasKwhUsage: saved?.gasKwhUsage ?? '',
    numberOfBedrooms: saved?.numberOfBedrooms,
    propertyType: saved?.propertyType,
    numberOfPeople: saved?.numberOfPeople,
    prepay: saved?.prepay,
    economy7: saved?.economy7,
    gas: saved?.gas,
  };
}

/** Gas applies when the home takes gas or the mover says there is a gas supply (the domain's rule). */
function gasApplies(values: Pick<UsageValues, 'gas'>, home: UsageHome): boolean {
  // Unknown meters: the gas answer alone decides (the fuel type saved from it may be out of date).
  return usageAsksGas(
    { gas: values.gas },
    { fuelType: home.knownMeterDetails ? home.fuelType : null },
  );
}

/**
 * The answers sent: only what the chosen answer asks for (a kWh typed before choosing No is not
 * kept), and the meter flags only when they were asked.
 */
export function usageAnswers(
  values: UsageValues,
  home: UsageHome,
): EnergyUsageAnswers & Partial<UsageAnswers> {
  const answers: Partial<UsageAnswers> = {};
  if (values.knownUsage) answers.knownUsage = values.knownUsage;
  if (values.knownUsage === 'Y') {
    answers.electricityKwhUsage = values.electricityKwhUsage.trim();
    if (gasApplies(values, home)) answers.gasKwhUsage = values.gasKwhUsage.trim();
  }
  if (values.knownUsage === 'N') {
    if (values.numberOfBedrooms !== undefined) answers.numberOfBedrooms = values.numberOfBedrooms;
    if (values.propertyType !== undefined) answers.propertyType = values.propertyType;
    if (values.numberOfPeople !== undefined) answers.numberOfPeople = values.numberOfPeople;
  }
  if (!home.knownMeterDetails) {
    if (values.prepay) answers.prepay = values.prepay;
    if (values.economy7) answers.economy7 = values.economy7;
    if (values.gas) answers.gas = values.gas;
  }
  return answers;
}

const kwhFormat = new Intl.NumberFormat('en-GB');

/** "We'll assume …": the usage a quote takes for an answer of No (once complete) or I don't know. */
export function assumedUsageSentence(values: UsageValues, home: UsageHome): string | null {
  const isEstimate =
    values.knownUsage === 'U' ||
    (values.knownUsage === 'N' &&
      values.numberOfBedrooms !== undefined &&
      values.propertyType !== undefined &&
      values.numberOfPeople !== undefined);
  if (!isEstimate) return null;
  const hasGas = gasApplies(values, home);
  const usage = estimateAnnualUsage(
    {
      knownUsage: values.knownUsage,
      numberOfBedrooms: values.numberOfBedrooms,
      propertyType: values.propertyType,
      numberOfPeople: values.numberOfPeople,
    },
    { economy7: values.economy7 ? values.economy7 === 'Y' : home.economy7, hasGas },
  );
  const electricity = `${kwhFormat.format(usage.electricityKwh)} kWh of electricity`;
  return usage.gasKwh === null
    ? `We'll assume ${electricity} a year.`
    : `We'll assume ${electricity} and ${kwhFormat.format(usage.gasKwh)} kWh of gas a year.`;
}

type KwhFieldProps = {
  id: 'electricityKwhUsage' | 'gasKwhUsage';
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A yearly kWh figure: typed as text (so a letter gets its own message), numeric keyboard on phones. */
function KwhField({ id, label, value, error, onChange }: KwhFieldProps) {
  const hint = 'Your bill or your supplier’s app shows it, in kWh a year.';
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="kwh-input">
        <input
          id={id}
          name={id}
          className="input kwh-input__field"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={value}
          aria-describedby={describedBy(id, { hint, error })}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="kwh-input__unit" aria-hidden="true">
          kWh
        </span>
      </div>
    </div>
  );
}

/**
 * The energy usage questions (service-journeys 2 "Energy usage"): do you know your usage, Y / N / U;
 * Yes asks for the yearly kWh (gas too when gas applies), No asks bedrooms, property type and
 * people; the meter questions appear when the meter details are not known. The domain's rules
 * (the same the API checks) give every message; the summary at the top takes focus on a failed submit.
 */
export function EnergyUsageForm({ home, saved, save, onSaved }: EnergyUsageFormProps) {
  const [values, setValues] = useState<UsageValues>(() => initialUsageValues(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const showErrors = (next: FormErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };
  const submit = useSubmit(save, {
    onSuccess: onSaved,
    onError: (error) => showErrors(serverErrorsOf(error, TARGETS)),
  });

  const set = <K extends keyof UsageValues>(name: K, value: UsageValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const answers = usageAnswers(values, home);
    const found = validateEnergyUsage(answers, {
      fuelType: home.knownMeterDetails ? home.fuelType : null,
      knownMeterDetails: home.knownMeterDetails,
    });
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    // Checked above: knownUsage is one of Y, N, U.
    submit.run(answers as UsageAnswers);
  };

  const withGas = gasApplies(values, home);
  const assumed = assumedUsageSentence(values, home);
  return (
    <form className="form energy-usage" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={usageSummaryRows(errors)} attempt={attempt} />

      {!home.knownMeterDetails && (
        <section className="energy-usage__meters" aria-labelledby="meters-heading">
          <h2 id="meters-heading">About your meters</h2>
          <p className="notice">{unknownMeterNotice(home)}</p>
          <p>Please tell us about the meters at your new home.</p>
          <ChoiceGroup
            name="prepay"
            legend="Is there a prepayment (pay as you go) meter?"
            choices={YES_NO}
            value={values.prepay}
            error={errors.prepay}
            isInline
            onChange={(value) => set('prepay', value)}
          />
          <ChoiceGroup
            name="economy7"
            legend="Is the electricity meter Economy 7?"
            hint="An Economy 7 meter has a cheaper rate at night."
            choices={YES_NO}
            value={values.economy7}
            error={errors.economy7}
            isInline
            onChange={(value) => set('economy7', value)}
          />
          <ChoiceGroup
            name="gas"
            legend="Does your new home have a gas supply?"
            choices={YES_NO}
            value={values.gas}
            error={errors.gas}
            isInline
            onChange={(value) => set('gas', value)}
          />
        </section>
      )}

      <ChoiceGroup
        name="knownUsage"
        legend={
          <span className="choice-group__question">Do you know how much energy you use?</span>
        }
        hint="Knowing your usage makes the prices we show more accurate."
        choices={KNOWN_USAGE_CHOICES}
        value={values.knownUsage}
        error={errors.knownUsage}
        onChange={(value) => set('knownUsage', value)}
      />

      {values.knownUsage === 'Y' && (
        <div className="energy-usage__follow-up">
          <KwhField
            id="electricityKwhUsage"
            label="Electricity used a year"
            value={values.electricityKwhUsage}
            error={errors.electricityKwhUsage}
            onChange={(value) => set('electricityKwhUsage', value)}
          />
          {withGas && (
            <KwhField
              id="gasKwhUsage"
              label="Gas used a year"
              value={values.gasKwhUsage}
              error={errors.gasKwhUsage}
              onChange={(value) => set('gasKwhUsage', value)}
            />
          )}
        </div>
      )}

      {values.knownUsage === 'N' && (
        <div className="energy-usage__follow-up">
          <ChoiceGroup
            name="numberOfBedrooms"
            legend="How many bedrooms are there?"
            choices={BEDROOMS}
            value={values.numberOfBedrooms}
            error={errors.numberOfBedrooms}
            isInline
            onChange={(value) => set('numberOfBedrooms', value)}
          />
          <ChoiceGroup
            name="propertyType"
            legend="What type of property is it?"
            choices={PROPERTY_TYPES}
            value={values.propertyType}
            error={errors.propertyType}
            onChange={(value) => set('propertyType', value)}
          />
          <div className={errors.numberOfPeople ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="numberOfPeople">
              How many people will live there?
            </label>
            {errors.numberOfPeople && (
              <p id="numberOfPeople-error" className="field__error">
                <span className="visually-hidden">Error: </span>
                {errors.numberOfPeople}
              </p>
            )}
            <select
              id="numberOfPeople"
              name="numberOfPeople"
              className="input input--select"
              value={values.numberOfPeople ?? ''}
              aria-describedby={describedBy('numberOfPeople', { error: errors.numberOfPeople })}
              aria-invalid={errors.numberOfPeople ? true : undefined}
              onChange={(event) =>
                set(
                  'numberOfPeople',
                  event.target.value === '' ? undefined : Number(event.target.value),
                )
              }
            >
              <option value="">Choose</option>
              {OCCUPANT_CHOICES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      {/* Always in the page, so a screen reader hears the sentence when it appears or changes. */}
      <p className="energy-usage__assumed" aria-live="polite">
        {assumed}
      </p>

      <div className="form__actions">
        <button
          type="submit"
          className="button button--large"
          aria-disabled={submit.isPending || undefined}
        >
          Continue
        </button>
        {submit.isPending && <p role="status">Saving your answers</p>}
      </div>
    </form>
  );
}
