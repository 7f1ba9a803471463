import { afterEach, describe, expect, it } from 'vitest';
import { readSession, writeSession } from './session-store';
import { ENROLMENT_SELECTION_KEYS, selectionsToClear, startUserSession } from './user-session';

describe('the enrolment session id on log-in (spec section 4, step 5)', () => {
  afterEach(() => sessionStorage.clear());

  it('clears nothing when the enrolment is the same', () => {
    expect(selectionsToClear('enrolment-1', 'enrolment-1')).toEqual([]);
  });

  it.each([
    ['another enrolment', 'enrolment-1', 'enrolment-2'],
    ['no enrolment stored', null, 'enrolment-2'],
  ])('clears entertainment, broadband filters and energy tariffs for %s', (_what, stored, next) => {
    expect(selectionsToClear(stored, next)).toEqual(ENROLMENT_SELECTION_KEYS);
  });

  it('keeps the selections of the same enrolment and drops those of another', () => {
    writeSession('enrolmentSessionId', 'enrolment-1');
    writeSession('energyTariff', '{"tariff":"fixed"}');
    writeSession('anonymousUserToken', 'anonymous');
    startUserSession({ access_token: 'user-1', enrolmentId: 'enrolment-1' });
    expect(readSession('energyTariff')).toBe('{"tariff":"fixed"}');
    expect(readSession('userToken')).toBe('user-1');
    expect(readSession('anonymousUserToken')).toBeNull();

    writeSession('broadbandAppliedFilters', '["fibre"]');
    startUserSession({ access_token: 'user-2', enrolmentId: 'enrolment-2' });
    expect(readSession('energyTariff')).toBeNull();
    expect(readSession('broadbandAppliedFilters')).toBeNull();
    expect(readSession('enrolmentSessionId')).toBe('enrolment-2');
  });
});
