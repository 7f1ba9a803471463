import { useEffect, useRef } from 'react';
import { Link, useHref } from 'react-router';
import { isTelephonyHost } from '@threshold/domain/telephony/host';
import { isLoggedIn, readAgentSession } from '../api/session-store';
import { currentBrand } from '../brand/brand-store';

/**
 * Spec section 2: the partner logo on top-level routes (one path segment); Log In / Log Out at
 * 768 px and up, a Menu below (which one shows is CSS, so nothing re-renders on resize). The menu
 * is a native popover: the browser opens and closes it, closes it on Escape or a click outside,
 * and returns focus to the Menu button; where popovers are unsupported its links simply show.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const brand = currentBrand();
  const homeHref = useHref('/');
  const menu = useRef<HTMLUListElement>(null);
  const isTopLevel = pathname.split('/').filter(Boolean).length < 2;

  // A navigation from inside the menu closes it.
  useEffect(() => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [pathname]);

  // The server ends the token, then a fresh page at home (spec section 4, step 6); the log-out
  // code loads only when it is used.
  const logOut = () => void import('../api/log-out').then((session) => session.logOut(homeHref));
  // Agent mode (portal-access 6): the agent's name, and Log Out ends the agent's session.
  const agentMode = isTelephonyHost(location.hostname);
  const agentName = agentMode ? (readAgentSession()?.agentName ?? null) : null;
  // The partner console signs its users in and out in its own bar: no mover's Log In there.
  const isConsole = /^\/partner(\/|$)/.test(pathname);
  const accountAction = isConsole ? null : agentMode ? (
    agentName ? (
      <button type="button" className="button button--quiet" onClick={logOut}>
        Log Out
      </button>
    ) : (
      <Link className="button button--quiet" to="/agent">
        Sign in
      </Link>
    )
  ) : isLoggedIn() ? (
    <button type="button" className="button button--quiet" onClick={logOut}>
      Log Out
    </button>
  ) : (
    <Link className="button button--quiet" to="/log-in">
      Log In
    </Link>
  );

  return (
    <header className="site-header">
      <Link to="/" className="site-header__home">
        {isTopLevel ? (
          <img src={brand.logoUrl} alt={brand.logoAlt} width={200} height={40} />
        ) : (
          brand.name
        )}
      </Link>
      <div className="site-header__account">
        {agentName && <span className="site-header__agent">Signed in as {agentName} </span>}
        {accountAction}
      </div>
      <nav className="site-header__menu" aria-label="Site menu">
        <button type="button" className="button button--quiet" popoverTarget="site-menu">
          Menu
        </button>
        <ul ref={menu} id="site-menu" className="site-menu" popover="auto">
          {agentName && <li style={{ padding: '0.625rem 1rem' }}>Signed in as {agentName}</li>}
          {accountAction && <li>{accountAction}</li>}
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/cookie-policy">Cookies</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
