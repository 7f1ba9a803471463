import { describe, expect, it } from 'vitest';
import { rowMessages, uploadSummary } from './upload-results';

const created = (row: number) => ({
  row,
  record: row - 1,
  status: 'created' as const,
  enrolmentId: `id-${row}`,
});
const invalid = (row: number) => ({
  row,
  record: row - 1,
  status: 'invalid' as const,
  errors: { emailAddress: 'Please enter a valid email address' },
});

describe('an upload’s summary', () => {
  it('counts the created rows and those that need fixing', () => {
    const results = [
      ...Array.from({ length: 12 }, (_, index) => created(index + 2)),
      invalid(14),
      invalid(15),
    ];
    expect(uploadSummary(results)).toBe('12 created, 2 need fixing');
    expect(uploadSummary([created(2), invalid(3)])).toBe('1 created, 1 needs fixing');
  });

  it('names rows over the invitation limit and rows not written apart', () => {
    expect(
      uploadSummary([
        created(2),
        {
          row: 3,
          record: 2,
          status: 'limited',
          errors: { emailAddress: 'Later' },
          retryAfterSeconds: 60,
        },
        { row: 4, record: 3, status: 'failed', message: 'Please send it again.' },
      ]),
    ).toBe('1 created, 1 to send again later, 1 not created because of a difficulty on our side');
  });

  it('says when the file held no leads', () => {
    expect(uploadSummary([])).toBe('The file has a header row but no leads.');
  });
});

describe('a row’s messages', () => {
  it('names each field’s column, and none for the row as a whole', () => {
    expect(rowMessages(invalid(3))).toEqual([
      { column: 'emailAddress', message: 'Please enter a valid email address' },
    ]);
    expect(
      rowMessages({ row: 5, record: 4, status: 'invalid', errors: { row: 'Too many cells' } }),
    ).toEqual([{ column: null, message: 'Too many cells' }]);
    expect(rowMessages(created(2))).toEqual([]);
  });
});
