import {
  LEAD_CSV_COLUMNS,
  LEAD_CSV_TEMPLATE,
  leadCsvFileProblem,
} from '@threshold/domain/partner/lead-csv-file';
import type { LeadUploadResults, LeadUploadRow } from '@threshold/domain/partner/lead-upload';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../api/error-message';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FieldFrame, describedBy } from '../../../ui/form/field';
import { summariseErrors, type FieldTargets } from '../../../ui/form/schema-form';
import { useSubmit } from '../../../ui/form/use-submit';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import { partnerCall } from '../partner.api';
import { leadsQueryKey } from './leads-api';
import { LeadsStyles } from './leads-styles';
import { TableScroll } from './table-scroll';
import { UPLOAD_STATUS_LABEL, rowMessages, uploadSummary } from './upload-results';

const TARGETS: FieldTargets = [['file', 'leads-file']];
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(LEAD_CSV_TEMPLATE)}`;

async function uploadLeads(file: File): Promise<LeadUploadRow[]> {
  const csv = await file.text();
  const answer = await partnerCall<LeadUploadResults>('/api/partner/leads/bulk', {
    method: 'POST',
    csv,
  });
  return answer.results;
}

/** partner/leads/upload: many leads from a CSV file, each row's result shown. */
export function UploadLeadsPage() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<LeadUploadRow[] | null>(null);
  const showError = (message: string) => {
    setErrors({ file: message });
    setAttempt((count) => count + 1);
  };
  const upload = useSubmit(uploadLeads, {
    onSuccess: async (rows) => {
      setResults(rows);
      await queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    },
    onError: (error) => showError(describeError(error)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const problem = leadCsvFileProblem(file);
    if (problem || !file) {
      showError(problem ?? '');
      return;
    }
    setErrors({});
    setResults(null);
    upload.run(file);
  };

  return (
    <ConsolePage title="Upload leads from a CSV file">
      <LeadsStyles />
      <p>
        <Link to="/partner/leads">Back to leads</Link>
      </p>
      <p>
        Each row of the file is one lead: we check every row, add the good ones and send each mover
        an invitation. Rows with problems are listed so you can fix them and upload those rows
        again.
      </p>
      <p>
        The first row names the columns: {LEAD_CSV_COLUMNS.join(', ')}. Only surname, emailAddress
        and postcode are needed. Dates are written 2027-01-31 or 31/01/2027.
      </p>
      <p>
        <a href={TEMPLATE_HREF} download="leads-template.csv">
          Download a template CSV file
        </a>
      </p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summariseErrors(errors, TARGETS)} attempt={attempt} />
        <FieldFrame
          id="leads-file"
          label="CSV file"
          hint="At most 5,000 leads and 2 MB"
          error={errors.file}
        >
          <input
            ref={fileInput}
            id="leads-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="input"
            aria-describedby={describedBy('leads-file', {
              hint: true,
              error: errors.file,
            })}
            aria-invalid={errors.file ? true : undefined}
          />
        </FieldFrame>
        <div className="form__actions">
          <button type="submit" className="button button--large" disabled={upload.isPending}>
            Upload
          </button>
        </div>
      </form>
      {upload.isPending && <WorkingStatus message="Uploading and checking your leads" />}
      {results && <UploadResults results={results} />}
    </ConsolePage>
  );
}

function UploadResults({ results }: { results: LeadUploadRow[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The results replace the wait: a keyboard or screen reader user starts reading them.
  useEffect(() => heading.current?.focus(), [results]);
  return (
    <section className="lead-section" aria-labelledby="upload-results-heading">
      <h2 id="upload-results-heading" ref={heading} tabIndex={-1}>
        Results
      </h2>
      <p className="upload-summary" role="status">
        {uploadSummary(results)}
      </p>
      {results.length > 0 && (
        <TableScroll labelledBy="upload-results-caption">
          <table className="console-table lead-compact-table">
            <caption id="upload-results-caption" className="visually-hidden">
              Each row’s result
            </caption>
            <thead>
              <tr>
                <th scope="col" className="console-table__number">
                  Row
                </th>
                <th scope="col">Result</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.record}>
                  <td className="console-table__number">{result.row}</td>
                  <td className={`lead-compact-table__word upload-status--${result.status}`}>
                    {UPLOAD_STATUS_LABEL[result.status]}
                  </td>
                  <td>
                    {result.status === 'created' ? (
                      <Link to={`/partner/leads/${result.enrolmentId}`}>
                        View the lead<span className="visually-hidden"> of row {result.row}</span>
                      </Link>
                    ) : (
                      <ul className="upload-errors">
                        {rowMessages(result).map(({ column, message }) => (
                          <li key={`${column ?? 'row'}:${message}`}>
                            {column && <strong>{column}: </strong>}
                            {message}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export { UploadLeadsPage as Component };
