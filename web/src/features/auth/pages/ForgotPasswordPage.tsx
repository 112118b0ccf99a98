import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, Spinner, TextField } from '../../../ui';
import { MailStatusQuery, RequestPasswordResetMutation } from '../auth.documents';
import { AuthCardLayout } from '../components/AuthCardLayout';
import { errorMessage } from '../errors';
import { validateCredentials } from '../validation';

/**
 * /forgot-password: asks for the account's email and mails a reset link. The answer is the same
 * whether or not the email has an account (the API's too). Without email on the server, says so.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const status = useQuery(MailStatusQuery, { fetchPolicy: 'cache-and-network' });
  const [request, requesting] = useMutation(RequestPasswordResetMutation);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Only the email matters here: a placeholder password passes the shared check.
    const invalid = validateCredentials({ email, password: '-' }, 'login');
    if (invalid) return setError(t(`validation.${invalid}`));
    try {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (err) {
      setError(errorMessage(err, t, 'auth'));
    }
  };

  const enabled = status.data?.mailStatus.enabled;
  return (
    <AuthCardLayout title={t('forgot.title')}>
      {enabled === undefined && status.loading ? (
        <Spinner />
      ) : enabled === false ? (
        <p className="notice-yellow" role="status" data-testid="email-not-configured">
          {t('forgot.notConfigured')}
        </p>
      ) : sentTo ? (
        <p className="banner-success" role="status" data-testid="forgot-sent">
          {t('forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="muted">{t('forgot.intro')}</p>
          {error ? (
            <div className="banner-error" role="alert" data-testid="auth-error">
              {error}
            </div>
          ) : null}
          <form className="stack" onSubmit={onSubmit} noValidate>
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
            <Button type="submit" loading={requesting.loading} data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="small login-switch">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </AuthCardLayout>
  );
}
