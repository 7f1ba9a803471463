import type { LeadUploadRow } from '@threshold/domain/partner/lead-upload';

/** The words above an upload's results: "12 created, 2 need fixing". */
export function uploadSummary(results: readonly LeadUploadRow[]): string {
  if (results.length === 0) return 'The file has a header row but no leads.';
  const count = (status: LeadUploadRow['status']) =>
    results.filter((result) => result.status === status).length;
  const created = count('created');
  const invalid = count('invalid');
  const limited = count('limited');
  const failed = count('failed');
  const parts = [`${created} created`];
  if (invalid > 0) parts.push(`${invalid} ${invalid === 1 ? 'needs' : 'need'} fixing`);
  if (limited > 0) parts.push(`${limited} to send again later`);
  if (failed > 0) parts.push(`${failed} not created because of a difficulty on our side`);
  return parts.join(', ');
}

export const UPLOAD_STATUS_LABEL: Record<LeadUploadRow['status'], string> = {
  created: 'Created',
  invalid: 'Needs fixing',
  limited: 'Too many invitations',
  failed: 'Not created',
};

/** Each message of a row, with the column it is about (the file's own column name). */
export function rowMessages(result: LeadUploadRow): { column: string | null; message: string }[] {
  if (result.status === 'created') return [];
  if (result.status === 'failed') return [{ column: null, message: result.message }];
  return Object.entries(result.errors).map(([column, message]) => ({
    column: column === 'row' ? null : column,
    message,
  }));
}
