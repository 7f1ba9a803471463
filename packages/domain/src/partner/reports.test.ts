import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  formatDuration,
  formatShare,
  isoWeekName,
  reportRange,
  reportWeeks,
  shareOf,
  weekStartOf,
} from './reports';

describe('partner reports: ranges and weeks', () => {
  it('names ISO weeks by their Monday, across a year’s turn', () => {
    expect(weekStartOf('2025-06-08')).toBe('2025-06-02');
    expect(weekStartOf('2025-06-02')).toBe('2025-06-02');
    expect(isoWeekName('2025-06-02')).toBe('2025-W23');
    // 29 December 2025 is a Monday in 2026's first week; 28 December 2026 is 2026's 53rd.
    expect(isoWeekName('2025-12-29')).toBe('2026-W01');
    expect(isoWeekName('2026-12-28')).toBe('2026-W53');
    expect(isoWeekName('2027-01-04')).toBe('2027-W01');
  });

  it('defaults to this week and the 11 before it, ending today', () => {
    const resolved = reportRange({}, '2025-07-20');
    expect(resolved).toEqual({ ok: true, range: { from: '2025-04-28', to: '2025-07-20' } });
    if (resolved.ok) expect(reportWeeks(resolved.range)).toHaveLength(12);
    expect(reportRange({ to: '2025-03-05' }, '2025-07-20')).toEqual({
      ok: true,
      range: { from: '2024-12-16', to: '2025-03-05' },
    });
  });

  it('refuses a start after the end and a range over a year, naming the field', () => {
    expect(reportRange({ from: '2025-06-10', to: '2025-06-01' }, '2025-07-20')).toEqual({
      ok: false,
      field: 'to',
      message: REPORT_MESSAGES.order,
    });
    expect(reportRange({ from: '2025-08-01' }, '2025-07-20')).toMatchObject({ field: 'from' });
    expect(reportRange({ from: '2024-07-20', to: '2025-07-20' }, '2025-07-20').ok).toBe(true);
    expect(reportRange({ from: '2024-07-19', to: '2025-07-20' }, '2025-07-20')).toEqual({
      ok: false,
      field: 'to',
      message: REPORT_MESSAGES.tooLong,
    });
  });

  it('shows shares and times as a person reads them', () => {
    expect(shareOf(2, 3)).toBe(0.6667);
    expect(shareOf(1, 0)).toBe(0);
    expect(formatShare(0.6667)).toBe('66.7%');
    expect(formatDuration(null)).toBe('No completed leads');
    expect(formatDuration(1)).toBe('1 hour');
    expect(formatDuration(30.04)).toBe('30 hours');
    expect(formatDuration(67.8)).toBe('2.8 days');
  });
});
