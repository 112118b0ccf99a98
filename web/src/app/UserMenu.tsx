import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { ChangePasswordModal } from '../features/auth/components/ChangePasswordModal';
import { nextMenuIndex } from './menuKeys';

/** Which item takes the focus when the menu opens: the first (Enter, Space, ArrowDown, a click) or the last (ArrowUp). */
type OpenFocus = 'first' | 'last';

/** Avatar initial, name or email, favorites link, change password, logout. */
export function UserMenu() {
  const { user, logout } = useAuth();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null);
  const open = openFocus !== null;
  const setOpen = (o: boolean, focus: OpenFocus = 'first') => setOpenFocus(o ? focus : null);
  const [pwOpen, setPwOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items = (menu = menuRef.current) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!openFocus) return;
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (openFocus === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [openFocus]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpenFocus(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const closeToButton = () => {
    setOpenFocus(null);
    buttonRef.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeToButton();
      return;
    }
    if (e.key === 'Tab') {
      setOpenFocus(null);
      return;
    }
    const list = items();
    const next = nextMenuIndex(e.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    e.preventDefault();
    list[next]?.focus();
  };

  if (!user) return null;
  const display = user.name?.trim() || user.email;
  const initial = display.charAt(0).toUpperCase();
  return (
    <div className="rel" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost btn-md user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        ref={buttonRef}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true, e.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
        data-testid="user-menu-button"
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-name">{display}</span>
      </button>
      {open ? (
        <div className="menu" role="menu" id={menuId} aria-label={t('userMenu.label')} ref={menuRef} onKeyDown={onMenuKey}>
          <div className="menu-header small muted">{user.email}</div>
          <Link role="menuitem" tabIndex={-1} to="/favorites" onClick={() => setOpen(false)}>
            {t('nav.favorites')}
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/watchlist" onClick={() => setOpen(false)} data-testid="watchlist-link">
            {t('watchlist:nav')}
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/alerts" onClick={() => setOpen(false)}>
            {t('alerts:nav')}
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              setOpen(false);
              setPwOpen(true);
            }}
          >
            {t('userMenu.changePassword')}
          </button>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            data-testid="logout-button"
            onClick={async () => {
              setOpen(false);
              await logout();
              await navigate('/');
            }}
          >
            {t('userMenu.logout')}
          </button>
        </div>
      ) : null}
      <ChangePasswordModal open={pwOpen} onClose={() => setPwOpen(false)} />
    </div>
  );
}
