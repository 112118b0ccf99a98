import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { AlertEmailMode } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { Button, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { AlertEmailQuery, SetAlertEmailMutation } from '../alerts.documents';

const MODES: AlertEmailMode[] = ['OFF', 'IMMEDIATE', 'DAILY'];

/**
 * Alerts by email: off, as they come, or one digest a day; the address, the language the mails are
 * written in, and the last mails with their delivery status. Without email on the server, says so.
 */
export function EmailAlertsCard() {
  const { t } = useTranslation('alerts');
  const q = useQuery(AlertEmailQuery, { fetchPolicy: 'cache-and-network' });
  // The answer is the new settings: written where the query reads them.
  const [save, saving] = useMutation(SetAlertEmailMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AlertEmailQuery, data: { myAlertEmail: data.setAlertEmail } });
    },
  });
  const [choice, setChoice] = useState<AlertEmailMode | null>(null);
  const [saved, setSaved] = useState(false);
  const settings = q.data?.myAlertEmail ?? null;
  const mode = choice ?? settings?.mode ?? 'OFF';
  const off = settings ? !settings.emailEnabled : false;

  return (
    <section className="card stack" aria-labelledby="email-alerts-title" data-testid="email-alerts-card">
      <h2 id="email-alerts-title">{t('email.title')}</h2>
      {!settings && q.loading ? (
        <Spinner />
      ) : !settings ? (
        <p className="small tone-red" role="alert">
          {errorMessage(q.error, t, 'alerts')}
        </p>
      ) : off ? (
        <p className="notice-yellow" role="status" data-testid="email-not-configured">
          {t('email.notConfigured')}
        </p>
      ) : (
        <>
          <p className="muted small">{t('email.hint', { address: settings.address })}</p>
          <form
            className="stack"
            onSubmit={async (e) => {
              e.preventDefault();
              setSaved(false);
              const r = await save({ variables: { mode } }).catch(() => null);
              if (r?.data) {
                setChoice(null);
                setSaved(true);
              }
            }}
          >
            <fieldset className="stack email-alerts-modes">
              <legend className="label">{t('email.modeLabel')}</legend>
              {MODES.map((m) => (
                <label key={m} className="row small">
                  <input
                    type="radio"
                    name="alert-email-mode"
                    value={m}
                    checked={mode === m}
                    onChange={() => {
                      setChoice(m);
                      setSaved(false);
                    }}
                    data-testid={`email-mode-${m}`}
                  />
                  {t(`email.mode.${m}`)}
                </label>
              ))}
            </fieldset>
            <div className="row">
              <Button type="submit" size="sm" loading={saving.loading} data-testid="email-save">
                {t('email.save')}
              </Button>
              {saved ? (
                <span className="small" role="status" data-testid="email-saved">
                  {t('email.saved')}
                </span>
              ) : null}
            </div>
          </form>
          <p className="muted small" data-testid="email-language">
            {t('email.language', { language: t(`email.languages.${settings.locale}`) })}
          </p>
          {settings.mode === 'DAILY' && settings.nextDigestAt ? (
            <p className="muted small">{t('email.nextDigest', { date: formatDateTime(settings.nextDigestAt) })}</p>
          ) : null}
          {saving.error ? (
            <p className="small tone-red" role="alert">
              {errorMessage(saving.error, t, 'alerts')}
            </p>
          ) : null}
          {settings.mails.length ? (
            <table className="table small" data-testid="email-mails">
              <caption className="muted">{t('email.mails')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('email.when')}</th>
                  <th scope="col">{t('email.subject')}</th>
                  <th scope="col">{t('email.status')}</th>
                  <th scope="col">{t('email.attempts')}</th>
                  <th scope="col">{t('email.result')}</th>
                </tr>
              </thead>
              <tbody>
                {settings.mails.map((m) => (
                  <tr key={m.id}>
                    <td>{formatDateTime(m.createdAt)}</td>
                    <td>{m.subject}</td>
                    <td>{t(`email.mailStatus.${m.status}`)}</td>
                    <td>{m.attempts}</td>
                    <td>
                      {m.status === 'SENT'
                        ? formatDateTime(m.sentAt)
                        : [m.lastError, m.nextAttemptAt ? t('email.retryAt', { date: formatDateTime(m.nextAttemptAt) }) : null].filter(Boolean).join(' — ') ||
                          '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
