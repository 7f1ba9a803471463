import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { CONSOLE_NAV } from './console-nav';
import { ConsoleSignIn } from './console-sign-in';
import { PartnerConsoleStyles } from './partner-console-styles';
import { useIsPartnerSignedIn } from './partner-session';
import { signOutOfConsole } from './partner.api';
import { brandLabel, usePartnerMe } from './use-partner-me';

/**
 * /partner and everything under it (issue 22): the sign-in while nobody is signed in in this tab,
 * else the signed-in user, the console's nav (owners' areas for owners only) and the page.
 */
export function ConsoleLayout() {
  const isSignedIn = useIsPartnerSignedIn();
  return (
    <div className="partner-console">
      <PartnerConsoleStyles />
      {isSignedIn ? <SignedInConsole /> : <ConsoleSignIn />}
    </div>
  );
}

function SignedInConsole() {
  const me = usePartnerMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useAction(signOutOfConsole, {
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['partner-console'] });
      await navigate('/partner', { replace: true });
    },
  });
  if (me.isPending) return <WorkingStatus message="Loading the partner console" />;
  if (me.isError) {
    return (
      <div role="alert" className="console-page">
        <h1>Partner console</h1>
        <p>{describeError(me.error)}</p>
        <button type="button" className="button" onClick={() => void me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const user = me.data;
  return (
    <>
      <div className="console-bar">
        <p className="console-bar__who">
          <span className="console-bar__org">{brandLabel(user.brand)}</span>{' '}
          <span className="muted">
            {user.email} ({user.role === 'owner' ? 'Owner' : 'Staff'})
          </span>
        </p>
        <button
          type="button"
          className="button button--quiet"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign out
        </button>
      </div>
      <nav className="console-nav" aria-label="Partner console">
        <ul>
          {CONSOLE_NAV.filter((item) => !item.ownersOnly || user.role === 'owner').map((item) => (
            <li key={item.to}>
              {/* Link, not NavLink: NavLink alone would add its code to every mover's page. */}
              <Link to={item.to} aria-current={isWithin(pathname, item.to) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

/** Whether the page is an area's or one below it (a lead's page is within Leads). */
function isWithin(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

export { ConsoleLayout as Component };
