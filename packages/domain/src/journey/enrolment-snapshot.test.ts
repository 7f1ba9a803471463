import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { snapshotOfEnrolment, UNCHOSEN_SERVICE_FACTS } from './enrolment-snapshot';

const enrolment = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: 'enrolment-1',
  status: ENROLMENT_STATUS.detailsPopulated,
  tenantPortalStorage: 'movingDetails',
  moveInDate: null,
};

describe('snapshotOfEnrolment', () => {
  it('carries what the enrolment records and nothing chosen after it', () => {
    const snapshot = snapshotOfEnrolment(enrolment, '2026-11-23');
    expect(snapshot).toMatchObject({
      enrolmentId: 'enrolment-1',
      status: 20,
      tenantPortalStorage: 'movingDetails',
      energyConsented: null,
      councilComplete: false,
      hasStoredTariff: false,
    });
  });

  it('carries the chosen energy tariffs, so sign-up, PSR and payment open after a choice', () => {
    const snapshot = snapshotOfEnrolment(
      { ...enrolment, hasStoredTariff: true, hasStoredSecondaryTariff: true },
      '2026-11-23',
    );
    expect(snapshot).toMatchObject({ hasStoredTariff: true, hasStoredSecondaryTariff: true });
    expect(
      snapshotOfEnrolment({ ...enrolment, hasStoredTariff: false }, '2026-11-23'),
    ).toMatchObject({ hasStoredTariff: false, hasStoredSecondaryTariff: false });
  });

  it.each([
    { moveInDate: '2026-12-07', isMoveInDateInRange: true, why: '14 days ahead' },
    { moveInDate: '2026-12-08', isMoveInDateInRange: false, why: '15 days ahead' },
    { moveInDate: '2026-10-01', isMoveInDateInRange: true, why: 'already passed' },
    { moveInDate: null, isMoveInDateInRange: false, why: 'no date' },
  ])(
    'counts a move-in date $why as in range: $isMoveInDateInRange',
    ({ moveInDate, isMoveInDateInRange }) => {
      expect(
        snapshotOfEnrolment({ ...enrolment, moveInDate }, '2026-11-23').isMoveInDateInRange,
      ).toBe(isMoveInDateInRange);
    },
  );
});
