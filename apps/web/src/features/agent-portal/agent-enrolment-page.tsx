import { formatNoteTime } from '@threshold/domain/telephony/notes';
import { useQuery } from '@tanstack/react-query';
import { Link, redirect, useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { isTelephony, readAgentSession } from '../../telephony/agent-session';
import { WorkingStatus } from '../../ui/working-status';
import { useOpenEnrolment } from './agent-home';
import { fetchAgentEnrolment, type AgentEnrolment } from './agent-portal.api';
import { shownDate, statusLabel } from './agent-portal-format';
import { AgentPortalStyles } from './agent-portal-styles';

/** Agent mode only, and signed in: otherwise the admin portal's sign-in (or the brand's home). */
export function loader() {
  if (!isTelephony()) return redirect('/');
  return readAgentSession() ? null : redirect('/agent');
}

/** The sentence for a forgotten enrolment (who forgot it, and when, in UK time). */
export function forgottenSentence(forgottenAt: string | null, forgottenBy: string | null): string {
  const when = forgottenAt ? ` on ${formatNoteTime(new Date(forgottenAt))}` : '';
  const who = forgottenBy ? ` by ${forgottenBy}` : '';
  return `This enrolment was forgotten at the customer's request${when}${who}.`;
}

/**
 * /agent/enrolments/:enrolmentId: the admin portal's page for one enrolment (where the right to be
 * forgotten leads): its summary with Open, or who forgot it and when.
 */
export function AgentEnrolmentPage() {
  const { enrolmentId = '' } = useParams();
  // The action that led here (Right to be forgotten) hands its message over in the navigation's
  // state: the agent panel that showed it has gone with the journey page.
  const notice = noticeOf(useLocation().state);
  const enrolment = useQuery({
    queryKey: ['agent-portal', 'enrolment', enrolmentId],
    queryFn: () => fetchAgentEnrolment(enrolmentId),
    staleTime: 0,
  });

  return (
    <div className="agent-portal">
      <AgentPortalStyles />
      <div className="page-intro">
        <h1>Enrolment</h1>
      </div>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {enrolment.isPending && <WorkingStatus message="Loading the enrolment" />}
      {enrolment.isError && (
        <p className="notice notice--error" role="alert">
          {enrolment.error instanceof ApiError && enrolment.error.status === 404
            ? 'This enrolment could not be found.'
            : describeError(enrolment.error)}
        </p>
      )}
      {enrolment.data && <EnrolmentSummary enrolment={enrolment.data} />}
      <p>
        <Link to="/agent">Back to the search</Link>
      </p>
    </div>
  );
}

/** The message a navigation's state carries ({ notice }), if any. */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice !== '' ? state.notice : null;
}

function EnrolmentSummary({ enrolment }: { enrolment: AgentEnrolment }) {
  const open = useOpenEnrolment();
  if (enrolment.forgotten) {
    return <p>{forgottenSentence(enrolment.forgottenAt, enrolment.forgottenBy)}</p>;
  }
  const rows: [string, string][] = [
    ['Customer name', enrolment.customerName ?? ''],
    ['Email', enrolment.emailAddress ?? ''],
    ['Postcode', enrolment.postcode ?? ''],
    ['Address', enrolment.addressLine1 ?? ''],
    ['Move-in date', shownDate(enrolment.moveInDate)],
    ['Brand', enrolment.brandName],
    ['Status', statusLabel(enrolment.status)],
  ];
  return (
    <>
      <dl className="summary-list">
        {rows.map(([key, value]) => (
          <div className="summary-list__row" key={key}>
            <dt className="summary-list__key">{key}</dt>
            <dd className="summary-list__value">{value}</dd>
          </div>
        ))}
      </dl>
      {open.failure && (
        <p className="notice notice--error" role="alert">
          {open.failure}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button"
          disabled={open.isPending}
          onClick={() => open.run(enrolment)}
        >
          Open
        </button>
      </p>
    </>
  );
}

export { AgentEnrolmentPage as Component };
