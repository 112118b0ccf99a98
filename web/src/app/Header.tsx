import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { AlertsBell } from '../features/alerts/components/AlertsBell';
import { SearchBox } from '../features/search/components/SearchBox';
import { useMediaQuery } from '../lib/useMediaQuery';
import { Icon } from '../ui';
import { DemoBadge } from './DemoBadge';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

/** Desktop links: the spec's dashboard, table and calendar, the phase 3 trials list (issue 17) and the catalyst screen (issue 30). */
const LINKS = [
  { to: '/', key: 'nav.dashboard', end: true },
  { to: '/trials', key: 'nav.trials', end: false },
  { to: '/table', key: 'nav.table', end: false },
  { to: '/calendar', key: 'nav.calendar', end: false },
  { to: '/catalysts', key: 'nav.catalysts', end: false },
] as const;

const MOBILE_LINKS = [
  ...LINKS,
  { to: '/analytics', key: 'nav.analytics', end: false },
  { to: '/popular', key: 'nav.popular', end: false },
  { to: '/stocks', key: 'nav.stocks', end: false },
] as const;

export function Header() {
  const { t } = useTranslation('common');
  const { user, status } = useAuth();
  const location = useLocation();
  // The mobile menu is open on the page it was opened on: a navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === location.pathname;
  // Phones (issue 17): one row (title, search button, menu button); the search field opens over the
  // row, and the language, demo badge and account move into the menu.
  const narrow = useMediaQuery('(max-width: 600px)');
  const [searchOpenedOn, setSearchOpenedOn] = useState<string | null>(null);
  const searchOpen = narrow && searchOpenedOn === location.pathname;
  const searchRef = useRef<HTMLDivElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);
  useEffect(() => {
    if (!mobileOpen) return;
    // Escape closes the phone menu (unless a menu inside it took the key) and gives the focus back to its button.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpenedOn(null);
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);
  const account =
    status === 'loading' ? null : user ? (
      <UserMenu />
    ) : (
      <Link to="/login" state={{ from: location }} className="btn btn-primary btn-md" data-testid="login-link">
        {t('nav.login')}
      </Link>
    );

  return (
    <header className={`header ${searchOpen ? 'header-search-open' : ''}`}>
      <div className="header-inner">
        <div className="brand-block">
          <Link to="/" className="brand">
            {t('app.title')}
          </Link>
          {narrow ? null : <DemoBadge />}
        </div>
        <nav className="nav" aria-label={t('nav.main')}>
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end}>
              {t(l.key)}
            </NavLink>
          ))}
        </nav>
        <div
          className="header-search"
          id="header-search"
          ref={searchRef}
          onKeyDown={(e) => {
            // Escape once the results are closed (the search box keeps the first one) closes the phone search.
            if (e.key === 'Escape' && searchOpen && !e.defaultPrevented) {
              setSearchOpenedOn(null);
              searchToggleRef.current?.focus();
            }
          }}
        >
          <SearchBox />
        </div>
        <div className="header-actions">
          <AlertsBell />
          {narrow ? (
            <button
              ref={searchToggleRef}
              type="button"
              className="icon-btn search-toggle"
              aria-expanded={searchOpen}
              aria-controls="header-search"
              aria-label={searchOpen ? t('a11y:header.closeSearch') : t('a11y:header.openSearch')}
              onClick={() => setSearchOpenedOn(searchOpen ? null : location.pathname)}
              data-testid="search-toggle"
            >
              <Icon name={searchOpen ? 'close' : 'search'} size={20} />
            </button>
          ) : (
            <>
              <LanguageSwitcher />
              {account}
            </>
          )}
          <button
            ref={menuToggleRef}
            type="button"
            className="icon-btn mobile-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenedOn(mobileOpen ? null : location.pathname)}
          >
            <Icon name={mobileOpen ? 'close' : 'menu'} size={20} />
          </button>
        </div>
      </div>
      <nav id="mobile-nav" className={`mobile-nav ${mobileOpen ? 'open' : ''}`} aria-label={t('nav.mobile')} hidden={!mobileOpen}>
        {MOBILE_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.end}>
            {t(l.key)}
          </NavLink>
        ))}
        {narrow ? (
          <div className="mobile-extras" aria-label={t('a11y:header.account')} role="group">
            <DemoBadge />
            <LanguageSwitcher />
            {account}
          </div>
        ) : null}
      </nav>
    </header>
  );
}
