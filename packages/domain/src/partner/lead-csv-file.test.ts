import { describe, expect, it } from 'vitest';
import {
  LEAD_CSV_FILE_MESSAGES,
  LEAD_CSV_MAX_BYTES,
  LEAD_CSV_TEMPLATE,
  leadCsvFileProblem,
} from './lead-csv-file';

describe('a CSV file of leads, checked before it is sent', () => {
  it('takes a .csv file of any case with something in it, up to 2 MB', () => {
    expect(leadCsvFileProblem({ name: 'leads.csv', size: 120 })).toBeNull();
    expect(leadCsvFileProblem({ name: 'LEADS.CSV', size: LEAD_CSV_MAX_BYTES })).toBeNull();
  });

  it('says what is wrong: none chosen, not a CSV, empty, too large', () => {
    expect(leadCsvFileProblem(undefined)).toBe(LEAD_CSV_FILE_MESSAGES.required);
    expect(leadCsvFileProblem({ name: 'leads.xlsx', size: 120 })).toBe(LEAD_CSV_FILE_MESSAGES.type);
    expect(leadCsvFileProblem({ name: 'leads.csv', size: 0 })).toBe(LEAD_CSV_FILE_MESSAGES.empty);
    expect(leadCsvFileProblem({ name: 'leads.csv', size: LEAD_CSV_MAX_BYTES + 1 })).toBe(
      LEAD_CSV_FILE_MESSAGES.tooLarge,
    );
  });

  it('offers a template holding the header row alone', () => {
    expect(LEAD_CSV_TEMPLATE).toBe(
      'title,firstName,surname,dateOfBirth,emailAddress,contactNumber,moveInDate,addressKey,postcode,enrolmentType,branchId,inviteBy\r\n',
    );
  });
});
