import { useEffect, useRef, useState } from 'react';
import { Link, useHref } from 'react-router';
import { clearUserSession, isLoggedIn } from '../api/session-store';
import { currentBrand } from '../brand/brand-store';

/**
 * Spec section 2: the partner logo on top-level routes (one path segment); Log In / Log Out at
 * 768 px and up, a Menu below (which is shown is CSS, so nothing re-renders on resize).
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const brand = currentBrand();
  const homeHref = useHref('/');
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu belongs to the path it was opened on, so it is closed after any navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);
  const isTopLevel = pathname.split('/').filter(Boolean).length < 2;

  const logOut = () => {
    clearUserSession();
    // A fresh page: every per-user value in memory goes too (spec section 4, step 6).
    location.assign(homeHref);
  };
  const accountAction = isLoggedIn() ? (
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
      <div className="site-header__account">{accountAction}</div>
      <nav className="site-header__menu" aria-label="Site menu">
        <button
          ref={menuButton}
          type="button"
          className="button button--quiet"
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
        >
          Menu
        </button>
        <ul id="site-menu" className="site-menu" hidden={!isMenuOpen}>
          <li>{accountAction}</li>
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
