import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="plain-page">
      <h1>Page not found</h1>
      <p>
        If you typed the web address, check it is correct. If you pasted it, check you copied the
        whole address.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

export { NotFoundPage as Component };
