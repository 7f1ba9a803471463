import { describe, expect, it } from 'vitest';
import { ACCOUNT_VALIDATION_RESULT, isDetailsMismatch } from './account-validation-result';
import { billedCostPence } from './billing-frequency';
import { BROADBAND_SORT_OPTIONS } from './broadband-sort-option';
import { CARD_STATUS_LABEL } from './card-status';
import { ENROLMENT_STAGES, TELEPHONY_STAGES } from './enrolment-stage';
import { ENROLMENT_STATUS, enrolmentStatusName, isEnrolmentStatus } from './enrolment-status';
import { OCCUPANT_CHOICES } from './occupant-choice';
import { channelToVerify, otpChannelForCampaignMedium, otpChannelFromCode } from './otp-channel';
import { PROPERTY_TYPE_OPTIONS } from './property-type';
import { psrGroupOf } from './psr-condition';
import { PSR_CONTACT_OPTION_LABEL } from './psr-contact-option';
import { RESIDENTIAL_STATUS_OPTIONS, isResidentialStatus } from './residential-status';
import { SERVICE_TYPE, parseServiceType } from './service-type';

describe('enrolment status', () => {
  it('orders the statuses from pending to complete', () => {
    expect(Object.values(ENROLMENT_STATUS)).toEqual([0, 10, 20, 30, 40]);
    expect(enrolmentStatusName(20)).toBe('detailsPopulated');
  });

  it.each([
    { value: 20, isStatus: true },
    { value: 25, isStatus: false },
    { value: '20', isStatus: false },
  ])('treats $value as a status: $isStatus', ({ value, isStatus }) => {
    expect(isEnrolmentStatus(value)).toBe(isStatus);
  });

  it('lists the shell and agent stages in the spec order', () => {
    expect(ENROLMENT_STAGES[0]).toBe('pending');
    expect(ENROLMENT_STAGES.at(-1)).toBe('complete');
    expect(TELEPHONY_STAGES).toEqual([
      'personal',
      'movingDetail',
      'property',
      'select',
      'council',
      'energy',
      'entertainment',
      'confirmation',
    ]);
  });
});

describe('what a mover sees in the selects', () => {
  it('offers the four residential statuses by name', () => {
    expect(RESIDENTIAL_STATUS_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual([
      '200 Home owner',
      '201 Private tenant',
      '202 Local authority',
      '203 Landlord',
    ]);
    expect(isResidentialStatus(0)).toBe(true);
    expect(isResidentialStatus(204)).toBe(false);
  });

  it('offers property types 1 to 5', () => {
    expect(PROPERTY_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Bungalow',
      'Detached',
      'Flat or maisonette',
      'Semi-detached',
      'Terraced',
    ]);
  });

  it('offers 1 to 9+ occupants', () => {
    expect(OCCUPANT_CHOICES.map((o) => o.label).join(' ')).toBe('1 2 3 4 5 6 7 8 9+');
  });

  it('offers the broadband sort options with their codes', () => {
    expect(BROADBAND_SORT_OPTIONS).toEqual([
      { value: 0, label: 'None' },
      { value: 1, label: 'Cost (Monthly)' },
      { value: 2, label: 'Cost (Yearly)' },
      { value: 3, label: 'Speed' },
      { value: 4, label: 'Ready by my move-in date' },
    ]);
  });

  it('labels cards and the talking PSR format', () => {
    expect(CARD_STATUS_LABEL).toEqual({
      todo: 'To do',
      pending: 'In progress',
      completed: 'Completed',
    });
    expect(PSR_CONTACT_OPTION_LABEL.AUDIO).toBe('Talking');
    expect(psrGroupOf('oxygenUse')).toBe('relyOn');
    expect(psrGroupOf('dyslexia')).toBe('selectAllThatApply');
  });
});

describe('small helpers', () => {
  it.each([
    { result: ACCOUNT_VALIDATION_RESULT.IncorrectSurname, isMismatch: true },
    { result: ACCOUNT_VALIDATION_RESULT.IncorrectSurnameAndPostcode, isMismatch: true },
    { result: ACCOUNT_VALIDATION_RESULT.AccountIsLocked, isMismatch: false },
    { result: ACCOUNT_VALIDATION_RESULT.Success, isMismatch: false },
  ])(
    'counts validation result $result towards the lockout: $isMismatch',
    ({ result, isMismatch }) => {
      expect(isDetailsMismatch(result)).toBe(isMismatch);
    },
  );

  it.each([
    { query: '6', service: SERVICE_TYPE.water },
    { query: 'wombb', service: SERVICE_TYPE.wombb },
    { query: '8', service: null },
    { query: 'toString', service: null },
  ])('reads service=$query as $service', ({ query, service }) => {
    expect(parseServiceType(query)).toBe(service);
  });

  it.each([
    { frequency: 'Monthly', pence: 500 },
    { frequency: 'Quarterly', pence: 1500 },
    { frequency: 'Annual', pence: 6000 },
    { frequency: 'One-off', pence: 500 },
  ] as const)('shows a 500p $frequency add-on as $pence pence', ({ frequency, pence }) => {
    expect(billedCostPence(500, frequency)).toBe(pence);
  });

  it.each([
    { sees: 'e-mail code 0 is e-mail', actual: otpChannelFromCode(0), expected: 0 },
    { sees: 'any other code is sms', actual: otpChannelFromCode(7), expected: 1 },
    {
      sees: 'an sms campaign medium sends by sms',
      actual: otpChannelForCampaignMedium('SMS-reminder'),
      expected: 'sms',
    },
    {
      sees: 'no campaign medium sends by e-mail',
      actual: otpChannelForCampaignMedium(null),
      expected: 'email',
    },
    {
      sees: 'with e-mail verified, the mobile is verified next',
      actual: channelToVerify(true),
      expected: 'sms',
    },
    {
      sees: 'otherwise e-mail is verified next',
      actual: channelToVerify(false),
      expected: 'email',
    },
  ])('OTP: $sees', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});
