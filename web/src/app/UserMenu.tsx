import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { ChangePasswordModal } from '../features/auth/components/ChangePasswordModal';

/** Avatar initial, name or email, favorites link, change password, logout. */
export function UserMenu() {
  const { user, logout } = useAuth();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pwOpen, setPwOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu-button"
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-name">{display}</span>
      </button>
      {open ? (
        <div className="menu" role="menu" id={menuId} aria-label={t('userMenu.label')}>
          <div className="menu-header small muted">{user.email}</div>
          <Link role="menuitem" to="/favorites" onClick={() => setOpen(false)}>
            {t('nav.favorites')}
          </Link>
          <Link role="menuitem" to="/watchlist" onClick={() => setOpen(false)} data-testid="watchlist-link">
            {t('watchlist:nav')}
          </Link>
          <Link role="menuitem" to="/alerts" onClick={() => setOpen(false)}>
            {t('alerts:nav')}
          </Link>
          <button
            role="menuitem"
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
