import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../app/LanguageSwitcher';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, Spinner, TextField } from '../../../ui';
import { useAuth } from '../AuthProvider';
import { AuthModeTabs, type AuthMode } from '../components/AuthModeTabs';
import { errorMessage } from '../errors';
import { MIN_PASSWORD_LENGTH, validateCredentials } from '../validation';
import '../auth.css';

function destination(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** /login: sign-in / sign-up toggle, outside the main layout. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user, status, login, register } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = destination(location.state);
  // Sent here by the reset page once the new password is set.
  const notice = (location.state as { notice?: string } | null)?.notice === 'passwordReset' && mode === 'login';

  usePageTitle(t(mode === 'login' ? 'login.title' : 'register.title'));

  if (status === 'loading') return <Spinner />;
  // An already signed-in visitor is sent away at once.
  if (user && !busy) return <Navigate to={target} replace />;

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const invalid = validateCredentials({ email, password, name }, mode);
    if (invalid) return setError(t(`validation.${invalid}`));
    setBusy(true);
    try {
      if (mode === 'login') await login(email.trim(), password);
      else await register(email.trim(), password, name);
      await navigate(target, { replace: true });
    } catch (err) {
      setError(errorMessage(err, t, 'auth'));
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-top row spread">
        <Link to="/" className="btn btn-link" data-testid="back-to-dashboard">
          ← {t('backToDashboard')}
        </Link>
        <LanguageSwitcher />
      </div>
      <main className="card login-card" id="main">
        <h1>{t('brand')}</h1>
        <p className="muted">{t(mode === 'login' ? 'login.subtitle' : 'register.subtitle')}</p>
        <AuthModeTabs mode={mode} onMode={switchMode} />
        {notice && !error ? (
          <div className="banner-success" role="status" data-testid="password-reset-done">
            {t('login.passwordReset')}
          </div>
        ) : null}
        {error ? (
          <div className="banner-error" role="alert" data-testid="auth-error">
            {error}
          </div>
        ) : null}
        <form className="stack" onSubmit={onSubmit} noValidate>
          {mode === 'register' ? (
            <TextField
              label={t('fields.name')}
              name="name"
              autoComplete="name"
              value={name}
              maxLength={100}
              onValueChange={setName}
              placeholder={t('fields.namePlaceholder')}
            />
          ) : null}
          <TextField
            label={`${t('fields.email')} *`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
            placeholder={t('fields.emailPlaceholder')}
          />
          <TextField
            label={`${t('fields.password')} *`}
            type="password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'register' ? MIN_PASSWORD_LENGTH : undefined}
            value={password}
            onValueChange={setPassword}
            hint={mode === 'register' ? t('validation.passwordTooShort') : undefined}
          />
          {mode === 'login' ? (
            <Link to="/forgot-password" className="small login-forgot" data-testid="forgot-password-link">
              {t('login.forgot')}
            </Link>
          ) : null}
          <Button type="submit" loading={busy} data-testid="auth-submit">
            {t(mode === 'login' ? 'login.submit' : 'register.submit')}
          </Button>
        </form>
        <p className="small muted login-switch">
          {t(mode === 'login' ? 'login.noAccount' : 'register.haveAccount')}{' '}
          <button type="button" className="btn btn-link" onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}>
            {t(mode === 'login' ? 'login.toRegister' : 'register.toLogin')}
          </button>
        </p>
      </main>
    </div>
  );
}
