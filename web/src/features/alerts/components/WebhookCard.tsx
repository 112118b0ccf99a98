import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useRetryKey } from '../../../lib/idempotency';
import { Button, TextField } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { DeleteWebhookMutation, SetWebhookMutation, WebhookQuery } from '../alerts.documents';

/** The optional webhook: set or replace it (its signing secret is shown once), remove it, its last deliveries. */
export function WebhookCard() {
  const { t } = useTranslation('alerts');
  const q = useQuery(WebhookQuery, { fetchPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  // A retried save (lost answer) gets the first secret back.
  const setKey = useRetryKey();
  const [set, setting] = useMutation(SetWebhookMutation, { refetchQueries: [WebhookQuery] });
  const [remove, removing] = useMutation(DeleteWebhookMutation, { refetchQueries: [WebhookQuery] });
  const webhook = q.data?.myWebhook ?? null;
  const error = setting.error ?? removing.error;
  return (
    <section className="card stack" aria-labelledby="webhook-title" data-testid="webhook-card">
      <h2 id="webhook-title">{t('webhook.title')}</h2>
      <p className="muted small">{t('webhook.hint')}</p>
      {webhook ? (
        <p className="small">
          <code>{webhook.url}</code> — {webhook.active ? t('webhook.active') : t('webhook.disabled', { date: formatDateTime(webhook.disabledAt) })}
        </p>
      ) : null}
      <form
        className="row"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await set({ variables: { url, clientMutationId: setKey.keyFor(url) } }).catch(() => null);
          if (r?.data) {
            setKey.done();
            setSecret(r.data.setWebhook.secret);
            setUrl('');
          }
        }}
      >
        <TextField label={t('webhook.url')} type="url" value={url} onValueChange={setUrl} placeholder="https://" required />
        <Button type="submit" size="sm" loading={setting.loading}>
          {webhook ? t('webhook.replace') : t('webhook.set')}
        </Button>
        {webhook ? (
          <Button
            variant="danger"
            size="sm"
            loading={removing.loading}
            onClick={() =>
              void remove().then(
                () => setSecret(null),
                () => undefined,
              )
            }
          >
            {t('webhook.remove')}
          </Button>
        ) : null}
      </form>
      {secret ? (
        <div className="stack small" role="status">
          <p>{t('webhook.secretOnce')}</p>
          <code className="webhook-secret">{secret}</code>
        </div>
      ) : null}
      {error ? (
        <p className="small tone-red" role="alert">
          {errorMessage(error, t, 'alerts')}
        </p>
      ) : null}
      {webhook && webhook.deliveries.length ? (
        <table className="table small">
          <caption className="muted">{t('webhook.deliveries')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('webhook.when')}</th>
              <th scope="col">{t('webhook.alert')}</th>
              <th scope="col">{t('webhook.status')}</th>
              <th scope="col">{t('webhook.attempts')}</th>
              <th scope="col">{t('webhook.result')}</th>
            </tr>
          </thead>
          <tbody>
            {webhook.deliveries.map((d) => (
              <tr key={d.id}>
                <td>{formatDateTime(d.createdAt)}</td>
                <td>{t(`kind.${d.alertKind}`)}</td>
                <td>{t(`webhook.deliveryStatus.${d.status}`)}</td>
                <td>{d.attempts}</td>
                <td>{d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
