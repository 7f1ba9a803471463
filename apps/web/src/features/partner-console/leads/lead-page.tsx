import { LEAD_NOT_FOUND_MESSAGE, type LeadDetail } from '@threshold/domain/partner/lead-list';
import { LEAD_SERVICES, LEAD_STAGE_LABEL } from '@threshold/domain/partner/lead-stage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { describeError } from '../../../api/error-message';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import {
  SERVICE_LABEL,
  SERVICE_STATE_LABEL,
  SOURCE_LABEL,
  TIMELINE_EVENT_LABEL,
  leadName,
  shownDate,
  shownDateTime,
  stateLabel,
  timelineDetail,
} from './lead-words';
import { leadDetailQuery, leadsQueryKey, resendInvitation } from './leads-api';
import { LeadsStyles } from './leads-styles';
import { TableScroll } from './table-scroll';

/** One lead (issue 22): who and where, how far they have got, each service, and what happened when. */
export function LeadPage() {
  const { id = '' } = useParams();
  const lead = useQuery(leadDetailQuery(id));
  const back = (
    <p>
      <Link to="/partner/leads">Back to leads</Link>
    </p>
  );
  if (lead.isPending) {
    return (
      <ConsolePage title="Lead">
        {back}
        <WorkingStatus message="Loading the lead" />
      </ConsolePage>
    );
  }
  if (lead.isError) {
    // A mistyped address (not a lead id at all) is as not found as a lead of another brand.
    const isNotFound =
      lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 400);
    return (
      <ConsolePage title={isNotFound ? 'Lead not found' : 'Lead'}>
        {back}
        <div className="notice notice--error" role="alert">
          <p>{isNotFound ? LEAD_NOT_FOUND_MESSAGE : describeError(lead.error)}</p>
          {!isNotFound && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void lead.refetch()}
            >
              Try again
            </button>
          )}
        </div>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={leadName(lead.data)}>
      <LeadsStyles />
      {back}
      <LeadDetails lead={lead.data} />
    </ConsolePage>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">
        {children || <span className="muted">Not given</span>}
      </dd>
    </div>
  );
}

function LeadDetails({ lead }: { lead: LeadDetail }) {
  const queryClient = useQueryClient();
  const [resent, setResent] = useState(false);
  const resend = useAction(() => resendInvitation(lead.id), {
    onSuccess: async () => {
      setResent(true);
      await queryClient.invalidateQueries({ queryKey: leadsQueryKey });
    },
    onError: () => setResent(false),
  });
  const canResend = lead.stage === 'invited' || lead.stage === 'opened';
  return (
    <>
      <section className="lead-section" aria-labelledby="lead-stage-heading">
        <h2 id="lead-stage-heading">Stage: {LEAD_STAGE_LABEL[lead.stage]}</h2>
        {canResend && (
          <div className="lead-resend">
            <p>
              The mover has not confirmed their details yet. You can send the invitation again: it
              has a new link, and earlier links still work.
            </p>
            <button
              type="button"
              className="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend invitation
            </button>
          </div>
        )}
        <div aria-live="polite">
          {resend.isPending && <WorkingStatus message="Sending the invitation" />}
          {resent && !resend.isPending && (
            <p className="notice" role="status">
              We have sent the invitation again.
            </p>
          )}
        </div>
        {resend.isError && (
          <p className="notice notice--error" role="alert">
            {describeError(resend.error)}
          </p>
        )}
      </section>

      <section className="lead-section" aria-labelledby="lead-details-heading">
        <h2 id="lead-details-heading">Details</h2>
        <dl className="summary-list">
          <Row label="Name">{[lead.firstName, lead.surname].filter(Boolean).join(' ')}</Row>
          <Row label="Email">{lead.emailAddress}</Row>
          <Row label="Mobile">{lead.contactNumber}</Row>
          <Row label="Invited by">
            {lead.inviteBy === 'sms' ? 'SMS' : lead.inviteBy === 'email' ? 'Email' : ''}
          </Row>
          <Row label="Postcode">{lead.postcode}</Row>
          <Row label="Move-in date">{shownDate(lead.moveInDate)}</Row>
          <Row label="Brand">{lead.brandName}</Row>
          <Row label="Branch">{lead.branch}</Row>
          <Row label="Source">{lead.source ? SOURCE_LABEL[lead.source] : ''}</Row>
          <Row label="Created">{shownDateTime(lead.createdAt)}</Row>
        </dl>
      </section>

      <section className="lead-section" aria-labelledby="lead-services-heading">
        <h2 id="lead-services-heading">Services</h2>
        <dl className="summary-list">
          {LEAD_SERVICES.map((service) => (
            <Row key={service} label={SERVICE_LABEL[service]}>
              {SERVICE_STATE_LABEL[lead.services[service]]}
            </Row>
          ))}
        </dl>
      </section>

      <section className="lead-section" aria-labelledby="lead-timeline-heading">
        <h2 id="lead-timeline-heading">Timeline</h2>
        <TableScroll labelledBy="lead-timeline-caption">
          <table className="console-table lead-timeline lead-compact-table">
            <caption id="lead-timeline-caption" className="visually-hidden">
              Timeline events, oldest first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What happened</th>
                <th scope="col">Details</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {lead.timeline.map((event, index) => (
                <tr key={`${event.at}:${event.event}:${index}`}>
                  <td className="leads-table__nowrap">{shownDateTime(event.at)}</td>
                  <td>{TIMELINE_EVENT_LABEL[event.event]}</td>
                  <td>{timelineDetail(event)}</td>
                  <td>{stateLabel(event.state)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}

export { LeadPage as Component };
