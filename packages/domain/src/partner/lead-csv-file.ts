/**
 * The console's CSV upload of leads (issue 22), checked in the browser before it is sent: the
 * columns a file may have (the lead API's field names; the API matches them ignoring case, spaces,
 * '-' and '_') and the limits the API holds it to.
 */
export const LEAD_CSV_COLUMNS = [
  'title',
  'firstName',
  'surname',
  'dateOfBirth',
  'emailAddress',
  'contactNumber',
  'moveInDate',
  'addressKey',
  'postcode',
  'enrolmentType',
  'branchId',
  'inviteBy',
] as const;

/** The template's header row. */
export const LEAD_CSV_TEMPLATE = `${LEAD_CSV_COLUMNS.join(',')}\r\n`;

/** The API's body limit for a CSV upload (2 MB holds 5,000 rows of short columns). */
export const LEAD_CSV_MAX_BYTES = 2 * 1024 * 1024;

export const LEAD_CSV_FILE_MESSAGES = {
  required: 'Select a CSV file',
  type: 'The selected file must be a CSV',
  empty: 'The selected file is empty',
  tooLarge: 'The selected file must be smaller than 2 MB',
} as const;

/**
 * What is wrong with a chosen file before it is sent, or null. Spreadsheets save CSV under
 * several content types (text/csv, application/vnd.ms-excel, none at all), so the name decides.
 */
export function leadCsvFileProblem(
  file: { name: string; size: number } | null | undefined,
): string | null {
  if (!file) return LEAD_CSV_FILE_MESSAGES.required;
  if (!/\.csv$/i.test(file.name)) return LEAD_CSV_FILE_MESSAGES.type;
  if (file.size === 0) return LEAD_CSV_FILE_MESSAGES.empty;
  if (file.size > LEAD_CSV_MAX_BYTES) return LEAD_CSV_FILE_MESSAGES.tooLarge;
  return null;
}
