import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../schemas/field-errors';
import {
  csvCell,
  LEAD_LIST_MESSAGES,
  leadListOrder,
  leadListQuerySchema,
  leadSearchTerms,
} from './lead-list';

const errorsOf = (query: Record<string, string>) => {
  const result = leadListQuerySchema.safeParse(query);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('the leads list’s query', () => {
  it('defaults to the first 25, newest first', () => {
    const query = leadListQuerySchema.parse({});
    expect(query).toEqual({ sort: 'created', page: 1, size: 25 });
    expect(leadListOrder(query)).toBe('desc');
    expect(leadListOrder({ sort: 'name' })).toBe('asc');
  });

  it('reads numbers and dates from the query string, and names the field at fault', () => {
    expect(
      leadListQuerySchema.parse({ page: '3', size: '100', moveInFrom: '2027-01-01', q: ' Ada ' }),
    ).toMatchObject({ page: 3, size: 100, moveInFrom: '2027-01-01', q: 'Ada' });
    expect(errorsOf({ size: '101' })).toEqual({ size: LEAD_LIST_MESSAGES.size });
    expect(errorsOf({ page: '1.5' })).toEqual({ page: LEAD_LIST_MESSAGES.page });
    expect(errorsOf({ moveInTo: '2027-02-30' })).toEqual({ moveInTo: LEAD_LIST_MESSAGES.date });
    expect(errorsOf({ q: '   ' })).toEqual({ q: LEAD_LIST_MESSAGES.q });
    expect(Object.values(errorsOf({ stages: 'invited' }))).toEqual([LEAD_LIST_MESSAGES.unknown]);
  });

  it('searches postcodes without their spaces and everything without case', () => {
    expect(leadSearchTerms(' LS1 4AP ')).toEqual({ text: 'ls1 4ap', postcode: 'ls14ap' });
  });
});

describe('a CSV cell', () => {
  it('makes a cell a spreadsheet would run as a formula inert', () => {
    for (const value of ['=1+2', '+44 7700', '-2', '@SUM(A1)', '\t=1'])
      expect(csvCell(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Flat 2, "The Mill"')).toBe('"Flat 2, ""The Mill"""');
  });
});
