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
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorSummary } from '../../ui/form/error-summary';
import {
  serverErrorsOf,
  summariseErrors,
  useSchemaForm,
  type FieldTargets,
} from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { setUpPayment } from './energy-payment.api';
import { PaymentSelectField, PaymentTextField } from './payment-fields';

/** The form's values with every default filled in (what the API is sent). */
const EMPTY_PAYMENT_FORM_WITH = (values: PaymentFormInput): PaymentFormValues => ({ ...EMPTY_PAYMENT_FORM, ...values });

const TARGETS: FieldTargets = [
  ['reuseExistingDetails', 'bankAccountName'],
  ['bankAccountName', 'bankAccountName'],
  ['bankAccountNumber', 'bankAccountNumber'],
  ['bankAccountSortCode', 'bankAccountSortCode'],
  ['preferredDay', 'preferredDay'],
  ['smartMeterAcknowledged', 'smartMeterAcknowledged'],
  ['termsAndConditions', 'termsAndConditions'],
];

/** The data rates in the mover's words; Monthly is for billing only (service-journeys 3). */
const DATA_RATE_WORDS = { HalfHourly: 'Every half hour', Daily: 'Once a day', Monthly: 'Once a month' } as const;

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
  rates: readonly (keyof typeof DATA_RATE_WORDS)[];
  value: string;
  onChange: (rate: keyof typeof DATA_RATE_WORDS) => void;
};

function RateChoice({ name, legend, rates, value, onChange }: RateChoiceProps) {
  return (
    <fieldset className="payment-rates">
      <legend className="payment-rates__legend">{legend}</legend>
      {rates.map((rate) => (
        <div className="payment-radio" key={rate}>
          <input
            id={`${name}-${rate}`}
            type="radio"
            name={name}
            value={rate}
            checked={value === rate}
            onChange={() => onChange(rate)}
          />
          <label htmlFor={`${name}-${rate}`}>{DATA_RATE_WORDS[rate]}</label>
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
  const supplierNames = [...new Set(page.tariffs.map((tariff) => tariff.supplierName))].join(' and ');
  const termsUrl = page.tariffs.find((tariff) => tariff.termsUrl)?.termsUrl ?? null;
  const asksBankAccount = !values.paperMandate;

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
            <h3>The Direct Debit Guarantee</h3>
            <ul>
              <li>
                This Guarantee is offered by all banks and building societies that accept
                instructions to pay Direct Debits.
              </li>
              <li>
                If there are any changes to the amount, date or frequency of your Direct Debit,{' '}
                {supplierNames} will notify you {DIRECT_DEBIT_NOTICE_WORKING_DAYS} working days in
                advance of your account being debited or as otherwise agreed.
              </li>
              <li>
                If an error is made in the payment of your Direct Debit, by {supplierNames} or your
                bank or building society, you are entitled to a full and immediate refund of the
                amount paid from your bank or building society.
              </li>
              <li>
                You can cancel a Direct Debit at any time by simply contacting your bank or building
                society. Written confirmation may be required.
              </li>
            </ul>
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
          rates={['HalfHourly', 'Daily', 'Monthly']}
          value={values.smartBillingDataRate}
          onChange={(rate) => setValue('smartBillingDataRate', rate)}
        />
        <RateChoice
          name="smartSettlementDataRate"
          legend="How often may readings be shared to balance the energy system?"
          rates={['HalfHourly', 'Daily']}
          value={values.smartSettlementDataRate}
          onChange={(rate) => setValue('smartSettlementDataRate', rate === 'Monthly' ? 'Daily' : rate)}
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
        <button type="submit" className="button button--large" aria-disabled={action.isPending || undefined}>
          Set up
        </button>
        {action.isPending && <p role="status">Setting up your energy</p>}
      </div>
    </form>
  );
}
