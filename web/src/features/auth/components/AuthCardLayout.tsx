import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../app/LanguageSwitcher';
import '../auth.css';

/** The frame of the pages outside the main layout (sign-in, forgot and reset password): back link, language, one card. */
export function AuthCardLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="login-page">
      <div className="login-top row spread">
        <Link to="/" className="btn btn-link" data-testid="back-to-dashboard">
          ← {t('backToDashboard')}
        </Link>
        <LanguageSwitcher />
      </div>
      <main className="card login-card stack" id="main">
        <p className="muted small">{t('brand')}</p>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
