import { REPORT_MESSAGES } from '@threshold/domain/partner/reports';
import { describe, expect, it } from 'vitest';
import { checkFilters, filtersFromSearch, reportCsvPath, reportPath } from './report-filters';

describe('the reports’ filters', () => {
  it('reads the address, leaving out what the API would refuse', () => {
    expect(
      filtersFromSearch(new URLSearchParams('from=2025-06-02&to=2025-07-06&branch=101')),
    ).toEqual({ from: '2025-06-02', to: '2025-07-06', branch: '101' });
    expect(filtersFromSearch(new URLSearchParams('from=02/06/2025&branch=north&x=1'))).toEqual({});
    // The wrong way round, or over a year: the end is kept.
    expect(filtersFromSearch(new URLSearchParams('from=2025-08-01&to=2025-07-06'))).toEqual({
      to: '2025-07-06',
    });
  });

  it('asks the API with the same names, the default range with none', () => {
    expect(reportPath({})).toBe('/api/partner/reports');
    expect(reportCsvPath({ from: '2025-06-02', branch: '101' })).toBe(
      '/api/partner/reports.csv?from=2025-06-02&branch=101',
    );
  });

  it('checks the form as the API does, with each field’s message', () => {
    const today = '2025-07-20';
    expect(checkFilters({ from: '', to: '', branch: '' }, today)).toEqual({
      ok: true,
      filters: {},
    });
    expect(checkFilters({ from: '2025-07-10', to: '2025-07-01', branch: '' }, today)).toEqual({
      ok: false,
      errors: { to: REPORT_MESSAGES.order },
    });
    expect(checkFilters({ from: '2023-01-01', to: '', branch: '' }, today)).toEqual({
      ok: false,
      errors: { to: REPORT_MESSAGES.tooLong },
    });
    expect(checkFilters({ from: '2025-13-01', to: '', branch: '' }, today)).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.from },
    });
  });
});
