import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorInfo } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, TextField } from '../../../ui';
import { useAuth } from '../AuthProvider';
import { ResetPasswordMutation } from '../auth.documents';
import { AuthCardLayout } from '../components/AuthCardLayout';
import { errorMessage } from '../errors';
import { validateNewPassword } from '../validation';

/**
 * /reset-password?token=…: the page a reset mail links to. The new password (typed twice) is set
 * with the link's token; the server then signs out every session, this browser's too, and the user
 * signs in again with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [reset, resetting] = useMutation(ResetPasswordMutation);
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(!token);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const invalid = validateNewPassword({ newPassword, confirm });
    if (invalid) return setError(t(`validation.${invalid}`));
    try {
      await reset({ variables: { token, newPassword } });
    } catch (err) {
      if (errorInfo(err).params.field === 'token') setLinkDead(true);
      else setError(errorMessage(err, t, 'auth'));
      return;
    }
    // This browser's session was revoked with the others: forget it, then sign in anew.
    await logout();
    await navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
  };

  return (
    <AuthCardLayout title={t('reset.title')}>
      {linkDead ? (
        <div className="stack">
          <p className="banner-error" role="alert" data-testid="reset-invalid">
            {t('reset.invalidLink')}
          </p>
          <Link to="/forgot-password">{t('reset.askAgain')}</Link>
        </div>
      ) : (
        <>
          <p className="muted">{t('reset.intro')}</p>
          {error ? (
            <div className="banner-error" role="alert" data-testid="auth-error">
              {error}
            </div>
          ) : null}
          <form className="stack" onSubmit={onSubmit} noValidate>
            <TextField
              label={`${t('reset.new')} *`}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              value={newPassword}
              onValueChange={setNew}
              hint={t('validation.passwordTooShort')}
            />
            <TextField
              label={`${t('reset.confirm')} *`}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onValueChange={setConfirm}
            />
            <Button type="submit" loading={resetting.loading} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthCardLayout>
  );
}
