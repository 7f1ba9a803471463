import { Link } from 'react-router';
import { useEmailPreferenceLink } from './comms.api';

/** /email/confirm-unsubscribe/{token}: asks before stopping campaign e-mail. */
export function EmailConfirmUnsubscribePage() {
  const link = useEmailPreferenceLink();
  return (
    <div className="plain-page">
      <h1>Unsubscribe from our emails?</h1>
      <p>
        We&apos;ll stop sending updates and offers to{' '}
        <strong>{link.email || 'this address'}</strong>. We&apos;ll still send the messages you need
        about a move you&apos;ve started, like a password reset.
      </p>
      <div className="form__actions">
        <Link className="button button--large" to={link.pathTo('unsubscribe')}>
          Yes, unsubscribe me
        </Link>
        <Link to="/">No, keep me subscribed</Link>
      </div>
    </div>
  );
}

export { EmailConfirmUnsubscribePage as Component };
