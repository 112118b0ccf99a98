import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AlertFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { Badge, Button } from '../../../ui';
import { AlertRegulatoryDetails } from '../../regulatory/components/AlertRegulatoryDetails';
import { alertTitle, changeLines } from '../alerts.text';

const TONE = { TRIAL_CHANGED: 'blue', RESULTS_POSTED: 'green', RECOMMENDATION_CHANGED: 'purple', NEW_TRIAL: 'orange', REGULATORY_EVENT: 'red' } as const;

/** One alert: kind, headline, the trial, what changed, when; unread ones can be marked read. */
export function AlertItem({ alert, onMarkRead, busy }: { alert: AlertFieldsFragment; onMarkRead: (id: string) => void; busy: boolean }) {
  // history and regulatory: the words of changed values (alerts.text.ts).
  const { t, i18n } = useTranslation(['alerts', 'market', 'history', 'regulatory', 'labels']);
  const unread = !alert.readAt;
  const rec = (r: string | null | undefined) => (r ? t(`market:recommendation.${r}`) : t('alerts:change.none'));
  return (
    <li className={`card alert-item ${unread ? 'alert-unread' : ''}`} data-testid="alert-item" data-kind={alert.kind} data-unread={unread}>
      <div className="spread">
        <div className="row">
          <Badge tone={TONE[alert.kind]}>{t(`alerts:kind.${alert.kind}`)}</Badge>
          {unread ? <span className="small tone-blue">{t('alerts:unread')}</span> : null}
        </div>
        <time className="small muted" dateTime={String(alert.createdAt)}>
          {formatDateTime(alert.createdAt)}
        </time>
      </div>
      <p className="alert-title">
        <strong>{alertTitle(t, alert)}</strong>
        {alert.trial ? (
          <>
            {' — '}
            <Link to={`/trial/${alert.trial.nctId}`}>{alert.trial.briefTitle}</Link>
          </>
        ) : null}
      </p>
      {alert.kind === 'RECOMMENDATION_CHANGED' ? (
        <p className="small">{t('alerts:recommendation', { from: rec(alert.previousRecommendation), to: rec(alert.recommendation) })}</p>
      ) : null}
      {alert.regulatory ? <AlertRegulatoryDetails regulatory={alert.regulatory} /> : null}
      {alert.changes.length ? (
        <ul className="alert-changes small">
          {changeLines(t, alert, i18n.language).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="spread small">
        <span className="muted">
          {alert.via === 'COMPANY' ? t('alerts:via.COMPANY', { ticker: alert.ticker ?? '' }) : alert.via === 'TRIAL' ? t('alerts:via.TRIAL') : ''}
        </span>
        {unread ? (
          <Button variant="link" size="sm" disabled={busy} onClick={() => onMarkRead(alert.id)}>
            {t('alerts:markRead')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
