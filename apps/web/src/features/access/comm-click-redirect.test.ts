import type { CommClickEventResponse } from '@threshold/domain/schemas/comm-click';
import { describe, expect, it } from 'vitest';
import { commClickNext, isCampaignLink, isOnboardingVerifyOn } from './comm-click-redirect';

const answer = (overrides: Partial<CommClickEventResponse>): CommClickEventResponse => ({
  result: 0,
  enrolmentId: '5b0c7c2e-4a7e-4d38-9f43-3f0f4d0b4b11',
  saveAndContinueToken: 'save-token',
  onboardingToken: 'onboarding-token',
  unpopulatedToken: null,
  ...overrides,
});

describe('where a comm-click result leads (spec section 4)', () => {
  it.each([
    [0, false, { kind: 'go', to: '/confirm-details/save-token' }],
    [1, false, { kind: 'go', to: '/confirm-details/save-token' }],
    [0, true, { kind: 'go', to: '/onboarding/verify/onboarding-token' }],
    [1, true, { kind: 'go', to: '/onboarding/verify/onboarding-token' }],
    [2, false, { kind: 'go', to: '/log-in' }],
    [3, false, { kind: 'confirm-then-home', saveAndContinueToken: 'save-token' }],
  ] as const)('result %i with the OTP variation %s', (result, isOtpVariationOn, next) => {
    expect(commClickNext(answer({ result }), { isOtpVariationOn })).toEqual(next);
  });

  it('result 2 for a log-in without a password goes to the code log-in, the experiment off or on', () => {
    for (const isOtpVariationOn of [false, true]) {
      expect(commClickNext(answer({ result: 2, isCodeLogIn: true }), { isOtpVariationOn })).toEqual(
        {
          kind: 'go',
          to: '/login',
        },
      );
    }
  });

  it('result 5 goes to the unpopulated personal details with its token', () => {
    expect(
      commClickNext(answer({ result: 5, unpopulatedToken: 'a/b' }), { isOtpVariationOn: false }),
    ).toEqual({ kind: 'go', to: '/pending/personal-details/unpopulated/a%2Fb' });
  });

  it('falls back to confirm-details when the variation is on but no onboarding token came', () => {
    expect(commClickNext(answer({ onboardingToken: null }), { isOtpVariationOn: true })).toEqual({
      kind: 'go',
      to: '/confirm-details/save-token',
    });
  });

  it('calls a result without the token it needs a broken link', () => {
    expect(
      commClickNext(answer({ result: 5, unpopulatedToken: null }), { isOtpVariationOn: false }),
    ).toEqual({ kind: 'broken-link' });
  });

  it.each([
    ['?medium=email', true],
    ['?utm_campaign=spring', true],
    ['?source=campaign', true],
    ['?source=email', false],
    ['', false],
  ])('reads %s as campaign-sourced: %s', (search, isCampaign) => {
    expect(isCampaignLink(new URLSearchParams(search))).toBe(isCampaign);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])(
    'sends the link to onboarding verify with otpLogin %s and onboardingJourney %s: %s',
    (otpLogin, onboardingJourney, isOn) => {
      expect(isOnboardingVerifyOn({ otpLogin, onboardingJourney })).toBe(isOn);
    },
  );
});
