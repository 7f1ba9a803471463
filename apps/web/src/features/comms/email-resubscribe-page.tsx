import { Link } from 'react-router';
import { describeError } from '../../api/error-message';
import { WorkingStatus } from '../../ui/working-status';
import { useCommsBlockedChange } from './comms.api';

/** /email/resubscribe/{token}: campaign e-mail to the address starts again. */
export function EmailResubscribePage() {
  const { link, change } = useCommsBlockedChange(false);
  if (!link.email) {
    return (
      <div className="plain-page">
        <h1>This link is incomplete</h1>
        <p>Please use the whole link from the bottom of one of our emails.</p>
      </div>
    );
  }
  if (change.isPending) {
    return (
      <div className="plain-page">
        <h1>Resubscribe</h1>
        <WorkingStatus message="Resubscribing you" />
      </div>
    );
  }
  if (change.isError) {
    return (
      <div className="plain-page">
        <h1>We couldn&apos;t resubscribe you</h1>
        <p role="alert">{describeError(change.error)}</p>
      </div>
    );
  }
  return (
    <div className="plain-page">
      <h1>You&apos;re subscribed again</h1>
      <p role="status">
        We&apos;ll send updates and offers to <strong>{link.email}</strong> again.
      </p>
      <p>
        <Link to={link.pathTo('confirm-unsubscribe')}>Unsubscribe</Link> · <Link to="/">Home</Link>
      </p>
    </div>
  );
}

export { EmailResubscribePage as Component };
