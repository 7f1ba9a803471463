import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  EMPTY_PAYMENT_FORM,
  PAYMENT_MESSAGES,
  PREFERRED_PAYMENT_DAYS,
  needsSmartMeterAcknowledgement,
  paymentFormSchema,
  type PaymentFormContext,
  type PaymentFormInput,
} from './energy-payment';

const DIRECT_DEBIT: PaymentFormContext = {
  isDirectDebit: true,
  preferredDayOptions: PREFERRED_PAYMENT_DAYS,
  isNewSupplier: true,
  needsSmartAcknowledgement: false,
  halfHourlyAllowed: true,
};

const VALID: PaymentFormInput = {
  ...EMPTY_PAYMENT_FORM,
  bankAccountName: 'Sam O’Neil-Smith',
  bankAccountNumber: '66374958',
  bankAccountSortCode: '08-99-99',
  preferredDay: '15',
  termsAndConditions: true,
};

function errorsOf(values: PaymentFormInput, context = DIRECT_DEBIT): Record<string, string> {
  const parsed = paymentFormSchema(context).safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('the payment form (service-journeys 5, bank details)', () => {
  it('asks for every field of an empty direct debit form, in the spec’s words', () => {
    expect(errorsOf(EMPTY_PAYMENT_FORM)).toEqual({
      bankAccountName: 'Please enter your Account Holder Name',
      bankAccountNumber: 'Please enter your Bank Account Number',
      bankAccountSortCode: 'Please enter your Sort Code',
      preferredDay: 'Please choose your preferred payment day',
      termsAndConditions: 'This field is required',
    });
  });

  it('limits the account holder name to 18 characters and to letters, spaces, hyphens, apostrophes and full stops', () => {
    expect(
      errorsOf({ ...VALID, bankAccountName: 'Alexandra Featherstonehaugh' }).bankAccountName,
    ).toBe('Cannot be longer than 18 characters');
    expect(errorsOf({ ...VALID, bankAccountName: 'Sam 2nd' }).bankAccountName).toBe(
      PAYMENT_MESSAGES.accountNamePattern,
    );
    expect(errorsOf({ ...VALID, bankAccountName: "Mr J. D'Arcy" })).toEqual({});
    expect(errorsOf({ ...VALID, bankAccountName: '   ' }).bankAccountName).toBe(
      'Please enter your Account Holder Name',
    );
  });

  it('takes an account number of 8 digits, or 5 characters then 3 digits', () => {
    for (const bad of ['1234567', '123456789', '1234567a', 'abcdefgh'])
      expect(errorsOf({ ...VALID, bankAccountNumber: bad }).bankAccountNumber).toBe(
        'Please enter a valid Bank Account Number',
      );
    expect(errorsOf({ ...VALID, bankAccountNumber: '*****958' })).toEqual({});
  });

  it('takes a sort code of 6 digits (separators dropped), or 3 characters then 3 digits', () => {
    for (const bad of ['12345', '1234567', '12-34-5x'])
      expect(errorsOf({ ...VALID, bankAccountSortCode: bad }).bankAccountSortCode).toBe(
        'Please enter a valid Sort Code',
      );
    const parsed = paymentFormSchema(DIRECT_DEBIT).parse({
      ...VALID,
      bankAccountSortCode: '08 99 99',
    });
    expect(parsed.bankAccountSortCode).toBe('089999');
    expect(parsed.preferredDay).toBe(15);
    expect(errorsOf({ ...VALID, bankAccountSortCode: '***999' })).toEqual({});
  });

  it('skips the account number and sort code with a paper mandate or reused details, and keeps none of them', () => {
    const paper = paymentFormSchema(DIRECT_DEBIT).parse({
      ...VALID,
      bankAccountNumber: '',
      bankAccountSortCode: 'x',
      paperMandate: true,
    });
    expect(paper.bankAccountNumber).toBeNull();
    expect(paper.bankAccountSortCode).toBeNull();
    expect(
      errorsOf({
        ...VALID,
        bankAccountNumber: '',
        bankAccountSortCode: '',
        reuseExistingDetails: true,
      }),
    ).toEqual({});
  });

  it('asks for a preferred day only when days are offered, and only an offered one', () => {
    expect(
      errorsOf({ ...VALID, preferredDay: '' }, { ...DIRECT_DEBIT, preferredDayOptions: [] }),
    ).toEqual({});
    expect(errorsOf({ ...VALID, preferredDay: '31' }).preferredDay).toBe(
      'Please choose your preferred payment day',
    );
  });

  it('asks nothing of the bank form for pay as you go, but still the terms and the smart acknowledgement', () => {
    const payg = { ...DIRECT_DEBIT, isDirectDebit: false, needsSmartAcknowledgement: true };
    expect(errorsOf(EMPTY_PAYMENT_FORM, payg)).toEqual({
      termsAndConditions: 'This field is required',
      smartMeterAcknowledged: 'This field is required',
    });
    const parsed = paymentFormSchema(payg).parse({ ...VALID, smartMeterAcknowledged: true });
    expect(parsed.bankAccountName).toBeNull();
    expect(parsed.bankAccountNumber).toBeNull();
    expect(parsed.preferredDay).toBeNull();
  });

  it('refuses fields the form does not have, and a Monthly settlement data rate', () => {
    expect(
      paymentFormSchema(DIRECT_DEBIT).safeParse({ ...VALID, energyComplete: true }).success,
    ).toBe(false);
    expect(
      paymentFormSchema(DIRECT_DEBIT).safeParse({ ...VALID, smartSettlementDataRate: 'Monthly' })
        .success,
    ).toBe(false);
    expect(
      paymentFormSchema(DIRECT_DEBIT).safeParse({ ...VALID, smartBillingDataRate: 'Monthly' })
        .success,
    ).toBe(true);
  });
});

describe('half-hourly smart meter readings (the brand flag halfHourlySettlementConsent)', () => {
  it('are refused for billing and settlement when the brand does not offer them, and kept when it does', () => {
    const withoutFlag = { ...DIRECT_DEBIT, halfHourlyAllowed: false };
    expect(
      errorsOf(
        { ...VALID, smartBillingDataRate: 'HalfHourly', smartSettlementDataRate: 'HalfHourly' },
        withoutFlag,
      ),
    ).toEqual({
      smartBillingDataRate: PAYMENT_MESSAGES.dataRateNotOffered,
      smartSettlementDataRate: PAYMENT_MESSAGES.dataRateNotOffered,
    });
    expect(
      errorsOf(
        { ...VALID, smartBillingDataRate: 'Daily', smartSettlementDataRate: 'Daily' },
        withoutFlag,
      ),
    ).toEqual({});
    expect(
      errorsOf(
        { ...VALID, smartBillingDataRate: 'HalfHourly', smartSettlementDataRate: 'HalfHourly' },
        DIRECT_DEBIT,
      ),
    ).toEqual({});
  });
});

describe('the foundation and group marketing opt-ins', () => {
  it('are off unless ticked, and kept as ticked', () => {
    expect(EMPTY_PAYMENT_FORM).toMatchObject({ foundationMarketing: false, groupMarketing: false });
    const parsed = paymentFormSchema(DIRECT_DEBIT).parse({ ...VALID, foundationMarketing: true });
    expect(parsed).toMatchObject({ foundationMarketing: true, groupMarketing: false });
  });
});

describe('the smart-meter acknowledgement', () => {
  const noSmart = { hasElecSmartMeter: false, hasGasSmartMeter: false };
  it('is needed for a smart-specific tariff when a fuel it supplies has no smart meter', () => {
    expect(
      needsSmartMeterAcknowledgement({ isSmartSpecific: true, energyType: 'DualFuel' }, noSmart),
    ).toBe(true);
    expect(
      needsSmartMeterAcknowledgement(
        { isSmartSpecific: true, energyType: 'DualFuel' },
        { hasElecSmartMeter: true, hasGasSmartMeter: false },
      ),
    ).toBe(true);
    expect(
      needsSmartMeterAcknowledgement(
        { isSmartSpecific: true, energyType: 'Electric' },
        { hasElecSmartMeter: true, hasGasSmartMeter: false },
      ),
    ).toBe(false);
    expect(
      needsSmartMeterAcknowledgement({ isSmartSpecific: false, energyType: 'DualFuel' }, noSmart),
    ).toBe(false);
  });
});
