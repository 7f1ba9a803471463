import {
  BANK_ACCOUNT_NAME_MAX_LENGTH,
  BANK_ACCOUNT_NUMBER_MAX_LENGTH,
  DIRECT_DEBIT_NOTICE_WORKING_DAYS,
  EMPTY_PAYMENT_FORM,
  SORT_CODE_MAX_LENGTH,
  paymentFormSchema,
  withoutSortCodeSeparators,
  type PaymentFormInput,
  type PaymentFormOutput,
  type PaymentFormValues,
} from '@threshold/domain/schemas/energy-payment';
import type { PaymentPage } from '@threshold/domain/schemas/energy-payment-page';
import { smartDataRatesFor, type SmartDataRate } from '@threshold/domain/codes/smart-data-rate';
import {
  DIRECT_DEBIT_GUARANTEE_HEADING,
  DIRECT_DEBIT_GUARANTEE_SOURCE,
  directDebitGuarantee,
} from '@threshold/domain/messages/direct-debit-guarantee';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { summariseErrors, useSchemaForm, type FieldTargets } from '../../../ui/form/schema-form';
import { serverErrorsOf } from '../../../api/form-errors';
import { useSubmit } from '../../../ui/form/use-submit';
import { setUpPayment } from './energy-payment.api';
import { PaymentSelectField, PaymentTextField } from './payment-fields';

/** The form's values with every default filled in (what the API is sent). */
const EMPTY_PAYMENT_FORM_WITH = (values: PaymentFormInput): PaymentFormValues => ({
  ...EMPTY_PAYMENT_FORM,
  ...values,
});

const TARGETS: FieldTargets = [
  ['reuseExistingDetails', 'bankAccountName'],
  ['bankAccountName', 'bankAccountName'],
  ['bankAccountNumber', 'bankAccountNumber'],
  ['bankAccountSortCode', 'bankAccountSortCode'],
  ['preferredDay', 'preferredDay'],
  ['smartMeterAcknowledged', 'smartMeterAcknowledged'],
  ['smartBillingDataRate', 'smartBillingDataRate-first'],
  ['smartSettlementDataRate', 'smartSettlementDataRate-first'],
  ['termsAndConditions', 'termsAndConditions'],
];

/** The data rates in the mover's words; Monthly is for billing only (service-journeys 3). */
const DATA_RATE_WORDS: Record<SmartDataRate, string> = {
  HalfHourly: 'Every half hour',
  Daily: 'Once a day',
  Monthly: 'Once a month',
};

type CheckboxProps = {
  id: keyof PaymentFormValues & string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
};

function Checkbox({ id, checked, onChange, error, children }: CheckboxProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {children}
        </label>
      </div>
    </div>
  );
}

type RateChoiceProps = {
  name: 'smartBillingDataRate' | 'smartSettlementDataRate';
  legend: string;
  rates: readonly SmartDataRate[];
  /** Said instead of the question when only one rate is offered, e.g. "… once a day …". */
  onlyRate: (words: string) => string;
  value: string;
  error?: string;
  onChange: (rate: SmartDataRate) => void;
};

/**
 * A data-rate question with the rates the brand offers; with one rate left there is nothing to
 * choose, so it is said in words.
 */
function RateChoice({ name, legend, rates, onlyRate, value, error, onChange }: RateChoiceProps) {
  if (rates.length === 1) {
    return (
      <p className="payment-rates" id={`${name}-first`}>
        {onlyRate(DATA_RATE_WORDS[rates[0]!].toLowerCase())}
      </p>
    );
  }
  return (
    <fieldset
      className={error ? 'payment-rates field--error' : 'payment-rates'}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="payment-rates__legend">{legend}</legend>
      {error && (
        <p id={`${name}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {rates.map((rate, index) => (
        <div className="payment-radio" key={rate}>
          <input
            id={index === 0 ? `${name}-first` : `${name}-${rate}`}
            type="radio"
            name={name}
            value={rate}
            checked={value === rate}
            onChange={() => onChange(rate)}
          />
          <label htmlFor={index === 0 ? `${name}-first` : `${name}-${rate}`}>
            {DATA_RATE_WORDS[rate]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

type EnergyPaymentFormProps = {
  page: PaymentPage;
  backTo: string;
  onDone: () => unknown;
  /** Saves the choices (directdebit or setup-payg), then completes energy; tests pass their own. */
  submit?: (values: PaymentFormValues) => Promise<unknown>;
};

/**
 * The payment form (service-journeys 2, 3 and 5): the direct debit (bank details, preferred day,
 * paper mandate) when the tariff is paid by direct debit, the smart-meter reading preferences,
 * the smart-meter acknowledgement where it applies, marketing choices and the terms.
 */
export function EnergyPaymentForm({
  page,
  backTo,
  onDone,
  submit = (values) => setUpPayment(values, page.isDirectDebit),
}: EnergyPaymentFormProps) {
  const schema = useMemo(
    () =>
      paymentFormSchema({
        isDirectDebit: page.isDirectDebit,
        preferredDayOptions: page.preferredDayOptions,
        isNewSupplier: page.isNewSupplier,
        needsSmartAcknowledgement: page.needsSmartAcknowledgement,
        halfHourlyAllowed: page.halfHourlyAllowed,
      }),
    [page],
  );
  const form = useSchemaForm<PaymentFormInput, PaymentFormOutput>(schema, EMPTY_PAYMENT_FORM);
  const { setValue, errors } = form;
  const values = EMPTY_PAYMENT_FORM_WITH(form.values);
  const action = useSubmit(submit, {
    onSuccess: onDone,
    onError: (error) => form.showErrors(serverErrorsOf(error, TARGETS)),
  });
  const suppliers = [...new Set(page.tariffs.map((tariff) => tariff.supplierName))];
  const supplierNames = suppliers.join(' and ');
  // Mixed fuels can mean two suppliers: each has its own foundation and group, named in turn.
  const foundations = suppliers.map((name) => `the ${name} Foundation`).join(' and ');
  const groups = suppliers.map((name) => `the ${name} group`).join(' and ');
  const termsUrl = page.tariffs.find((tariff) => tariff.termsUrl)?.termsUrl ?? null;
  const asksBankAccount = !values.paperMandate;
  const dataRates = smartDataRatesFor(page.halfHourlyAllowed);

  return (
    <form
      className="form payment-form"
      noValidate
      onSubmit={form.handleSubmit(() => {
        if (!action.isPending) action.run(values);
      })}
    >
      <ErrorSummary errors={summariseErrors(errors, TARGETS)} attempt={form.attempt} />
      {page.isDirectDebit && (
        <section className="payment-section" aria-labelledby="direct-debit-heading">
          <h2 id="direct-debit-heading">Your Direct Debit</h2>
          <p>
            {supplierNames} will collect your monthly payment of{' '}
            <strong>{page.summary.monthlyEstimateFormatted}</strong> by Direct Debit on the day you
            choose. Your bank details go only to {supplierNames} to set it up.
          </p>
          <div className="payment-guarantee" data-testid="direct-debit-guarantee">
            <h3>{DIRECT_DEBIT_GUARANTEE_HEADING}</h3>
            <ul>
              {directDebitGuarantee(supplierNames, DIRECT_DEBIT_NOTICE_WORKING_DAYS).map(
                (point) => (
                  <li key={point.text}>
                    {point.text}
                    {point.subPoints.length > 0 && (
                      <ul>
                        {point.subPoints.map((subPoint) => (
                          <li key={subPoint}>{subPoint}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ),
              )}
            </ul>
            <p className="payment-guarantee__source">Source: {DIRECT_DEBIT_GUARANTEE_SOURCE}</p>
          </div>
          <PaymentTextField
            id="bankAccountName"
            label="Account holder name"
            autoComplete="cc-name"
            spellCheck={false}
            hint={`As it appears on your bank account, up to ${BANK_ACCOUNT_NAME_MAX_LENGTH} characters`}
            error={errors.bankAccountName ?? errors.reuseExistingDetails}
            {...form.bind('bankAccountName')}
          />
          {asksBankAccount && (
            <>
              <PaymentTextField
                id="bankAccountNumber"
                label="Account number"
                hint="8 digits"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                className="input--short"
                maxLength={BANK_ACCOUNT_NUMBER_MAX_LENGTH}
                error={errors.bankAccountNumber}
                {...form.bind('bankAccountNumber')}
              />
              <PaymentTextField
                id="bankAccountSortCode"
                label="Sort code"
                hint="6 digits, for example 309430"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                className="input--short"
                // Separators typed or pasted ("30-94-30") are dropped before the 6-character limit.
                maxLength={SORT_CODE_MAX_LENGTH + 2}
                error={errors.bankAccountSortCode}
                name="bankAccountSortCode"
                value={values.bankAccountSortCode}
                onChange={(event) =>
                  setValue(
                    'bankAccountSortCode',
                    withoutSortCodeSeparators(event.target.value).slice(0, SORT_CODE_MAX_LENGTH),
                  )
                }
              />
            </>
          )}
          {page.preferredDayOptions.length > 0 && (
            <PaymentSelectField
              id="preferredDay"
              label="Preferred payment day"
              placeholder="Choose a day of the month"
              options={page.preferredDayOptions.map(String)}
              error={errors.preferredDay}
              {...form.bind('preferredDay')}
            />
          )}
          <Checkbox
            id="paperMandate"
            checked={values.paperMandate}
            onChange={(checked) => setValue('paperMandate', checked)}
          >
            Send me a paper Direct Debit form to fill in instead of my account number and sort code
          </Checkbox>
        </section>
      )}

      <section className="payment-section" aria-labelledby="smart-heading">
        <h2 id="smart-heading">Smart meter readings</h2>
        {page.needsSmartAcknowledgement && (
          <Checkbox
            id="smartMeterAcknowledged"
            checked={values.smartMeterAcknowledged}
            onChange={(checked) => setValue('smartMeterAcknowledged', checked)}
            error={errors.smartMeterAcknowledged}
          >
            I understand this tariff needs a smart meter: it must be fitted within the first 3
            months, otherwise I will move to a variable plan from month 4
          </Checkbox>
        )}
        <Checkbox
          id="smartReadDataPreferences"
          checked={values.smartReadDataPreferences}
          onChange={(checked) => setValue('smartReadDataPreferences', checked)}
        >
          {supplierNames} may read my smart meter to send accurate bills
        </Checkbox>
        <RateChoice
          name="smartBillingDataRate"
          legend="How often may readings be taken for my bills?"
          onlyRate={(words) => `Readings for your bills may be taken ${words}.`}
          rates={dataRates.billing}
          value={values.smartBillingDataRate}
          error={errors.smartBillingDataRate}
          onChange={(rate) => setValue('smartBillingDataRate', rate)}
        />
        <RateChoice
          name="smartSettlementDataRate"
          legend="How often may readings be shared to balance the energy system?"
          onlyRate={(words) => `Readings may be shared ${words} to balance the energy system.`}
          rates={dataRates.settlement}
          value={values.smartSettlementDataRate}
          error={errors.smartSettlementDataRate}
          onChange={(rate) =>
            setValue('smartSettlementDataRate', rate === 'Monthly' ? 'Daily' : rate)
          }
        />
      </section>

      <section className="payment-section" aria-labelledby="terms-heading">
        <h2 id="terms-heading">Before you set up</h2>
        <Checkbox
          id="marketingEmail"
          checked={values.marketingEmail}
          onChange={(checked) => setValue('marketingEmail', checked)}
        >
          Send me news and offers from {supplierNames} by e-mail
        </Checkbox>
        <Checkbox
          id="marketingSms"
          checked={values.marketingSms}
          onChange={(checked) => setValue('marketingSms', checked)}
        >
          Send me news and offers from {supplierNames} by text message
        </Checkbox>
        <Checkbox
          id="foundationMarketing"
          checked={values.foundationMarketing}
          onChange={(checked) => setValue('foundationMarketing', checked)}
        >
          Send me news about {foundations} and the help{' '}
          {suppliers.length > 1 ? 'they give' : 'it gives'} people with their energy bills
        </Checkbox>
        <Checkbox
          id="groupMarketing"
          checked={values.groupMarketing}
          onChange={(checked) => setValue('groupMarketing', checked)}
        >
          Send me offers from other companies in {groups}
        </Checkbox>
        <Checkbox
          id="termsAndConditions"
          checked={values.termsAndConditions}
          onChange={(checked) => setValue('termsAndConditions', checked)}
          error={errors.termsAndConditions}
        >
          I accept the {supplierNames} terms and conditions
        </Checkbox>
        {termsUrl && (
          <p>
            <a href={termsUrl} target="_blank" rel="noreferrer">
              Read the terms and conditions (opens in a new tab)
            </a>
          </p>
        )}
      </section>

      <div className="form__actions">
        <Link className="button button--secondary" to={backTo}>
          Back
        </Link>
        <button
          type="submit"
          className="button button--large"
          aria-disabled={action.isPending || undefined}
        >
          Set up
        </button>
        {action.isPending && <p role="status">Setting up your energy</p>}
      </div>
    </form>
  );
}
