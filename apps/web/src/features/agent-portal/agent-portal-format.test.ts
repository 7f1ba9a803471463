import { describe, expect, it } from 'vitest';
import { forgottenSentence } from './agent-enrolment-page';
import { pathAfterOpening, shownDate, statusLabel } from './agent-portal-format';

describe('the admin portal’s words', () => {
  it('shows dates dd/MM/yyyy and nothing for none', () => {
    expect(shownDate('2026-03-07')).toBe('07/03/2026');
    expect(shownDate(null)).toBe('');
  });

  it('names the status, and sends a pending enrolment to personal details', () => {
    expect(statusLabel(0)).toBe('Pending');
    expect(statusLabel(20)).toBe('Details populated');
    expect(pathAfterOpening(0)).toBe('/pending/personal-details');
    expect(pathAfterOpening(10)).toBe('/enrolment');
  });

  it('says when and by whom an enrolment was forgotten, in UK time', () => {
    expect(forgottenSentence('2026-07-01T13:05:00.000Z', 'Sam Carter')).toBe(
      "This enrolment was forgotten at the customer's request on 01/07/2026 2:05 PM by Sam Carter.",
    );
    expect(forgottenSentence(null, null)).toBe(
      "This enrolment was forgotten at the customer's request.",
    );
  });
});
