import { Link } from 'react-router';
import { describeError } from '../../api/error-message';
import { WorkingStatus } from '../../ui/working-status';
import { useCommsBlockedChange } from './comms.api';

/** /email/unsubscribe/{token}: stops campaign e-mail to the address and offers to undo it. */
export function EmailUnsubscribePage() {
  const { link, change } = useCommsBlockedChange(true);
  if (!link.email) return <BrokenLink />;
  if (change.isPending) {
    return (
      <div className="plain-page">
        <h1>Unsubscribe</h1>
        <WorkingStatus message="Unsubscribing you" />
      </div>
    );
  }
  if (change.isError) {
    return (
      <div className="plain-page">
        <h1>We couldn&apos;t unsubscribe you</h1>
        <p role="alert">{describeError(change.error)}</p>
      </div>
    );
  }
  return (
    <div className="plain-page">
      <h1>You&apos;ve been unsubscribed</h1>
      <p role="status">
        We won&apos;t send any more updates or offers to <strong>{link.email}</strong>.
      </p>
      <p>Changed your mind?</p>
      <Link className="button" to={link.pathTo('resubscribe')}>
        Resubscribe
      </Link>
    </div>
  );
}

function BrokenLink() {
  return (
    <div className="plain-page">
      <h1>This link is incomplete</h1>
      <p>Please use the whole link from the bottom of one of our emails.</p>
    </div>
  );
}

export { EmailUnsubscribePage as Component };
