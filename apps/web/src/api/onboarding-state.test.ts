import { afterEach, describe, expect, it } from 'vitest';
import { startAnonymousSession } from './user-session';
import {
  clearOnboardingState,
  readOnboardingState,
  shouldSkipCodeStep,
  updateOnboardingState,
} from './onboarding-state';

afterEach(() => sessionStorage.clear());

describe('the local onboarding state (spec section 3)', () => {
  it('keeps the campaign medium, contact and notice in session storage under onboardingState', () => {
    updateOnboardingState({ campaignMedium: 'sms' });
    updateOnboardingState({
      verifyWith: 'sms',
      contact: '07700900123',
      detailsNotification: { message: 'First name updated', variant: 'success' },
    });
    expect(JSON.parse(sessionStorage.getItem('onboardingState') ?? '{}')).toMatchObject({
      campaignMedium: 'sms',
      verifyWith: 'sms',
      contact: '07700900123',
    });
    expect(readOnboardingState().detailsNotification?.message).toBe('First name updated');
  });

  it('reads as empty when nothing (or something unreadable) is stored', () => {
    expect(readOnboardingState().campaignMedium).toBeNull();
    sessionStorage.setItem('onboardingState', '{not json');
    expect(readOnboardingState().codeSent).toBeNull();
  });

  it('is gone after clearing, and when another mover starts an anonymous session', () => {
    updateOnboardingState({ contact: 'a@example.com' });
    clearOnboardingState();
    expect(readOnboardingState().contact).toBeNull();
    updateOnboardingState({ contact: 'a@example.com' });
    startAnonymousSession('token', '7d3f7c39-3f0c-4f55-9a31-9f7f0b2c1a11');
    expect(readOnboardingState().contact).toBeNull();
  });
});

describe('the code page skips to confirm (spec section 4)', () => {
  it.each([
    [{ email: true, sms: true }, false, true],
    [{ email: true, sms: true }, true, false],
    [{ email: true, sms: false }, false, false],
    [{ email: false, sms: true }, false, false],
    [{ email: false, sms: false }, false, false],
  ])('verified %o, forced %s: skips %s', (verified, isForced, skips) => {
    expect(shouldSkipCodeStep(verified, isForced)).toBe(skips);
  });
});
