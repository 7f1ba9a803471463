import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { addressLines } from './agent-panel.api';

const NOT_GIVEN = 'Not given yet';

/** Enrolment Info (portal-access 2): customer name, customer ID, address, enrolment type. */
export function EnrolmentInfoTab({ enrolment }: { enrolment: Enrolment | undefined }) {
  if (!enrolment) return <p>Loading the enrolment…</p>;
  const name = [enrolment.title, enrolment.firstName, enrolment.surname]
    .filter((part) => part && part.trim())
    .join(' ');
  const lines = addressLines(enrolment);
  return (
    <dl className="agent-info">
      <dt>Customer name</dt>
      <dd>{name || NOT_GIVEN}</dd>
      <dt>Customer ID</dt>
      <dd className="agent-info__id">{enrolment.id}</dd>
      <dt>Address</dt>
      <dd>
        {lines.length === 0
          ? NOT_GIVEN
          : lines.map((line, index) => (
              <span key={index} className="agent-info__line">
                {line}
              </span>
            ))}
      </dd>
      <dt>Enrolment type</dt>
      <dd>{enrolment.enrolmentType}</dd>
    </dl>
  );
}
