import { reportSchema, type Report } from '@threshold/domain/partner/reports';
import { readAnswer } from '../../../api/client';
import { saveFile } from '../save-file';
import { partnerFetch, partnerCall } from '../partner.api';
import { reportCsvPath, reportPath, type ReportFilters } from './report-filters';

/** The console's report calls (issue 22), each with the signed-in user's token. */

export const reportQuery = (filters: ReportFilters) =>
  ({
    queryKey: ['partner-console', 'reports', reportPath(filters)],
    queryFn: async (): Promise<Report> =>
      reportSchema.parse(await partnerCall(reportPath(filters))),
  }) as const;

/** The report as CSV, downloaded with the token (a plain link could not carry it). */
export async function downloadReportCsv(filters: ReportFilters): Promise<void> {
  const response = await partnerFetch(reportCsvPath(filters));
  // A refusal (a range the API will not give, a failure) is thrown as every console call's is.
  if (!response.ok) await readAnswer(response, 'partner');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), name ?? 'reports.csv');
}
