import { Link, redirect } from 'react-router';
import { isLoggedIn } from '../../api/session-store';

/** Spec section 2: a logged-in customer who visits the log-in page goes to /enrolment. */
export function loader() {
  return isLoggedIn() ? redirect('/enrolment') : null;
}

/** /log-in: the target of the header's Log In button. The log-in form arrives with its issue. */
export function LogInPage() {
  return (
    <div className="plain-page">
      <h1>Log in</h1>
      <p>Logging in to carry on with a saved move is not open yet.</p>
      <p>
        <Link to="/">Start a new move from the home page</Link>
      </p>
    </div>
  );
}

export { LogInPage as Component };
